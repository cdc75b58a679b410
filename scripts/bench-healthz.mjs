#!/usr/bin/env node
/**
 * How long `/healthz` takes while readers wait on a bad backend: the production server
 * (`npm start`'s server/index.js) reads its posts from the PostgREST stand-in over loopback, four
 * readers keep asking for posts nobody has read (so each asks the backend), each every 100 ms or
 * once its last answer came, and `/healthz` is asked 100 times, each on a new connection as a
 * load balancer asks, 10 ms apart. Each case gets a new server, so the circuit breaker one case
 * opened does not spare the next one its backend. The backend (in a process of its own,
 * scripts/lib/standin-process.mjs) is, in turn: well, slow (never answering within a reader's deadline), failing (500), sending
 * 50 MB as one stream, sending 50 MB with its length said first, and sending an answer just under
 * the data layer's limit (MAX_RESPONSE_BYTES, 1 MB), which is read and parsed in full.
 *
 * The server also reports, through scripts/lib/event-loop-probe.mjs, the longest its event loop
 * was held while the samples were taken, and the CPU time it used: a long hold with little CPU
 * is the machine's load, a long hold with much CPU the server's own work.
 *
 * Budget (issue 46): every `/healthz` within 50 ms. Writes bench/healthz.json.
 *
 *   node scripts/bench-healthz.mjs
 */
import { fork } from "node:child_process";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { format } from "prettier";
import { importTs } from "./import-ts.mjs";
import { ROOT, describeMachine, ensureBuild, startProductionServer } from "./production-server.mjs";

const BUDGET_MS = 50;
const SAMPLES = 100;
const GAP_MS = 10;
const READERS = 4;
const READER_PAUSE_MS = 100;
const MB = 2 ** 20;
const { MAX_RESPONSE_BYTES } = await importTs("app/lib/blog/guarded-fetch.server.ts");
const PROBE = pathToFileURL(path.join(import.meta.dirname, "lib/event-loop-probe.mjs")).href;

const SCENARIOS = [
  { name: "backend well, no reader waiting", behaviour: { kind: "ok" }, readers: 0 },
  { name: "backend slow (30 s)", behaviour: { kind: "slow", delayMs: 30_000 } },
  { name: "backend failing (500)", behaviour: { kind: "status", status: 500 } },
  { name: "backend streaming 50 MB", behaviour: { kind: "huge", bytes: 50 * MB } },
  {
    name: "backend sending 50 MB, length declared",
    behaviour: { kind: "huge", bytes: 50 * MB, declared: true },
  },
  // Read in full and parsed: the most a backend answer can cost the event loop.
  {
    name: `backend sending ${((0.97 * MAX_RESPONSE_BYTES) / MB).toFixed(2)} MB (under the limit)`,
    behaviour: { kind: "huge", bytes: Math.floor(0.97 * MAX_RESPONSE_BYTES) },
  },
];

const loadAtStart = os.loadavg();
ensureBuild();
// The backend in a process of its own, so its work never delays this one's clock.
const standin = fork(path.join(import.meta.dirname, "lib/standin-process.mjs"), {
  stdio: ["ignore", "ignore", "inherit", "ipc"],
});
const nextMessage = () => new Promise((resolve) => standin.once("message", resolve));
const backend = await nextMessage();
/** Sets the backend's behaviour; resolves with how many requests it has had. */
const behave = async (behaviour) => {
  const answer = nextMessage();
  standin.send({ behave: behaviour });
  return (await answer).requests;
};

const startServer = () =>
  startProductionServer({
    siteUrl: "https://healthz-bench.example",
    env: {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      NODE_OPTIONS: `--import ${PROBE}`,
    },
  });

/** The server's event-loop report since the last one (scripts/lib/event-loop-probe.mjs). */
async function loopReport(server) {
  server.takeStderr();
  process.kill(server.pid, "SIGUSR2");
  for (let waited = 0; waited < 10_000; waited += 20) {
    const match = /event-loop-probe max=([\d.]+) p99=([\d.]+) cpu=(\d+)/.exec(server.takeStderr());
    if (match) return { maxMs: Number(match[1]), p99Ms: Number(match[2]), cpuMs: Number(match[3]) };
    await sleep(20);
  }
  throw new Error("the event-loop probe did not answer");
}

/** One GET on a new connection; resolves with its status and how long the whole answer took. */
function timedGet(server, target) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(`${server.url}${target}`, { agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode, ms: performance.now() - started }),
      );
    });
    request.on("error", reject);
    request.setTimeout(60_000, () => request.destroy(new Error(`${target} took over 60 s`)));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const round = (ms) => Math.round(ms * 10) / 10;

let slug = 0;
const results = [];
try {
  for (const { name, behaviour, readers = READERS } of SCENARIOS) {
    const server = await startServer();
    const asked = await behave(behaviour);
    let stop = false;
    // Each reader asks for a post nobody has read, again and again, until the samples are taken.
    const reading = Array.from({ length: readers }, async () => {
      while (!stop) {
        await timedGet(server, `/blog/healthz-bench-${++slug}`).catch(() => {});
        await sleep(READER_PAUSE_MS);
      }
    });
    // Let the readers reach the backend first.
    if (readers > 0) await sleep(500);
    await loopReport(server);
    const times = [];
    for (let index = 0; index < SAMPLES; index++) {
      const { status, ms } = await timedGet(server, "/healthz");
      if (status !== 200) throw new Error(`/healthz answered ${status} (${name})`);
      times.push(ms);
      await sleep(GAP_MS);
    }
    const eventLoop = await loopReport(server);
    stop = true;
    const backendRequests = (await behave({ kind: "ok" })) - asked;
    await Promise.race([Promise.all(reading), sleep(35_000)]);
    await server.stop();
    times.sort((a, b) => a - b);
    const result = {
      scenario: name,
      readers,
      backendRequests,
      healthzMs: {
        min: round(times[0]),
        median: round(quantile(times, 0.5)),
        p95: round(quantile(times, 0.95)),
        max: round(times.at(-1)),
      },
      serverEventLoop: eventLoop,
      met: times.at(-1) <= BUDGET_MS,
    };
    results.push(result);
    const { min, median, p95, max } = result.healthzMs;
    console.log(
      `${name}: /healthz min ${min} ms, median ${median}, p95 ${p95}, max ${max} (${backendRequests} backend requests; the server's loop held up to ${eventLoop.maxMs} ms, p99 ${eventLoop.p99Ms}, ${eventLoop.cpuMs} ms of CPU) ${result.met ? "met" : "MISSED"}`,
    );
  }
} finally {
  standin.send({ close: true });
}

const file = path.join(ROOT, "bench/healthz.json");
// As the repository's formatter writes it, so the committed file passes `npm run format:check`.
const json = await format(
  JSON.stringify({
    machine: describeMachine(loadAtStart),
    budgetMs: BUDGET_MS,
    samples: SAMPLES,
    results,
  }),
  { parser: "json", printWidth: 100 },
);
writeFileSync(file, json);
console.log(`Wrote ${path.relative(ROOT, file)}`);
