/**
 * Imports one of the project's TypeScript modules from a plain Node script: esbuild (already
 * here for Vite) bundles it into .cache/, npm packages left as imports, and the bundle is
 * imported. For the author's tools such as tools/posts/post-files.ts (`npm run posts:check`, and
 * the Supabase push built on it) and server modules; the `~/`, `~content/` and `~tools/` imports
 * resolve as in vite.config.ts.
 */
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");

/** `entry` is relative to the repository; resolves to the module's exports. */
export async function importTs(entry) {
  const out = path.join(ROOT, ".cache", `${path.basename(entry).replace(/\.tsx?$/, "")}.mjs`);
  mkdirSync(path.dirname(out), { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile: out,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    // Before `packages: "external"` takes them for npm packages.
    alias: {
      "~": path.join(ROOT, "app"),
      "~content": path.join(ROOT, "content"),
      "~tools": path.join(ROOT, "tools"),
    },
    logLevel: "error",
  });
  // A query string per run, so a second import in one process reads the new bundle.
  return import(`${pathToFileURL(out).href}?${Date.now()}`);
}
