/**
 * What each layer of the document pipeline (app/lib/document/) buys, measured in one run. For
 * every page in the sitemap:
 * - the production server's time for its first, uncached request with no compression (the
 *   render), and for repeat requests of the same page, which the render cache answers
 *   (uncompressed, then as a browser asks, with brotli, from the compression cache);
 * - in this process, on the same HTML, brotli and gzip at the quick effort a first reader waits
 *   for and at the best effort made in the background once a page is reused
 *   (docs/decisions/0016-compression.md).
 * Budgets: the quick compression of a page costs no more than its render; the render cache makes
 * a repeat read cost under half a render; sending the compression cache's best bytes costs less
 * than making them again. Results: bench/compression-results.json.
 *
 *   node scripts/bench-compression.mjs
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";
import { describeMachine, ensureBuild, ROOT, startProductionServer } from "./production-server.mjs";

const RUNS = 7;

/** The same settings as app/lib/document/compression.server.ts. */
const EFFORTS = {
  "brotli 5": (html) =>
    brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      },
    }),
  "brotli 11": (html) =>
    brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      },
    }),
  "gzip 6": (html) => gzipSync(html, { level: 6 }),
  "gzip 9": (html) => gzipSync(html, { level: 9 }),
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * One request's time to its last byte, with the body as sent: plain `node:http`, because
 * `fetch` would spend the client's own time decompressing it.
 */
function timedGet(url, acceptEncoding = "identity") {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            ms: performance.now() - started,
            html: Buffer.concat(chunks),
            status: response.statusCode,
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

ensureBuild();
const loadAtStart = os.loadavg();
const server = await startProductionServer({ siteUrl: "http://bench.test" });
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>http:\/\/bench\.test([^<]*)<\/loc>/g)].map((m) => m[1]);
  const rows = [];
  for (const target of paths) {
    const { ms: renderMs, html, status } = await timedGet(server.url + target);
    if (status !== 200) throw new Error(`${target} answered ${status}`);
    const row = { page: target, htmlKB: +(html.byteLength / 1000).toFixed(1), renderMs };
    for (const [name, run] of Object.entries(EFFORTS)) {
      const times = [];
      let bytes = 0;
      for (let index = 0; index < RUNS; index++) {
        const started = performance.now();
        bytes = run(html).byteLength;
        times.push(performance.now() - started);
      }
      row[`${name} ms`] = +median(times).toFixed(2);
      row[`${name} KB`] = +(bytes / 1000).toFixed(1);
    }
    row.renderMs = +renderMs.toFixed(2);
    // Repeat reads: the render cache's answer, plain and then as a browser asks (the compression
    // cache's bytes, once the first brotli request has made them).
    for (const [name, encoding] of [
      ["repeat ms", "identity"],
      ["repeat br ms", "gzip, deflate, br, zstd"],
    ]) {
      await timedGet(server.url + target, encoding);
      const times = [];
      for (let index = 0; index < RUNS; index++) {
        times.push((await timedGet(server.url + target, encoding)).ms);
      }
      row[name] = +median(times).toFixed(2);
    }
    rows.push(row);
  }
  rows.sort((a, b) => b.htmlKB - a.htmlKB);
  const missed = rows.filter((row) => row["brotli 5 ms"] > row.renderMs);
  // The render cache pays when a repeat read costs well under a render; the compression cache
  // when sending its brotli bytes costs less than compressing them again at the best quality.
  const renderCacheMissed = rows.filter((row) => row["repeat ms"] * 2 > row.renderMs);
  const compressionCacheMissed = rows.filter(
    (row) => row["repeat br ms"] > row["repeat ms"] + row["brotli 11 ms"],
  );
  const results = {
    machine: describeMachine(loadAtStart),
    note: "renderMs: one cold request per page (uncompressed, nothing cached); repeat: median of 7 requests after a first (render cache, and compression cache for br); compression: median of 7 in one process",
    rows,
    budget: {
      "quick brotli within the page's render": missed.length
        ? `missed on ${missed.map((row) => row.page).join(", ")}`
        : "met on every page",
      "render cache: a repeat read under half the render": renderCacheMissed.length
        ? `missed on ${renderCacheMissed.map((row) => row.page).join(", ")}`
        : "met on every page",
      "compression cache: sending kept brotli 11 bytes costs less than making them":
        compressionCacheMissed.length
          ? `missed on ${compressionCacheMissed.map((row) => row.page).join(", ")}`
          : "met on every page",
    },
  };
  writeFileSync(
    path.join(ROOT, "bench/compression-results.json"),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.table(
    rows.map((row) => ({
      page: row.page,
      "HTML KB": row.htmlKB,
      "render ms": row.renderMs,
      "repeat ms": row["repeat ms"],
      "repeat br ms": row["repeat br ms"],
      "br 5 ms": row["brotli 5 ms"],
      "br 11 ms": row["brotli 11 ms"],
      "br 5 KB": row["brotli 5 KB"],
      "br 11 KB": row["brotli 11 KB"],
      "gzip 6 ms": row["gzip 6 ms"],
      "gzip 9 ms": row["gzip 9 ms"],
    })),
  );
  console.log(results.budget);
} finally {
  await server.stop();
}
