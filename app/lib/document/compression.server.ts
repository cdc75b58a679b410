import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

/**
 * The app's one place that decides how a page's bytes are encoded
 * (docs/decisions/0016-compression.md).
 *
 * Contract:
 * - `pageBody` answers a rendered page in the best encoding the reader accepts: brotli, else
 *   gzip, else the plain HTML (identity). Every answer carries `Vary: Accept-Encoding` and a
 *   `Content-Length`, so nothing downstream sends it chunked.
 * - A page that has a version (the render cache's document key: the URL and the data it was
 *   rendered from) is compressed off the main thread, first at a quick quality (brotli 5, gzip
 *   6), which costs less than rendering the page did, so a page asked for once never waits on a
 *   slow compression. Only when the same version is asked for again, so its bytes are being
 *   reused, is it compressed once more at the highest quality, in the background; readers after
 *   that get those smaller bytes until the page changes and so gets a new key. Concurrent
 *   requests share one compression of each kind.
 * - A page without a version (an error page, anything in development) is sent as plain HTML
 *   and left to remix-serve's `compression` middleware, as is everything that is not a page
 *   (`.data`, feeds, static files). That middleware skips any response that already has a
 *   Content-Encoding, so nothing is compressed twice.
 */

const ENCODINGS = ["br", "gzip", "identity"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Bytes of compressed pages kept per process; a page compresses to about a sixth of its HTML. */
const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;

/** Below this, compressing saves less than a packet; remix-serve's middleware uses the same. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How hard to compress: quick for a page's first reader, best once its bytes are reused. */
export type Effort = "quick" | "best";

const BROTLI_QUALITY: Record<Effort, number> = { quick: 5, best: constants.BROTLI_MAX_QUALITY };
const GZIP_LEVEL: Record<Effort, number> = { quick: 6, best: constants.Z_BEST_COMPRESSION };

interface Kept {
  bytes: Buffer;
  effort: Effort;
}

const compressed = new LRUCache<string, Kept>({
  maxSize: MAX_COMPRESSED_BYTES,
  sizeCalculation: (kept) => kept.bytes.byteLength || 1,
});
const pending = new Map<string, Promise<Buffer>>();

/**
 * The encoding to answer with, from an Accept-Encoding header, by `negotiator` (as Express's own
 * `compression` middleware does): the reader's q-values first, then brotli, gzip, identity.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  const request = { headers: { "accept-encoding": acceptEncoding ?? "" } };
  const chosen = new Negotiator(request).encoding([...ENCODINGS], { preferred: [...ENCODINGS] });
  // Nothing acceptable (`identity;q=0` with no coding we make): the plain page is still better
  // than a 406 for a reader who asked for something odd.
  return (chosen as Encoding | undefined) ?? "identity";
}

export function compress(html: Buffer, encoding: "br" | "gzip", effort: Effort): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(html, { level: GZIP_LEVEL[effort] });
  return brotli(html, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
    },
  });
}

/**
 * A page version's bytes in `encoding`: quickly compressed for its first readers, then, once
 * it is asked for again, the highest quality made in the background and reused.
 */
export async function compressedPage(
  version: string,
  html: string,
  encoding: "br" | "gzip",
): Promise<Buffer> {
  const key = `${encoding}:${version}`;
  const kept = compressed.get(key);
  if (kept) {
    if (kept.effort === "quick") {
      // The quick bytes are still good to send, so a failure here costs only size.
      compressOnce(key, html, encoding, "best").catch((error: unknown) =>
        console.error(`[compression] best ${encoding} for a page failed:`, error),
      );
    }
    return kept.bytes;
  }
  return compressOnce(key, html, encoding, "quick");
}

/** Compresses and keeps a page version's bytes, sharing the work with concurrent callers. */
function compressOnce(
  key: string,
  html: string,
  encoding: "br" | "gzip",
  effort: Effort,
): Promise<Buffer> {
  const job = `${effort}:${key}`;
  let running = pending.get(job);
  if (!running) {
    running = compress(Buffer.from(html, "utf8"), encoding, effort)
      .then((bytes) => {
        // A best copy is never replaced by a quick one that finished later.
        if (effort === "best" || compressed.get(key)?.effort !== "best") {
          compressed.set(key, { bytes, effort });
        }
        return bytes;
      })
      .finally(() => pending.delete(job));
    pending.set(job, running);
  }
  return running;
}

/** For tests: wait until every background compression has finished. */
export async function compressionsSettled(): Promise<void> {
  await Promise.allSettled([...pending.values()]);
}

/**
 * The body for a rendered page, and the headers that describe it (set on `headers`).
 * `version` is the page's render-cache key, or undefined when the page has none.
 */
export async function pageBody(
  html: string,
  {
    version,
    acceptEncoding,
    headers,
  }: {
    version: string | undefined;
    acceptEncoding: string | null;
    headers: Headers;
  },
): Promise<string | Buffer> {
  if (!/accept-encoding/i.test(headers.get("Vary") ?? ""))
    headers.append("Vary", "Accept-Encoding");
  const encoding = negotiateEncoding(acceptEncoding);
  const plainBytes = Buffer.byteLength(html, "utf8");
  if (version === undefined || encoding === "identity" || plainBytes < MIN_BYTES) {
    // remix-serve's middleware drops this when it compresses a page without a version.
    headers.set("Content-Length", String(plainBytes));
    return html;
  }
  const bytes = await compressedPage(version, html, encoding);
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(bytes.byteLength));
  return bytes;
}

/** For tests: forget every compressed page. */
export function clearCompressedPages() {
  compressed.clear();
}
