/**
 * The blog at size, run by `npm run bench -- --scale`: one production server per post count,
 * each with the embedded database seeded from a copy of `supabase/` plus that many generated
 * published posts; for the blog's first and last pages, the home page and a post, the cold
 * server time, the warm server time and the HTML bytes; then the budgets. Writes
 * bench/scale-results.json. Exits 1 if a budget is missed.
 *
 * Env: BENCH_SCALE_SIZES (default "10,1000,10000"; the first is the reference for the time
 * budget, the last is the size the budgets apply to), BENCH_SCALE_ROUNDS (warm requests per page
 * and size, default 300), REMIX_BUILD_DIR (default build).
 *
 * Times are taken on the client over loopback, from sending the request to the last byte of the
 * answer, on one kept-alive connection per server (opened by a `/healthz` request first, so no
 * connect time is counted).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { generatedPostsSql } from "./generate-posts.mjs";
import { describeMachine, ensureBuild, ROOT, startProductionServer } from "./production-server.mjs";

const SIZES = (process.env.BENCH_SCALE_SIZES || "10,1000,10000")
  .split(",")
  .map((size) => Number(size.trim()));
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS || 300);
/** A seed post present at every size; "More from the blog" under it makes two list queries. */
const POST = "/blog/hot-flushes-at-work";

const BUDGET = { blogHtmlBytes: 60 * 1024, warmRatio: 1.5 };

const LOAD_AT_START = os.loadavg().map((load) => Number(load.toFixed(2)));

/** A copy of supabase/'s migrations with a seed.sql of `count` generated posts (after the post files). */
function seededSupabaseDir(count) {
  const source = path.join(ROOT, "supabase");
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-scale-${count}-`));
  cpSync(path.join(source, "migrations"), path.join(dir, "migrations"), { recursive: true });
  writeFileSync(path.join(dir, "seed.sql"), generatedPostsSql(count));
  return dir;
}

/** GET over the server's one kept-alive connection: status, body and milliseconds to last byte. */
function timedGet(server, pathname) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(server.url + pathname, { agent: server.agent }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

async function startSized(posts) {
  const dir = seededSupabaseDir(posts);
  const started = performance.now();
  try {
    const server = await startProductionServer({
      env: { BLOG_SUPABASE_DIR: dir },
      // PGlite loads the generated posts before /healthz says ready; give a busy machine time.
      timeoutMs: 300_000,
    });
    const startupMs = performance.now() - started;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sized = { posts, dir, startupMs, agent, ...server };
    const health = await timedGet(sized, "/healthz");
    if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
    return sized;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function stopSized(server) {
  server.agent.destroy();
  await server.stop();
  rmSync(server.dir, { recursive: true, force: true });
}

/** The highest `?page=N` the blog's pager links to: the last page. */
function lastPage(html) {
  const pages = [...html.matchAll(/href="\/blog\?page=(\d+)"/g)].map((match) => Number(match[1]));
  return Math.max(1, ...pages);
}

/**
 * Cold: the first request for each page after `/healthz` says ready, in the order below (so
 * `/blog` is the first page the server renders). The last page's number comes from `/blog`'s
 * pager.
 */
async function measureCold(server) {
  const pages = [];
  const take = async (label, url) => {
    const answer = await timedGet(server, url);
    if (answer.status !== 200) {
      throw new Error(`${server.posts} posts: ${url} answered ${answer.status}`);
    }
    pages.push({
      label,
      url,
      coldMs: answer.ms,
      htmlBytes: answer.body.length,
      // What a CDN or proxy that compresses would send.
      gzipBytes: gzipSync(answer.body).length,
    });
    return answer;
  };
  const first = await take("/blog", "/blog");
  const last = lastPage(first.body.toString("utf8"));
  await take("/blog?page=<last>", `/blog?page=${last}`);
  await take("/", "/");
  await take("a post", POST);
  return { lastPage: last, pages };
}

/**
 * Warm: ROUNDS rounds, each requesting every page of every size once in turn, so whatever else
 * the machine is doing falls on every size alike; the median of each page's times.
 */
async function measureWarm(servers, results) {
  const samples = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const server of servers) {
      for (const page of results.get(server).pages) {
        const answer = await timedGet(server, page.url);
        if (answer.status !== 200) {
          throw new Error(`${server.posts} posts: ${page.url} answered ${answer.status}`);
        }
        if (answer.body.length !== page.htmlBytes) {
          throw new Error(`${server.posts} posts: ${page.url} changed size while measured`);
        }
        if (!samples.has(page)) samples.set(page, []);
        samples.get(page).push(answer.ms);
      }
    }
  }
  for (const [page, times] of samples) {
    times.sort((a, b) => a - b);
    const at = (fraction) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))];
    page.warmMs = { median: at(0.5), p90: at(0.9), requests: times.length };
  }
}

/** A page past the end must be a 404, or `lastPage` did not find the last page. */
async function checkLastPage(server, last) {
  const past = await timedGet(server, `/blog?page=${last + 1}`);
  if (past.status !== 404) {
    throw new Error(
      `${server.posts} posts: /blog?page=${last + 1} answered ${past.status}, so page ${last} is not the last`,
    );
  }
}

function checkBudgets(sizes) {
  const reference = sizes[0];
  const largest = sizes[sizes.length - 1];
  const blog = (size) => size.pages.find((page) => page.label === "/blog");
  const ratio = blog(largest).warmMs.median / blog(reference).warmMs.median;
  return [
    {
      name: `/blog HTML at ${largest.posts.toLocaleString("en-GB")} posts <= ${kb(BUDGET.blogHtmlBytes)}`,
      actual: kb(blog(largest).htmlBytes),
      pass: blog(largest).htmlBytes <= BUDGET.blogHtmlBytes,
    },
    {
      name:
        `/blog warm server time at ${largest.posts.toLocaleString("en-GB")} posts within ` +
        `${BUDGET.warmRatio}x of ${reference.posts.toLocaleString("en-GB")} posts ` +
        `(medians of ${ROUNDS} interleaved requests)`,
      actual:
        `${ms(blog(largest).warmMs.median)} vs ${ms(blog(reference).warmMs.median)}: ` +
        `${ratio.toFixed(2)}x`,
      pass: ratio <= BUDGET.warmRatio,
    },
  ];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;
const pad = (value, width) => String(value).padStart(width);

function printTable(sizes) {
  const head =
    "posts  | page                  |  cold ms | warm ms (median / p90) | HTML KB | gzip KB";
  console.log(`\n${head}\n${head.replace(/[^|]/g, "-")}`);
  for (const size of sizes) {
    for (const page of size.pages) {
      const name = page.label === "/blog?page=<last>" ? page.url : page.label;
      console.log(
        `${pad(size.posts.toLocaleString("en-GB"), 6)} | ${name.padEnd(21)} | ` +
          `${pad(page.coldMs.toFixed(1), 8)} | ` +
          `${pad(`${page.warmMs.median.toFixed(2)} / ${page.warmMs.p90.toFixed(2)}`, 22)} | ` +
          `${pad((page.htmlBytes / 1024).toFixed(1), 7)} | ${pad((page.gzipBytes / 1024).toFixed(1), 7)}`,
      );
    }
  }
  console.log(
    "\nCold: the first request for that page after /healthz says the data layer is warm, one" +
      "\nsample each, so it moves with the machine's load. Start-up already read categories and" +
      "\nthe first blog page, so /blog's cold time is mostly its first render; the last page, the" +
      "\nhome page and the post also wait for their queries. Warm: the same page again, served" +
      "\nfrom the data cache and the rendered-HTML cache; the median of " +
      ROUNDS +
      " requests, taken in" +
      "\nrounds over every page of every size so other work on the machine falls on all alike." +
      `\nStart-up (spawn to /healthz 200): ${sizes
        .map(
          (size) =>
            `${size.posts.toLocaleString("en-GB")} posts ${(size.startupMs / 1000).toFixed(1)} s`,
        )
        .join(", ")}.`,
  );
}

function printBudgets(budgets) {
  console.log("\nBudgets:");
  for (const budget of budgets) {
    console.log(`  ${budget.pass ? "met   " : "MISSED"}  ${budget.name}: ${budget.actual}`);
  }
  console.log(
    "  (No backend answer over 100 rows for any page view: checked by test/e2e/paging.spec.ts" +
      "\n  on the Supabase path, walking every blog page against a PostgREST that records requests.)",
  );
}

function writeResults(sizes, budgets) {
  const results = {
    ...describeMachine(LOAD_AT_START),
    settings: {
      sizes: SIZES,
      warmRequestsPerPage: ROUNDS,
      source: "embedded PGlite, content/posts plus generated published posts",
      timing: "client-side over loopback, request sent to last byte, one kept-alive connection",
      compression: "none (no Accept-Encoding); gzipBytes is the HTML gzipped by the bench",
    },
    sizes: sizes.map(({ posts, startupMs, lastPage, pages }) => ({
      posts,
      startupMs: Math.round(startupMs),
      lastPage,
      pages: pages.map((page) => ({
        ...page,
        coldMs: round(page.coldMs),
        warmMs: { ...page.warmMs, median: round(page.warmMs.median), p90: round(page.warmMs.p90) },
      })),
    })),
    budgets,
  };
  mkdirSync(path.join(ROOT, "bench"), { recursive: true });
  writeFileSync(
    path.join(ROOT, "bench/scale-results.json"),
    JSON.stringify(results, null, 2) + "\n",
  );
  console.log("\nWrote bench/scale-results.json");
}

const round = (value) => Number(value.toFixed(2));

/** @returns {Promise<number>} the exit code: 1 if a budget is missed. */
export async function runScale() {
  if (SIZES.length < 2 || SIZES.some((size) => !Number.isInteger(size) || size < 0)) {
    throw new Error(`BENCH_SCALE_SIZES needs two or more post counts, got "${SIZES.join(",")}"`);
  }
  ensureBuild();
  console.log(
    `Scale: ${SIZES.join(", ")} generated posts, ${os.cpus().length} cores, Node ${process.version}, ` +
      `load average ${LOAD_AT_START.join(" ")}`,
  );
  const servers = [];
  try {
    // One at a time, so each start-up time is its own; all stay up for the interleaved rounds.
    for (const posts of SIZES) {
      process.stdout.write(`  starting with ${posts} generated posts ...`);
      servers.push(await startSized(posts));
      process.stdout.write(` ready in ${(servers.at(-1).startupMs / 1000).toFixed(1)} s\n`);
    }
    const results = new Map();
    for (const server of servers) results.set(server, await measureCold(server));
    process.stdout.write(`  ${ROUNDS} warm rounds ...`);
    await measureWarm(servers, results);
    process.stdout.write(" done\n");
    for (const server of servers) await checkLastPage(server, results.get(server).lastPage);

    const sizes = servers.map((server) => ({
      posts: server.posts,
      startupMs: server.startupMs,
      ...results.get(server),
    }));
    printTable(sizes);
    const budgets = checkBudgets(sizes);
    printBudgets(budgets);
    writeResults(sizes, budgets);
    // Servers with the same configuration say the same things: each text once, with who said it.
    const logs = new Map();
    for (const server of servers) {
      const log = server.takeStderr().trim();
      if (log) logs.set(log, [...(logs.get(log) ?? []), server.posts.toLocaleString("en-GB")]);
    }
    for (const [log, said] of logs) {
      const who = said.join(", ");
      console.log(`\nThe servers with ${who} posts wrote to stderr:\n${log}`);
    }
    return budgets.every((budget) => budget.pass) ? 0 : 1;
  } finally {
    await Promise.all(servers.map(stopSized));
  }
}
