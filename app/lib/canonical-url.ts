import { DATA_REQUEST_PARAMETERS, queryParametersRead } from "~/lib/query-parameters";
import { canonicalSearchQuery } from "~/lib/search/query";

/**
 * Every address the site answers has one spelling, and only that spelling is answered with
 * content (docs/decisions/0025-one-spelling-per-address.md).
 *
 * Contract: `judgeAddress(target, routeIds)` takes a request's target exactly as it came on the
 * request line (path and query, still percent-encoded) and the build's route ids, and says what
 * the server does with it:
 * - `canonical`: serve it. The target is byte for byte the canonical spelling, so a shared cache
 *   keyed on the raw target (nginx's `$request_uri`) keeps one entry per page.
 * - `tracked`: the canonical target `canonical` followed by nothing but tracking parameters
 *   (`withoutTrackingSuffix`): serve `canonical`'s page as if it had been asked for, in one response.
 *   nginx strips the same suffix before its cache key and the app, so behind it the app sees
 *   the canonical target itself (deploy/nginx/shared-cache.conf).
 * - `redirect`: a 301 to `location`, the canonical spelling of the same page (case, percent-
 *   encoded letters, doubled or trailing slashes, dot segments and backslashes, whitespace or
 *   empty parameter values, repeated or unknown parameters, parameters out of order, `page=1`).
 *   `location` is always a path on this site built from its canonical form: it starts with one
 *   `/` followed by a plain path character, never `//` or `/\`. Never stored by a shared cache.
 * - `not-found`: a 404, for anything that cannot be made canonical (a character outside the
 *   plain set once decoded, an encoded slash, a dot segment that climbs out, a raw `#`), a `.data`
 *   request for a file or naming routes the build does not have.
 * Left alone once their path is plain: files under `/build/` (hashed names are case-sensitive),
 * `/healthz`, Remix's route discovery (`/__manifest`, bounded by the server) and the editor's own
 * routes (`/keystatic`, `/api/keystatic/…`), whose queries and methods belong to Keystatic.
 * What the page makes of a canonical target (an unknown topic, page 999) stays the page's call.
 */

export type AddressVerdict =
  | { kind: "canonical" }
  | { kind: "tracked"; canonical: string }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

const UNTOUCHED = /^\/(?:build\/|healthz$|__manifest$|keystatic(?:\/|$)|api\/keystatic\/)/;

/**
 * Addresses that are files, not pages: they have no `.data`, and a `.data` spelling of one
 * (`/social/page/home.png.data`) must not reach their loaders by another door.
 */
const RESOURCES = /^\/(?:social\/|feed\.xml$|feed\.xsl$|sitemap\.xml$|robots\.txt$|healthz$)/;

/** Remix's client navigations ask for `/<path>.data`, and `/_root.data` for the home page. */
const DATA_SUFFIX = ".data";

/**
 * Parameters that campaigns and platforms add to a shared link (`utm_*`, Facebook's `fbclid`,
 * Google's `gclid`, Mailchimp's `mc_cid`/`mc_eid`, `ref`). The site reads none of them, so a
 * canonical address followed only by these is the canonical page, served without a redirect.
 * KEEP IN STEP with the `$menopause_target` map in deploy/nginx/shared-cache.conf
 * (test/unit/nginx-config.test.ts checks the two strip the same suffixes).
 */
export const TRACKING_PARAMETER_NAMES = "utm_[a-z_]+|fbclid|gclid|mc_cid|mc_eid|ref";
const TRACKING_PARAMETER = new RegExp(`^(?:${TRACKING_PARAMETER_NAMES})(?:=[^&#]*)?$`);

/**
 * The target without the run of tracking parameters that ends its query, or null when its query
 * does not end in one: `/about?fbclid=x` is `/about`, `/blog?category=sleep&utm_source=y` is
 * `/blog?category=sleep`, and `/blog?utm_source=y&category=sleep` is null (the redirect's to
 * tidy). One pass over the parameters, however many there are.
 */
export function withoutTrackingSuffix(target: string): string | null {
  const queryStart = target.indexOf("?");
  if (queryStart === -1) return null;
  const parts = target.slice(queryStart + 1).split("&");
  let kept = parts.length;
  while (kept > 0 && TRACKING_PARAMETER.test(parts[kept - 1]!)) kept--;
  if (kept === parts.length) return null;
  const path = target.slice(0, queryStart);
  return kept === 0 ? path : `${path}?${parts.slice(0, kept).join("&")}`;
}

/** A parameter's canonical value, or null to leave the parameter out. */
type Canonicaliser = (value: string, routeIds: readonly string[]) => string | null | "not-found";

const trimmed: Canonicaliser = (value) => value.trim() || null;

const CANONICAL_VALUE: Record<string, Canonicaliser> = {
  // Topic slugs are lower-case words and hyphens.
  category: (value) => value.trim().toLowerCase() || null,
  // Page 1 is the list's own address; leading zeros name the same page. Anything else that is
  // not a page number is left for the blog to answer with its 404.
  page: (value) => {
    const page = value.trim();
    if (!/^0*[1-9][0-9]*$/.test(page)) return page || null;
    const number = page.replace(/^0+/, "");
    return number === "1" ? null : number;
  },
  // Search: spaces collapsed, at most 100 characters (the page reads no more).
  q: (value) => canonicalSearchQuery(value) || null,
  // The routes whose loaders a client navigation runs, as Remix writes them: the root, the
  // page's own route, or both, root first (every route is flat, so no page has more). A made-up
  // id would make each request a new cacheable answer; Remix runs only the loaders of routes the
  // address matches, so a real id of another page adds nothing but an empty answer.
  _routes: (value, routeIds) => {
    const ids = value.split(",");
    const valid =
      ids.length <= 2 &&
      ids.every((id) => routeIds.includes(id)) &&
      new Set(ids).size === ids.length &&
      (ids.length === 1 || ids[0] === "root");
    return valid ? value : "not-found";
  },
};

export function judgeAddress(target: string, routeIds: readonly string[]): AddressVerdict {
  // No browser sends a fragment; the URL parser would drop it and serve the page under a new key.
  if (target.includes("#")) return { kind: "not-found" };
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  if (UNTOUCHED.test(rawPath) && resolvedPath(rawPath) === rawPath) return { kind: "canonical" };
  const untracked = withoutTrackingSuffix(target);
  if (untracked !== null) {
    const verdict = judgeAddress(untracked, routeIds);
    return verdict.kind === "canonical" ? { kind: "tracked", canonical: untracked } : verdict;
  }

  const rawQuery = queryStart === -1 ? null : target.slice(queryStart + 1);

  const isData = rawPath.toLowerCase().endsWith(DATA_SUFFIX);
  const pagePath = isData ? dataPagePath(rawPath) : rawPath;
  const path = canonicalForm(pagePath);
  if (path === null) return { kind: "not-found" };
  if (isData && RESOURCES.test(path)) return { kind: "not-found" };
  const readable = [
    ...queryParametersRead(path),
    ...(isData ? DATA_REQUEST_PARAMETERS : []),
  ] as const;

  const given = new URLSearchParams(rawQuery ?? "");
  const canonicalQuery = new URLSearchParams();
  for (const name of readable) {
    const first = given.get(name);
    if (first === null) continue;
    const value = (CANONICAL_VALUE[name] ?? trimmed)(first, routeIds);
    if (value === "not-found") return { kind: "not-found" };
    if (value !== null) canonicalQuery.set(name, value);
  }

  const query = canonicalQuery.toString();
  const canonical =
    (isData ? (path === "/" ? "/_root" : path) + DATA_SUFFIX : path) + (query ? `?${query}` : "");
  return canonical === target ? { kind: "canonical" } : { kind: "redirect", location: canonical };
}

/** The page a `.data` request is for: `/about///.data` is `/about///`, `/_root.data` is `/`. */
function dataPagePath(rawPath: string): string {
  const page = rawPath.slice(0, -DATA_SUFFIX.length);
  return page.toLowerCase() === "/_root" ? "/" : page || "/";
}

/**
 * The path as the server will read it: a URL parser resolves dot segments (`/x/../about`,
 * `/x/%2e%2e/about`, `/about/.`), reads a backslash as a slash and drops tabs and newlines.
 * Concatenated with an origin, never resolved against a base, so `//host/x` stays a path here.
 */
function resolvedPath(pathname: string): string | null {
  try {
    return new URL(`http://site.invalid${pathname}`).pathname;
  } catch {
    return null;
  }
}

/**
 * A page's one address. Routes match case-insensitively, with or without a trailing slash and
 * with percent-encoded letters (`/ABOUT`, `/about/`, `/%61bout`), but every route's path and
 * every slug is lower-case words and hyphens, so each of those names exactly one page: its
 * canonical path is the decoded, lower-cased path without trailing or doubled slashes. Doubled
 * slashes collapse, so the result never begins `//`, which a browser reads as another host.
 *
 * Null, for a 404, when no plain path comes out: a path the server would read as another one
 * (dot segments, `%2e` segments, backslashes: they name no page of their own, and would
 * otherwise be the real page under a new cache key), an encoded slash or backslash, or a
 * character outside the plain set once decoded.
 */
const PLAIN_PATH = /^\/[a-z0-9\-._~/]*$/;
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;

export function canonicalForm(pathname: string): string | null {
  if (!pathname.startsWith("/") || /%2f|%5c/i.test(pathname)) return null;
  if (resolvedPath(pathname) !== pathname) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1");
  return PLAIN_PATH.test(candidate) && !DOT_SEGMENT.test(candidate) ? candidate : null;
}

/** The canonical path for a page's head: its canonical form, or the path as it is. */
export function canonicalPath(pathname: string): string {
  return canonicalForm(pathname) ?? pathname;
}
