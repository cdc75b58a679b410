#!/usr/bin/env node
/**
 * Lighthouse (mobile preset, the default config) on the main pages against the production
 * server. Prints the four category scores and what keeps a category below its target, and
 * writes the HTML and JSON reports (of the median run) and summary.json to lighthouse/.
 *
 * Usage: npm run lighthouse [-- /page ...]; LIGHTHOUSE_RUNS (default 3) runs per page.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";
import { ensureBuild, ROOT, startProductionServer } from "./production-server.mjs";

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
const TARGETS = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];
const OUT = path.join(ROOT, "lighthouse");

ensureBuild();
mkdirSync(OUT, { recursive: true });
const server = await startProductionServer();
let chrome;
const summary = [];
try {
  chrome = await launch({
    chromePath: await findChromium(),
    chromeFlags: [
      ...CHROMIUM_ARGS,
      "--headless=new",
      // No network here: any host but the loopback server fails at once instead of hanging.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
  for (const page of PAGES) {
    // The performance score moves from run to run on a busy machine; Lighthouse's advice is to
    // take the median of several runs.
    const runs = [];
    let failedRuns = 0;
    while (runs.length < RUNS) {
      const result = await lighthouse(server.url + page, {
        port: chrome.port,
        output: ["html", "json"],
        logLevel: "error",
      });
      // Lighthouse sometimes fails to record the trace on a busy machine (NO_NAVSTART) and then
      // scores performance 0: that is no measurement of the page, so it is run again.
      if (result.lhr.runtimeError) {
        failedRuns++;
        console.log(`${page}: run failed (${result.lhr.runtimeError.code}), running it again`);
        if (failedRuns > RUNS) throw new Error(`${page}: ${failedRuns} runs failed`);
        continue;
      }
      runs.push(result);
    }
    runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const { lhr, report } = runs[Math.floor(runs.length / 2)];
    const name = page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    writeFileSync(path.join(OUT, `${name}.report.html`), report[0]);
    writeFileSync(path.join(OUT, `${name}.report.json`), report[1]);
    const result = describe(page, lhr);
    result.performanceRuns = runs.map((run) =>
      Math.round(run.lhr.categories.performance.score * 100),
    );
    result.failedRuns = failedRuns;
    summary.push(result);
    printPage(result);
  }
} finally {
  await chrome?.kill();
  await server.stop();
}
writeFileSync(path.join(OUT, "summary.json"), JSON.stringify(summary, null, 2) + "\n");
printTable(summary);

/** Scores, metric values and every audit that costs a category points. */
function describe(page, lhr) {
  const scores = Object.fromEntries(
    Object.keys(TARGETS).map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
  );
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id].displayValue]));
  const failing = [];
  for (const id of Object.keys(TARGETS)) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      const counts = ref.weight > 0 || audit.details?.type === "opportunity";
      if (!counts || audit.score === null || audit.score >= 1) continue;
      if (["manual", "notApplicable", "informative"].includes(audit.scoreDisplayMode)) continue;
      failing.push({
        category: id,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        elements: (audit.details?.items ?? [])
          .map((item) => item.node?.selector ?? item.url ?? item.source?.url)
          .filter(Boolean)
          .slice(0, 5),
      });
    }
  }
  return { page, scores, metrics, failing };
}

function printPage({ page, scores, metrics, failing, performanceRuns }) {
  const line = Object.entries(scores).map(([id, score]) => `${id} ${score}`);
  console.log(`\n${page}: ${line.join(", ")} (performance runs: ${performanceRuns.join(", ")})`);
  console.log(`  ${Object.values(metrics).join(" | ")} (FCP | LCP | TBT | CLS | SI)`);
  for (const audit of failing) {
    const value = audit.displayValue ? ` (${audit.displayValue})` : "";
    console.log(`  ${audit.category}: ${audit.id} - ${audit.title}${value}`);
    for (const element of audit.elements) console.log(`      ${element}`);
  }
}

function printTable(rows) {
  console.log("\npage                        perf  a11y  best   seo");
  for (const { page, scores } of rows) {
    const cells = Object.entries(scores).map(([id, score]) =>
      `${score}${score < TARGETS[id] ? "!" : " "}`.padStart(6),
    );
    console.log(`${page.padEnd(26)}${cells.join("")}`);
  }
  console.log(
    `Targets: performance >= ${TARGETS.performance}, the others 100 ("!" marks a miss). ` +
      "Reports: lighthouse/",
  );
}
