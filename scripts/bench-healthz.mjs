#!/usr/bin/env node
/**
 * How long `/healthz` takes while readers wait on a bad backend: the production server
 * (`npm start`'s server/index.js) reads its posts from the PostgREST stand-in over loopback, four
 * readers keep asking for posts nobody has read (so each asks the backend), and `/healthz` is
 * asked 100 times, each on a new connection as a load balancer asks, 10 ms apart. The backend
 * is, in turn: well, slow (never answering within a reader's deadline), failing (500), sending
 * 50 MB as one stream, sending 50 MB with its length said first, and sending an answer just under
 * the data layer's 4 MB limit, which is read and parsed in full.
 *
 * Budget (issue 46): every `/healthz` within 50 ms. Writes bench/healthz.json.
 *
 *   node scripts/bench-healthz.mjs
 */
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { writeFileSync } from "node:fs";
import { importTs } from "./import-ts.mjs";
import { ROOT, describeMachine, ensureBuild, startProductionServer } from "./production-server.mjs";

const BUDGET_MS = 50;
const SAMPLES = 100;
const GAP_MS = 10;
const READERS = 4;
const MB = 2 ** 20;

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
    name: "backend sending 3.9 MB (under the limit)",
    behaviour: { kind: "huge", bytes: 3.9 * MB },
  },
];

const loadAtStart = os.loadavg();
ensureBuild();
const [{ startPostgrestStandin }, { fixtureCategories, fixturePosts }] = await Promise.all([
  importTs("test/support/postgrest-standin.ts"),
  importTs("test/fixtures/blog-fixture.ts"),
]);
const backend = await startPostgrestStandin({
  categories: fixtureCategories,
  posts: fixturePosts,
});
const server = await startProductionServer({
  siteUrl: "https://healthz-bench.example",
  env: { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey },
});

/** One GET on a new connection; resolves with its status and how long the whole answer took. */
function timedGet(target) {
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
    await backend.behave(behaviour);
    const asked = backend.requests.length;
    let stop = false;
    // Each reader asks for a post nobody has read, again and again, until the samples are taken.
    const reading = Array.from({ length: readers }, async () => {
      while (!stop) await timedGet(`/blog/healthz-bench-${++slug}`).catch(() => {});
    });
    // Let the readers reach the backend first.
    if (readers > 0) await sleep(500);
    const times = [];
    for (let index = 0; index < SAMPLES; index++) {
      const { status, ms } = await timedGet("/healthz");
      if (status !== 200) throw new Error(`/healthz answered ${status} (${name})`);
      times.push(ms);
      await sleep(GAP_MS);
    }
    stop = true;
    const backendRequests = backend.requests.length - asked;
    await backend.behave({ kind: "ok" });
    await Promise.race([Promise.all(reading), sleep(35_000)]);
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
      met: times.at(-1) <= BUDGET_MS,
    };
    results.push(result);
    const { min, median, p95, max } = result.healthzMs;
    console.log(
      `${name}: /healthz min ${min} ms, median ${median}, p95 ${p95}, max ${max} (${backendRequests} backend requests) ${result.met ? "met" : "MISSED"}`,
    );
  }
} finally {
  await server.stop();
  await backend.close();
}

const file = path.join(ROOT, "bench/healthz.json");
writeFileSync(
  file,
  `${JSON.stringify({ machine: describeMachine(loadAtStart), budgetMs: BUDGET_MS, samples: SAMPLES, results }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(ROOT, file)}`);
