#!/usr/bin/env node
/**
 * The search measurement (docs/decisions/0037-search.md): `node scripts/bench-search.mjs`.
 *
 * 1. Three well-kept libraries (MiniSearch, FlexSearch, Orama) index the same posts, made from
 *    the author's own sentences (content/posts/, shuffled into posts of about 1,200 words), at
 *    1,000 and 10,000 posts: build time, heap the index holds, and the time of 20 queries a
 *    reader might type (plurals, two words, a typo), median and 95th percentile.
 * 2. The site's own index (app/lib/search/search-index.server.ts: MiniSearch with the site's
 *    word forms, spellings, synonyms and passages) over the same posts plus every guide section,
 *    recipe and page, at the same sizes: the whole `search()` a request makes.
 * 3. The whole request: a production server (the built site) with 10,000 generated posts in its
 *    embedded database, each body 60 of the author's sentences drawn at random, so the index
 *    reads its newest 1,000 as it would on Supabase; each query asked over loopback on a kept-alive
 *    connection, timed from sending the request to the last byte (`BENCH_SEARCH_SERVER_POSTS`).
 * Writes bench/search-results.json. Times are one process on this machine, not a budget test;
 * the machine's load average is recorded beside them.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import MiniSearch from "minisearch";
import { Index as FlexIndex } from "flexsearch";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { importTs } from "./import-ts.mjs";
import { ensureBuild, startProductionServer } from "./production-server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const SIZES = (process.env.BENCH_SEARCH_SIZES || "1000,10000").split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS || 5);
const QUERIES = [
  "hot flushes",
  "hot flash",
  "night sweats",
  "sleep",
  "brain fog",
  "anxiety",
  "HRT",
  "hormone replacement therapy",
  "estrogen",
  "joint pain",
  "palpitations",
  "menopuase",
  "porridge protein",
  "weight training",
  "vaginal dryness",
  "walking in the hills",
  "flushing at work",
  "magnesium",
  "GP appointment",
  "salmon",
];

/** A small seeded generator, so every run indexes the same posts. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentences() {
  const dir = path.join(ROOT, "content/posts");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .flatMap((name) =>
      readFileSync(path.join(dir, name), "utf8")
        .split(/^---$/m)
        .slice(2)
        .join(" ")
        .split(/(?<=[.!?])\s+/),
    )
    .map((sentence) =>
      sentence
        .replace(/[#*_>[\]()]/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((sentence) => sentence.split(" ").length >= 5);
}

function makePosts(count, pool) {
  const next = random(count);
  const pick = () => pool[Math.floor(next() * pool.length)];
  return Array.from({ length: count }, (_, index) => {
    const body = Array.from({ length: 60 }, pick).join(" ");
    return {
      id: `/blog/post-${index}`,
      slug: `post-${index}`,
      title: pick().split(" ").slice(0, 9).join(" "),
      excerpt: pick(),
      content: body,
      created_at: new Date(Date.UTC(2020, 0, 1) - index * 3_600_000).toISOString(),
    };
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

function timeQueries(run) {
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      run(query);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: +percentile(times, 50).toFixed(2),
    p95Ms: +percentile(times, 95).toFixed(2),
    maxMs: +times.at(-1).toFixed(2),
  };
}

function heapMb() {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

async function measure(name, build, run) {
  const before = heapMb();
  const start = performance.now();
  const index = await build();
  const buildMs = performance.now() - start;
  const heap = heapMb() - before;
  const times = timeQueries((query) => run(index, query));
  const hits = run(index, "hot flushes");
  return {
    library: name,
    buildMs: Math.round(buildMs),
    heapMb: +heap.toFixed(1),
    ...times,
    hitsForHotFlushes: Array.isArray(hits) ? hits.length : (hits?.count ?? hits?.hits?.length ?? 0),
    index,
  };
}

const libraries = {
  async MiniSearch(posts) {
    return measure(
      "minisearch",
      () => {
        const index = new MiniSearch({
          fields: ["title", "excerpt", "content"],
          searchOptions: { boost: { title: 4, excerpt: 2 }, fuzzy: 0.2, prefix: true },
        });
        index.addAll(posts);
        return index;
      },
      (index, query) => index.search(query).slice(0, 20),
    );
  },
  async FlexSearch(posts) {
    return measure(
      "flexsearch",
      () => {
        const index = new FlexIndex({ tokenize: "forward", resolution: 9 });
        posts.forEach((post, number) =>
          index.add(number, `${post.title} ${post.excerpt} ${post.content}`),
        );
        return index;
      },
      (index, query) => index.search(query, { limit: 20, suggest: true }),
    );
  },
  async Orama(posts) {
    return measure(
      "orama",
      async () => {
        const db = create({ schema: { title: "string", excerpt: "string", content: "string" } });
        await insertMultiple(
          db,
          posts.map(({ title, excerpt, content }) => ({ title, excerpt, content })),
          500,
        );
        return db;
      },
      (db, query) =>
        oramaSearch(db, { term: query, limit: 20, tolerance: 1, boost: { title: 4, excerpt: 2 } }),
    );
  },
};

const pool = sentences();
const { buildSiteSearch } = await importTs("app/lib/search/search-index.server.ts");
const results = {
  date: new Date().toISOString(),
  loadAverageAtStart: os.loadavg().map((load) => +load.toFixed(2)),
  node: process.version,
  cpus: os.cpus()[0]?.model,
  queries: QUERIES,
  rounds: ROUNDS,
  sizes: [],
};
for (const size of SIZES) {
  const posts = makePosts(size, pool);
  const row = { posts: size, libraries: [], site: null };
  for (const [name, run] of Object.entries(libraries)) {
    const { index: _index, ...measured } = await run(posts);
    row.libraries.push(measured);
    console.log(size, name, JSON.stringify(measured));
  }
  const records = posts.map((post) => ({
    ...post,
    id: 0,
    format: "markdown",
    featured_image_url: null,
    featured_image_alt: null,
    updated_at: post.created_at,
    category: null,
    seo_title: null,
    seo_description: null,
  }));
  const site = await measure(
    "site search (MiniSearch, site's terms and passages)",
    () => buildSiteSearch([records]),
    (index, query) => index.search(query),
  );
  const { index: siteIndex, ...siteMeasured } = site;
  row.site = { ...siteMeasured, documents: siteIndex.size };
  console.log(size, "site", JSON.stringify(row.site));
  results.sizes.push(row);
}
/** SQL for `count` published posts whose bodies are drawn from the author's sentences. */
function variedPostsSql(count, pool) {
  const sentences = pool.filter((sentence) => !sentence.includes("$pool$")).slice(0, 400);
  const array = `array[${sentences.map((sentence) => `$pool$${sentence}$pool$`).join(",")}]`;
  return `
    insert into public.posts (title, slug, excerpt, content, published, created_at, updated_at, category_id)
    select 'Generated post ' || n, 'generated-' || n,
           'A generated post for measuring search at size, number ' || n || '.',
           (select string_agg((${array})[1 + floor(random() * ${sentences.length})::int], ' ')
              from generate_series(1, 60) where n > 0),
           true,
           timestamptz '2020-01-01' - n * interval '1 hour',
           timestamptz '2020-01-01' - n * interval '1 hour',
           (select id from public.categories order by id offset (n % 5) limit 1)
      from generate_series(1, ${Number(count)}) as n;
    analyze public.posts;`;
}

function timedGet(agent, url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ ms: performance.now() - start, status: response.statusCode }),
        );
      })
      .on("error", reject);
  });
}

const SERVER_POSTS = Number(process.env.BENCH_SEARCH_SERVER_POSTS ?? 10_000);
if (SERVER_POSTS > 0) {
  ensureBuild();
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
  cpSync(path.join(ROOT, "supabase/migrations"), path.join(dir, "migrations"), {
    recursive: true,
  });
  writeFileSync(path.join(dir, "seed.sql"), variedPostsSql(SERVER_POSTS, pool));
  const server = await startProductionServer({
    env: { BLOG_SUPABASE_DIR: dir },
    timeoutMs: 600_000,
  });
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await timedGet(agent, `${server.url}/healthz`);
    const times = [];
    for (let round = 0; round < ROUNDS + 1; round++) {
      for (const query of QUERIES) {
        const target = `${server.url}/search?${new URLSearchParams({ q: query })}`;
        const { ms, status } = await timedGet(agent, target);
        if (status !== 200) throw new Error(`${target}: ${status}`);
        // The first round warms the JIT, as a process that has served a while is.
        if (round > 0) times.push(ms);
      }
    }
    times.sort((a, b) => a - b);
    results.server = {
      postsInDatabase: SERVER_POSTS,
      requests: times.length,
      medianMs: +percentile(times, 50).toFixed(2),
      p95Ms: +percentile(times, 95).toFixed(2),
      maxMs: +times.at(-1).toFixed(2),
    };
    console.log("server", JSON.stringify(results.server));
    agent.destroy();
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
results.loadAverageAtEnd = os.loadavg().map((load) => +load.toFixed(2));
writeFileSync(
  path.join(ROOT, "bench/search-results.json"),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log("wrote bench/search-results.json");
