import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";

/**
 * The app's one place that decides how a page's bytes are encoded
 * (docs/decisions/0016-compression.md).
 *
 * Contract:
 * - `pageBody` answers a rendered page in the best encoding the reader accepts: brotli, else
 *   gzip, else the plain HTML (identity). Every answer carries `Vary: Accept-Encoding` and a
 *   `Content-Length`, so nothing downstream sends it chunked.
 * - A page that has a version (the render cache's document key: the URL and the data it was
 *   rendered from) is compressed at most once per encoding, on the first request that asks for
 *   it, at the highest quality, off the main thread; later readers get the same bytes until the
 *   page changes and so gets a new key. Concurrent first requests share one compression.
 * - A page without a version (an error page, anything in development) is sent as plain HTML
 *   and left to remix-serve's `compression` middleware, as is everything that is not a page
 *   (`.data`, feeds, static files). That middleware skips any response that already has a
 *   Content-Encoding, so nothing is compressed twice.
 */

export type Encoding = "br" | "gzip" | "identity";

/** Bytes of compressed pages kept per process; a page compresses to about a sixth of its HTML. */
const MAX_COMPRESSED_BYTES = 16 * 1024 * 1024;

/** Below this, compressing saves less than a packet; remix-serve's middleware uses the same. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressed = new LRUCache<string, Buffer>({
  maxSize: MAX_COMPRESSED_BYTES,
  sizeCalculation: (bytes) => bytes.byteLength || 1,
});
const pending = new Map<string, Promise<Buffer>>();

/**
 * The encoding to answer with, from an Accept-Encoding header: br when accepted, else gzip,
 * else identity. A coding listed with q=0 is refused; `*` accepts what is not listed.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name.toLowerCase(), Number.isNaN(quality) ? 0 : quality);
  }
  const acceptable = (coding: string) => (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
  if (acceptable("br")) return "br";
  if (acceptable("gzip")) return "gzip";
  return "identity";
}

function compress(html: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(html, { level: constants.Z_BEST_COMPRESSION });
  return brotli(html, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
    },
  });
}

/** A page version's bytes in `encoding`, compressed once and then reused. */
export async function compressedPage(
  version: string,
  html: string,
  encoding: "br" | "gzip",
): Promise<Buffer> {
  const key = `${encoding}:${version}`;
  const kept = compressed.get(key);
  if (kept) return kept;
  let running = pending.get(key);
  if (!running) {
    running = compress(Buffer.from(html, "utf8"), encoding)
      .then((bytes) => {
        compressed.set(key, bytes);
        return bytes;
      })
      .finally(() => pending.delete(key));
    pending.set(key, running);
  }
  return running;
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
