import http from "node:http";
import type { Duplex } from "node:stream";
import { judgeAddress } from "~/lib/canonical-url";
import { refuseRouteDiscovery, ROUTE_DISCOVERY_PATH } from "~/lib/route-discovery";
import { securityHeaders } from "~/lib/document/security-headers.server";
import { currentPhase } from "./lifecycle.server";
import { stopListening } from "./stop-listening.server";

/**
 * The one place the site reaches under remix-serve, which owns the HTTP server
 * (docs/decisions/0011-http-guard.md).
 *
 * COUPLING: this relies on remix-serve (2.17) importing the build, whose start-up step installs
 * the guard, before it calls `app.listen`. Should a remix-serve upgrade create its server first,
 * the guard would never see it: start-up then logs an error and `/healthz` says
 * `503 unguarded` instead of becoming ready, so no load balancer sends readers to a server
 * without these protections (`test/e2e/server-start.spec.ts` checks both sides).
 *
 * `installHttpGuard` wraps the request handler of the next server created, and only that one,
 * so that:
 *
 * - every response, static files included, carries the base security headers;
 * - a client's mistake is a plain 400 or 405 with one log line, never a framework error with a
 *   stack: a malformed Host or X-Forwarded-Host, an undecodable path, a method other than GET
 *   or HEAD; a legacy `?_data=` is a quiet 404;
 * - an address not spelt the one canonical way is a `301` to that spelling (or a `404`) before
 *   anything is rendered or compressed (canonical-url.ts); a canonical address followed only by
 *   tracking parameters is handed on as the canonical address itself;
 * - Remix's route discovery is refused (`400`) unless it is what the site's pages ask for
 *   (route-discovery.ts), since Remix's own answer costs CPU in proportion to its query;
 * - with SITE_URL set, X-Forwarded-Host is dropped, since the origin never comes from it;
 * - the server's `close()` (remix-serve calls it on SIGTERM) becomes a graceful drain: the
 *   caller's `onClose` decides when the listening socket really closes.
 */

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** A Host header Express can turn into a URL: a name or an address, and a port in range. */
export function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  return Boolean(match) && (match![1] === undefined || Number(match![1]) <= 65_535);
}

type Verdict =
  | { status: 400 | 404 | 405; body: string; log?: string; html?: true }
  | { status: 301; body: string; location: string; log?: undefined }
  | { rewrite: string }
  | undefined;

/**
 * The guard's own 404, for a spelling no page has (a dot segment, a backslash, an encoded slash,
 * a character outside the plain set): the 404 screen's words, without the app, which would read
 * such a path as another one. A reader who meets it has the way home; the look is the nginx
 * outage page's (deploy/nginx/site.conf), which needs nothing from the build.
 */
const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found | Menopause &amp; Me</title>
<style>body{font:1.125rem/1.6 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.25rem;color:#2b2230;background:#fdf8f4}h1{font-family:Georgia,serif;font-weight:600}a{color:#7a2f55}</style>
</head>
<body><main><h1>Oops! Page not found</h1>
<p>The page you were looking for has moved or never existed.</p>
<p><a href="/">Back to the home page</a></p></main></body></html>
`;

/**
 * What the guard answers instead of the app; `{ rewrite }` to let the request through as that
 * target; undefined to let it through as it is.
 */
export function judgeRequest(
  request: Pick<http.IncomingMessage, "method" | "url" | "headers">,
  { trustForwardedHost }: { trustForwardedHost: boolean },
): Verdict {
  const where = `${request.method} ${(request.url ?? "").slice(0, 200)}`;
  const host = request.headers.host;
  if (!host || !isValidHost(host)) {
    return {
      status: 400,
      body: "Bad Request: the Host header is missing or malformed.\n",
      log: where,
    };
  }
  const forwarded = request.headers["x-forwarded-host"];
  if (trustForwardedHost && forwarded !== undefined) {
    const first = String(forwarded).split(",")[0]!.trim();
    if (!isValidHost(first)) {
      return {
        status: 400,
        body: "Bad Request: the X-Forwarded-Host header is malformed.\n",
        log: where,
      };
    }
  }
  try {
    decodeURIComponent((request.url ?? "/").split("?")[0]!);
  } catch {
    return { status: 400, body: "Bad Request: the address is not valid.\n", log: where };
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return {
      status: 405,
      body: "Method Not Allowed: this site only serves pages to read (GET and HEAD).\n",
      log: where,
    };
  }
  // Remix v1's data requests; this app uses single fetch (`.data` URLs) instead.
  if (/[?&]_data(?:=|&|$)/.test(request.url ?? "")) {
    return { status: 404, body: "Not Found\n" };
  }
  const target = request.url ?? "/";
  const queryStart = target.indexOf("?");
  if ((queryStart === -1 ? target : target.slice(0, queryStart)) === ROUTE_DISCOVERY_PATH) {
    const refused = refuseRouteDiscovery(queryStart === -1 ? "" : target.slice(queryStart + 1));
    if (!refused) return undefined;
    return {
      status: 400,
      body: "Bad Request: not a route discovery request this site's pages make.\n",
      log: `${where} (route discovery: ${refused})`,
    };
  }
  const address = judgeAddress(target);
  if (address.kind === "tracked") return { rewrite: address.canonical };
  if (address.kind === "not-found") {
    return /\.data(?:\?|$)/i.test(target)
      ? { status: 404, body: "Not Found\n" }
      : { status: 404, body: NOT_FOUND_PAGE, html: true };
  }
  if (address.kind === "redirect") {
    return {
      status: 301,
      body: `Moved Permanently: ${address.location}\n`,
      location: address.location,
    };
  }
  return undefined;
}

export interface GuardOptions {
  siteUrl: string | undefined;
  isDevelopment: boolean;
  /** Called instead of the server's own close(); call `close` to stop accepting connections. */
  onClose: (close: () => void) => void;
}

const installed = globalThis as typeof globalThis & {
  __httpGuard?: true;
  __httpGuardServing?: true;
};

/** Whether the guard is in front of the HTTP server: remix-serve created it after installing. */
export function httpGuardInPlace(): boolean {
  return installed.__httpGuardServing === true;
}

export function installHttpGuard(options: GuardOptions): void {
  if (installed.__httpGuard) return;
  installed.__httpGuard = true;
  const baseHeaders = Object.entries(
    securityHeaders({ siteUrl: options.siteUrl, isDevelopment: options.isDevelopment }),
  );
  const createServer = http.createServer;

  const guarded = ((...args: unknown[]) => {
    http.createServer = createServer;
    installed.__httpGuardServing = true;
    const handler = args.find((arg) => typeof arg === "function") as http.RequestListener;
    const server = createServer((request, response) => {
      for (const [name, value] of baseHeaders) response.setHeader(name, value);
      if (currentPhase() === "draining") response.setHeader("Connection", "close");
      if (options.siteUrl) delete request.headers["x-forwarded-host"];
      const verdict = judgeRequest(request, { trustForwardedHost: !options.siteUrl });
      if (!verdict) return handler(request, response);
      if ("rewrite" in verdict) {
        request.url = verdict.rewrite;
        return handler(request, response);
      }
      if (verdict.log) console.warn(`[http] ${verdict.status} ${verdict.log}`);
      response.writeHead(verdict.status, {
        "Content-Type": `${"html" in verdict ? "text/html" : "text/plain"}; charset=utf-8`,
        "Cache-Control": "no-store",
        ...(verdict.status === 405 ? { Allow: "GET, HEAD" } : {}),
        ...("location" in verdict ? { Location: verdict.location } : {}),
      });
      response.end(request.method === "HEAD" ? undefined : verdict.body);
    });
    server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) =>
      answerUnparsable(error, socket, baseHeaders),
    );
    server.close = ((callback?: (error?: Error) => void) => {
      options.onClose(() => stopListening(server, callback));
      return server;
    }) as typeof server.close;
    return server;
  }) as typeof http.createServer;
  http.createServer = guarded;
}

/**
 * A request Node cannot parse (headers over its limit, a malformed request line) never reaches
 * the handler: Node answers it itself, by default with no headers at all. This is that answer
 * with the base security headers, like every other response.
 */
function answerUnparsable(
  error: NodeJS.ErrnoException,
  socket: Duplex,
  baseHeaders: [string, string][],
): void {
  if (!socket.writable || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? 431
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? 408
        : 400;
  const body = `${http.STATUS_CODES[status]}\n`;
  const headers = [
    ...baseHeaders,
    ["Content-Type", "text/plain; charset=utf-8"],
    ["Content-Length", String(Buffer.byteLength(body))],
    ["Cache-Control", "no-store"],
    ["Connection", "close"],
  ];
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers
      .map(([name, value]) => `${name}: ${value}`)
      .join("\r\n")}\r\n\r\n${body}`,
  );
}
