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
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
