import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { cacheControlForStatus, privateUnlessOriginFixed } from "~/lib/cache-control";
import { pageBody } from "~/lib/document/compression.server";
import { serverEnv } from "~/lib/env.server";
import {
  inlineScriptHashes,
  renderNonce,
  scriptsInsideBody,
  withoutNonce,
} from "~/lib/document/inline-scripts.server";
import { NonceProvider } from "~/lib/document/nonce-provider";
import { serveSiteStyles } from "~/lib/document/site-styles";
import siteCss from "~/styles/tailwind.css?inline";
import { cachedDocument, documentKey, keepDocument } from "~/lib/document/render-cache.server";
import { contentSecurityPolicy } from "~/lib/document/security-headers.server";
import { textSink, withoutStrayNulBytes } from "~/lib/document/react-stream.server";
import { startServer } from "~/lib/server/start.server";

// Every page carries the stylesheet in its head (app/lib/document/site-styles.tsx).
serveSiteStyles(siteCss);

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

// The server's one start-up step: configuration, the HTTP guard, the data layer's warm-up.
startServer();

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
  _loadContext: AppLoadContext,
) {
  // In development every edit must show, so only production keeps rendered pages.
  const key =
    serverEnv().mode === "production"
      ? documentKey(request, responseStatusCode, remixContext, responseHeaders)
      : undefined;
  let document = cachedDocument(key);
  if (!document) {
    // Marks the inline scripts this render writes itself; only those are hashed into the policy,
    // so a script that reached the page any other way (past the post-body sanitiser) is refused.
    const nonce = renderNonce();
    const { html, failed } = await renderDocument(request, remixContext, nonce);
    // The nonce has done its work once the hashes are known; the page is kept and sent without it.
    document = { html: withoutNonce(html, nonce), scriptHashes: inlineScriptHashes(html, nonce) };
    if (failed) responseStatusCode = 500;
    else keepDocument(key, document);
  }

  const env = serverEnv();
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      scriptHashes: document.scriptHashes,
      isDevelopment: env.mode === "development",
      imageOrigins: env.blog.source === "supabase" ? [new URL(env.blog.url).origin] : [],
      editor: new URL(request.url).pathname.startsWith("/keystatic"),
    }),
  );
  responseHeaders.set("Cache-Control", cacheControl(responseStatusCode, responseHeaders));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page kept by the render cache is compressed once per encoding (compression.server.ts).
  const body = await pageBody(document.html, {
    version: responseStatusCode === 200 ? key : undefined,
    acceptEncoding: request.headers.get("Accept-Encoding"),
    headers: responseHeaders,
  });
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
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
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
