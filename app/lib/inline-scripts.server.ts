import { createHash } from "node:crypto";

/** `<script …>body</script>`; Remix and React escape "<" inside scripts, so bodies hold no tag. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD, …) are never run, so CSP does not govern them. */
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?:module|text\/javascript|application\/javascript)\b/i;

/**
 * CSP source expressions ('sha256-…') for every inline script the document runs. Hashes instead
 * of a per-request nonce keep the HTML identical for every reader, so it can be cached (here and
 * by a CDN) without sharing a nonce between readers (docs/decisions/0004-csp-hashes-and-render-cache.md).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=/i.test(attributes) && !EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
