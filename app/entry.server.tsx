import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { serverEnv } from "~/lib/env.server";
import {
  cacheControlForStatus,
  contentSecurityPolicy,
  inlineScriptHashes,
  privateUnlessOriginFixed,
  renderNonce,
  scriptsInsideBody,
  textSink,
  withoutNonce,
  withoutStrayNulBytes,
} from "~/lib/response.server";
import { NonceProvider } from "~/hooks/use-nonce";
import { PageTextProvider } from "~/components/content/StaticHtml";
import { SiteStylesProvider } from "~/components/layout/SiteStyles";
import { documentStyles, type DocumentStyles } from "~/lib/critical-styles.server";

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
  // (app/lib/critical-styles.server.ts).
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
  const body = Buffer.from(withoutNonce(html, nonce), "utf8");
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
