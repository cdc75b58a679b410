#!/usr/bin/env node
/**
 * Performance bench: throughput and latency of the production server against a minimal Node
 * HTTP server serving the same bytes from memory, the JavaScript each route downloads, the
 * social cards (scripts/bench-social-cards.mjs), and the budgets. Writes bench/results.json.
 * Requests carry a browser's Accept-Encoding, as every reader's do; the server is also measured
 * uncompressed, its own reference for the cost of compression.
 *
 * Env: BENCH_DURATION (seconds per route and server, default 20), BENCH_CONNECTIONS (default
 * 50), BENCH_WARMUP (seconds, default 3), BENCH_SOLO_DURATION (seconds at one connection,
 * default 5), REMIX_BUILD_DIR (default build).
 * `--shared-cache` runs only the deployment section (static file, nginx's cache, npm start);
 * `--js` prints only the JavaScript per page, its budget and the chunk checks (from the build,
 * in a second, with no server); scripts/lib/javascript-budget.mjs measures them.
 * `--authoring` runs only the author's waits (scripts/bench-authoring.mjs): one phone photo, a
 * fresh clone's `npm run dev` to its first page and a clean build, against their budgets; the
 * full run ends with them.
 */
import autocannon from "autocannon";
import { fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import {
  BUILD_DIR,
  describeMachine,
  ensureBuild,
  ROOT,
  startProductionServer,
  stopProcess,
  track,
} from "./production-server.mjs";
import { benchAuthoring } from "./bench-authoring.mjs";
import { benchSharedCache } from "./bench-shared-cache.mjs";
import { benchSocialCards, printSocialCards, socialCardBudgets } from "./bench-social-cards.mjs";
import { analyseJavaScript, kib, GROWTH_KIB, upFrontBudget } from "./lib/javascript-budget.mjs";

/**
 * A page for each Remix route module (the one its JavaScript is counted under) and a filtered
 * blog list: a sample to put under load. Checks that cover every page read the sitemap, which
 * lists the registry's pages (content/pages.ts).
 */
const PAGES = {
  "/": "routes/_index",
  "/food": "routes/food",
  "/blog": "routes/blog._index",
  "/blog?category=sleep": "routes/blog._index",
  "/blog/hot-flushes-at-work": "routes/blog.$slug.(preview)",
  "/recipes/overnight-oats": "routes/recipes.$slug",
  "/recipes": "routes/recipes._index",
  "/symptoms": "routes/symptoms",
  "/sleep": "routes/sleep",
  "/stress": "routes/stress",
  "/beauty": "routes/beauty",
  "/weekly-routine": "routes/weekly-routine",
};
/**
 * The pages put under load (the longest guide and the chart page among them); every page is
 * checked for image sizes and JavaScript.
 */
const BENCHED = [...Object.keys(PAGES).slice(0, 6), "/symptoms"];

/** What Chromium sends: the header every measurement carries unless it says uncompressed. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const DURATION = Number(process.env.BENCH_DURATION || 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const WARMUP = Number(process.env.BENCH_WARMUP || 3);
const SOLO_DURATION = Number(process.env.BENCH_SOLO_DURATION || 5);

const LOAD_AT_START = os.loadavg().map((load) => Number(load.toFixed(2)));

/**
 * Compression may cost a page at most a fifth of its uncompressed throughput. The budget on
 * JavaScript is upFrontLimitBytes, shared with the unit test that enforces it.
 */
const BUDGET = { p99Ms: 100, compressedShareOfPlain: 0.8 };

/**
 * The ceiling: a bare node:http server answering each path with bytes captured from the real
 * server, brotli-compressed once at start (as the server does, so the same bytes) for requests
 * that accept it. Runs in its own process, like the real server, so both compete equally with
 * the load generator for CPU.
 */
function serveBaseline() {
  process.once("message", (pages) => {
    const bodies = new Map(
      Object.entries(pages).map(([url, page]) => {
        const body = Buffer.from(page.body, "base64");
        const br = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        return [url, { contentType: page.contentType, body, br }];
      }),
    );
    const server = http.createServer((request, response) => {
      const page = bodies.get(request.url);
      if (!page) return response.writeHead(404).end();
      const br = /\bbr\b/.test(request.headers["accept-encoding"] ?? "");
      const body = br ? page.br : page.body;
      response.writeHead(200, {
        "content-type": page.contentType,
        "content-length": body.length,
        vary: "Accept-Encoding",
        ...(br ? { "content-encoding": "br" } : {}),
      });
      response.end(body);
    });
    server.listen(0, "127.0.0.1", () => process.send({ port: server.address().port }));
    process.once("disconnect", () => process.exit(0));
  });
}

async function startBaseline(pages) {
  const child = track(fork(fileURLToPath(import.meta.url), ["--baseline"], { stdio: "inherit" }));
  const ready = new Promise((resolve) => child.once("message", resolve));
  child.send(pages);
  const { port } = await ready;
  return { url: `http://127.0.0.1:${port}`, stop: () => stopProcess(child) };
}

async function main() {
  ensureBuild();
  const javascript = analyseJavaScript({ root: ROOT, buildDir: BUILD_DIR });
  printJavaScript(javascript);

  const server = await startProductionServer();
  // A cold start on a busy machine can outlast the blog's 5 s reader deadline: the first page
  // then logs a timeout. Kept apart from what the server logs under load.
  const serverLog = { startup: server.takeStderr() };
  let baseline;
  try {
    const pages = {};
    for (const url of BENCHED) {
      const response = await fetch(server.url + url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      pages[url] = {
        contentType: response.headers.get("content-type"),
        body: Buffer.from(await response.arrayBuffer()).toString("base64"),
      };
    }
    const images = await checkImages(server.url);
    // Before the load runs, while no card is rendered or cached, so the cold figures are cold.
    const socialCards = await benchSocialCards(server.url);
    printSocialCards(socialCards);
    baseline = await startBaseline(pages);

    console.log(
      `\nLoad: ${CONNECTIONS} connections for ${DURATION} s per route on each server ` +
        `(after ${WARMUP} s warm-up), ${os.cpus().length} cores, Node ${process.version}, ` +
        `load average ${LOAD_AT_START.join(" ")}`,
    );
    const routes = [];
    for (const url of BENCHED) {
      process.stdout.write(`  ${url} ...`);
      const real = await measure(server.url + url);
      const plain = await measure(server.url + url, { acceptEncoding: null });
      const ceiling = await measure(baseline.url + url);
      // One request at a time: the render cost itself, without queueing behind 49 others.
      const alone = await measure(server.url + url, {
        connections: 1,
        duration: SOLO_DURATION,
        warmup: 0,
      });
      const htmlBytes = Buffer.from(pages[url].body, "base64").length;
      routes.push({
        url,
        htmlBytes,
        server: real,
        serverUncompressed: plain,
        baseline: ceiling,
        serverOneConnection: alone,
      });
      process.stdout.write(` ${Math.round(real.requestsPerSecond)} req/s\n`);
    }
    printLoad(routes);
    serverLog.underLoad = server.takeStderr();
    for (const [phase, text] of Object.entries(serverLog)) {
      if (text) console.log(`\nThe server wrote to stderr (${phase}):\n${text.trim()}`);
    }

    const budgets = [
      ...checkBudgets(routes, javascript, images),
      ...socialCardBudgets(socialCards),
    ];
    const checks = [...javascript.checks];
    printBudgets(budgets, checks);
    writeResults({ routes, javascript, images, budgets, checks, serverLog, socialCards });
    // Budgets are reported; only a library in the wrong bundle fails the run.
    return checks.every((check) => check.pass) ? 0 : 1;
  } finally {
    await baseline?.stop();
    await server.stop();
  }
}

/** Warms the route, then loads it, asking as a browser does unless acceptEncoding is null. */
async function measure(
  url,
  {
    connections = CONNECTIONS,
    duration = DURATION,
    warmup = WARMUP,
    acceptEncoding = BROWSER_ACCEPT_ENCODING,
  } = {},
) {
  const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  if (warmup > 0) {
    await autocannon({ url, headers, connections: Math.min(10, connections), duration: warmup });
  }
  const result = await autocannon({ url, headers, connections, duration });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Every page the sitemap lists but the blog's posts, and the sample above. */
async function everyPage(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  return [
    ...new Set([...listed.filter((url) => !url.startsWith("/blog/")), ...Object.keys(PAGES)]),
  ];
}

/** Every <img> in the served HTML needs width and height, so it reserves its box before loading. */
async function checkImages(base) {
  const pages = [];
  for (const url of await everyPage(base)) {
    const html = await (await fetch(base + url)).text();
    const tags = html.match(/<img\b[^>]*>/gi) ?? [];
    const unsized = tags.filter((tag) => !/\swidth=/i.test(tag) || !/\sheight=/i.test(tag));
    pages.push({ url, images: tags.length, unsized });
  }
  return pages;
}

function checkBudgets(routes, javascript, images) {
  const failures = routes.reduce((sum, { server: s }) => sum + s.errors + s.timeouts + s.non2xx, 0);
  const slowest = routes.reduce((a, b) =>
    b.server.latencyMs.p99 > a.server.latencyMs.p99 ? b : a,
  );
  const unsized = images.flatMap((page) => page.unsized.map((tag) => `${page.url}: ${tag}`));
  const load = `${CONNECTIONS} connections, ${DURATION} s per route`;
  const compression = routes.map(({ url, server, serverUncompressed }) => ({
    name: `${url}: as a browser asks >= ${BUDGET.compressedShareOfPlain * 100}% of its uncompressed req/s`,
    actual: percent(server, serverUncompressed),
    pass:
      server.requestsPerSecond >=
      BUDGET.compressedShareOfPlain * serverUncompressed.requestsPerSecond,
  }));
  return [
    ...compression,
    {
      name: `no errors, timeouts or non-2xx (${load})`,
      actual: failures,
      pass: failures === 0,
    },
    {
      name: `p99 latency < ${BUDGET.p99Ms} ms on every route (${load})`,
      actual: `${slowest.server.latencyMs.p99} ms on ${slowest.url}`,
      pass: slowest.server.latencyMs.p99 < BUDGET.p99Ms,
    },
    javaScriptBudget(javascript),
    {
      name: "every <img> has width and height (no layout shift from images)",
      actual: unsized.length === 0 ? "all sized" : unsized,
      pass: unsized.length === 0,
    },
  ];
}

/** One line for every page: the heaviest when all are within the limit, else each one over. */
function javaScriptBudget(javascript) {
  const pages = upFrontBudget(javascript);
  const over = pages.filter((page) => !page.pass);
  const heaviest = pages.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  return {
    name: `gzip JavaScript up front within ${GROWTH_KIB} KiB of each page's figure when the budget was set`,
    actual:
      over.length === 0
        ? `${kib(heaviest.gzipBytes)} on ${heaviest.route}, the heaviest (limit ${kib(heaviest.limitBytes)})`
        : over.map(
            (page) => `${page.route}: ${kib(page.gzipBytes)} (limit ${kib(page.limitBytes)})`,
          ),
    pass: over.length === 0,
  };
}

const pad = (value, width) => String(value).padStart(width);

/** The sampled pages' routes first, in the order they are benched, then every other page. */
function pageJavaScript({ perRoute, pages }) {
  return Object.fromEntries(
    [...new Set([...Object.values(PAGES), ...pages])].map((id) => [id, perRoute[id]]),
  );
}

function printJavaScript(javascript) {
  console.log(
    "\nJavaScript per page route, gzip. Up front: entry + root + route with their static imports;" +
      "\nlazy: chunks the page fetches with import() when needed, with their imports.",
  );
  console.log(`  ${"route".padEnd(24)} ${"up front".padStart(18)}  ${"lazy".padStart(18)}`);
  const size = ({ gzipBytes, files }) => `${pad(kib(gzipBytes), 10)} ${pad(`(${files})`, 4)}`;
  for (const [id, route] of Object.entries(pageJavaScript(javascript))) {
    const names = route.lazy.chunks.map((url) => path.basename(url).replace(/-\w+\.js$/, ""));
    console.log(
      `  ${id.padEnd(24)} ${pad(size(route.upFront), 18)}  ` +
        (route.lazy.files ? `${pad(size(route.lazy), 18)}  ${names.join(", ")}` : pad("-", 18)),
    );
  }
  console.log("  (files in brackets)");
}

function printLoad(routes) {
  const head =
    "route                      | server req/s   p50   p90   p99 err | uncompressed req/s share | baseline req/s   p99 | ratio | 1 conn p50  p99";
  console.log(`\n${head}\n${head.replace(/[^|]/g, "-")}`);
  for (const {
    url,
    server: s,
    serverUncompressed: u,
    baseline: b,
    serverOneConnection: one,
  } of routes) {
    const errors = s.errors + s.timeouts + s.non2xx;
    const { p50, p90, p99 } = s.latencyMs;
    console.log(
      `${url.padEnd(27)}| ${pad(Math.round(s.requestsPerSecond), 12)} ${pad(p50, 5)} ` +
        `${pad(p90, 5)} ${pad(p99, 5)} ${pad(errors, 3)} | ${pad(Math.round(u.requestsPerSecond), 18)} ` +
        `${pad(percent(s, u), 5)} | ${pad(Math.round(b.requestsPerSecond), 14)} ` +
        `${pad(b.latencyMs.p99, 5)} | ${pad(percent(s, b), 5)} | ` +
        `${pad(one.latencyMs.p50, 10)} ${pad(one.latencyMs.p99, 4)}`,
    );
  }
  console.log(
    "(latency in ms; as a browser asks (Accept-Encoding: " +
      BROWSER_ACCEPT_ENCODING +
      ") but the" +
      "\n uncompressed column; share = server req/s as a share of its uncompressed req/s;" +
      "\n ratio = as a share of the baseline's)",
  );
}

const percent = (server, baseline) =>
  `${Math.round((100 * server.requestsPerSecond) / baseline.requestsPerSecond)}%`;

function printBudgets(budgets, checks) {
  console.log("\nBudgets:");
  for (const budget of budgets) {
    const actual = Array.isArray(budget.actual) ? budget.actual.join("\n      ") : budget.actual;
    console.log(`  ${budget.pass ? "met   " : "MISSED"}  ${budget.name}: ${actual}`);
  }
  printChecks(checks);
}

function printChecks(checks) {
  console.log("Checks:");
  for (const check of checks) {
    const detail = check.found?.length
      ? `: found in ${check.found.join(", ")}`
      : check.alsoLoadedBy?.length
        ? `: also loaded by ${check.alsoLoadedBy.join(", ")}`
        : check.actual
          ? `: ${check.actual}`
          : "";
    console.log(`  ${check.pass ? "pass" : "FAIL"}  ${check.name}${detail}`);
  }
}

function writeResults({ routes, javascript, images, budgets, checks, serverLog, socialCards }) {
  const results = {
    ...describeMachine(LOAD_AT_START),
    settings: {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      oneConnectionSeconds: SOLO_DURATION,
      acceptEncoding: BROWSER_ACCEPT_ENCODING,
      serverUncompressed: "no Accept-Encoding",
    },
    routes: routes.map((route) => ({
      ...route,
      ratioToBaseline: Number(
        (route.server.requestsPerSecond / route.baseline.requestsPerSecond).toFixed(3),
      ),
      ratioToUncompressed: Number(
        (route.server.requestsPerSecond / route.serverUncompressed.requestsPerSecond).toFixed(3),
      ),
    })),
    javascriptGzipBytes: Object.fromEntries(
      Object.entries(pageJavaScript(javascript)).map(([id, route]) => [
        id,
        {
          upFront: route.upFront.gzipBytes,
          lazy: route.lazy.gzipBytes,
          lazyChunks: route.lazy.chunks.map((url) => path.basename(url)),
        },
      ]),
    ),
    images,
    socialCards,
    budgets,
    checks,
    serverStderr: serverLog,
  };
  mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results.json"), JSON.stringify(results, null, 2) + "\n");
  console.log("\nWrote bench/results.json");
}

/**
 * The deployment section: each page from nginx serving a static copy (the floor), through
 * nginx's shared cache (deploy/nginx/) and from `npm start` directly, in one run.
 * Its budgets are reported, like the others; they do not fail the run.
 */
async function benchDeployment() {
  ensureBuild();
  await benchSharedCache({
    pages: ["/", "/blog", "/blog/hot-flushes-at-work", "/food", "/symptoms"],
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: WARMUP,
  });
}

// Last, so every const above is initialised before main() runs.
if (process.argv[2] === "--baseline") {
  serveBaseline();
} else if (process.argv[2] === "--js") {
  ensureBuild();
  const javascript = analyseJavaScript({ root: ROOT, buildDir: BUILD_DIR });
  printJavaScript(javascript);
  printBudgets([javaScriptBudget(javascript)], javascript.checks);
  if (javascript.checks.some((check) => !check.pass)) process.exitCode = 1;
} else if (process.argv[2] === "--shared-cache") {
  await benchDeployment();
} else if (process.argv[2] === "--authoring") {
  await benchAuthoring();
} else if (process.argv.includes("--scale")) {
  // The blog at 10 to 10,000 posts: its own module, scripts/bench-scale.mjs.
  process.exitCode = await (await import("./bench-scale.mjs")).runScale();
} else {
  process.exitCode = await main();
  await benchDeployment();
  await benchAuthoring();
}
