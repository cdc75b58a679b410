import { createHash, randomBytes } from "node:crypto";
import { Writable } from "node:stream";

/**
 * What entry.server does to a rendered page before it is sent, in one place
 * (docs/decisions/0030-the-document-pipeline.md).
 *
 * Contract:
 * - Reading React's stream: `textSink` collects what `renderToPipeableStream` pipes into it and
 *   hands the decoded text on once React ends; `withoutStrayNulBytes` mends what React 18.3 gets
 *   wrong in it.
 * - The inline scripts: `renderNonce()` gives each render a fresh nonce to hand React and Remix;
 *   `inlineScriptHashes(html, nonce)` lists the CSP hashes of exactly the scripts carrying it;
 *   `withoutNonce(html, nonce)` removes the attribute again; `scriptsInsideBody(html)` moves what
 *   Remix writes after `</html>` to the end of `<body>`. None of them changes the DOM a browser
 *   builds from the page, so hydration sees what it would have seen anyway.
 * - The policy: `contentSecurityPolicy` builds the page's Content-Security-Policy.
 */

// Reading React's stream.

export function textSink(onText: (text: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      onText(Buffer.concat(chunks).toString("utf8"));
      done();
    },
  });
}

/**
 * React 18.3's stream writer (`writeStringChunk` in react-dom-server.node) flushes its whole
 * 2,048-byte buffer, not just the bytes written, when a multi-byte character (an en dash, a
 * curly quote) does not fit at the buffer's end: one or two zero bytes then land in the page
 * before that character, which HTML forbids. No page's text has a U+0000 of its own (PostgreSQL
 * text cannot hold one), so taking them all out restores exactly what React meant to write.
 * `test/unit/stray-nul-bytes.test.tsx` shows React doing it; drop this once React does not.
 */
export function withoutStrayNulBytes(html: string): string {
  return html.includes("\u0000") ? html.replaceAll("\u0000", "") : html;
}

// The inline scripts.

/** `<script …>body</script>`; Remix and React escape "<" inside scripts, so bodies hold no tag. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD, …) are never run, so CSP does not govern them. */
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?:module|text\/javascript|application\/javascript)\b/i;
/** A `nonce` attribute's value, as React writes it. */
const NONCE = /(?:^|\s)nonce="([^"]*)"/;

/**
 * A new nonce for one render: 128 random bits, so no text written before the render (a post's
 * body, say) can carry it.
 */
export function renderNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * CSP source expressions ('sha256-…') for the inline scripts that carry this render's `nonce`:
 * those the framework wrote (Remix's `<Scripts>`, `<ScrollRestoration>` and streaming scripts,
 * React's own). A script that reached the
 * HTML any other way (markup that got past the post-body sanitiser) has no hash, so the browser
 * refuses it. Hashes instead of sending the nonce keep the HTML identical for every reader, so it
 * can be cached (here and by a CDN) without sharing a nonce between readers
 * (docs/decisions/0004-csp-hashes-and-render-cache.md).
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  // An empty nonce would match an injected `nonce=""`.
  if (nonce.length < 16) throw new Error("inlineScriptHashes needs the render's random nonce");
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=/i.test(attributes) && !EXECUTABLE_TYPE.test(attributes)) continue;
    if (NONCE.exec(attributes)?.[1] !== nonce) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The page without this render's `nonce` attributes, as React wrote them. The policy lists
 * hashes, never the nonce, so the attribute does nothing in a browser; taken out, a page is the
 * same bytes whichever render or process made it, a cached copy hands no render's nonce to later
 * readers (it would become a way in if a `'nonce-…'` source were ever added to the policy), and
 * the scripts match what the browser renders, where there is no nonce.
 */
export function withoutNonce(html: string, nonce: string): string {
  return html.replaceAll(` nonce="${nonce}"`, "");
}

const DOCUMENT_END = "</body></html>";

/**
 * The page with what React wrote after `</html>` moved to the end of `<body>`. Remix renders
 * its single-fetch data scripts as a sibling of the app's `<html>` element, so they come after
 * it, where HTML allows nothing (remix-run/remix#10531). An HTML parser puts anything after
 * `</html>` at the end of `<body>` (the "after after body" insertion mode), so the DOM, and so
 * hydration, is the same either way; only the bytes become valid HTML.
 */
export function scriptsInsideBody(html: string): string {
  const end = html.indexOf(DOCUMENT_END);
  if (end === -1 || end + DOCUMENT_END.length === html.length) return html;
  return html.slice(0, end) + html.slice(end + DOCUMENT_END.length) + DOCUMENT_END;
}

// The policy.

/**
 * The Content-Security-Policy of an HTML page (set by entry.server; the headers every response
 * carries are the server's: server/security-headers.js). Scripts run only from this origin or
 * when their text hashes to one the document declared (docs/decisions/0004-csp-hashes-and-render-cache.md).
 * Style elements likewise: the page's one stylesheet is named by its hash, so an injected
 * `<style>` does not apply; style attributes stay allowed (`style-src-attr`), because Radix and
 * recharts set them. Development and the editor keep `'unsafe-inline'`: Vite and Keystatic add
 * style elements as they run.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  isDevelopment,
  imageOrigins = [],
  editor = false,
}: {
  /** 'sha256-…' sources for the document's inline scripts. */
  scriptHashes: readonly string[];
  /** 'sha256-…' sources for the document's style elements (the site's stylesheet). */
  styleHashes: readonly string[];
  isDevelopment: boolean;
  /** Extra hosts featured images may come from (the Supabase project's storage). */
  imageOrigins?: readonly string[];
  /**
   * The author's editor (/keystatic): it previews a chosen photo from a blob: URL and, in
   * GitHub mode, talks to GitHub's API from the browser.
   */
  editor?: boolean;
}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    ...(isDevelopment || editor
      ? ["style-src 'self' 'unsafe-inline'"]
      : [
          ["style-src 'self'", ...styleHashes].join(" "),
          ["style-src-elem 'self'", ...styleHashes].join(" "),
          "style-src-attr 'unsafe-inline'",
        ]),
    ["img-src 'self' data: https:", ...(editor ? ["blob:"] : []), ...imageOrigins].join(" "),
    "font-src 'self'",
    [
      "connect-src 'self'",
      // The dev server's live reload talks over a websocket on another port.
      ...(isDevelopment ? ["ws: http://localhost:*"] : []),
      // GitHub's API, and its raw files, which Keystatic reads a public repository's posts from
      // (docs/decisions/0046-tables-sign-in-and-draft-preview.md).
      ...(editor ? ["https://api.github.com", "https://raw.githubusercontent.com"] : []),
    ].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
