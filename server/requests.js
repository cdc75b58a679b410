/**
 * What the server refuses or redirects before the app sees a request
 * (docs/decisions/0043-a-server-the-project-owns.md). Each is a plain answer with one log line,
 * never a framework error with a stack:
 *
 * - a Host header that is missing or malformed: 400 (the app builds its URL from it);
 * - a method other than GET or HEAD: 405, except on the editor's API, which writes;
 * - Remix's route discovery (`/__manifest?p=…&p=…`) beyond what any page of the site asks for:
 *   414. Remix matches every prefix of every path against every route, so one path of 1,000
 *   slashes costs a quarter of a second of CPU, and 3,000 characters of them most of a second,
 *   while the busiest page's own request is a few hundred paths' segments at most. Refused, the
 *   browser discovers a route when its link is clicked;
 * - an address not spelt the one canonical way: a 301 to that spelling, or a 404
 *   (app/lib/addresses.ts, reached through the build's entry module); a canonical address
 *   followed only by tracking parameters is served as the canonical one.
 */
import { readFileSync } from "node:fs";

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** A Host header that can be made into a URL: a name or an address, and a port in range. */
export function isValidHost(value) {
  const match = HOST.exec(value ?? "");
  return Boolean(match) && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/**
 * Route discovery's bounds: the whole target's length (Remix itself refuses past 7,680
 * characters), and one path's segments (the site's deepest address has three).
 */
export const DISCOVERY_LIMITS = { targetCharacters: 4_000, pathSegments: 8 };

/** Whether a route discovery request is beyond the bounds, from Express's parsed query. */
function discoveryTooLarge(request) {
  if (request.originalUrl.length > DISCOVERY_LIMITS.targetCharacters) return true;
  return [request.query.p ?? []]
    .flat()
    .some(
      (path) =>
        typeof path !== "string" || path.split("/").length > DISCOVERY_LIMITS.pathSegments + 1,
    );
}

/** Paths whose requests write (the author's editor); everything else is for reading. */
const WRITABLE = /^\/api\/keystatic\//;

/** The 404 for an address no page could have: the 404 screen's words, without the app. */
const NOT_FOUND_PAGE = readFileSync(new URL("./not-found.html", import.meta.url), "utf8");

/**
 * @param {import("express").Response} response
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function answer(response, status, body, headers = {}) {
  response
    .status(status)
    .set({
      "Content-Type": body.startsWith("<!doctype")
        ? "text/html; charset=utf-8"
        : "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    })
    .end(response.req.method === "HEAD" ? undefined : body);
}

/** @param {import("express").Request} request @param {number} status @param {string} why */
function log(request, status, why) {
  console.warn(`[http] ${status} ${request.method} ${request.originalUrl.slice(0, 200)} (${why})`);
}

/** @type {import("express").RequestHandler} */
export function refuseMalformed(request, response, next) {
  // The site's origin is SITE_URL or the Host header; a forwarded host is never read.
  delete request.headers["x-forwarded-host"];
  if (!isValidHost(request.headers.host)) {
    log(request, 400, "Host");
    return answer(response, 400, "Bad Request: the Host header is missing or malformed.\n");
  }
  if (request.method !== "GET" && request.method !== "HEAD" && !WRITABLE.test(request.path)) {
    log(request, 405, "method");
    return answer(
      response,
      405,
      "Method Not Allowed: this site only serves pages to read (GET and HEAD).\n",
      { Allow: "GET, HEAD" },
    );
  }
  if (request.path === "/__manifest" && discoveryTooLarge(request)) {
    log(request, 414, "route discovery");
    return answer(
      response,
      414,
      "URI Too Long: not a route discovery request this site's pages make.\n",
    );
  }
  next();
}

/**
 * @param {() => Promise<{ judgeAddress: (target: string, routeIds: readonly string[]) =>
 *   { kind: "canonical" } | { kind: "tracked", canonical: string } |
 *   { kind: "redirect", location: string } | { kind: "not-found" }, routeIds: string[] }>} app
 * @returns {import("express").RequestHandler}
 */
export function oneSpelling(app) {
  return async (request, response, next) => {
    const { judgeAddress, routeIds } = await app();
    const target = request.originalUrl;
    const verdict = judgeAddress(target, routeIds);
    switch (verdict.kind) {
      case "canonical":
        return next();
      case "tracked":
        request.url = verdict.canonical;
        request.originalUrl = verdict.canonical;
        return next();
      case "redirect":
        return answer(response, 301, `Moved Permanently: ${verdict.location}\n`, {
          Location: verdict.location,
        });
      case "not-found":
        return answer(
          response,
          404,
          /\.data(?:\?|$)/i.test(target) ? "Not Found\n" : NOT_FOUND_PAGE,
        );
    }
  };
}
