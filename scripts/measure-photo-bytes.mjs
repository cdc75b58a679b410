#!/usr/bin/env node
/**
 * What a reader's browser downloads for a post's photo (docs/decisions/0029-photos.md): opens the
 * post at a phone's width (DPR 3 and 1) and a laptop's, and prints the hero's chosen file and
 * its bytes beside the original's.
 * Usage: node scripts/measure-photo-bytes.mjs <base-url> /blog/<slug> <original-photo-file>
 */
import { statSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";

const [base, path, original] = process.argv.slice(2);
if (!base || !path || !original) {
  console.error("Usage: node scripts/measure-photo-bytes.mjs <base-url> <path> <original-file>");
  process.exit(1);
}
const originalBytes = statSync(original).size;
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
console.log(`original: ${originalBytes} bytes`);
for (const [width, dpr] of [
  [375, 3],
  [375, 1],
  [1280, 1],
  [1280, 2],
]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 900 },
    deviceScaleFactor: dpr,
  });
  const page = await context.newPage();
  const sizes = new Map();
  page.on("response", async (response) => {
    if (!response.url().includes("/images/posts/")) return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(new URL(response.url()).pathname, body.length);
  });
  await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
  const chosen = await page.evaluate(() => {
    const img = document.querySelector("article picture img");
    return img ? new URL(img.currentSrc).pathname : null;
  });
  const bytes = sizes.get(chosen) ?? NaN;
  const all = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  console.log(
    `${width}px DPR ${dpr}: ${chosen} ${bytes} bytes (${((100 * bytes) / originalBytes).toFixed(1)}% of the original); ` +
      `all post photos fetched: ${all} bytes in ${sizes.size} file(s)`,
  );
  await context.close();
}
await browser.close();
