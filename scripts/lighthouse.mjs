#!/usr/bin/env node
/**
 * Lighthouse's mobile preset on the main pages as a phone meets them in production: through the
 * production nginx configuration on HTTPS and HTTP/2 (scripts/nginx.mjs), in front of two app
 * servers, simulated and on a really throttled phone beside each page's no-script floor
 * (bench/lighthouse.md has the method and the budgets; docs/decisions/0039-the-stylesheet-travels-in-the-page.md
 * why it measures through nginx).
 *
 * Contract:
 * - Simulated: the preset as it comes (simulated slow 4G, 4× CPU), RUNS runs a page. The run with
 *   the median performance score gives the four category scores, the audits that cost a
 *   category points, and lighthouse/<page>.report.{html,json}.
 * - Throttled: the same preset with the throttling applied to the browser (`throttlingMethod:
 *   'devtools'`: slow 4G, 4× CPU), RUNS runs of the page interleaved with RUNS runs of its floor,
 *   so both meet the same machine. Medians of FCP, LCP and TBT; the median run (by LCP) of each
 *   is kept as lighthouse/<page>.{throttled,floor}.report.{html,json}.
 * - The floor is the page's HTML as nginx sends it to a browser (from its warm cache), with
 *   every <script> and <link rel=modulepreload> removed, served with a brotli 11 copy by a second
 *   HTTPS server in the same nginx that is otherwise the same site: the page as it reads with no
 *   JavaScript at all, which the site promises to be whole
 *   (docs/decisions/0007-no-javascript-first.md). Only the scripts differ between the two.
 * - Budgets, printed as met or MISSED: throttled LCP ≤ 1.10 × the floor's, throttled TBT ≤ 50 ms,
 *   simulated performance score ≥ 98 (medians). A missed budget is reported, not an error: the
 *   exit code is non-zero only when something fails to run.
 * - Writes bench/lighthouse-results.json (with the machine and its load); bench/lighthouse.md
 *   explains it.
 *
 * Usage: npm run lighthouse [-- /page ...]; LIGHTHOUSE_RUNS (default 3) runs per page and kind.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";
import { SITE_HOST, startNginx } from "./nginx.mjs";
import { describeMachine, ensureBuild, ROOT, startProductionServer } from "./production-server.mjs";

/** `node scripts/lighthouse.mjs /food /blog` audits just those pages. */
const DEFAULT_PAGES = [
  "/",
  "/blog",
  "/blog/hot-flushes-at-work",
  "/food",
  "/symptoms",
  "/recipes/overnight-oats",
];
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PAGES;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const BUDGETS = { lcpOverFloor: 1.1, tbtMs: 50, simulatedPerformance: 98 };
/** Categories other than performance are printed against 100, as before the budgets. */
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** What Chromium sends, so the app answers with the bytes a reader gets. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const OUT = path.join(ROOT, "lighthouse");
const RESULTS = path.join(ROOT, "bench", "lighthouse-results.json");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const metric = (lhr, id) => lhr.audits[id].numericValue;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (met) => (met ? "met" : "MISSED");

ensureBuild();
mkdirSync(OUT, { recursive: true });
const machine = describeMachine(os.loadavg());
const floorDirectory = mkdtempSync(path.join(os.tmpdir(), "menopause-floors-"));
/** A page's name in file names: its reports in lighthouse/ and its floor. */
const pageName = (page) => page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
const floorFile = (page) => `${pageName(page)}.html`;
// As production runs: one server a core behind nginx, readers on HTTPS and HTTP/2.
const servers = [
  await startProductionServer({ siteUrl: `https://${SITE_HOST}` }),
  await startProductionServer({ siteUrl: `https://${SITE_HOST}` }),
];
const nginx = await startNginx({
  upstreams: servers.map((server) => Number(new URL(server.url).port)),
  tls: true,
  floors: {
    directory: floorDirectory,
    files: Object.fromEntries(PAGES.map((page) => [page, floorFile(page)])),
  },
});
let chrome;
const pages = [];
try {
  chrome = await launch({
    chromePath: await findChromium(),
    chromeFlags: [
      ...CHROMIUM_ARGS,
      "--headless=new",
      // nginx's certificate is self-signed (scripts/nginx.mjs).
      "--ignore-certificate-errors",
      // No network here: any host but the loopback servers fails at once instead of hanging.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
  for (const page of PAGES) {
    const name = pageName(page);
    await warm(servers, nginx, page);
    await makeFloor(nginx.url + page, path.join(floorDirectory, floorFile(page)));

    const simulated = [];
    for (let run = 0; run < RUNS; run++) simulated.push(await audit(nginx.tlsUrl + page));
    const throttled = [];
    const floors = [];
    for (let run = 0; run < RUNS; run++) {
      throttled.push(await audit(nginx.tlsUrl + page, { throttlingMethod: "devtools" }));
      floors.push(await audit(nginx.floorUrl + page, { throttlingMethod: "devtools" }));
    }

    const byScore = (result) => result.lhr.categories.performance.score;
    const byLcp = (result) => metric(result.lhr, "largest-contentful-paint");
    const simulatedLhr = keepMedian(simulated, byScore, `${name}.report`);
    const throttledLhr = keepMedian(throttled, byLcp, `${name}.throttled.report`);
    keepMedian(floors, byLcp, `${name}.floor.report`);

    const result = {
      page,
      throttled: medians(throttled),
      floor: medians(floors),
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
    result.budgets = {
      lcp: result.throttled.lcpMs <= BUDGETS.lcpOverFloor * result.floor.lcpMs,
      tbt: result.throttled.tbtMs <= BUDGETS.tbtMs,
      score: median(result.simulated.performanceRuns) >= BUDGETS.simulatedPerformance,
    };
    pages.push(result);
    printPage(result);
  }
} finally {
  await chrome?.kill();
  await nginx.stop();
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(floorDirectory, { recursive: true, force: true });
}
const results = { machine, runs: RUNS, budgets: BUDGETS, pages };
writeFileSync(RESULTS, JSON.stringify(results, null, 2) + "\n");
printTable(pages);

/** One Lighthouse run; again if Lighthouse failed to record it (NO_NAVSTART on a busy machine). */
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
    if (failed >= RUNS) throw new Error(`${url}: ${failed} runs failed`);
  }
}

/** Writes the reports of the median run by `key` and returns its result. */
function keepMedian(results, key, file) {
  const { lhr, report } = [...results].sort((a, b) => key(a) - key(b))[
    Math.floor(results.length / 2)
  ];
  writeFileSync(path.join(OUT, `${file}.html`), report[0]);
  writeFileSync(path.join(OUT, `${file}.json`), report[1]);
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
 * The page as nginx sends it to a browser (from its cache), without its scripts, written to
 * `file` with a brotli 11 copy beside it for nginx's brotli_static.
 */
async function makeFloor(url, file) {
  const response = await fetch(url, { headers: { "Accept-Encoding": BROWSER_ACCEPT_ENCODING } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = (await response.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
  if (/<script\b|rel="modulepreload"/i.test(html)) throw new Error(`${url}: a script is left`);
  writeFileSync(file, html);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  );
}

/**
 * Asks each app server for the page twice, so each keeps its brotli 11 copy (decision 16), then
 * nginx, so its cache holds that copy before any run: what a page read before has in production.
 */
async function warm(servers, nginx, page) {
  const ask = (url) =>
    fetch(url, { headers: { "Accept-Encoding": BROWSER_ACCEPT_ENCODING } }).then((r) => r.text());
  for (const server of servers) for (let time = 0; time < 2; time++) await ask(server.url + page);
  await ask(nginx.url + page);
}

function printPage({ page, simulated, throttled, floor, lcpOverFloor, lcpElement, budgets }) {
  const scores = Object.entries(simulated.scores).map(([id, score]) => `${id} ${score}`);
  console.log(`\n${page}`);
  console.log(
    `  simulated: ${scores.join(", ")} (performance runs ${simulated.performanceRuns.join(", ")}); ` +
      `FCP ${seconds(simulated.fcpMs)}, LCP ${seconds(simulated.lcpMs)}, TBT ${simulated.tbtMs} ms`,
  );
  console.log(
    `  throttled: FCP ${seconds(throttled.fcpMs)}, LCP ${seconds(throttled.lcpMs)} ` +
      `(runs ${throttled.lcpRunsMs.join(", ")} ms), TBT ${throttled.tbtMs} ms`,
  );
  console.log(
    `  floor:     FCP ${seconds(floor.fcpMs)}, LCP ${seconds(floor.lcpMs)} ` +
      `(runs ${floor.lcpRunsMs.join(", ")} ms), TBT ${floor.tbtMs} ms`,
  );
  const phases = Object.entries(lcpElement.phasesMs).map(([phase, ms]) => `${phase} ${ms} ms`);
  console.log(`  LCP element: ${lcpElement.selector} (${phases.join(", ")})`);
  console.log(
    `  budgets: LCP ${lcpOverFloor}× floor ${verdict(budgets.lcp)}, ` +
      `TBT ${verdict(budgets.tbt)}, simulated score ${verdict(budgets.score)}`,
  );
  for (const audit of simulated.failing) {
    const value = audit.displayValue ? ` (${audit.displayValue})` : "";
    console.log(`  ${audit.category}: ${audit.id} - ${audit.title}${value}`);
    for (const element of audit.elements) console.log(`      ${element}`);
  }
}

function printTable(rows) {
  console.log(
    "\npage                           LCP    floor  ratio     TBT  score  (budgets: LCP, TBT, score)",
  );
  for (const { page, throttled, floor, lcpOverFloor, simulated, budgets } of rows) {
    console.log(
      page.padEnd(26) +
        seconds(throttled.lcpMs).padStart(9) +
        seconds(floor.lcpMs).padStart(9) +
        `${lcpOverFloor.toFixed(2)}×`.padStart(7) +
        `${throttled.tbtMs} ms`.padStart(8) +
        String(median(simulated.performanceRuns)).padStart(7) +
        `  ${Object.values(budgets).map(verdict).join(", ")}`,
    );
  }
  const missed = rows.flatMap((row) => Object.values(row.budgets)).filter((met) => !met).length;
  console.log(
    `Budgets: LCP ≤ ${BUDGETS.lcpOverFloor.toFixed(2)} × floor, TBT ≤ ${BUDGETS.tbtMs} ms (throttled ` +
      `medians), simulated performance ≥ ${BUDGETS.simulatedPerformance}: ` +
      `${missed ? `${missed} MISSED` : "all met"}. Results: ${path.relative(ROOT, RESULTS)}, ` +
      "reports: lighthouse/",
  );
}
