import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { cacheControlForStatus } from "~/lib/cache-control";
import { NonceProvider } from "~/lib/nonce";
import { warmUpBlog } from "~/lib/blog/posts.server";
import { securityHeaders, supabaseImageOrigins } from "~/lib/security-headers.server";

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

warmUpBlog();

/** Client-side navigations fetch `.data`; they follow the same caching rules as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  response.headers.set(
    "Cache-Control",
    cacheControlForStatus(response.status, response.headers.get("Cache-Control")),
  );
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const headers = securityHeaders({
    nonce,
    isDevelopment: process.env.NODE_ENV === "development",
    siteUrl: process.env.SITE_URL,
    imageOrigins: supabaseImageOrigins(process.env.SUPABASE_URL),
  });
  for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
  responseHeaders.set(
    "Cache-Control",
    cacheControlForStatus(responseStatusCode, responseHeaders.get("Cache-Control")),
  );

  // Crawlers get the whole document at once; people get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          responseHeaders.set("Cache-Control", cacheControlForStatus(500, null));
          // Errors after the shell are already reported by Remix; only log render failures here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
}
