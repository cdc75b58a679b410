/**
 * A micro-cache of finished pages for `npm start` alone (docs/decisions/0050-a-one-second-page-cache.md):
 * a burst of readers on one page gets one render a second, compressed once, instead of one each.
 * Behind nginx it is idle in practice: nginx already keeps pages for their s-maxage.
 *
 * Contract:
 * - Kept: a 200 answer to a GET that the response itself lets a shared cache keep (`public` with
 *   an `s-maxage`, neither `private`, `no-store` nor `no-cache`, no Set-Cookie, varying on
 *   Accept-Encoding at most), as it left the compressor: status, headers and bytes.
 * - Key: the address after the one-spelling rule (exactly, query included) and the request's
 *   Accept-Encoding header exactly as sent, so a copy is only ever sent to a request that would
 *   have chosen the same encoding.
 * - Lifetime: `ttlMs` (a second by default) or the response's s-maxage, whichever is shorter,
 *   never served stale; so a page is at most that much older than the data cache behind it, and
 *   the data cache still sees a read every `ttlMs` to refresh itself by.
 * - Bypassed: requests with a Cookie or Authorization header, methods other than GET and HEAD.
 *   A HEAD is answered from a GET's copy without the body, and never stored.
 * - Concurrent misses on one key wait for the first one's answer rather than each rendering.
 * - Bounded: at most `maxBytes` of bodies, least recently used first out.
 */
import { LRUCache } from "lru-cache";

/** Headers that belong to one connection or one transfer, never to a kept copy. */
const PER_TRANSFER = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
]);

/**
 * How long a shared cache may keep this response, in milliseconds, by its own headers; 0 when
 * it may not.
 * @param {number} status
 * @param {Record<string, unknown>} headers  lower-case names, as `response.getHeaders()` gives
 */
export function sharedLifetimeMs(status, headers) {
  if (status !== 200 || headers["set-cookie"] !== undefined) return 0;
  const vary = String(headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name !== "accept-encoding")) return 0;
  const directives = String(headers["cache-control"] ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim());
  if (!directives.includes("public")) return 0;
  if (directives.some((directive) => /^(?:private|no-store|no-cache)\b/.test(directive))) return 0;
  const sMaxAge = directives.find((directive) => directive.startsWith("s-maxage="));
  const seconds = Number(sMaxAge?.slice("s-maxage=".length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/**
 * @param {{ ttlMs?: number, maxBytes?: number, now?: () => number }} [options]  now: the clock
 *   in milliseconds (tests move it by hand)
 * @returns {import("express").RequestHandler}
 */
export function pageCache({ ttlMs = 1_000, maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {LRUCache<string, { status: number, headers: [string, unknown][], body: Buffer, storedAt: number }>} */
  const kept = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + 1024,
    perf: { now },
    // Read the clock on every look-up: an entry of a second must not outlive it by a rounding.
    ttlResolution: 0,
  });
  /** Keys being rendered now, and a promise that settles when their answer is kept (or not). */
  const inFlight = new Map();

  /** @param {import("express").Response} response @param {NonNullable<ReturnType<typeof kept.get>>} entry */
  function send(response, entry) {
    response.status(entry.status);
    for (const [name, value] of entry.headers)
      response.setHeader(name, /** @type {string} */ (value));
    response.setHeader("Age", String(Math.floor((now() - entry.storedAt) / 1000)));
    response.setHeader("Content-Length", String(entry.body.length));
    response.end(response.req.method === "HEAD" ? undefined : entry.body);
  }

  return async (request, response, next) => {
    if (ttlMs <= 0) return next();
    const { method, headers } = request;
    if ((method !== "GET" && method !== "HEAD") || headers.cookie || headers.authorization) {
      return next();
    }
    const key = `${request.url}\n${headers["accept-encoding"] ?? ""}`;
    const hit = kept.get(key);
    if (hit) return send(response, hit);
    const pending = inFlight.get(key);
    if (pending) {
      // The same page is being rendered: its copy, or, when it could not be kept, a render of
      // this request's own.
      const entry = await pending;
      return entry ? send(response, entry) : next();
    }
    // A HEAD carries no body to keep; let it through without holding up a GET.
    if (method === "HEAD") return next();

    let settle = (_entry) => {};
    const promise = new Promise((resolve) => (settle = resolve));
    inFlight.set(key, promise);
    const finish = (entry) => {
      if (inFlight.get(key) === promise) inFlight.delete(key);
      settle(entry);
    };
    /** @type {Buffer[]} */
    const chunks = [];
    // Decided at the first bytes, when the headers are set: an answer no shared cache may keep
    // (a private page, an error, a hashed asset or a photo) is passed through, not copied.
    /** @type {boolean | undefined} */
    let keeping;
    const write = response.write;
    const end = response.end;
    const capture = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      keeping ??= sharedLifetimeMs(response.statusCode, response.getHeaders()) > 0;
      if (!keeping) return;
      chunks.push(
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      );
    };
    response.write = function (chunk, encoding, callback) {
      capture(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    response.end = function (chunk, encoding, callback) {
      capture(chunk, encoding);
      const headers = response.getHeaders();
      const lifetime = Math.min(ttlMs, sharedLifetimeMs(response.statusCode, headers));
      if (lifetime > 0 && keeping !== false) {
        const entry = {
          status: response.statusCode,
          headers: Object.entries(headers).filter(([name]) => !PER_TRANSFER.has(name)),
          body: Buffer.concat(chunks),
          storedAt: now(),
        };
        kept.set(key, entry, { ttl: lifetime });
        finish(entry);
      } else {
        finish(undefined);
      }
      return end.call(this, chunk, encoding, callback);
    };
    // An answer cut short (the reader left, an error) is never kept; waiters render themselves.
    response.once("close", () => finish(undefined));
    next();
  };
}
