#!/usr/bin/env node
/**
 * What a page's hydration costs, side by side with a baseline checkout (docs/decisions/0048-text-sent-once.md).
 *
 * Contract:
 * - Starts this checkout's production server and, with `--baseline <dir>`, the same server of
 *   another checkout that has been built (e.g. main, extracted with `git archive` and built),
 *   each on the embedded database, and asks both for the same pages.
 * - Per page and build: the document's bytes as a browser gets them (brotli) and uncompressed;
 *   the hydration data (the inline scripts' text, almost all of it Remix's loader data); the
 *   JavaScript the page loads before it is hydrated (bytes on the wire, from the browser's
 *   resource timing); and, in Chromium slowed four times (CDP CPU throttling, no network
 *   throttling), the long tasks that start after the first contentful paint until the page is
 *   hydrated and the network is idle: how many, the longest, and their blocking time (each
 *   task's time over 50 ms, as Lighthouse sums it). Medians of RUNS runs (default 5).
 * - Prints a table and writes bench/hydration-results.json with the machine and its load.
 *   Timings move with the machine: read them beside the baseline of the same run, never alone.
 *
 * Usage: node scripts/bench-hydration.mjs [--baseline <dir>] [/page ...]; RUNS=5.
 */
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";
import { MEASURED_PAGES } from "./lib/measured-pages.mjs";
import { describeMachine, ensureBuild, ROOT, startProductionServer } from "./production-server.mjs";

const args = process.argv.slice(2);
const baselineAt = args.indexOf("--baseline");
const baseline = baselineAt >= 0 ? path.resolve(args.splice(baselineAt, 2)[1]) : undefined;
const PAGES = args.length > 0 ? args : MEASURED_PAGES;
const RUNS = Number(process.env.RUNS || 5);
const CPU_SLOWDOWN = 4;
const RESULTS = path.join(ROOT, "bench", "hydration-results.json");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureBuild();
const machine = describeMachine(os.loadavg());
const builds = [
  ...(baseline ? [{ name: `baseline (${path.basename(baseline)})`, root: baseline }] : []),
  { name: "this checkout", root: ROOT },
];
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
const rows = [];
try {
  for (const build of builds) {
    const server = await startProductionServer({ root: build.root });
    try {
      for (const page of PAGES) {
        const document = await documentBytes(server.url + page);
        const runs = [];
        for (let run = 0; run < RUNS; run++) runs.push(await hydrate(server.url + page));
        const of = (key) => median(runs.map((run) => run[key]));
        const row = {
          build: build.name,
          page,
          ...document,
          scriptKB: of("scriptKB"),
          longTasksAfterPaint: of("longTasks"),
          longestTaskMs: of("longestMs"),
          blockingAfterPaintMs: of("blockingMs"),
          blockingRunsMs: runs.map((run) => run.blockingMs),
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
writeFileSync(
  RESULTS,
  JSON.stringify({ machine, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, rows }, null, 2) + "\n",
);
printTable(rows);
console.log(
  `Load average at the start ${machine.loadAverageAtStart.map((load) => load.toFixed(2)).join(", ")}, ` +
    `at the end ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}. Results: ${path.relative(ROOT, RESULTS)}`,
);

/** The document as a browser asks for it (brotli), and its parts. */
async function documentBytes(url) {
  const wire = await new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
  const html = await (await fetch(url, { headers: { "Accept-Encoding": "identity" } })).text();
  const inlineScripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)];
  const kb = (bytes) => +(bytes / 1000).toFixed(1);
  return {
    documentBrotliKB: kb(wire),
    documentKB: kb(Buffer.byteLength(html)),
    hydrationDataKB: kb(inlineScripts.reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0)),
  };
}

/** One load at 4× CPU: the scripts' bytes and the long tasks after the first paint. */
async function hydrate(url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(url, { waitUntil: "load" });
  // Waited for from inside the page: Playwright's selector waits inject its own script, whose
  // evaluation at 4× CPU is itself a long task of 50 to 160 ms that would be counted here.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const hydrated = () => document.documentElement.hasAttribute("data-hydrated");
        if (hydrated()) return resolve();
        new MutationObserver((_, observer) => {
          if (!hydrated()) return;
          observer.disconnect();
          resolve();
        }).observe(document.documentElement, { attributes: true });
      }),
  );
  await page.waitForLoadState("networkidle");
  const measured = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const after = window.__longTasks.filter((task) => task.start >= paint);
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"));
    return {
      scriptKB: +(scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 1000).toFixed(1),
      longTasks: after.length,
      longestMs: Math.round(Math.max(0, ...after.map((task) => task.duration))),
      blockingMs: Math.round(after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
    };
  });
  await context.close();
  return measured;
}

function printTable(results) {
  console.log(
    "\n" +
      [
        "page".padEnd(28),
        "build".padEnd(24),
        "doc br KB".padStart(10),
        "doc KB".padStart(8),
        "data KB".padStart(8),
        "JS KB".padStart(7),
        "tasks".padStart(6),
        "longest".padStart(8),
        "blocking".padStart(9),
      ].join(""),
  );
  for (const page of PAGES) {
    for (const row of results.filter((result) => result.page === page)) {
      console.log(
        [
          page.padEnd(28),
          row.build.padEnd(24),
          String(row.documentBrotliKB).padStart(10),
          String(row.documentKB).padStart(8),
          String(row.hydrationDataKB).padStart(8),
          String(row.scriptKB).padStart(7),
          String(row.longTasksAfterPaint).padStart(6),
          `${row.longestTaskMs} ms`.padStart(8),
          `${row.blockingAfterPaintMs} ms`.padStart(9),
        ].join(""),
      );
    }
  }
}
