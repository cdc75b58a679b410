import path from "node:path";
import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, loadEnv, type Plugin, type ViteDevServer } from "vite";
import { onEveryPage } from "./scripts/lib/on-every-page";

/**
 * REMIX_BUILD_DIR lets a second build (a test-only one, say) live beside the real one without
 * clobbering it; readers always get `build/`.
 */
const buildDirectory = process.env.REMIX_BUILD_DIR || "build";

const FRAMEWORK =
  /\/node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run|turbo-stream)\//;

/** Every Remix v3 behaviour on, so the move to React Router 7 stays mechanical. */
export const remixFuture = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
  v3_routeConfig: true,
};

/**
 * Development: an edit in the posts folder (content/posts/, or BLOG_POSTS_DIR) shows without a
 * restart. The posts live in the embedded database, outside Vite's module graph, so on a change
 * the images beside the posts are copied again, a new blog is filled from the files (its
 * problems printed) and takes the old one's place once it is ready, and every open page reloads. Guides and recipes
 * (content/*.ts) are modules, which Vite and Remix already reload on their own.
 */
function postFilesReload(): Plugin {
  return {
    name: "post-files-reload",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      const postsDir = path.resolve(process.env.BLOG_POSTS_DIR || "content/posts");
      server.watcher.add(postsDir);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const reload = async () => {
        const blog = await server.ssrLoadModule("/app/lib/blog/blog.server.ts");
        const files = await server.ssrLoadModule("/tools/posts/post-files.ts");
        // The pictures first, then the new blog in the old one's place once it is warm: a
        // page reloaded meanwhile shows the last good version, never a missing post.
        await files.copyPostImages({ postsDir });
        await blog.reloadBlog();
        server.config.logger.info("[blog] post files changed: reloaded", { timestamp: true });
        server.ws.send({ type: "full-reload" });
      };
      // One reload at a time: a save during a reload (a photo takes seconds) runs one more
      // afterwards instead of a second at once making the same files.
      let running: Promise<void> | null = null;
      let again = false;
      const reloadOnce = () => {
        if (running) {
          again = true;
          return;
        }
        running = reload()
          .catch((error: unknown) =>
            server.config.logger.error(`[blog] reloading the posts failed: ${String(error)}`),
          )
          .finally(() => {
            running = null;
            if (again) {
              again = false;
              reloadOnce();
            }
          });
      };
      const changed = (file: string) => {
        if (!path.resolve(file).startsWith(postsDir + path.sep)) return;
        // An editor's save is often several events; reload once they have settled.
        clearTimeout(timer);
        timer = setTimeout(reloadOnce, 150);
      };
      server.watcher.on("add", changed).on("change", changed).on("unlink", changed);
    },
  };
}

/**
 * Development: `npm run dev` starts with only what the recipe pages show (the drawings), so the
 * first page is not kept waiting; the rasters only search engines and link previews need
 * (docs/decisions/0033-recipe-illustrations.md) are made here, once the first page has been
 * answered, with the build's own code. Made once per content: a restart finds them made.
 */
function recipeRastersAfterFirstPage(): Plugin {
  return {
    name: "recipe-rasters-after-first-page",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      let started = false;
      const make = async () => {
        const [{ buildRecipePictures, RECIPE_PICTURES_URL }, { recipeTitles }] = await Promise.all([
          server.ssrLoadModule("/tools/recipes/picture-builder.ts"),
          server.ssrLoadModule("/content/recipe-titles.ts"),
        ]);
        const { made } = await buildRecipePictures(
          Object.keys(recipeTitles),
          path.resolve("content/recipe-images"),
          path.resolve("public", RECIPE_PICTURES_URL.slice(1)),
        );
        if (made > 0) {
          server.config.logger.info(`[recipes] ${made} raster file(s) made`, { timestamp: true });
        }
      };
      server.middlewares.use((_request, response, next) => {
        if (!started) {
          response.once("finish", () => {
            if (started) return;
            started = true;
            make().catch((error: unknown) =>
              server.config.logger.error(`[recipes] making the rasters failed: ${String(error)}`),
            );
          });
        }
        next();
      });
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The development server reads `.env` into the server's environment, as `remix dev` did;
  // production takes its variables from the environment alone.
  if (command === "serve")
    Object.assign(process.env, { ...loadEnv(mode, process.cwd(), ""), ...process.env });
  // The author's editor is a route in `npm run dev`, and in a build only when it is made for
  // GitHub mode (app/routes.ts adds its routes the same way).
  const withEditor = command === "serve" || Boolean(process.env.KEYSTATIC_GITHUB_REPO?.trim());
  return {
    plugins: [
      remix({
        buildDirectory,
        future: remixFuture,
      }),
      postFilesReload(),
      recipeRastersAfterFirstPage(),
    ],
    resolve: {
      alias: {
        "~content": fileURLToPath(new URL("./content", import.meta.url)),
        "~tools": fileURLToPath(new URL("./tools", import.meta.url)),
        "~": fileURLToPath(new URL("./app", import.meta.url)),
      },
    },
    // The server gives everything in build/client/build a year's immutable cache. Only hashed
    // files belong there: public/ (fonts, images, favicon) keeps its own one-hour cache, served
    // from public/ by the server and nginx, as the development server serves it.
    publicDir: command === "build" ? false : "public",
    build: {
      // Hashed files keep the public prefix they had (/build/…), which nginx, the canonical-URL
      // rule and release.sh already name.
      assetsDir: "build",
      rollupOptions: {
        output: {
          // React, React Router and Remix's runtime load on every page together. Left to Rollup
          // they came as two files that import each other, 2.4 KiB of gzip more than as one
          // (`npm run bench -- --js`; docs/decisions/0026-vite-build-and-static-html.md).
          // What the root route imports loads on every page: one file, not one per module that
          // other routes share too (scripts/lib/on-every-page.ts).
          manualChunks(id, meta) {
            if (FRAMEWORK.test(id)) return "framework";
            if (!isSsrBuild && onEveryPage(meta).has(id)) return "site";
          },
        },
      },
    },
    // This computer only unless HOST says otherwise: drafts and the editor live here (.env.example).
    server: { port: Number(process.env.PORT) || 3000, host: process.env.HOST || "localhost" },
    // The editor's packages are prepared when the development server starts; found only when
    // /keystatic is first opened, Vite would prepare them then and reload the page under her.
    optimizeDeps: withEditor
      ? { include: ["@keystatic/core", "@keystatic/core/ui", "@keystar/ui/text-field"] }
      : {},
  };
});
