import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { renderToPipeableStream } from "react-dom/server";
import { serverEnv } from "~/lib/env.server";
import {
  cacheControlForStatus,
  contentSecurityPolicy,
  inlineScriptHashes,
  modulePreloadsAtLowPriority,
  privateUnlessOriginFixed,
  renderNonce,
  scriptsInsideBody,
  textSink,
  withoutNonce,
  withoutStrayNulBytes,
} from "~/lib/response.server";
import { NonceProvider } from "~/hooks/use-nonce";
import { PageTextProvider } from "~/components/content/StaticHtml";
import { SiteStylesProvider, type PageStyles } from "~/components/layout/SiteStyles";
import fontsCss from "~/styles/fonts.css?inline";
import siteCss from "~/styles/tailwind.css?inline";
import siteStylesheet from "~/styles/tailwind.css?url";

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

// What server/index.js asks of the app besides its pages: starting and stopping, and the one
// spelling of every address (docs/decisions/0043-a-server-the-project-owns.md).
export { startApp, stopApp } from "~/lib/server/start.server";
export { judgeAddress } from "~/lib/addresses";
export { documentLoadContext } from "~/lib/response.server";

function cacheControl(status: number, headers: Headers): string {
  return privateUnlessOriginFixed(
    cacheControlForStatus(status, headers.get("Cache-Control")),
    serverEnv().siteUrl !== undefined,
  );
}

/** Client-side navigations fetch `.data`; they follow the same caching rules as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set("Cache-Control", cacheControl(response.status, response.headers));
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Marks the inline scripts this render writes itself; only those are hashed into the policy,
  // so a script that reached the page any other way (past the post-body sanitiser) is refused.
  const nonce = renderNonce();
  const env = serverEnv();
  // The rules this page uses in its head, named in the policy by their hash
  // (documentStyles, below).
  const styles = documentStyles(remixContext, responseStatusCode, env.criticalStylesFile);
  const { html, failed } = await renderDocument(request, remixContext, nonce, loadContext, styles);
  if (failed) responseStatusCode = 500;

  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(html, nonce),
      styleHashes: [styles.hash],
      isDevelopment: env.mode === "development",
      imageOrigins: env.blog.source === "supabase" ? [new URL(env.blog.url).origin] : [],
      editor: new URL(request.url).pathname.startsWith("/keystatic"),
    }),
  );
  responseHeaders.set("Cache-Control", cacheControl(responseStatusCode, responseHeaders));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The nonce has done its work once the hashes are known: the page is sent without it, the
  // same bytes for every reader, so a shared cache may keep it. The server compresses it.
  // As bytes: a string body is checked for lone surrogates and encoded again by undici, about a
  // millisecond of a long page's render (docs/decisions/0050-a-one-second-page-cache.md).
  const page = env.mode === "development" ? html : modulePreloadsAtLowPriority(html);
  const body = Buffer.from(withoutNonce(page, nonce), "utf8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Renders the whole document before answering: the CSP needs the hashes of its inline scripts,
 * and a page renders in a few milliseconds, so streaming would gain little.
 */
function renderDocument(
  request: Request,
  remixContext: EntryContext,
  nonce: string,
  loadContext: AppLoadContext,
  styles: DocumentStyles,
): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    let shellRendered = false;
    // Set before rendering, so the callbacks below can always clear it.
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), ABORT_DELAY + 1_000);
    const sink = textSink((text) =>
      resolve({ html: scriptsInsideBody(withoutStrayNulBytes(text)), failed }),
    );
    const { pipe, abort } = renderToPipeableStream(
      // The root hands the nonce to <Scripts> and <ScrollRestoration>; RemixServer to its
      // streaming scripts, and React to any script of its own.
      // The loaders' static HTML, kept out of the hydration data (app/lib/response.server.ts).
      <NonceProvider value={nonce}>
        <SiteStylesProvider value={styles}>
          <PageTextProvider value={loadContext.pageText}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </PageTextProvider>
        </SiteStylesProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timer);
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          // A failed shell rejects, and Remix reports that itself; only log later failures here.
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}

/**
 * Which of the site's styles a document carries in its head, chosen here, where the document
 * is written
 * (docs/decisions/0056-each-page-carries-the-rules-it-uses.md).
 *
 * Contract:
 * - The build (`scripts/critical-css.mjs`) renders every page the sitemap names with the
 *   production server, and writes `<build>/critical-css.json`: for each route, the rules of the
 *   site's stylesheet that its pages use, with the hash of the stylesheet it read them from.
 * - A page of such a route, answered 200 with no error, carries its route's rules in its head
 *   and links the whole stylesheet (a hashed, immutable file) at the end of its body: the first
 *   paint waits for nothing but the document, and every later page has the file in its cache.
 * - Everything else (an error page, a route the build did not see, development, a file missing
 *   or written from another stylesheet) carries the whole stylesheet in its head and links
 *   nothing, as every page did before.
 * - Either way the head carries the web fonts (app/styles/fonts.css) first, and only the head
 *   declares them: declared again by a sheet arriving after the first paint, the fonts would be
 *   loaded anew and could redraw the page's text.
 * - `hash` is the CSP source for the `<style>` this document carries.
 */
interface DocumentStyles extends PageStyles {
  hash: string;
}

interface CriticalStylesFile {
  version: 1;
  /** SHA-256 (base64) of the stylesheet the rules were read from. */
  sheet: string;
  /** Route id → the rules its pages use. */
  routes: Record<string, string>;
}

const SITE_HASH = sha256(siteCss);
const WHOLE = withFonts(siteCss);

let byRoute: Map<string, DocumentStyles> | undefined;

/** The styles for the document `context` renders with `status`. */
function documentStyles(
  context: EntryContext,
  status: number,
  file: string | undefined,
): DocumentStyles {
  const { matches, errors } = context.staticHandlerContext;
  if (status !== 200 || errors || !file) return WHOLE;
  byRoute ??= readCriticalStyles(file);
  return byRoute.get(matches.at(-1)?.route.id ?? "") ?? WHOLE;
}

function readCriticalStyles(file: string): Map<string, DocumentStyles> {
  let parsed: CriticalStylesFile;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8")) as CriticalStylesFile;
  } catch (error) {
    console.error(`Every page carries the whole stylesheet: ${file} could not be read`, error);
    return new Map();
  }
  if (parsed.version !== 1 || parsed.sheet !== SITE_HASH) {
    console.error(`Every page carries the whole stylesheet: ${file} is from another build`);
    return new Map();
  }
  return new Map(
    Object.entries(parsed.routes).map(([route, css]) => [route, withFonts(css, siteStylesheet)]),
  );
}

function withFonts(rules: string, stylesheet?: string): DocumentStyles {
  const css = fontsCss + rules;
  return { css, stylesheet, hash: `'sha256-${sha256(css)}'` };
}

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}
