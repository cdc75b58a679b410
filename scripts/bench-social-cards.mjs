#!/usr/bin/env node
/**
 * Social card bench, called by scripts/bench.mjs on its fresh production server, or alone:
 * `node scripts/bench-social-cards.mjs` starts one of its own.
 *
 * For every page in the sitemap plus a filtered blog view it reads the page's og:image and
 * fetches it twice: the first request renders the card (cold: data read, layout, rasterising,
 * PNG encoding), the second comes from the card cache. The very first card of a process also
 * loads the renderer and the fonts, so it is reported apart.
 */
import { fileURLToPath } from "node:url";

export const CARD_BUDGET = { coldMs: 300, cachedMs: 5, bytes: 300 * 1024 };
/** Loads the renderer and fonts, so that cost is not charged to any one page's card. */
const FIRST_CARD = "/social/page/home.png";

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  // The server's own time for the card (Server-Timing), without the HTTP round trip.
  const serverMs = Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]);
  return { ms, serverMs, response, body };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** @param {string} base the production server's URL, fresh: no card rendered yet */
export async function benchSocialCards(base) {
  // The first blog read starts the embedded database; on a busy machine it can outlast the
  // reader's deadline, and the sitemap would then list no posts.
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await fetch(`${base}/blog`);
    await response.arrayBuffer();
    if (response.ok) break;
  }
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1].replace(/^https?:\/\/[^/]+/, ""),
  );
  pages.push("/blog?category=sleep");

  const first = await timed(base + FIRST_CARD);
  const cards = [];
  for (const page of pages) {
    const html = await (await fetch(base + page)).text();
    const image = /property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    if (!image) throw new Error(`${page} has no og:image`);
    const url = new URL(image, base);
    const target = base + url.pathname + url.search;
    const cold = await timed(target);
    const cached = await timed(target);
    cards.push({
      page,
      card: url.pathname + url.search,
      status: cold.response.status,
      type: cold.response.headers.get("content-type"),
      bytes: cold.body.length,
      coldMs: Number(cold.ms.toFixed(1)),
      coldServerMs: cold.serverMs,
      cachedMs: Number(cached.ms.toFixed(1)),
      cachedServerMs: cached.serverMs,
    });
  }
  // The first card was home's: its "cold" above was already cached, so it is left out there.
  const coldCards = cards.filter((card) => !card.card.startsWith(FIRST_CARD));
  const cold = coldCards.map((card) => card.coldMs);
  const cached = cards.map((card) => card.cachedMs);
  return {
    firstCardMs: Number(first.ms.toFixed(1)),
    cards,
    summary: {
      count: cards.length,
      coldMedianMs: median(cold),
      coldMaxMs: Math.max(...cold),
      coldServerMedianMs: median(coldCards.map((card) => card.coldServerMs)),
      coldServerMaxMs: Math.max(...coldCards.map((card) => card.coldServerMs)),
      cachedMedianMs: median(cached),
      cachedMaxMs: Math.max(...cached),
      cachedServerMedianMs: median(cards.map((card) => card.cachedServerMs)),
      maxBytes: Math.max(...cards.map((card) => card.bytes)),
    },
  };
}

export function socialCardBudgets({ cards, summary }) {
  const failed = cards.filter((card) => card.status !== 200 || card.type !== "image/png");
  return [
    {
      name: "every page's og:image answers 200 image/png",
      actual: failed.length === 0 ? `${cards.length} cards` : failed.map((card) => card.page),
      pass: failed.length === 0,
    },
    {
      name: `social card cold render <= ${CARD_BUDGET.coldMs} ms (each card's first request)`,
      actual:
        `median ${summary.coldMedianMs} ms, max ${summary.coldMaxMs} ms (in the server: ` +
        `median ${summary.coldServerMedianMs} ms, max ${summary.coldServerMaxMs} ms)`,
      pass: summary.coldMaxMs <= CARD_BUDGET.coldMs,
    },
    {
      name: `social card from cache <= ${CARD_BUDGET.cachedMs} ms`,
      actual:
        `median ${summary.cachedMedianMs} ms, max ${summary.cachedMaxMs} ms (in the server: ` +
        `median ${summary.cachedServerMedianMs} ms)`,
      pass: summary.cachedMaxMs <= CARD_BUDGET.cachedMs,
    },
    {
      name: `every social card <= ${CARD_BUDGET.bytes / 1024} KB`,
      actual: `largest ${(summary.maxBytes / 1024).toFixed(1)} KiB`,
      pass: summary.maxBytes <= CARD_BUDGET.bytes,
    },
  ];
}

export function printSocialCards({ firstCardMs, cards, summary }) {
  console.log(
    `\nSocial cards (${summary.count}): the process's first card took ${firstCardMs} ms ` +
      "(loads satori, resvg and the fonts)",
  );
  console.log("  cold ms (server)  cached ms     KiB  page");
  for (const card of cards) {
    console.log(
      `  ${String(card.coldMs).padStart(7)} ${`(${card.coldServerMs})`.padStart(8)}  ` +
        `${String(card.cachedMs).padStart(9)}  ${(card.bytes / 1024).toFixed(1).padStart(6)}  ` +
        card.page,
    );
  }
  console.log(
    `  cold median ${summary.coldMedianMs} ms, max ${summary.coldMaxMs} ms; cached median ` +
      `${summary.cachedMedianMs} ms, max ${summary.cachedMaxMs} ms; largest ` +
      `${(summary.maxBytes / 1024).toFixed(1)} KiB`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ensureBuild, startProductionServer } = await import("./production-server.mjs");
  ensureBuild();
  const server = await startProductionServer();
  try {
    const result = await benchSocialCards(server.url);
    printSocialCards(result);
    for (const budget of socialCardBudgets(result)) {
      console.log(`  ${budget.pass ? "met   " : "MISSED"}  ${budget.name}: ${budget.actual}`);
    }
  } finally {
    await server.stop();
  }
}
