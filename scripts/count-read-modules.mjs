#!/usr/bin/env node
/**
 * Which of the app's own modules a warm read of a page runs: measured, not read off the imports.
 *
 * Builds the server once more, with source maps, into a temporary directory; starts it as
 * `npm start` does, with the inspector on; reads each page twice to warm every cache; then asks
 * V8 for precise call counts (taking them resets them), reads the page once more, and maps each
 * function that ran back to its source file through the source map.
 *
 * Budget (issue 46; bench/README.md): a blog list, a post and a guide read each run at most 12 app
 * modules outside views, a search at most 16. Views are `app/components/` and `app/hooks/`; a
 * route module (the root's too) counts once, for its loader and `headers`, and `content/` is the
 * text itself, listed apart. The server's own files (`server/`) are outside the build and not
 * counted. Writes bench/read-modules.json, which the docs cite.
 *
 *   node scripts/count-read-modules.mjs [/page ...]
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "prettier";
import WebSocket from "ws";

const PAGES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ["/blog?category=sleep", "/blog/hot-flushes-at-work", "/symptoms", "/search?q=hrt"];
const budgetFor = (page) => (page.startsWith("/search") ? 16 : 12);

// Inside the project, so the built server finds its packages in node_modules.
const cache = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../node_modules/.cache");
mkdirSync(cache, { recursive: true });
const buildDir = mkdtempSync(path.join(cache, "read-modules-"));
process.env.REMIX_BUILD_DIR = buildDir;
const { ROOT, startProductionServer } = await import("./production-server.mjs");

const built = spawnSync("npx", ["remix", "vite:build", "--sourcemapServer"], {
  cwd: ROOT,
  env: { ...process.env, VITE_CJS_IGNORE_WARNING: "true" },
  stdio: "ignore",
});
if (built.status !== 0) throw new Error("the build with source maps failed");

const serverDir = path.join(buildDir, "server");
const maps = new Map();

/** A built file's source map, and where each of its lines starts. */
function mapOf(file) {
  if (!maps.has(file)) {
    const code = readFileSync(file, "utf8");
    const lineStarts = [0];
    for (let index = 0; index < code.length; index++) {
      if (code[index] === "\n") lineStarts.push(index + 1);
    }
    const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")));
    maps.set(file, { map, lineStarts });
  }
  return maps.get(file);
}

/** The app source file (relative to the project) a character of a built file came from. */
function sourceAt(file, offset) {
  const { map, lineStarts } = mapOf(file);
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  const entry = map.findEntry(low, offset - lineStarts[low]);
  if (!entry?.originalSource) return undefined;
  const source = path.relative(ROOT, path.resolve(path.dirname(file), entry.originalSource));
  return /^(app|content)\//.test(source) ? source : undefined;
}

/** A tiny Chrome DevTools Protocol client: one request at a time is all this needs. */
function inspector(url) {
  const socket = new WebSocket(url);
  let id = 0;
  const waiting = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () =>
      resolve({
        send: (method, params = {}) =>
          new Promise((done, fail) => {
            waiting.set(++id, (message) =>
              message.error ? fail(new Error(message.error.message)) : done(message.result),
            );
            socket.send(JSON.stringify({ id, method, params }));
          }),
        close: () => socket.close(),
      }),
    );
  });
}

const server = await startProductionServer({
  siteUrl: "http://read-modules.test",
  // The page cache off: a read within its second never reaches the app, and what is counted is
  // the way a render goes through the house (server/page-cache.js).
  env: { NODE_OPTIONS: "--inspect=127.0.0.1:0", REMIX_BUILD_DIR: buildDir, PAGE_CACHE_MS: "0" },
});
const results = [];
try {
  const debuggerUrl = /ws:\/\/\S+/.exec(server.takeStderr())?.[0];
  if (!debuggerUrl) throw new Error("the server did not print its inspector address");
  const cdp = await inspector(debuggerUrl);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
  const read = async (page) => {
    const response = await fetch(server.url + page, {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  };
  for (const page of PAGES) {
    await read(page);
    await read(page);
    await cdp.send("Profiler.takePreciseCoverage");
    await read(page);
    const { result } = await cdp.send("Profiler.takePreciseCoverage");
    const modules = new Map();
    for (const script of result) {
      const file = script.url.startsWith("file:") ? fileURLToPath(script.url) : "";
      if (!file.startsWith(serverDir + path.sep)) continue;
      for (const fn of script.functions) {
        const [whole] = fn.ranges;
        if (!whole || whole.count === 0) continue;
        const source = sourceAt(file, whole.startOffset);
        if (source) modules.set(source, (modules.get(source) ?? 0) + whole.count);
      }
    }
    const files = [...modules.keys()].sort();
    const isView = (file) => file.startsWith("app/components/") || file.startsWith("app/hooks/");
    const code = files.filter((file) => file.startsWith("app/") && !isView(file));
    results.push({
      page,
      code,
      views: files.filter(isView),
      content: files.filter((file) => file.startsWith("content/")),
      calls: [...modules.entries()]
        .filter(([file]) => code.includes(file))
        .reduce((total, [, count]) => total + count, 0),
    });
  }
  await cdp.send("Profiler.stopPreciseCoverage");
  cdp.close();
} finally {
  await server.stop();
  rmSync(buildDir, { recursive: true, force: true });
}

for (const { page, code, views, content, calls } of results) {
  console.log(
    `\n${page}: ${code.length} app modules outside views (${calls} calls), budget ${budgetFor(page)}: ${
      code.length <= budgetFor(page) ? "met" : "MISSED"
    }`,
  );
  for (const file of code) console.log(`  ${file}`);
  console.log(`  views: ${views.length}; content modules: ${content.join(", ") || "none"}`);
}

if (process.argv.length <= 2) {
  const json = await format(
    JSON.stringify({
      date: new Date().toISOString(),
      pages: results.map(({ page, code, views }) => ({
        page,
        budget: budgetFor(page),
        modules: code.length,
        met: code.length <= budgetFor(page),
        code,
        views: views.length,
      })),
    }),
    { parser: "json" },
  );
  writeFileSync(path.join(ROOT, "bench/read-modules.json"), json);
  console.log("\nWrote bench/read-modules.json");
}
