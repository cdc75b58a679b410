#!/usr/bin/env node
/**
 * Screenshots of the symptom tracker with twelve weeks of a made-up diary in it, for looking at
 * what we build: /tracker at 375 px and 1280 px, light and dark, and its printed GP summary (A4,
 * as print media). The diary is restored through the page's own "Restore from a backup file",
 * so the browser keeps it only for this run.
 * Usage: node scripts/tracker-screenshots.mjs <base-url> [--out dir]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : "screenshots";
const [base] = args;
if (!base) {
  console.error("Usage: node scripts/tracker-screenshots.mjs <base-url> [--out dir]");
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

/** Twelve weeks: flushes easing a few weeks after a patch, a period, notes now and then. */
function sampleBackup() {
  const today = new Date();
  const days = [];
  for (let ago = 83; ago >= 0; ago--) {
    const date = new Date(today);
    date.setDate(date.getDate() - ago);
    const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    const easing = ago < 40 ? Math.max(0, (ago - 10) / 30) : 1;
    const wobble = (ago * 7) % 5;
    days.push({
      v: 1,
      date: iso,
      scores: {
        "broken-sleep": Math.round(1 + 2 * easing - (wobble % 2) * 0.5),
        "anxiety-low-mood": wobble % 3 === 0 ? 2 : 1,
        "joint-aches": 1,
        "brain-fog": Math.round(2 * easing),
        "heart-palpitations": ago === 61 ? 2 : 0,
      },
      hotFlushes: Math.round(2 + 8 * easing + (wobble - 2)),
      nightSweats: Math.round(1 + 3 * easing),
      sleepHours: Math.round((5 + (1 - easing) * 2) * 2) / 2 + (wobble % 2) * 0.5,
      timesWoken: Math.round(1 + 3 * easing),
      mood: Math.min(10, Math.round(4 + 3 * (1 - easing) + (wobble % 3))),
      bleeding: ago >= 52 && ago <= 56 ? (ago === 54 ? "heavy" : "light") : "none",
      chestPain: false,
      fainting: false,
      medicines: ago < 40 ? "HRT patch, progesterone at bedtime" : "",
      change: ago === 40 ? { kind: "started", what: "HRT patch and progesterone" } : null,
      note:
        ago === 2
          ? "Slept through for the first time in weeks."
          : ago === 45
            ? "Awful night: up at 3 am, soaked. Two coffees before noon."
            : "",
      savedAt: date.toISOString(),
    });
  }
  return {
    kind: "menopause-and-me-symptom-tracker",
    version: 1,
    exportedAt: today.toISOString(),
    lastPeriod: null,
    days,
  };
}

const backupFile = path.join(os.tmpdir(), `tracker-sample-${process.pid}.json`);
writeFileSync(backupFile, JSON.stringify(sampleBackup()));

const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
for (const dark of [false, true]) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 812 : 900 },
      colorScheme: dark ? "dark" : "light",
    });
    const page = await context.newPage();
    await page.goto(new URL("/tracker", base).toString());
    await page.locator('[data-tracker="ready"]').waitFor();
    await page.getByLabel("Restore from a backup file").setInputFiles(backupFile);
    await page.getByText(/^Restored \d+ days/).waitFor();
    await page.locator(".recharts-wrapper").waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = `${outDir}/tracker-${width}${dark ? "-dark" : ""}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    if (!dark && width === 1280) {
      await page.emulateMedia({ media: "print" });
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.screenshot({ path: `${outDir}/tracker-print.png`, fullPage: true });
      await page.pdf({ path: `${outDir}/tracker-summary.pdf`, format: "A4" });
      console.log(`${outDir}/tracker-print.png`, `${outDir}/tracker-summary.pdf`);
    }
    await context.close();
  }
}
await browser.close();
