/**
 * The per-process memory budget (bench/README.md, "Memory: what one process needs"): one production
 * server on the embedded database filled from content/posts plus 2,000 generated posts, its
 * resident memory (RSS, from /proc) at rest once /healthz says ready, then after filling its
 * caches: every post page (data cache and render cache), every list page and 600 posts' social
 * cards (card cache).
 * Also the live heap after a full garbage collection (test/support/heap-probe.mjs), which RSS
 * hides: V8 and the allocator keep memory they have freed. Linux only.
 * Usage: `npm run build && node scripts/measure-memory.mjs` (MEASURE_POSTS=0 for the post files alone).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generatedPostsSql } from "./generate-posts.mjs";
import { ROOT, ensureBuild, startProductionServer } from "./production-server.mjs";

const POSTS = Number(process.env.MEASURE_POSTS ?? 2_000);
const CARDS = 600;
const CONCURRENCY = 4;

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024);
}

/** Live heap in MB after a full collection, as the heap probe reports it on SIGUSR2. */
async function liveHeapMegabytes(server) {
  server.takeStderr();
  process.kill(server.pid, "SIGUSR2");
  for (let tries = 0; tries < 100; tries++) {
    const match = /heap-probe live=(\d+)/.exec(server.takeStderr());
    if (match) return Math.round(Number(match[1]) / 1024 / 1024);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the heap probe did not answer");
}

async function getAll(url, paths) {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const response = await fetch(url + paths[next++]);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

await ensureBuild();
const dir = mkdtempSync(path.join(os.tmpdir(), "measure-memory-"));
cpSync(path.join(ROOT, "supabase/migrations"), path.join(dir, "migrations"), { recursive: true });
writeFileSync(path.join(dir, "seed.sql"), generatedPostsSql(POSTS));
const server = await startProductionServer({
  env: {
    BLOG_SUPABASE_DIR: dir,
    NODE_OPTIONS: `--import ${path.join(ROOT, "test/support/heap-probe.mjs")}`,
  },
  timeoutMs: 300_000,
});
try {
  const atRest = rssMegabytes(server.pid);
  const heapAtRest = await liveHeapMegabytes(server);
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const posts = [...sitemap.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  const pages = Array.from(
    { length: Math.ceil(posts.length / 12) },
    (_, i) => `/blog?page=${i + 1}`,
  );
  const cards = posts.slice(0, CARDS).map((post) => `/social/post/${post.slice(6)}.png`);
  await getAll(server.url, [...posts, ...pages, ...cards]);
  const filled = rssMegabytes(server.pid);
  const heapFilled = await liveHeapMegabytes(server);
  console.log(
    JSON.stringify(
      {
        posts: posts.length,
        listPages: pages.length,
        cards: cards.length,
        rssMegabytes: { atRest, filled },
        liveHeapMegabytes: { atRest: heapAtRest, filled: heapFilled },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
