import type { AppLoadContext, HeadersArgs } from "@remix-run/node";
import { createHash, randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import type { PageText } from "./page-text";

/**
 * How the app's answers go out, in one place: what each may be kept for, and what entry.server
 * does to a rendered page before it is sent (docs/decisions/0030-the-document-pipeline.md).
 *
 * Contract:
 * - Caching: `cachePolicies` names every Cache-Control policy the site uses; a route's `headers`
 *   is `cacheHeaders(policy, args)`; `cacheControlForStatus` lets an error status override the
 *   route's policy, and `privateUnlessOriginFixed` keeps shared caches off a page whose links
 *   came from the request.
 * - Reading React's stream: `textSink` collects what `renderToPipeableStream` pipes into it and
 *   hands the decoded text on once React ends; `withoutStrayNulBytes` mends what React 18.3 gets
 *   wrong in it.
 * - The inline scripts: `renderNonce()` gives each render a fresh nonce to hand React and Remix;
 *   `inlineScriptHashes(html, nonce)` lists the CSP hashes of exactly the scripts carrying it;
 *   `withoutNonce(html, nonce)` removes the attribute again; `scriptsInsideBody(html)` moves what
 *   Remix writes after `</html>` to the end of `<body>`. None of them changes the DOM a browser
 *   builds from the page, so hydration sees what it would have seen anyway.
 * - The module preloads: `modulePreloadsAtLowPriority(html)` asks for the modules Remix's
 *   `<Scripts>` preloads at low priority, after the page's own picture
 *   (docs/decisions/0061-modules-after-the-picture.md).
 * - The policy: `contentSecurityPolicy` builds the page's Content-Security-Policy.
 * - Static HTML sent once (docs/decisions/0048-text-sent-once.md; the browser's side is
 *   `<StaticHtml>`): server/index.js gives a document request `documentLoadContext`, a loader
 *   hands its HTML to `pageText`, and entry.server renders it into the page and not the data;
 *   `elementMarkup` draws such HTML.
 *
 * Server-only: a route reads it from its `headers` and its loader, which never reach the browser.
 */

// Caching.

/**
 * Every Cache-Control policy the site uses, by name. Pages are cheap to render but a shared
 * cache in front of several `npm start` processes can answer most reads without reaching any of
 * them: browsers keep a page briefly (max-age), shared caches longer (s-maxage), and either may
 * serve a slightly old copy while fetching a new one (stale-while-revalidate).
 */
export const cachePolicies = {
  /** Static content pages: they change only on deploy. */
  page: "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
  /**
   * Pages that show posts, and the sitemap, robots and feed (so a post that falls due reaches
   * feed readers and crawlers when it reaches the lists): an edit in the database reaches every
   * reader within a minute, however long nobody asked. The data cache behind them answers at
   * most 25 s old (fresh 15 s, then stale 10 s while it refreshes); a shared cache keeps the
   * page 15 s, then serves it 10 s more while one request refreshes it. Past those windows the
   * next reader waits for a fresh page, so nothing reaches a reader more than 50 s old through
   * nginx, and a browser's own copy 10 s after that. Stale copies are kept longer only for when
   * the backend fails (docs/decisions/0043-a-server-the-project-owns.md).
   */
  blog: "public, max-age=10, s-maxage=15, stale-while-revalidate=10",
  /** Content-addressed files (social cards): their URL changes whenever their bytes do. */
  immutable: "public, max-age=31536000, immutable",
  /** Not found: cached briefly so a fixed link recovers quickly. */
  notFound: "public, max-age=60, s-maxage=60",
  /** Server and backend errors, health checks: never cached. */
  noStore: "no-store",
  /** One person's page (the author's draft preview): kept by no cache, shared or her own. */
  authorOnly: "private, no-store",
} as const;

export type CachePolicy = keyof typeof cachePolicies;

/**
 * A route's `headers` for a named policy: `export const headers: HeadersFunction = (args) =>
 * cacheHeaders("blog", args)`. A loader may override it (a backend failure answers `no-store`),
 * and an error's own headers win over both. Routes wrap it in a function rather than export
 * `cacheHeaders("blog")`'s result, because a call at a module's top level stays in the browser's
 * JavaScript even after Remix drops the `headers` export there.
 */
export function cacheHeaders(
  policy: CachePolicy,
  { loaderHeaders, errorHeaders }: Pick<HeadersArgs, "loaderHeaders" | "errorHeaders">,
): HeadersInit {
  return {
    "Cache-Control":
      errorHeaders?.get("Cache-Control") ??
      loaderHeaders.get("Cache-Control") ??
      cachePolicies[policy],
  };
}

/**
 * Error statuses override whatever the route asked for, so an error is never cached as if it
 * were the page; a route's `no-store` stands whatever the status (a preview's 404 is one
 * person's page: docs/decisions/0052-draft-preview-for-the-signed-in-author.md).
 */
export function cacheControlForStatus(status: number, routeValue: string | null): string {
  if (routeValue?.includes("no-store")) return routeValue;
  if (status >= 500) return cachePolicies.noStore;
  if (status === 404 || status === 410) return cachePolicies.notFound;
  if (status >= 400) return cachePolicies.noStore;
  return routeValue ?? cachePolicies.page;
}

/**
 * Without a configured origin a page's links come from the request's Host header, so only the
 * reader's own browser may keep it: `public` becomes `private` and shared-cache lifetimes go.
 */
export function privateUnlessOriginFixed(value: string, originFixed: boolean): string {
  if (originFixed || !value.includes("public")) return value;
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => !part.startsWith("s-maxage"))
    .map((part) => (part === "public" ? "private" : part))
    .join(", ");
}

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

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * The page with each `<link rel="modulepreload">` that Remix's `<Scripts>` writes marked
 * `fetchpriority="low"` (`<Scripts>` takes no prop for it). On a slow phone link the twenty or so
 * modules otherwise share the line with the picture that is the page's largest paint, and the
 * page reads and works as HTML before they arrive; measured in decision 61. The module scripts
 * that import them are untouched, so hydration still starts as soon as they are in.
 * React's development build would warn of an attribute it did not render, so entry.server
 * applies this to production pages only.
 */
export function modulePreloadsAtLowPriority(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
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

// Static HTML sent once.

/**
 * A document request gets a `pageText` map in its load context and a `.data` request none: a
 * document's loaders leave their HTML there for entry.server's render, a client-side navigation
 * gets it in the data. Without a map (a loader called by a test) the HTML is in the data, which
 * is always correct.
 */
export function pageText(context: AppLoadContext | undefined, key: string, html: string): PageText {
  const documentText = context?.pageText;
  if (!documentText) return { key, html };
  documentText.set(key, html);
  return { key };
}

/** Whether a request to server/index.js is for a document, whose static HTML is sent once. */
export function documentLoadContext(pathname: string): AppLoadContext {
  return pathname.endsWith(".data") ? {} : { pageText: new Map() };
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** A document request's static HTML, by key, for entry.server's render. */
    pageText?: Map<string, string>;
  }
}

/** One element drawn as HTML, each time it is asked for (a post's body, a recipe's method). */
export function elementMarkup(element: ReactElement): string {
  // Drawn outside the app's router, so `<Link>`s inside need one of their own; they come out
  // as the plain anchors they are without JavaScript.
  return renderToStaticMarkup(createElement(StaticRouter, { location: "/" }, element));
}
