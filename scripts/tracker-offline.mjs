/**
 * Run by `npm run build` after Remix's build: what the tracker (/tracker) needs to work offline
 * and from a phone's home screen (docs/decisions/0044-the-symptom-tracker.md).
 *
 * - public/images/tracker/icon-{180,192,512}.png: the site's logo (public/logo.svg) on its cream
 *   ground, for the web app manifest and iOS's home screen.
 * - public/tracker-sw.js: app/lib/tracker/service-worker.ts bundled with Workbox, with the list
 *   of files it precaches: the JavaScript /tracker loads up front and later (the build's
 *   manifest, read as the JavaScript budget reads it), the build's stylesheets, the two fonts
 *   every page preloads, and the icons. Nothing of any other page.
 *
 * Both are written into public/ (not committed), which the server (server/index.js) and nginx serve from the
 * site's origin, as the service worker must be.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import sharp from "sharp";
import { analyseJavaScript } from "./lib/javascript-budget.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC = path.join(ROOT, "public");
const CLIENT = path.join(ROOT, process.env.REMIX_BUILD_DIR || "build", "client");
const ICON_SIZES = [180, 192, 512];
const ICONS_URL = "/images/tracker";
const FONTS = [
  "/fonts/source-sans-3-latin-wght-normal.woff2",
  "/fonts/fraunces-latin-wght-normal.woff2",
];
/** What every page's header and tab show. */
const PAGE_IMAGES = ["/logo.svg", "/favicon.svg"];
const CREAM = "#FBF7F2";

async function makeIcons() {
  const directory = path.join(PUBLIC, ICONS_URL.slice(1));
  mkdirSync(directory, { recursive: true });
  const logo = readFileSync(path.join(PUBLIC, "logo.svg"));
  return Promise.all(
    ICON_SIZES.map(async (size) => {
      const inner = Math.round(size * 0.84);
      const drawn = await sharp(logo, { density: 300 }).resize(inner, inner).png().toBuffer();
      const file = path.join(directory, `icon-${size}.png`);
      await sharp({ create: { width: size, height: size, channels: 4, background: CREAM } })
        .composite([{ input: drawn, gravity: "centre" }])
        .png()
        .toFile(file);
      return `${ICONS_URL}/icon-${size}.png`;
    }),
  );
}

const revision = (file) =>
  createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);

async function main() {
  const icons = await makeIcons();
  const javascript = analyseJavaScript();
  const tracker = javascript.perRoute["routes/tracker"];
  if (!tracker) throw new Error("The build has no routes/tracker: nothing to make offline.");
  const styles = readdirSync(path.join(CLIENT, "build"))
    .filter((name) => name.endsWith(".css"))
    .map((name) => `/build/${name}`);
  const precache = [
    // Hashed names: the URL is the revision.
    ...[...tracker.upFront.urls, ...tracker.lazy.urls, ...styles].map((url) => ({
      url,
      revision: null,
    })),
    ...[...FONTS, ...PAGE_IMAGES, ...icons].map((url) => ({
      url,
      revision: revision(path.join(PUBLIC, url.slice(1))),
    })),
  ];
  await build({
    entryPoints: [path.join(ROOT, "app/lib/tracker/service-worker.ts")],
    outfile: path.join(PUBLIC, "tracker-sw.js"),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    define: {
      PRECACHE: JSON.stringify(precache),
      // Workbox's own development logging is left out of the build.
      "process.env.NODE_ENV": '"production"',
    },
    logLevel: "error",
  });
  console.log(
    `[tracker] public/tracker-sw.js precaches ${precache.length} files; icons ${ICON_SIZES.join(", ")} px`,
  );
}

await main();
