/**
 * Run by `npm run build` after Remix's build and the posts' snapshot: the rules of the site's
 * stylesheet each route's pages use, which those pages carry in their head instead of the whole
 * sheet (docs/decisions/0056-each-page-carries-the-rules-it-uses.md; read by
 * app/entry.server.tsx, documentStyles).
 *
 * Contract:
 * - Starts the production server on this build (as `npm start` does) with no critical-css.json,
 *   so every page it renders carries the whole stylesheet, and asks it for every page the
 *   sitemap names, plus the few it does not whose markup only they have (`EXTRA_PAGES`).
 * - Groups the pages by the route that draws them (Remix's own route table in the server build,
 *   matched by react-router's `matchRoutes`), puts each route's pages' bodies in one document and
 *   lets Beasties keep the rules that match an element of any of them (with their media queries,
 *   hover and focus variants, keyframes and fonts). A route whose pages show a post's body also
 *   keeps every rule of the post type (`.prose`), since a post published after the build may use
 *   markup none of these did.
 * - Keeps too every rule whose classes all appear in the code that draws the route's pages (its
 *   modules and the root's, as the build's asset manifest lists them), found the way Tailwind
 *   found them to write the sheet: as words of the built files. So a state only a reader's data
 *   brings (a topic with no posts yet, a search's rare answer), which no page the build asked
 *   for showed, is styled at the first paint too.
 * - Writes `<build>/critical-css.json` with the stylesheet's hash; fails if a page does not carry
 *   the file the build wrote to /build/ (after the fonts), or a listed page does not answer 200.
 */
import Beasties from "beasties";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes } from "react-router-dom";
import { BUILD_DIR, ROOT, startProductionServer } from "./production-server.mjs";

const BUILD = path.join(ROOT, BUILD_DIR);
const OUTPUT = path.join(BUILD, "critical-css.json");
/**
 * Pages the sitemap does not name whose markup only they have: the blog's later pages (their
 * pager), a search with results, one with none, and the empty search.
 */
const EXTRA_PAGES = ["/blog?page=2", "/search?q=hot+flushes", "/search?q=zqxj", "/search"];
const STYLE = /<style id="site-styles">([^<]*)<\/style>/;

rmSync(OUTPUT, { force: true });
const { routes, assets } = await import(pathToFileURL(path.join(BUILD, "server", "index.js")).href);
const routeTable = routeTree(routes);
const server = await startProductionServer();
const { file: builtFile, css: builtSheet } = builtStylesheet();
const sheetRules = rulesWithClasses(builtSheet);
const pagesByRoute = new Map();
try {
  const sitemap = await text(`${server.url}/sitemap.xml`);
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => {
    const { pathname, search } = new URL(url);
    return pathname + search;
  });
  for (const page of [...pages, ...EXTRA_PAGES]) {
    const html = await text(server.url + page);
    const css = STYLE.exec(html)?.[1];
    if (!css?.endsWith(builtSheet)) throw new Error(`${page} does not carry ${builtFile}`);
    const route = matchRoutes(routeTable, new URL(page, server.url).pathname)?.at(-1)?.route.id;
    if (!route) throw new Error(`${page}: no route draws it`);
    pagesByRoute.set(route, [...(pagesByRoute.get(route) ?? []), html]);
  }
} finally {
  await server.stop();
}

const critical = {};
for (const [route, pages] of pagesByRoute) {
  critical[route] = await rulesUsed(builtSheet, pages, selectorsDrawnBy(route));
  const kb = (critical[route].length / 1000).toFixed(1);
  console.log(`[critical-css] ${route}: ${kb} of ${(builtSheet.length / 1000).toFixed(1)} KB`);
}
writeFileSync(
  OUTPUT,
  JSON.stringify({
    version: 1,
    sheet: createHash("sha256").update(builtSheet, "utf8").digest("base64"),
    routes: critical,
  }),
);
console.log(`[critical-css] ${pagesByRoute.size} routes written to ${path.relative(ROOT, OUTPUT)}`);

/** The rules of `css` that match an element of any of `pages`, and the `drawn` selectors'. */
async function rulesUsed(css, pages, drawn) {
  const bodies = pages.map((html) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "");
  const postType = bodies.some((body) => /class="(?:[^"]*\s)?prose[\s"]/.test(body));
  // The first page's own <html> and <body> (their classes and attributes), with every page's body.
  const document = withClassesDecoded(
    pages[0]
      .replace(STYLE, `<style>${css}</style>`)
      .replace(/(<body[^>]*>)[\s\S]*<\/body>/, (_, open) => `${open}${bodies.join("")}</body>`),
  );
  const beasties = new Beasties({
    path: path.join(BUILD, "client"),
    logLevel: "warn",
    // Only the <style> is read: every rule not used is dropped from what the page carries.
    reduceInlineStyles: true,
    external: false,
    keyframes: "critical",
    // No @font-face rules (the stylesheet has none: the head's fonts.css declares them).
    inlineFonts: false,
    preloadFonts: false,
    allowRules: [...drawn, ...(postType ? [/\.prose\b/] : [])],
  });
  const processed = await beasties.process(document);
  const kept = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (kept === undefined) throw new Error("Beasties left no stylesheet");
  return kept;
}

/**
 * Beasties reads the HTML without decoding entities, so a class such as Tailwind's `[&_a]:link`,
 * written `[&amp;_a]:link`, would match none of its rules: class attributes are decoded here.
 */
function withClassesDecoded(html) {
  // (Not &quot;: a quote would end the attribute.)
  const entities = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&#x27;": "'" };
  return html.replace(
    /\bclass="([^"]*)"/g,
    (_, value) => `class="${value.replace(/&(?:amp|lt|gt|#x27);/g, (entity) => entities[entity])}"`,
  );
}

/**
 * Every selector of the sheet whose classes are all words of the code that draws `route`'s
 * pages: the route's modules and its parents' up to the root's (the header, the footer), as the
 * client build's asset manifest names them. The same code renders its pages on the server, so a
 * class none of it holds is one none of its pages can show, whatever the data; markup drawn on
 * the server alone is the same for every reader, and in the pages the build asked for.
 */
function selectorsDrawnBy(route) {
  const modules = [];
  for (let id = route; id; id = assets.routes[id].parentId) {
    modules.push(assets.routes[id].module, ...(assets.routes[id].imports ?? []));
  }
  const words = new Set();
  for (const module of new Set(modules)) {
    // As Tailwind reads a source file: anything between quotes, backticks and white space.
    const code = readFileSync(path.join(BUILD, "client", module), "utf8");
    for (const word of code.split(/[\s"'`]+/)) words.add(word);
  }
  return sheetRules
    .filter(({ classes }) => classes.every((name) => words.has(name)))
    .map(({ selector }) => selector);
}

/** Each selector of `css` that names at least one class, with its classes (unescaped). */
function rulesWithClasses(css) {
  const selectors = [];
  postcss.parse(css).walkRules((rule) => {
    // A keyframe's steps (`0%`, `to`) are not selectors; Beasties keeps the keyframes it needs.
    if (rule.parent?.type === "atrule" && rule.parent.name.endsWith("keyframes")) return;
    for (const selector of rule.selectors) {
      const classes = [];
      selectorParser((root) => root.walkClasses(({ value }) => classes.push(value))).processSync(
        selector,
      );
      if (classes.length > 0) selectors.push({ selector, classes });
    }
  });
  return selectors;
}

/** The whole stylesheet as the build wrote it to /build/, where pages link to it. */
function builtStylesheet() {
  const directory = path.join(BUILD, "client", "build");
  const file = readdirSync(directory).find((name) => /^tailwind-[\w-]+\.css$/.test(name));
  if (!file) throw new Error(`No tailwind-*.css in ${directory}`);
  // The file ends in a newline; the page's copy does not.
  return { file, css: readFileSync(path.join(directory, file), "utf8").trimEnd() };
}

/** Remix's route table (id, parentId, path, index) as react-router's nested routes. */
function routeTree(table) {
  const childrenOf = (parentId) =>
    Object.values(table)
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) => ({
        id,
        path,
        index,
        caseSensitive,
        children: index ? undefined : childrenOf(id),
      }));
  return childrenOf(undefined);
}

async function text(url) {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
