import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { queryParametersRead } from "~/lib/query-parameters";

/** A rendered document and the hashes its Content-Security-Policy needs. */
export interface RenderedDocument {
  html: string;
  scriptHashes: string[];
}

/**
 * Rendered HTML by URL and loader data. A page is a pure function of the two (the build is fixed
 * for the life of the process, and every per-reader value, like the year or the origin, comes
 * from a loader), so a repeat read skips React's render, which is most of a request's CPU time.
 * Bounded by size, so odd query strings only push older pages out. Why the pages can be shared:
 * docs/decisions/0004-csp-hashes-and-render-cache.md.
 */
export const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * What a string takes in V8's heap: one byte a character while every character fits in Latin-1,
 * two once any does not (a dash or a curly quote is enough, so most pages are two-byte).
 */
function heapBytes(text: string): number {
  return /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length;
}

const documents = new LRUCache<string, RenderedDocument>({
  maxSize: RENDER_CACHE_MAX_BYTES,
  sizeCalculation: (document, key) =>
    heapBytes(document.html) +
    heapBytes(key) +
    document.scriptHashes.reduce((total, hash) => total + heapBytes(hash), 0),
});

class Uncacheable extends Error {}

/**
 * Only the query parameters a page reads go into the key, and only on the page that reads them
 * (`~/lib/query-parameters`); anything else (`utm_source`, a made-up `x=1`, `?page=N` on the home
 * page) is left out, so unique query strings cannot make every read a fresh render or a new entry.
 */
function pageAddress(url: string): string {
  const { origin, pathname, searchParams } = new URL(url);
  const read = queryParametersRead(pathname);
  if (read.length === 0) return `${origin}${pathname}`;
  const kept = read.flatMap((name) =>
    searchParams.has(name) ? [`${name}=${searchParams.get(name)}`] : [],
  );
  return `${origin}${pathname}?${kept.join("&")}`;
}

/** Loader data as a key; promises (deferred data) would all look alike, so they opt out. */
function serialise(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item && typeof (item as PromiseLike<unknown>).then === "function") {
      throw new Uncacheable();
    }
    return item;
  });
}

/** The route that answers every address no page has: its 404 screen is the same for all. */
const CATCH_ALL_ROUTE = "routes/$";

/**
 * The catch-all's 404 (an address no route has): its screen names no address (no canonical
 * link, no address in the text), so one render serves every such address, and a flood of
 * made-up addresses costs a cache lookup each, not a render
 * (docs/decisions/0019-nginx-limits-and-headers.md).
 */
function isCatchAllNotFound(status: number, context: EntryContext): boolean {
  const { errors, matches } = context.staticHandlerContext;
  return (
    status === 404 &&
    matches.at(-1)?.route.id === CATCH_ALL_ROUTE &&
    Object.keys(errors ?? {}).every((id) => id === CATCH_ALL_ROUTE)
  );
}

/**
 * The cache key for a document, or undefined when this response must be rendered afresh. A page
 * its route marks `no-store` (search results: one per query anyone can make up) is never kept,
 * so no flood of such pages can push out the pages readers share.
 */
export function documentKey(
  request: Request,
  status: number,
  context: EntryContext,
  headers?: Headers,
): string | undefined {
  const { actionData, errors, loaderData } = context.staticHandlerContext;
  if (request.method !== "GET" || actionData) return undefined;
  if (headers?.get("Cache-Control")?.includes("no-store")) return undefined;
  const catchAll = isCatchAllNotFound(status, context);
  if (!catchAll && (status !== 200 || errors)) return undefined;
  try {
    return createHash("sha256")
      .update(catchAll ? `404 ${new URL(request.url).origin}` : pageAddress(request.url))
      .update("\0")
      .update(serialise(loaderData))
      .update("\0")
      .update(serialise(errors))
      .digest("base64");
  } catch (error) {
    if (error instanceof Uncacheable) return undefined;
    throw error;
  }
}

export function cachedDocument(key: string | undefined): RenderedDocument | undefined {
  return key ? documents.get(key) : undefined;
}

export function keepDocument(key: string | undefined, document: RenderedDocument) {
  if (key) documents.set(key, document);
}
