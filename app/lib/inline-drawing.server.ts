import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A page's lead drawing as a `data:` URL, so it arrives inside the page's HTML instead of as a
 * request of its own (docs/decisions/0039-the-stylesheet-travels-in-the-page.md).
 *
 * Contract: `inlineDrawing("/images/…/x.svg")` reads that SVG from `public/` once per process
 * (its name carries its content's hash, so it never changes under a running server) and returns
 * it as a `data:image/svg+xml` URL, or null when the file is missing or larger than
 * INLINE_LIMIT_BYTES, in which case the page names the file as before. For the one picture a
 * page leads with: a drawing on every card would make the page heavier than the files.
 */
export const INLINE_LIMIT_BYTES = 16 * 1024;

const inlined = new Map<string, string | null>();

export function inlineDrawing(publicPath: string): string | null {
  let url = inlined.get(publicPath);
  if (url === undefined) {
    url = read(publicPath);
    inlined.set(publicPath, url);
  }
  return url;
}

function read(publicPath: string): string | null {
  if (!/^\/images\/[\w/-]+\.svg$/.test(publicPath)) return null;
  try {
    const svg = readFileSync(path.resolve(process.cwd(), "public", publicPath.slice(1)), "utf8");
    if (Buffer.byteLength(svg) > INLINE_LIMIT_BYTES) return null;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  } catch {
    return null;
  }
}
