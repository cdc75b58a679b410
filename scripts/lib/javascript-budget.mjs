/**
 * The bytes a browser gets, read from a build's browser files alone (no server, about a
 * second): the JavaScript each page loads before the reader can interact, what it may fetch
 * later, and which code may reach which chunk. `npm run bench` reports these and
 * test/unit/javascript-budget.test.ts fails on them; both call this module, so a figure in the
 * README and a test failure always mean the same bytes.
 *
 * Contract:
 * - `analyseJavaScript({ root, buildDir })` reads `<root>/<buildDir>/client` (defaults: the
 *   checkout and `REMIX_BUILD_DIR` or `build`) and returns `{ perRoute, pages, checks }`, or
 *   throws an error saying "run npm run build first" when there is no build to read.
 *   - `perRoute[routeId]` is `{ upFront, lazy }`, each `{ files, gzipBytes, urls }`; `lazy` adds
 *     `chunks`, the import() targets. Up front: the entry, the root and the route's modules
 *     with everything they import statically. Lazy: what import() reaches from there, less
 *     what the page already has.
 *   - `pages` lists the route ids that draw a page; resource routes (feed, sitemap, healthz,
 *     social cards) load no JavaScript and are left out.
 *   - `checks` are `{ name, pass, ...detail }`: each must pass (see the list at the end of
 *     analyseJavaScript for what they guard and why).
 * - `upFrontLimitBytes(route)` is the budget on a page's up-front JavaScript: its own figure
 *   on the day the budget was set, plus 2 KiB.
 * - `upFrontBudget(javascript)` gives `{ route, gzipBytes, limitBytes, files, pass }` for each
 *   page.
 * - Sizes are each file gzipped alone at zlib's default level, summed; the bench has always
 *   measured so, and the figures in the README, bench/ and docs/decisions/ are comparable to
 *   it. The .gz copies `npm run build` writes (level 9) come to about 0.1 KiB less a page; files
 *   under 1 KiB get no copy and travel uncompressed (nginx's gzip_min_length), 2.2 to 3.4 KiB a
 *   page more than this count gives them (26 November 2026).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * @typedef {{ files: number, gzipBytes: number, urls: string[] }} Bytes
 * @typedef {{ name: string, pass: boolean, [detail: string]: unknown }} Check
 * @typedef {{
 *   perRoute: Record<string, { upFront: Bytes, lazy: Bytes & { chunks: string[] } }>,
 *   pages: string[],
 *   checks: Check[],
 * }} JavaScriptReport
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * What each page loaded up front on 25 November 2026, the day the budget was set, on the
 * classic compiler's build (`npm run bench -- --js`, bench/README.md), in KiB. The budget: no
 * page grows beyond its own figure by more than GROWTH_KIB. Pages measured only since then take
 * the heaviest page's figure that day (`/`, 96.9). The one place these numbers live.
 */
const BASELINE_KIB = {
  "routes/_index": 96.9,
  "routes/blog._index": 92.9,
  "routes/blog.$slug.(preview)": 92.6,
  "routes/recipes._index": 94.2,
  "routes/recipes.$slug": 94.0,
  "routes/symptoms": 96.5,
  "routes/sleep": 96.5,
  "routes/stress": 96.5,
  "routes/beauty": 96.5,
  "routes/food": 99.1,
  "routes/weekly-routine": 94.2,
};
const DEFAULT_BASELINE_KIB = 96.9;
export const GROWTH_KIB = 2;

/** The most a page may load up front, in bytes. @param {string} route */
export function upFrontLimitBytes(route) {
  return ((BASELINE_KIB[route] ?? DEFAULT_BASELINE_KIB) + GROWTH_KIB) * 1024;
}

/** Library name -> strings only its code contains; none may reach a browser chunk. */
const FORBIDDEN = {
  DOMPurify: /DOMPurify|dompurify/,
  "supabase-js": /@supabase|supabase-js|PostgrestClient|GoTrueClient|RealtimeClient/,
  PGlite: /PGlite|pglite|electric-sql/,
  "satori and resvg (social cards)": /satori|resvg|harfbuzz/i,
};
/** Class names recharts puts on every chart, and a name only the Radix accordion's code has. */
const RECHARTS = /recharts-wrapper|recharts-surface/;
const RADIX_ACCORDION = /AccordionTrigger/;
/** The pages allowed to fetch recharts, and a name only the tracker's storage module has. */
const RECHARTS_ROUTES = ["routes/food", "routes/tracker"];
const TRACKER = /menopause-and-me-tracker/;

/** @param {number} bytes */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Each page's up-front JavaScript against its limit.
 * @param {JavaScriptReport} javascript
 * @returns {{ route: string, gzipBytes: number, limitBytes: number, files: number, pass: boolean }[]}
 */
export function upFrontBudget({ perRoute, pages }) {
  return pages.map((route) => {
    const { gzipBytes, files } = perRoute[route].upFront;
    const limitBytes = upFrontLimitBytes(route);
    return { route, gzipBytes, limitBytes, files, pass: gzipBytes <= limitBytes };
  });
}

/**
 * @param {{ root?: string, buildDir?: string }} [options]
 * @returns {JavaScriptReport}
 */
export function analyseJavaScript({
  root = ROOT,
  buildDir = process.env.REMIX_BUILD_DIR || "build",
} = {}) {
  // Vite writes the browser's files to <build>/client; their URLs are the paths below it.
  const client = path.join(root, buildDir, "client");
  const assets = path.join(client, "build");
  // release.sh keeps older builds' files beside the new ones: the newest manifest is this build's.
  const [manifestFile] = (existsSync(assets) ? readdirSync(assets) : [])
    .filter((name) => /^manifest-\w+\.js$/.test(name))
    .map((name) => path.join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!manifestFile) {
    throw new Error(
      `No build to measure: ${path.relative(root, assets) || assets} has no manifest-*.js. ` +
        "Run npm run build first.",
    );
  }
  const manifestText = readFileSync(manifestFile, "utf8");
  // The file is `window.__remixManifest={...};`
  const manifest = JSON.parse(
    manifestText.slice(manifestText.indexOf("=") + 1).replace(/;\s*$/, ""),
  );

  const files = new Map(); // public URL -> { text, gzip }
  const load = (url) => {
    if (!files.has(url)) {
      const buffer = readFileSync(path.join(client, url));
      files.set(url, { text: buffer.toString("utf8"), gzip: gzipSync(buffer).length });
    }
    return files.get(url);
  };
  // Chunks import each other by relative paths ("./index-….js").
  const resolved = (from, specifier) => path.posix.resolve(path.posix.dirname(from), specifier);
  const staticImports = (url) =>
    [...load(url).text.matchAll(/(?:from|import)\s*"(\.{0,2}\/[^"]+\.js)"/g)].map((match) =>
      resolved(url, match[1]),
    );
  const dynamicImports = (url) =>
    [...load(url).text.matchAll(/\bimport\(\s*"(\.{0,2}\/[^"]+\.js)"\s*\)/g)].map((match) =>
      resolved(url, match[1]),
    );
  // The manifest lists direct imports; follow static imports in the chunks for the rest.
  const closure = (urls, seen = new Set()) => {
    const visit = (url) => {
      if (seen.has(url)) return;
      seen.add(url);
      staticImports(url).forEach(visit);
    };
    urls.forEach(visit);
    return seen;
  };
  const measure = (urls) => ({
    files: urls.size,
    gzipBytes: [...urls].reduce((sum, url) => sum + load(url).gzip, 0),
    urls: [...urls],
  });

  const perRoute = {};
  for (const id of Object.keys(manifest.routes)) {
    const chain = [];
    for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) {
      chain.unshift(route);
    }
    const upFront = closure([
      manifest.entry.module,
      ...manifest.entry.imports,
      ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
    ]);
    // Every import("...") reachable from the page, and what those chunks import in turn,
    // less what the page already has.
    const lazyEntries = new Set();
    const reachable = new Set(upFront);
    let frontier = [...upFront];
    while (frontier.length > 0) {
      const found = frontier.flatMap(dynamicImports).filter((url) => !reachable.has(url));
      found.forEach((url) => lazyEntries.add(url));
      const before = new Set(reachable);
      closure(found, reachable);
      frontier = [...reachable].filter((url) => !before.has(url));
    }
    const lazy = new Set([...reachable].filter((url) => !upFront.has(url)));
    perRoute[id] = {
      upFront: measure(upFront),
      lazy: { ...measure(lazy), chunks: [...lazyEntries] },
    };
  }
  // Vite compiles a resource route's module to an empty file, since the browser never renders
  // it; a page's module exports its component.
  const pages = Object.entries(manifest.routes)
    .filter(([id, route]) => id !== "root" && /\bas default\b/.test(load(route.module).text))
    .map(([id]) => id);

  const chunks = listJs(assets).map((file) => "/" + path.relative(client, file));
  const checks = Object.entries(FORBIDDEN).map(([library, pattern]) => {
    const found = chunks.filter((url) => pattern.test(load(url).text));
    return { name: `no ${library} in browser chunks`, pass: found.length === 0, found };
  });
  /** How a route gets a library's chunks: "up front", "lazy" or null. */
  const how = (route, library) =>
    route.upFront.urls.some((url) => library.includes(url))
      ? "up front"
      : route.lazy.urls.some((url) => library.includes(url))
        ? "lazy"
        : null;
  // See docs/decisions/0008-food-chart-and-faq-loading.md for why each arrives as it does.
  const recharts = chunks.filter((url) => RECHARTS.test(load(url).text));
  const leaks = Object.entries(perRoute)
    .filter(([id, route]) => !RECHARTS_ROUTES.includes(id) && how(route, recharts))
    .map(([id, route]) => `${id} (${how(route, recharts)})`);
  const onFood = how(perRoute["routes/food"], recharts);
  // docs/decisions/0044-the-symptom-tracker.md: the tracker's code (its storage, service worker
  // registration, charts) is fetched by /tracker after hydration and by no other page.
  const trackerCode = chunks.filter((url) => TRACKER.test(load(url).text));
  const trackerLeaks = Object.entries(perRoute)
    .filter(([id, route]) => id !== "routes/tracker" && how(route, trackerCode))
    .map(([id, route]) => `${id} (${how(route, trackerCode)})`);
  const onTracker = perRoute["routes/tracker"];
  const accordion = chunks.filter((url) => RADIX_ACCORDION.test(load(url).text));
  const accordionUpFront = Object.entries(perRoute)
    .filter(([, route]) => how(route, accordion) === "up front")
    .map(([id]) => id);
  /** The routes that load any of these chunk URLs up front. */
  const loadingUpFront = (urls) =>
    Object.entries(perRoute)
      .filter(([, route]) => route.upFront.urls.some((url) => urls.includes(url)))
      .map(([id]) => id);
  // The error screens are fetched when one is drawn, never up front (Vite names each lazily
  // fetched chunk after its module).
  const errorScreens = chunks.filter((url) =>
    /\/(?:NotFound|UnexpectedError|PostNotFound)-[\w-]+\.js$/.test(url),
  );
  const errorScreensUpFront = loadingUpFront(errorScreens);
  // docs/decisions/0026-vite-build-and-static-html.md: loaders send the guides' and the
  // routine's text as HTML, so no browser chunk carries it. A long sentence of each is the probe.
  const textProbes = ["symptoms", "sleep", "stress", "beauty", "food", "weekly-routine"].map(
    (name) => ({ name, probe: longestString(path.join(root, "content", `${name}.ts`)) }),
  );
  const textChunks = textProbes.flatMap(({ name, probe }) =>
    chunks.filter((url) => load(url).text.includes(probe)).map((url) => `${name}: ${url}`),
  );
  const onEveryPage = pages
    .map((id) => perRoute[id].upFront.urls)
    .reduce((shared, urls) => shared.filter((url) => urls.includes(url)));
  // Loaders build each page's social card on the server; `meta` in the browser only reads it.
  const cardCode = chunks.filter((url) => load(url).text.includes("what-i-wish-id-known.svg"));
  checks.push(
    {
      name: "the error screens are fetched when drawn, in no route's up-front JavaScript",
      pass: errorScreens.length === 3 && errorScreensUpFront.length === 0,
      chunks: errorScreens,
      alsoLoadedBy: errorScreensUpFront,
    },
    {
      name: "the guides' and the routine's text (content/*.ts) in no browser chunk",
      pass: textProbes.every(({ probe }) => probe.length > 40) && textChunks.length === 0,
      found: textChunks,
    },
    {
      name: "the social card code (card-spec.ts) in no browser chunk",
      pass: cardCode.length === 0,
      found: cardCode,
    },
    {
      name: "recharts only in the chunks of routes/food and routes/tracker",
      // No match at all would mean the signature is stale, not that recharts is gone.
      pass: recharts.length > 0 && leaks.length === 0,
      chunks: recharts,
      alsoLoadedBy: leaks,
    },
    {
      name: "the tracker's code and recharts reach routes/tracker only after hydration, and no other page",
      pass:
        trackerCode.length > 0 &&
        trackerLeaks.length === 0 &&
        onTracker !== undefined &&
        how(onTracker, trackerCode) === "lazy" &&
        how(onTracker, recharts) === "lazy",
      chunks: trackerCode,
      alsoLoadedBy: trackerLeaks,
    },
    {
      name: "recharts on routes/food is fetched when the reader reaches for the chart, not up front",
      pass: onFood === "lazy",
      actual: onFood ?? "not loaded",
    },
    {
      name: "the Radix accordion is fetched after hydration, in no route's up-front JavaScript",
      pass: accordion.length > 0 && accordionUpFront.length === 0,
      chunks: accordion,
      alsoLoadedBy: accordionUpFront,
    },
    {
      // docs/decisions/0063-four-files-measured-again.md: the entry, the framework, the root
      // route and what it imports (scripts/lib/on-every-page.ts), not a file per shared module.
      name: "what every page loads comes in four files",
      pass: onEveryPage.length === 4 && onEveryPage.some((url) => /\/site-[\w-]+\.js$/.test(url)),
      files: onEveryPage,
    },
  );
  return { perRoute, pages, checks };
}

/** The longest plain string literal in a source file: a sentence only that module holds. */
function longestString(file) {
  const strings = [...readFileSync(file, "utf8").matchAll(/"((?:[^"\\\n]|\\.)*)"/g)].map(
    (match) => match[1],
  );
  return strings
    .filter((text) => !/\\|\[|\*\*/.test(text))
    .reduce((a, b) => (b.length > a.length ? b : a), "");
}

function listJs(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return listJs(file);
    return name.endsWith(".js") ? [file] : [];
  });
}
