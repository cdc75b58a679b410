/**
 * A micro-cache of finished pages for `npm start` alone (docs/decisions/0050-a-one-second-page-cache.md):
 * a burst of readers on one page gets one render a second, compressed once, instead of one each.
 * Behind nginx it is idle in practice: nginx already keeps pages for their s-maxage.
 *
 * Contract:
 * - Kept: a 200 answer to a GET that the response itself lets a shared cache keep (`public` with
 *   an `s-maxage`, neither `private`, `no-store` nor `no-cache`, no Set-Cookie, varying on
 *   Accept-Encoding at most), as it left the compressor: status, headers and bytes. Such an
 *   answer is sent whole, with its Content-Length, when it is complete (so a shared cache's
 *   copy is not chunked); anything else passes through as it comes.
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

/** A chunk as written, as bytes. */
function toBuffer(chunk, encoding) {
  return typeof chunk === "string"
    ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
    : Buffer.from(chunk); // a copy: the writer may reuse its buffer once write returns
}

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
    // Decided when the headers are written, once status and headers are final: an answer no
    // shared cache may keep (a private page, an error, a hashed asset or a photo) is passed
    // through as it comes, not copied. One that may be kept is held until its end and sent
    // whole, with its Content-Length: nginx keeps the headers the app sent, and a kept answer
    // sent in chunks would be chunked for every reader of nginx's copy, one more write and one
    // more packet each (bench/README.md). It is in memory anyway, and rendered whole before its
    // first byte (app/entry.server.tsx), so nobody waits longer for its last byte.
    /** @type {boolean | undefined} */
    let keeping;
    const writeHead = response.writeHead;
    const write = response.write;
    const end = response.end;
    response.writeHead = function (...args) {
      // Headers passed to writeHead itself are not in getHeaders(): never kept.
      keeping ??=
        args.length === 1 &&
        sharedLifetimeMs(Number(args[0]), response.getHeaders()) > 0 &&
        Number(args[0]) === response.statusCode;
      return keeping ? this : writeHead.apply(this, args);
    };
    response.write = function (chunk, encoding, callback) {
      if (!keeping) return write.call(this, chunk, encoding, callback);
      chunks.push(toBuffer(chunk, encoding));
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") process.nextTick(done);
      return true;
    };
    response.end = function (chunk, encoding, callback) {
      if (!keeping) return end.call(this, chunk, encoding, callback);
      if (typeof chunk === "function") [chunk, callback] = [undefined, chunk];
      else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      const body = Buffer.concat(chunks);
      const headers = response.getHeaders();
      const lifetime = Math.min(ttlMs, sharedLifetimeMs(response.statusCode, headers));
      if (lifetime > 0) {
        const entry = {
          status: response.statusCode,
          headers: Object.entries(headers).filter(([name]) => !PER_TRANSFER.has(name)),
          body,
          storedAt: now(),
        };
        kept.set(key, entry, { ttl: lifetime });
        finish(entry);
      } else {
        finish(undefined);
      }
      response.setHeader("Content-Length", String(body.length));
      writeHead.call(this, response.statusCode);
      return end.call(this, body, callback);
    };
    // An answer cut short (the reader left, an error) is never kept; waiters render themselves.
    response.once("close", () => finish(undefined));
    next();
  };
}
