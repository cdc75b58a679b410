#!/usr/bin/env node
/**
 * The pages readers print, as a reader sees and prints them: a full-page screenshot at 375 px
 * and at 1280 px, and an A4 PDF with print styles, of /symptoms, /weekly-routine,
 * /symptom-diary and one post. Prints each PDF's page count, so a change to print.css can be
 * measured; with poppler's pdftoppm on the PATH it also renders every PDF page to a PNG to look at.
 *
 *   npm run screenshots [-- out-dir] [--base-url http://127.0.0.1:3000] [--post /blog/slug]
 *
 * Without --base-url it builds when the build is stale and starts the production server itself
 * (scripts/production-server.mjs, the author's posts and the embedded database), then stops it.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./find-chromium.mjs";
import { ensureBuild, startProductionServer } from "./production-server.mjs";

const PAGES = ["/symptoms", "/weekly-routine", "/symptom-diary"];
const DEFAULT_POST = "/blog/what-i-wish-id-known";
const WIDTHS = [375, 1280];

function option(args, name) {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
}

const args = process.argv.slice(2);
const baseUrl = option(args, "--base-url");
const post = option(args, "--post") ?? DEFAULT_POST;
const outDir = path.resolve(args[0] ?? "screenshots");
if (args.length > 1 || args.some((arg) => arg.startsWith("--"))) {
  console.error(
    "Usage: node scripts/screenshots.mjs [out-dir] [--base-url <url>] [--post /blog/<slug>]",
  );
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });

/** "/symptom-diary" -> "symptom-diary", "/blog/a-post" -> "blog-a-post". */
const fileStem = (pagePath) => pagePath.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-") || "home";

/**
 * A PDF's pages: poppler's pdfinfo where it is installed, else the page objects Chromium writes
 * uncompressed (`/Type /Page`, not the `/Type /Pages` tree above them).
 */
function pdfPageCount(file) {
  const info = spawnSync("pdfinfo", [file], { encoding: "utf8" });
  const fromInfo = info.status === 0 ? /^Pages:\s+(\d+)/m.exec(info.stdout) : null;
  if (fromInfo) return Number(fromInfo[1]);
  return (readFileSync(file, "latin1").match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

/** Every page of the PDF as a PNG beside it, when poppler's pdftoppm is installed. */
function renderPdfPages(file) {
  // An earlier, longer print of the same page leaves pages behind: clear them first.
  const stem = path.basename(file, ".pdf");
  for (const name of readdirSync(path.dirname(file))) {
    if (name.startsWith(`${stem}-`) && name.endsWith(".png"))
      rmSync(path.join(path.dirname(file), name));
  }
  const result = spawnSync("pdftoppm", ["-png", "-r", "60", file, file.replace(/\.pdf$/, "")]);
  return !result.error && result.status === 0;
}

let server;
if (!baseUrl) {
  ensureBuild();
  server = await startProductionServer();
}
const base = baseUrl ?? server.url;
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: CHROMIUM_ARGS,
});
let rendered = true;
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 500 ? 812 : 900 },
    });
    const page = await context.newPage();
    for (const pagePath of [...PAGES, post]) {
      const response = await page.goto(new URL(pagePath, base).href, { waitUntil: "networkidle" });
      if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
      const file = path.join(outDir, `${fileStem(pagePath)}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }

  console.log("\nA4 print (PDF pages):");
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const pagePath of [...PAGES, post]) {
    await page.goto(new URL(pagePath, base).href, { waitUntil: "networkidle" });
    const file = path.join(outDir, `${fileStem(pagePath)}-a4.pdf`);
    // A4 unless the page's own @page rule says otherwise (the diary's week is landscape), and
    // without background colours, as a browser prints by default.
    await page.pdf({ path: file, format: "A4", preferCSSPageSize: true });
    rendered = renderPdfPages(file) && rendered;
    console.log(`${String(pdfPageCount(file)).padStart(3)}  ${file}`);
  }
  await context.close();
  if (!rendered)
    console.log("\n(pdftoppm not found: install poppler-utils to get PNGs of the PDF pages)");
} finally {
  await browser.close();
  await server?.stop();
}
