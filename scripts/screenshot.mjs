#!/usr/bin/env node
/**
 * Screenshots of pages at phone and desktop widths, for looking at what we build.
 * Usage: node scripts/screenshot.mjs http://localhost:3000 / /blog ... [--out dir] [--no-js]
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";

const args = process.argv.slice(2);
const outIndex = args.indexOf("--out");
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : "screenshots";
const noJs = args.includes("--no-js");
const dark = args.includes("--dark");
const [base, ...paths] = args.filter((arg) => !arg.startsWith("--"));
if (!base || paths.length === 0) {
  console.error(
    "Usage: node scripts/screenshot.mjs <base-url> <path>... [--out dir] [--no-js] [--dark]",
  );
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
for (const width of [375, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 900 },
    javaScriptEnabled: !noJs,
    colorScheme: dark ? "dark" : "light",
  });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}${dark ? "-dark" : ""}.png`;
    await drawEverything(page);
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();

/**
 * Parts drawn only near the screen (`content-visibility: auto`, the tracker's sections) stay
 * blank in a full-page picture. The page is scrolled through a screen at a time, as a reader
 * would, so each part is drawn once and keeps its real height; then the window is made as tall
 * as the page, so all of it is near the screen when the picture is taken. The caller puts the
 * window back afterwards.
 */
async function drawEverything(page) {
  const nextFrame = () =>
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  const { height } = page.viewportSize();
  for (let top = 0; top < (await page.evaluate(() => document.body.scrollHeight)); top += height) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await nextFrame();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: page.viewportSize().width, height: pageHeight });
  await nextFrame();
}
