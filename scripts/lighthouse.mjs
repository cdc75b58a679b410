#!/usr/bin/env node
/**
 * Lighthouse's mobile preset on the main pages, simulated and on a really throttled phone beside
 * each page's no-script floor, two ways page by page (bench/lighthouse.md has the method and the
 * budgets; docs/decisions/0039-the-stylesheet-travels-in-the-page.md why nginx, and
 * docs/decisions/0048-text-sent-once.md why a second view):
 * - **nginx, HTTP/2**: as a phone meets the site in production, through the production nginx
 *   configuration on HTTPS and HTTP/2 (scripts/nginx.mjs), in front of two app servers;
 * - **direct, HTTP/1.1**: straight to one `npm start` server over plain HTTP/1.1, as many proxies
 *   reach an origin, its floor served by a small proxy in front of the same server.
 *
 * Contract (for each harness):
 * - Simulated: the preset as it comes (simulated slow 4G, 4× CPU), RUNS runs a page. The run with
 *   the median performance score gives the four category scores, the audits that cost a
 *   category points, and lighthouse/<page>.report.{html,json}.
 * - Throttled: the same preset with the throttling applied to the browser (`throttlingMethod:
 *   'devtools'`: slow 4G, 4× CPU), RUNS runs of the page interleaved with RUNS runs of its floor,
 *   so both meet the same machine, each starting with no service worker on either's origin
 *   (docs/decisions/0066-no-worker-left-between-runs.md). Medians of FCP, LCP and TBT; the median
 *   run (by LCP) of each is kept as lighthouse/<page>.{throttled,floor}.report.{html,json}.
 * - The floor is the page's HTML as the harness sends it to a browser, with every <script> and
 *   <link rel=modulepreload> removed, in brotli as the app compresses its pages
 *   (docs/decisions/0064-the-floor-compressed-as-the-page-is.md), answered with the page's own
 *   headers by a small proxy: through nginx, a second HTTPS server in the same nginx, otherwise
 *   the same site, passes the page's path to it, each header once as the page has it
 *   (docs/decisions/0062-the-floor-sends-each-header-once.md); direct, the proxy answers the
 *   page's path and passes every other request to the app server. The page as it reads with no
 *   JavaScript at all, which the site promises to be whole
 *   (docs/decisions/0007-no-javascript-first.md). Only the scripts differ between the two.
 * - Second page: RUNS throttled runs of the page loaded after another page of the site (`/`, or
 *   `/blog` for `/`) with the cache kept (`disableStorageReset`), as a reader's next page: the
 *   fonts, modules and the linked stylesheet come from the cache, the document from the server.
 *   Medians, and the bytes on the wire of its first run (document and all), printed beside the
 *   budgets; no budget of its own (docs/decisions/0056-each-page-carries-the-rules-it-uses.md).
 * - Budgets, printed as met or MISSED: throttled LCP ≤ 1.10 × the floor's, throttled TBT ≤ the
 *   floor's + 50 ms (what the scripts add), simulated performance score ≥ 98 (medians). A missed
 *   budget is reported, not an error: the exit code is non-zero only when something fails to run.
 * - Writes bench/lighthouse-results.json (with the machine and its load at the start and the
 *   end); bench/lighthouse.md explains it.
 *
 * Usage: npm run lighthouse [-- /page ...]; LIGHTHOUSE_RUNS (default 3) runs per page and kind;
 * LIGHTHOUSE_HARNESSES=nginx or =direct for one view only; LIGHTHOUSE_CHECKOUT=<dir> measures
 * another checkout's build (built already, e.g. main beside a change) with this harness;
 * LIGHTHOUSE_KINDS=throttled for the throttled runs of page and floor alone (no simulated or
 * second-page runs, no budgets): the quick view to alternate with another build's, side by side;
 * LIGHTHOUSE_TRACES=1 keeps Chromium's performance trace of each kept run beside its report
 * (lighthouse/<page>.<harness>.<kind>.report.trace.json, for the DevTools Performance panel).
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { createHash, X509Certificate } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import WebSocket from "ws";
import { PAGE_BROTLI_PARAMS } from "../server/compression.js";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";
import { MEASURED_PAGES } from "./lib/measured-pages.mjs";
import { SITE_HOST, startNginx } from "./nginx.mjs";
import { describeMachine, ensureBuild, ROOT, startProductionServer } from "./production-server.mjs";

const PAGES = process.argv.length > 2 ? process.argv.slice(2) : MEASURED_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const BUDGETS = { lcpOverFloor: 1.1, tbtOverFloorMs: 50, simulatedPerformance: 98 };
const HARNESSES = (process.env.LIGHTHOUSE_HARNESSES || "nginx,direct").split(",");
/** Throttled runs of page and floor alone, when only those are asked for. */
const THROTTLED_ONLY = process.env.LIGHTHOUSE_KINDS === "throttled";
/** Chromium's performance trace of each kept run beside its report (what delays a paint). */
const KEEP_TRACES = Boolean(process.env.LIGHTHOUSE_TRACES);
/** Headers of the page's response that do not describe the floor's bytes. */
const HOP_OR_BODY_HEADERS = [
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "keep-alive",
  "transfer-encoding",
];
/** Categories other than performance are printed against 100, as before the budgets. */
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** What Chromium sends, so the app answers with the bytes a reader gets. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const OUT = path.join(ROOT, "lighthouse");
/**
 * The record is this checkout's full run; a baseline's results, or a quick run's, go beside its
 * reports, uncommitted.
 */
const RESULTS = process.env.LIGHTHOUSE_CHECKOUT
  ? path.join(OUT, `results-${path.basename(path.resolve(process.env.LIGHTHOUSE_CHECKOUT))}.json`)
  : THROTTLED_ONLY
    ? path.join(OUT, "results-throttled.json")
    : path.join(ROOT, "bench", "lighthouse-results.json");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const metric = (lhr, id) => lhr.audits[id].numericValue;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (met) => (met ? "met" : "MISSED");

/** The checkout whose build is measured: this one unless a baseline's is named. */
const CHECKOUT = process.env.LIGHTHOUSE_CHECKOUT
  ? path.resolve(process.env.LIGHTHOUSE_CHECKOUT)
  : ROOT;
if (CHECKOUT === ROOT) ensureBuild();
mkdirSync(OUT, { recursive: true });
const machine = describeMachine(os.loadavg());
/** A page's name in file names: its reports in lighthouse/. */
const pageName = (page) => page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
// As production runs: one server a core behind nginx, readers on HTTPS and HTTP/2.
const servers = [
  await startProductionServer({ siteUrl: `https://${SITE_HOST}`, root: CHECKOUT }),
  await startProductionServer({ siteUrl: `https://${SITE_HOST}`, root: CHECKOUT }),
];
// nginx passes only the measured pages' paths to it: every other request stays nginx's own.
const nginxFloors = await startFloorProxy(servers[0].url);
const nginx = await startNginx({
  checkout: CHECKOUT,
  upstreams: servers.map((server) => Number(new URL(server.url).port)),
  tls: true,
  floors: { upstream: Number(new URL(nginxFloors.url).port), pages: PAGES },
});
// Straight to `npm start` over HTTP/1.1, its floor behind a proxy to the same server.
const direct = await startProductionServer({ root: CHECKOUT });
const directFloors = await startFloorProxy(direct.url);
let chrome;
const pages = [];
try {
  chrome = await launch({
    chromePath: await findChromium(),
    chromeFlags: [
      ...CHROMIUM_ARGS,
      "--headless=new",
      // nginx's certificate is self-signed (scripts/nginx.mjs): trusted by its key, not merely
      // let through, since Chromium keeps nothing in its cache from a site whose certificate
      // failed, and the second page reads its files from the cache.
      `--ignore-certificate-errors-spki-list=${certificateKeyHash(nginx)}`,
      // No network here: any host but the loopback servers fails at once instead of hanging.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
  for (const page of PAGES) {
    await warm([...servers, direct], nginx, page);
    const harnesses = {};
    if (HARNESSES.includes("nginx")) {
      nginxFloors.floors.set(page, await floorHtml(nginx.url + page));
      harnesses.nginx = await measure(page, "nginx", nginx.tlsUrl + page, nginx.floorUrl + page);
    }
    if (HARNESSES.includes("direct")) {
      directFloors.floors.set(page, await floorHtml(direct.url + page));
      harnesses.direct = await measure(page, "direct", direct.url + page, directFloors.url + page);
    }
    const result = { page, harnesses };
    pages.push(result);
    printPage(result);
  }
} finally {
  await chrome?.kill();
  await nginx.stop();
  await Promise.all([nginxFloors, directFloors].map((floors) => floors.close()));
  await Promise.all([...servers, direct].map((server) => server.stop()));
}
machine.loadAverageAtEnd = os.loadavg();
const results = {
  machine,
  runs: RUNS,
  budgets: BUDGETS,
  harnesses: {
    nginx: "the production nginx configuration, HTTPS and HTTP/2, two app servers behind it",
    direct: "one npm start server, plain HTTP/1.1; its floor from a proxy in front of it",
  },
  pages,
};
writeFileSync(RESULTS, JSON.stringify(results, null, 2) + "\n");
printTable(pages);

/** SHA-256 of the public key of nginx's certificate, written beside its cache (scripts/nginx.mjs). */
function certificateKeyHash({ cacheDirectory }) {
  const certificate = new X509Certificate(
    readFileSync(path.join(cacheDirectory, "..", "cert.pem")),
  );
  const key = certificate.publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(key).digest("base64");
}

/** One harness on one page: simulated runs, then page and floor throttled, alternating. */
async function measure(page, harness, pageUrl, floorUrl) {
  const name = `${pageName(page)}.${harness}`;
  const simulated = [];
  if (!THROTTLED_ONLY) for (let run = 0; run < RUNS; run++) simulated.push(await audit(pageUrl));
  const throttled = [];
  const floors = [];
  const origins = [new URL(pageUrl).origin, new URL(floorUrl).origin];
  for (let run = 0; run < RUNS; run++) {
    await forgetServiceWorkers(origins);
    throttled.push(await audit(pageUrl, { throttlingMethod: "devtools" }));
    await forgetServiceWorkers(origins);
    floors.push(await audit(floorUrl, { throttlingMethod: "devtools" }));
  }
  const byLcp = (result) => metric(result.lhr, "largest-contentful-paint");
  if (THROTTLED_ONLY) {
    const throttledLhr = keepMedian(throttled, byLcp, `${name}.throttled.report`);
    keepMedian(floors, byLcp, `${name}.floor.report`);
    const result = { throttled: medians(throttled), floor: medians(floors) };
    result.lcpOverFloor = +(result.throttled.lcpMs / result.floor.lcpMs).toFixed(2);
    result.tbtOverFloorMs = result.throttled.tbtMs - result.floor.tbtMs;
    return { ...result, lcpElement: lcpElement(throttledLhr) };
  }
  const byScore = (result) => result.lhr.categories.performance.score;
  const simulatedLhr = keepMedian(simulated, byScore, `${name}.report`);
  const throttledLhr = keepMedian(throttled, byLcp, `${name}.throttled.report`);
  keepMedian(floors, byLcp, `${name}.floor.report`);
  // A second page: the browser has read another page of the site first, so it has the fonts,
  // the modules and any stylesheet file in its cache, and fetches only this page's document.
  const second = [];
  for (let run = 0; run < RUNS; run++) {
    await audit(new URL(page === "/" ? "/blog" : "/", pageUrl).href, {
      throttlingMethod: "provided",
      onlyAudits: ["first-contentful-paint"],
    });
    second.push(await audit(pageUrl, { throttlingMethod: "devtools", disableStorageReset: true }));
  }
  keepMedian(second, byLcp, `${name}.second.report`);

  const result = {
    throttled: medians(throttled),
    floor: medians(floors),
    secondPage: { ...medians(second), transferKB: transferBytes(second[0].lhr) / 1000 },
    simulated: {
      performanceRuns: simulated.map((run) => Math.round(byScore(run) * 100)),
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round(simulatedLhr.categories[id].score * 100)]),
      ),
      ...medians(simulated),
      failing: failingAudits(simulatedLhr),
    },
    lcpElement: lcpElement(throttledLhr),
  };
  result.lcpOverFloor = +(result.throttled.lcpMs / result.floor.lcpMs).toFixed(2);
  result.tbtOverFloorMs = result.throttled.tbtMs - result.floor.tbtMs;
  result.budgets = {
    lcp: result.throttled.lcpMs <= BUDGETS.lcpOverFloor * result.floor.lcpMs,
    tbt: result.tbtOverFloorMs <= BUDGETS.tbtOverFloorMs,
    score: median(result.simulated.performanceRuns) >= BUDGETS.simulatedPerformance,
  };
  return result;
}

/**
 * One Lighthouse run; again, up to three times, if Lighthouse failed to record it (NO_NAVSTART on
 * a busy machine).
 */
async function audit(url, flags = {}) {
  for (let failed = 1; ; failed++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ["html", "json"],
      logLevel: "error",
      ...(flags.throttlingMethod ? { onlyCategories: ["performance"] } : {}),
      ...flags,
    });
    if (!result.lhr.runtimeError) return result;
    console.log(
      `${url}: run failed (${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}), running it again`,
    );
    if (failed >= 3) throw new Error(`${url}: ${failed} runs failed`);
  }
}

/**
 * Unregisters every service worker on `origins`, and empties what they cached, through Chromium's
 * DevTools protocol. Lighthouse resets only the origin it audits, and a page and its floor are on
 * two origins: the tracker's worker, registered in the page's run, was still alive in its floor's
 * next run and made that run's first paint earlier, not the page's
 * (docs/decisions/0066-no-worker-left-between-runs.md). So each throttled run starts as a first
 * visit on both.
 */
async function forgetServiceWorkers(origins) {
  // The Storage domain answers on a tab's connection, not on the browser's.
  const targets = await fetch(`http://127.0.0.1:${chrome.port}/json/list`).then((r) => r.json());
  const tab = targets.find((target) => target.type === "page");
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  try {
    for (const [index, origin] of origins.entries()) {
      const id = index + 1;
      socket.send(
        JSON.stringify({
          id,
          method: "Storage.clearDataForOrigin",
          params: { origin, storageTypes: "service_workers,cache_storage" },
        }),
      );
      const answer = await new Promise((resolve) => {
        const listen = (data) => {
          const message = JSON.parse(String(data));
          if (message.id !== id) return;
          socket.off("message", listen);
          resolve(message);
        };
        socket.on("message", listen);
      });
      if (answer.error) throw new Error(`${origin}: ${answer.error.message}`);
    }
  } finally {
    socket.close();
  }
}

/** Writes the reports of the median run by `key` and returns its result. */
function keepMedian(results, key, file) {
  const { lhr, report, artifacts } = [...results].sort((a, b) => key(a) - key(b))[
    Math.floor(results.length / 2)
  ];
  writeFileSync(path.join(OUT, `${file}.html`), report[0]);
  writeFileSync(path.join(OUT, `${file}.json`), report[1]);
  if (KEEP_TRACES)
    writeFileSync(path.join(OUT, `${file}.trace.json`), JSON.stringify(artifacts.Trace));
  return lhr;
}

function medians(results) {
  const of = (read) => Math.round(median(results.map(({ lhr }) => read(lhr))));
  return {
    fcpMs: of((lhr) => metric(lhr, "first-contentful-paint")),
    lcpMs: of((lhr) => metric(lhr, "largest-contentful-paint")),
    tbtMs: of((lhr) => metric(lhr, "total-blocking-time")),
    /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
    benchmarkIndex: of((lhr) => lhr.environment.benchmarkIndex),
    /** The HTML document's bytes on the wire (headers and brotli body) in the first run. */
    documentKB: documentBytes(results[0].lhr) / 1000,
    lcpRunsMs: results.map(({ lhr }) => Math.round(metric(lhr, "largest-contentful-paint"))),
  };
}

/** Every request's bytes on the wire in that run: the document alone when the cache is warm. */
function transferBytes(lhr) {
  const items = lhr.audits["network-requests"].details.items;
  return items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function documentBytes(lhr) {
  const items = lhr.audits["network-requests"].details.items;
  return items.find((item) => item.resourceType === "Document").transferSize;
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay) in that run. */
function lcpElement(lhr) {
  const [element, phases] = lhr.audits["largest-contentful-paint-element"].details?.items ?? [];
  return {
    selector: element?.items[0]?.node?.selector,
    label: element?.items[0]?.node?.nodeLabel,
    phasesMs: Object.fromEntries(
      (phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]),
    ),
  };
}

/** Every audit that costs a category points. */
function failingAudits(lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      const counts = ref.weight > 0 || audit.details?.type === "opportunity";
      if (!counts || audit.score === null || audit.score >= 1) continue;
      if (["manual", "notApplicable", "informative"].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category: id,
        id: ref.id,
        title: audit.title,
        displayValue: audit.displayValue,
        elements: (audit.details?.items ?? [])
          .map((item) => item.node?.selector ?? item.url ?? item.source?.url)
          .filter(Boolean)
          .slice(0, 5),
      });
    }
  }
  return failing;
}

/**
 * The page as the harness sends it to a browser (through nginx, from its cache), without its
 * scripts, compressed as the app compresses it, and the headers it came with.
 */
async function floorHtml(url) {
  const response = await fetch(url, { headers: { "Accept-Encoding": BROWSER_ACCEPT_ENCODING } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = (await response.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
  if (/<script\b|rel="modulepreload"/i.test(text)) throw new Error(`${url}: a script is left`);
  // The page's own headers (security headers, caching), so the floor differs in its scripts alone.
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !HOP_OR_BODY_HEADERS.includes(name)),
  );
  return { headers, body: brotli(text) };
}

/**
 * `html` in brotli as the app compresses its pages (server/compression.js): at brotli 11 a
 * floor came out 0.6 to 3.2 KB smaller than at the page's quality, for no reason but the
 * compressor (docs/decisions/0064-the-floor-compressed-as-the-page-is.md).
 */
function brotli(html) {
  return brotliCompressSync(html, { params: PAGE_BROTLI_PARAMS });
}

/** Answers the pages in `floors` (path → floor) and passes every other request on to `app`. */
async function startFloorProxy(app) {
  const { hostname, port, host } = new URL(app);
  const floors = new Map();
  const proxy = http.createServer((request, response) => {
    const floor = floors.get(request.url);
    if (floor && request.method === "GET") {
      response
        .writeHead(200, {
          ...floor.headers,
          "content-encoding": "br",
          "content-length": floor.body.byteLength,
        })
        .end(floor.body);
      return;
    }
    const upstream = http.request({
      hostname,
      port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, host },
    });
    upstream.on("response", (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", (error) => response.destroy(error));
    request.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${proxy.address().port}`,
    floors,
    close: () => {
      proxy.closeAllConnections();
      return new Promise((resolve) => proxy.close(resolve));
    },
  };
}

/**
 * Asks each app server for the page twice, so each has read what the page needs, then nginx, so
 * its cache holds the app's answer before any run: what a page read before has in production.
 */
async function warm(servers, nginx, page) {
  const ask = (url) =>
    fetch(url, { headers: { "Accept-Encoding": BROWSER_ACCEPT_ENCODING } }).then((r) => r.text());
  for (const server of servers) for (let time = 0; time < 2; time++) await ask(server.url + page);
  await ask(nginx.url + page);
}

function printPage({ page, harnesses }) {
  console.log(`\n${page}`);
  for (const [harness, result] of Object.entries(harnesses)) {
    const { simulated, throttled, floor, lcpOverFloor, lcpElement, budgets } = result;
    console.log(`  ${harness}`);
    if (simulated) {
      const scores = Object.entries(simulated.scores).map(([id, score]) => `${id} ${score}`);
      console.log(
        `    simulated: ${scores.join(", ")} (performance runs ${simulated.performanceRuns.join(", ")}); ` +
          `FCP ${seconds(simulated.fcpMs)}, LCP ${seconds(simulated.lcpMs)}, TBT ${simulated.tbtMs} ms`,
      );
    }
    console.log(
      `    throttled: FCP ${seconds(throttled.fcpMs)}, LCP ${seconds(throttled.lcpMs)} ` +
        `(runs ${throttled.lcpRunsMs.join(", ")} ms), TBT ${throttled.tbtMs} ms`,
    );
    console.log(
      `    floor:     FCP ${seconds(floor.fcpMs)}, LCP ${seconds(floor.lcpMs)} ` +
        `(runs ${floor.lcpRunsMs.join(", ")} ms), TBT ${floor.tbtMs} ms`,
    );
    const { secondPage } = result;
    if (secondPage) {
      console.log(
        `    second page (cache warm from another page): FCP ${seconds(secondPage.fcpMs)}, ` +
          `LCP ${seconds(secondPage.lcpMs)} (runs ${secondPage.lcpRunsMs.join(", ")} ms), ` +
          `TBT ${secondPage.tbtMs} ms, document ${secondPage.documentKB} KB of ${secondPage.transferKB} KB`,
      );
    }
    const phases = Object.entries(lcpElement.phasesMs).map(([phase, ms]) => `${phase} ${ms} ms`);
    console.log(`    LCP element: ${lcpElement.selector} (${phases.join(", ")})`);
    if (!budgets) {
      console.log(
        `    LCP ${lcpOverFloor}× floor, TBT ${result.tbtOverFloorMs} ms over the floor's`,
      );
      continue;
    }
    console.log(
      `    budgets: LCP ${lcpOverFloor}× floor ${verdict(budgets.lcp)}, ` +
        `TBT ${result.tbtOverFloorMs >= 0 ? "+" : ""}${result.tbtOverFloorMs} ms against the floor ` +
        `${verdict(budgets.tbt)}, ` +
        `simulated score ${verdict(budgets.score)}`,
    );
    for (const audit of simulated.failing) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      console.log(`    ${audit.category}: ${audit.id} - ${audit.title}${value}`);
      for (const element of audit.elements) console.log(`        ${element}`);
    }
  }
}

function printTable(rows) {
  console.log(
    "\npage                      harness    LCP    floor  ratio  TBT (floor)  score  budgets: LCP, TBT, score",
  );
  for (const { page, harnesses } of rows) {
    for (const [harness, result] of Object.entries(harnesses)) {
      const { throttled, floor, lcpOverFloor, simulated, budgets } = result;
      console.log(
        page.padEnd(26) +
          harness.padEnd(7) +
          seconds(throttled.lcpMs).padStart(8) +
          seconds(floor.lcpMs).padStart(9) +
          `${lcpOverFloor.toFixed(2)}×`.padStart(7) +
          `${throttled.tbtMs} (${floor.tbtMs})`.padStart(13) +
          (simulated ? String(median(simulated.performanceRuns)) : "-").padStart(7) +
          (budgets ? `  ${Object.values(budgets).map(verdict).join(", ")}` : ""),
      );
    }
  }
  const missed = rows
    .flatMap((row) =>
      Object.values(row.harnesses).flatMap((result) => Object.values(result.budgets ?? {})),
    )
    .filter((met) => !met).length;
  console.log(
    `Budgets: LCP ≤ ${BUDGETS.lcpOverFloor.toFixed(2)} × floor, TBT ≤ floor + ${BUDGETS.tbtOverFloorMs} ms ` +
      `(throttled medians), simulated performance ≥ ${BUDGETS.simulatedPerformance}: ` +
      `${missed ? `${missed} MISSED` : "all met"}. Load average ${machine.loadAverageAtStart
        .map((load) => load.toFixed(2))
        .join(", ")} at the start, ${machine.loadAverageAtEnd
        .map((load) => load.toFixed(2))
        .join(", ")} at the end. Results: ${path.relative(ROOT, RESULTS)}, reports: lighthouse/`,
  );
}
