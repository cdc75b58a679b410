/**
 * Run by `npm run build` and `npm run dev` first: copies the site's self-hosted fonts from their
 * npm packages into public/fonts/, where the stylesheet and the preload links ask for them, so
 * a package update is the one way the fonts change. The copies are not committed (.gitignore).
 * Only the Latin subset of each variable font is served.
 *
 * Usage: node scripts/copy-fonts.mjs
 */
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Package and file, as app/styles/tailwind.css and app/root.tsx name them. */
const FONTS = [
  ["@fontsource-variable/fraunces", "fraunces-latin-wght-normal.woff2"],
  ["@fontsource-variable/source-sans-3", "source-sans-3-latin-wght-normal.woff2"],
  ["@fontsource-variable/source-sans-3", "source-sans-3-latin-wght-italic.woff2"],
];

const target = path.join(ROOT, "public/fonts");
mkdirSync(target, { recursive: true });
for (const [pkg, file] of FONTS) {
  copyFileSync(path.join(ROOT, "node_modules", pkg, "files", file), path.join(target, file));
}
