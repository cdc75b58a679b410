/**
 * Imports one of the app's TypeScript modules from a plain Node script: esbuild (already here
 * for Vite) bundles it into .cache/, npm packages left as imports, and the bundle is imported.
 * For server modules with relative imports only, such as app/lib/blog/post-files.server.ts
 * (`npm run posts:check`, and the Supabase push built on it).
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
    // The app's own import paths (tsconfig.json), so app modules that use them load too.
    alias: { "~content": path.join(ROOT, "content"), "~": path.join(ROOT, "app") },
    logLevel: "error",
  });
  // A query string per run, so a second import in one process reads the new bundle.
  return import(`${pathToFileURL(out).href}?${Date.now()}`);
}
