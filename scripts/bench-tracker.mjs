#!/usr/bin/env node
/**
 * The tracker on a throttled phone (docs/decisions/0044-the-symptom-tracker.md): Chromium at
 * 375 px with its CPU slowed four times and Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down,
 * 750 kbit/s up), against the production build.
 *
 * - Usable: from navigation to the day's form ready to fill in (its Save button on screen),
 *   with nothing cached, then again with the service worker's copy. Budget: within 3 s.
 * - Saving a day: with a year of days stored (so the charts and the summary redraw a year),
 *   the longest task from the Save tap until the page is quiet, over ten saves. Budget: no
 *   task over 50 ms.
 *
 * Usage: node scripts/bench-tracker.mjs [--base-url http://…]  (default: starts `npm start`'s
 * server on the existing build). Prints the figures; writes nothing.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";
import { startProductionServer } from "./production-server.mjs";

const SAVES = 10;
const args = process.argv.slice(2);
const baseIndex = args.indexOf("--base-url");
const server = baseIndex >= 0 ? null : await startProductionServer();
const base = baseIndex >= 0 ? args[baseIndex + 1] : server.url;

function isoDaysAgo(ago) {
  const date = new Date();
  date.setDate(date.getDate() - ago);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** A year of full days, so every chart and the summary have the most to draw. */
function yearBackup() {
  const days = Array.from({ length: 365 }, (_, ago) => ({
    v: 1,
    date: isoDaysAgo(ago + 1),
    scores: { "broken-sleep": ago % 4, "brain-fog": (ago + 1) % 4, "joint-aches": 1 },
    hotFlushes: ago % 11,
    nightSweats: ago % 4,
    sleepHours: 6 + (ago % 3) * 0.5,
    timesWoken: ago % 5,
    mood: 3 + (ago % 7),
    bleeding: ago % 28 < 4 ? "light" : "none",
    chestPain: false,
    fainting: false,
    medicines: "HRT patch",
    change: ago % 60 === 0 ? { kind: "changed", what: "patch dose" } : null,
    note: ago % 9 === 0 ? "A note about the day, a sentence or two long." : "",
    savedAt: new Date().toISOString(),
  }));
  return {
    kind: "menopause-and-me-symptom-tracker",
    version: 1,
    exportedAt: "",
    lastPeriod: null,
    days,
  };
}

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

async function timeToForm(page) {
  const start = Date.now();
  await page.goto(`${base}/tracker`, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Save this day" }).waitFor({ timeout: 60_000 });
  return Date.now() - start;
}

const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await throttled(context, page);
  const firstVisit = await timeToForm(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const repeatVisit = await timeToForm(page);

  const file = path.join(os.tmpdir(), `tracker-year-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(yearBackup()));
  await page.getByLabel("Restore from a backup file").setInputFiles(file);
  await page.getByText("Restored 365 days from your backup.").waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: "longtask" });
  });
  /** The longest task of each save, with the chart showing `range`. */
  const saves = async (range) => {
    await page.getByRole("radio", { name: range }).check();
    await page.locator(".recharts-wrapper").waitFor({ timeout: 60_000 });
    const longest = [];
    for (let save = 0; save < SAVES; save++) {
      await page.getByRole("spinbutton", { name: "Hot flushes in the day" }).fill(String(save + 1));
      await page.evaluate(() => (window.__longTasks.length = 0));
      await page.getByRole("button", { name: "Save this day" }).click();
      await page.getByRole("status").filter({ hasText: "Saved:" }).waitFor();
      // Quiet: two animation frames and an idle callback after the save.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 3000 })),
            ),
          ),
      );
      longest.push(Math.round(Math.max(0, ...(await page.evaluate(() => window.__longTasks)))));
    }
    return longest;
  };
  const year = await saves("A year");
  const month = await saves("4 weeks");
  console.log(`tracker at 375 px, 4x CPU, slow 4G (${base})`);
  console.log(`  form ready, first visit:        ${firstVisit} ms (budget 3000)`);
  console.log(`  form ready, service worker copy: ${repeatVisit} ms (budget 3000)`);
  console.log(`  longest task per save, a year stored (budget 50 ms):`);
  console.log(`    chart showing a year:   ${year.join(", ")} ms`);
  console.log(`    chart showing 4 weeks:  ${month.join(", ")} ms`);
  await context.close();
} finally {
  await browser.close();
  await server?.stop();
}
