import { readFile } from "node:fs/promises";
import path from "node:path";
import { cachePolicies } from "~/lib/response.server";
import { cardVersion, type CardSpec } from "./card-spec";
import { CARD_TYPE, genericSocialImage } from "./social-image";
import { createCardCache, type CardCache } from "./card-cache.server";
import { findCard, isCardKind } from "./cards.server";
import { renderCard } from "./render.server";

const shared = globalThis as typeof globalThis & { __socialCards?: CardCache };

/** One cache per process, kept across the dev server's rebuilds like the blog's data cache. */
function cards(): CardCache {
  shared.__socialCards ??= createCardCache(async (spec) => (await renderCard(spec)).png);
  return shared.__socialCards;
}

let genericPng: Promise<Buffer> | undefined;

function genericCard(): Promise<Buffer> {
  genericPng ??= readFile(path.resolve(process.cwd(), "public", `.${genericSocialImage.src}`));
  return genericPng;
}

function png(body: Buffer, cacheControl: string, timing?: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": CARD_TYPE,
      "Content-Length": String(body.byteLength),
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
      // How the card was made and how long it took, for the bench and for anyone curious.
      ...(timing ? { "Server-Timing": timing } : {}),
    },
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The site-wide card, never cached: the URL it answers may have a card of its own soon. */
async function fallback(reason: string): Promise<Response> {
  console.error(`[social-card] ${reason}; answered with the generic card`);
  return png(await genericCard(), cachePolicies.noStore);
}

function notFound(): Response {
  return new Response("Not Found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cachePolicies.notFound,
    },
  });
}

/**
 * Answers `/social/<kind>/<id>.png?v=<version>`. A card whose version matches what it shows is
 * cached for a year (its URL changes with its content); any other version gets today's card
 * with `no-store`. No such page: 404. Backend or renderer failure: the generic card.
 */
export async function socialCardResponse(
  kind: string | undefined,
  file: string | undefined,
  version: string | null,
): Promise<Response> {
  if (!isCardKind(kind) || !file?.endsWith(".png")) return notFound();
  const id = file.slice(0, -".png".length);

  let spec: CardSpec | null;
  try {
    spec = await findCard(kind, id);
  } catch (error) {
    return fallback(
      `could not read ${kind} ${JSON.stringify(id.slice(0, 100))}: ${describe(error)}`,
    );
  }
  if (!spec) return notFound();

  const started = performance.now();
  let card: { png: Buffer; cached: boolean };
  try {
    card = await cards().get(spec);
  } catch (error) {
    return fallback(`could not render ${kind} ${JSON.stringify(id)}: ${describe(error)}`);
  }
  return png(
    card.png,
    // Any other version (made up, or an old one) is today's card under a URL no cache may
    // keep, so a flood of unique versions cannot fill a shared cache
    // (docs/decisions/0015-bounded-caches.md).
    version === cardVersion(spec) ? cachePolicies.immutable : cachePolicies.noStore,
    `card;desc="${card.cached ? "cached" : "rendered"}";dur=${(performance.now() - started).toFixed(1)}`,
  );
}
