/**
 * The bench's deployment section: the same pages, in one run, from nginx serving a static copy
 * of each page, as this site serves its own files (the floor: nothing can be cheaper) and the
 * same answer as the cache's, byte for byte, in each encoding, with the page's own headers
 * (scripts/nginx.mjs, staticCopy), and through nginx's shared cache with the production configuration
 * (deploy/nginx/) in front of two production servers, and from one production server directly;
 * each as a browser asks (its Accept-Encoding: over HTTPS, as readers reach pages, and over plain
 * HTTP, where nginx's own work weighs most) and uncompressed; and, as a browser asks, from a
 * production server with its one-second page cache off (PAGE_CACHE_MS=0, server/page-cache.js),
 * rendering every request. Then one kept-alive connection to the cached longest page. Writes
 * bench/shared-cache.json.
 *
 * The load comes from wrk (2 threads, as the README's figures were measured) when it is
 * installed: nginx answers faster than autocannon, one Node thread, can ask, so with autocannon
 * the static and cached rows measure autocannon. Without wrk, or with
 * BENCH_LOAD_GENERATOR=autocannon, it uses autocannon, and says which it used.
 *
 * Beside each npm start row, the CPU the process used per request (from /proc), and beside the
 * static and cached rows nginx's: a machine busy with other work inflates those far less than it
 * does requests a second. The static and cached rows are each measured twice, static, cached,
 * cached, static, and averaged.
 */
import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import http from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { format } from "prettier";
import { findNginx, SITE_HOST, startNginx } from "./nginx.mjs";
import { ROOT, startProductionServer } from "./production-server.mjs";

const BUDGET = {
  shareOfStatic: 0.75,
  /** npm start alone, as a browser asks, on the pages that read the most (issue 46). */
  npmStartRequestsPerSecond: 200,
  p99Ms: 20,
  compressedShareOfPlain: 0.8,
  oneConnectionP50Ms: 1,
};

/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** The page measured on one kept-alive connection: the longest guide. */
const ONE_CONNECTION_PAGE = "/symptoms";

/**
 * @param {{ pages: string[], connections: number, duration: number, warmup: number }} options
 * @returns {Promise<boolean>} whether the budgets were met (false, with a note, without nginx)
 */
export async function benchSharedCache({ pages, connections, duration, warmup }) {
  const loadAverageAtStart = os.loadavg().map((load) => Number(load.toFixed(2)));
  console.log(
    `\nShared cache (deploy/nginx/): ${connections} connections for ${duration} s per page ` +
      `and setup, after ${warmup} s warm-up, load from ${GENERATOR}; ` +
      `load average ${loadAverageAtStart.join(" ")}`,
  );
  if (!findNginx()) {
    console.log("  SKIPPED: nginx not found (apt-get install nginx, or set NGINX)");
    return false;
  }
  // SITE_URL as in production: the app lets shared caches keep pages only when it is set.
  const siteUrl = `http://${SITE_HOST}`;
  const servers = [
    await startProductionServer({ siteUrl }),
    await startProductionServer({ siteUrl }),
  ];
  const rendering = await startProductionServer({ siteUrl, env: { PAGE_CACHE_MS: "0" } });
  const staticRoot = mkdtempSync(path.join(os.tmpdir(), "menopause-static-"));
  let nginx;
  try {
    // The floor: each page as a file holding the very bytes the cache sends for each encoding,
    // sent with the page's own headers. The headers first (a HEAD, which the app's page cache
    // never keeps, so nginx's first requests below render as in production); the files once
    // nginx has cached each encoding, copied from its answers.
    const staticPages = [];
    for (const page of pages) {
      const answer = await rawRequest(servers[0].url + page, { Host: SITE_HOST }, "HEAD");
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
      const headers = Object.fromEntries(
        ["content-security-policy", "cache-control", "vary"]
          .filter((name) => answer.headers[name])
          .map((name) => [name, String(answer.headers[name])]),
      );
      staticPages.push({ path: page, headers });
    }
    nginx = await startNginx({
      upstreams: servers.map((server) => Number(new URL(server.url).port)),
      // Only to check the cache is warm before measuring.
      exposeCacheStatus: true,
      staticCopy: { root: staticRoot, pages: staticPages },
      tls: true,
    });
    for (const page of pages) {
      const directory = path.join(staticRoot, page);
      mkdirSync(directory, { recursive: true });
      for (const [acceptEncoding, suffix] of [
        [BROWSER_ACCEPT_ENCODING, ".br"],
        ["gzip", ".gz"],
        ["identity", ""],
      ]) {
        const headers = { "Accept-Encoding": acceptEncoding };
        await rawRequest(nginx.url + page, headers);
        const cached = await rawRequest(nginx.url + page, headers);
        const status = cached.headers["x-cache-status"];
        if (status !== "HIT") throw new Error(`${page} is not cached by nginx (${status})`);
        writeFileSync(path.join(directory, `index.html${suffix}`), cached.body);
        const floor = await rawRequest(nginx.staticUrl + page, headers);
        if (
          !floor.body.equals(cached.body) ||
          floor.headers["content-encoding"] !== cached.headers["content-encoding"] ||
          floor.headers["content-security-policy"] !== cached.headers["content-security-policy"]
        ) {
          throw new Error(
            `the static copy of ${page} is not the cache's answer (${acceptEncoding})`,
          );
        }
      }
    }

    const rows = [];
    for (const page of pages) {
      process.stdout.write(`  ${page} ...`);
      const load = (base, acceptEncoding = BROWSER_ACCEPT_ENCODING, cpuOf = undefined) =>
        measure(base + page, { connections, duration, warmup, acceptEncoding, cpuOf });
      const workers = () => nginxWorkers(nginx.process.pid);
      // Static, cached, cached, static: a machine whose load drifts during the four runs
      // weighs on both alike.
      const pair = async (staticUrl, cachedUrl) => {
        const staticFirst = await load(staticUrl, BROWSER_ACCEPT_ENCODING, workers);
        const cachedFirst = await load(cachedUrl, BROWSER_ACCEPT_ENCODING, workers);
        const cachedSecond = await load(cachedUrl, BROWSER_ACCEPT_ENCODING, workers);
        const staticSecond = await load(staticUrl, BROWSER_ACCEPT_ENCODING, workers);
        return {
          staticFile: meanOf(staticFirst, staticSecond),
          cached: meanOf(cachedFirst, cachedSecond),
        };
      };
      const row = {
        page,
        // Over HTTPS, as readers reach every page (menopause-and-me.conf: plain HTTP only
        // redirects), with HTTP/1.1 (wrk speaks no HTTP/2).
        ...(await pair(nginx.staticTlsUrl, nginx.tlsUrl)),
        // Over plain HTTP, where nginx's own work per request weighs most.
        plainHttp: await pair(nginx.staticUrl, nginx.url),
        npmStart: await withCpu(servers[0], () => load(servers[0].url)),
        npmStartRenderingEach: await withCpu(rendering, () => load(rendering.url)),
        uncompressed: {
          staticFile: await load(nginx.staticUrl, null),
          cached: await load(nginx.url, null),
          npmStart: await load(servers[0].url, null),
        },
      };
      rows.push(row);
      process.stdout.write(` ${Math.round(row.cached.requestsPerSecond)} req/s cached\n`);
    }
    // One reader on one kept-alive connection, uncompressed: the case that used to wait for
    // delayed ACKs (docs/decisions/0016-compression.md).
    const oneConnection = WRK
      ? wrk(nginx.url + ONE_CONNECTION_PAGE, { connections: 1, duration, threads: 1 })
      : undefined;

    const budgets = rows.flatMap(
      ({ page, staticFile, cached, plainHttp, npmStart, npmStartRenderingEach, uncompressed }) => [
        {
          name: `${page}: cached through nginx, over HTTPS as readers ask, >= ${BUDGET.shareOfStatic * 100}% of the static copy's req/s`,
          actual:
            `${share(cached, staticFile)} (nginx's CPU a request: ${cached.cpuUsPerRequest} µs cached, ` +
            `${staticFile.cpuUsPerRequest} µs static); over plain HTTP, not a budget: ` +
            `${share(plainHttp.cached, plainHttp.staticFile)} (${plainHttp.cached.cpuUsPerRequest} µs, ` +
            `${plainHttp.staticFile.cpuUsPerRequest} µs)`,
          pass: cached.requestsPerSecond >= BUDGET.shareOfStatic * staticFile.requestsPerSecond,
        },
        {
          name: `${page}: cached p99 < ${BUDGET.p99Ms} ms at ${connections} connections`,
          actual: `${cached.latencyMs.p99} ms`,
          pass: cached.latencyMs.p99 < BUDGET.p99Ms,
        },
        {
          name: `${page}: no errors or non-2xx through nginx`,
          actual: cached.failures,
          pass: cached.failures === 0,
        },
        ...(["/blog", "/symptoms"].includes(page)
          ? [
              {
                name: `${page}: npm start alone, as a browser asks, >= ${BUDGET.npmStartRequestsPerSecond} req/s`,
                actual:
                  `${Math.round(npmStart.requestsPerSecond)} req/s (${npmStart.cpuMsPerRequest} ms CPU a request); ` +
                  `rendering each request ${Math.round(npmStartRenderingEach.requestsPerSecond)} req/s ` +
                  `(${npmStartRenderingEach.cpuMsPerRequest} ms)`,
                pass: npmStart.requestsPerSecond >= BUDGET.npmStartRequestsPerSecond,
              },
            ]
          : []),
        {
          name: `${page}: npm start as a browser asks >= ${BUDGET.compressedShareOfPlain * 100}% of its uncompressed req/s`,
          actual: `${Math.round((100 * npmStart.requestsPerSecond) / uncompressed.npmStart.requestsPerSecond)}%`,
          pass:
            npmStart.requestsPerSecond >=
            BUDGET.compressedShareOfPlain * uncompressed.npmStart.requestsPerSecond,
        },
      ],
    );
    if (oneConnection) {
      budgets.push({
        name: `${ONE_CONNECTION_PAGE} cached, one kept-alive connection, uncompressed: p50 < ${BUDGET.oneConnectionP50Ms} ms`,
        actual: `${oneConnection.latencyMs.p50} ms (${Math.round(oneConnection.requestsPerSecond)} req/s)`,
        pass: oneConnection.latencyMs.p50 < BUDGET.oneConnectionP50Ms,
      });
    }
    print(rows, budgets, oneConnection);
    mkdirSync(path.join(ROOT, "bench"), { recursive: true });
    // Written as the format check expects it, so a committed run passes `npm test`.
    const json = await format(
      JSON.stringify(
        {
          date: new Date().toISOString(),
          node: process.version,
          cpus: { count: os.cpus().length, model: os.cpus()[0]?.model },
          loadAverageAtStart,
          settings: {
            connections,
            durationSeconds: duration,
            warmupSeconds: warmup,
            loadGenerator: GENERATOR,
            acceptEncoding: BROWSER_ACCEPT_ENCODING,
            staticCopy:
              "the cache's own bytes and headers for each encoding, as files, served as the site serves its files",
          },
          rows,
          oneConnection: oneConnection && { page: ONE_CONNECTION_PAGE, ...oneConnection },
          budgets,
        },
        null,
        2,
      ),
      { parser: "json" },
    );
    writeFileSync(path.join(ROOT, "bench/shared-cache.json"), json);
    console.log("Wrote bench/shared-cache.json");
    return budgets.every((budget) => budget.pass);
  } finally {
    await nginx?.stop();
    await Promise.all([...servers, rendering].map((server) => server.stop()));
    rmSync(staticRoot, { recursive: true, force: true });
  }
}

/**
 * A request with these headers; the body as sent (fetch would decompress it).
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer }>}
 */
function rawRequest(url, headers, method = "GET") {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
      .on("error", reject)
      .end();
  });
}

/** CPU seconds processes have used, user and system, from /proc (Linux's 100 ticks a second). */
function cpuSeconds(...pids) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/** nginx's workers (and cache manager): the master's children. */
function nginxWorkers(master) {
  return readFileSync(`/proc/${master}/task/${master}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .map(Number);
}

/** A load's result with the server's CPU per request beside it (warm-up included: a ceiling). */
async function withCpu(server, load) {
  const before = cpuSeconds(server.pid);
  const result = await load();
  const used = cpuSeconds(server.pid) - before;
  const requests = result.requestsPerSecond * result.duration;
  return { ...result, cpuMsPerRequest: Number(((1000 * used) / requests).toFixed(2)) };
}

const WRK =
  process.env.BENCH_LOAD_GENERATOR === "autocannon"
    ? undefined
    : ["/usr/bin/wrk", "/usr/local/bin/wrk"].find(
        (candidate) => spawnSync(candidate, ["-v"]).error === undefined,
      );

/** The load generator, as the output and the results file name it. */
const GENERATOR = WRK
  ? "wrk, 2 threads"
  : `autocannon (${process.env.BENCH_LOAD_GENERATOR === "autocannon" ? "BENCH_LOAD_GENERATOR" : "no wrk found"})`;

/**
 * With the Accept-Encoding given, or none when it is null (uncompressed). With `cpuOf` (the
 * processes answering), also the CPU they used per request in the measured run, in µs: on a
 * machine busy with other work that moves far less than requests a second do.
 * @param {string} url
 * @param {{ connections: number, duration: number, warmup: number, acceptEncoding: string | null, cpuOf?: () => number[] }} options
 */
async function measure(url, { connections, duration, warmup, acceptEncoding, cpuOf }) {
  const cpuBefore = () => (cpuOf ? cpuSeconds(...cpuOf()) : 0);
  const cpuPerRequest = (before, requests) =>
    cpuOf
      ? {
          cpuUsPerRequest: Number(
            ((1e6 * (cpuSeconds(...cpuOf()) - before)) / requests).toFixed(1),
          ),
        }
      : {};
  if (WRK) {
    if (warmup > 0) {
      wrk(url, { connections: Math.min(10, connections), duration: warmup, acceptEncoding });
    }
    const before = cpuBefore();
    const result = wrk(url, { connections, duration, acceptEncoding });
    return {
      ...result,
      ...cpuPerRequest(before, result.requests),
      duration: duration + warmup,
    };
  }
  const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  if (warmup > 0)
    await autocannon({ url, headers, connections: Math.min(10, connections), duration: warmup });
  const before = cpuBefore();
  const result = await autocannon({ url, headers, connections, duration });
  return {
    ...cpuPerRequest(before, result.requests.total),
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    failures: result.errors + result.timeouts + result.non2xx,
    duration: duration + warmup,
  };
}

/** One measurement's requests a second as a percentage of another's. */
function share(part, whole) {
  return `${Math.round((100 * part.requestsPerSecond) / whole.requestsPerSecond)}%`;
}

/** Two measurements of the same thing as one: each figure their mean, failures their sum. */
function meanOf(first, second) {
  const mean = (a, b) => Number(((a + b) / 2).toFixed(2));
  return {
    requestsPerSecond: mean(first.requestsPerSecond, second.requestsPerSecond),
    latencyMs: Object.fromEntries(
      Object.keys(first.latencyMs).map((key) => [
        key,
        mean(first.latencyMs[key], second.latencyMs[key]),
      ]),
    ),
    failures: first.failures + second.failures,
    cpuUsPerRequest: mean(first.cpuUsPerRequest, second.cpuUsPerRequest),
    duration: first.duration + second.duration,
    runs: [first.requestsPerSecond, second.requestsPerSecond],
  };
}

/** Runs wrk and reads its report: Requests/sec, the latency distribution, errors. */
function wrk(url, { connections, duration, acceptEncoding, threads = 2 }) {
  const header = acceptEncoding ? ["-H", `Accept-Encoding: ${acceptEncoding}`] : [];
  const { stdout, status } = spawnSync(
    WRK,
    [
      "-t",
      String(Math.min(threads, connections)),
      "-c",
      String(connections),
      "-d",
      `${duration}s`,
      "--latency",
      // wrk's own default is 2 s, past which an answer is a socket error and not counted: a
      // server rendering every request at 50 connections on a busy machine takes longer.
      "--timeout",
      "10s",
      ...header,
      url,
    ],
    { encoding: "utf8" },
  );
  if (status !== 0) throw new Error(`wrk failed:\n${stdout}`);
  const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
  const percentile = (name) => {
    const match = new RegExp(`^\\s+${name}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(stdout);
    if (!match) throw new Error(`no ${name}th percentile in wrk's report:\n${stdout}`);
    return Number(toMs(match[1], match[2]).toFixed(2));
  };
  const count = (pattern) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    stdout,
  );
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]),
    requests: Number(/(\d+) requests in/.exec(stdout)?.[1]),
    latencyMs: { p50: percentile(50), p90: percentile(90), p99: percentile(99) },
    failures:
      count(/Non-2xx or 3xx responses: (\d+)/) +
      (socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0),
  };
}

function print(rows, budgets, oneConnection) {
  const pad = (value, width) => String(value).padStart(width);
  const cell = ({ requestsPerSecond, latencyMs }) =>
    `${pad(Math.round(requestsPerSecond), 7)} ${pad(latencyMs.p50, 5)} ${pad(latencyMs.p99, 5)}`;
  const head =
    "page                       | encoding     | static file req/s   p50   p99 | nginx cache req/s   p50   p99 | npm start req/s   p50   p99 | rendering each req/s   p50   p99";
  console.log(`\n${head}\n${head.replace(/[^|]/g, "-")}`);
  for (const { page, uncompressed, plainHttp, ...browser } of rows) {
    for (const [label, row] of [
      ["browser, TLS", browser],
      ["browser, TCP", plainHttp],
      ["uncompressed", uncompressed],
    ]) {
      console.log(
        `${page.padEnd(27)}| ${label} | ${pad("", 11)}${cell(row.staticFile)} | ` +
          `${pad("", 11)}${cell(row.cached)} | ` +
          (row.npmStart ? `${pad("", 9)}${cell(row.npmStart)} | ` : `${pad("", 29)} | `) +
          (row.npmStartRenderingEach ? `${pad("", 14)}${cell(row.npmStartRenderingEach)}` : ""),
      );
    }
  }
  console.log(
    `(latency in ms; a browser's Accept-Encoding is "${BROWSER_ACCEPT_ENCODING}"; TLS: nginx over ` +
      "HTTPS, as readers reach pages, npm start over plain HTTP as nginx reaches it; TCP: plain HTTP)",
  );
  if (oneConnection) {
    const { requestsPerSecond, latencyMs } = oneConnection;
    console.log(
      `One kept-alive connection, ${ONE_CONNECTION_PAGE} cached, uncompressed: ` +
        `${Math.round(requestsPerSecond)} req/s, p50 ${latencyMs.p50} ms, p99 ${latencyMs.p99} ms`,
    );
  }
  console.log("Budgets:");
  for (const budget of budgets) {
    console.log(`  ${budget.pass ? "met   " : "MISSED"}  ${budget.name}: ${budget.actual}`);
  }
}
