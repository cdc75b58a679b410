import { DATA_REQUEST_PARAMETERS, queryParametersRead } from "~/lib/query-parameters";
import { ROUTE_IDS } from "~/lib/route-ids";
import { canonicalSearchQuery } from "~/lib/search/query";

/**
 * Every address the site answers has one spelling, and only that spelling is answered with
 * content (docs/decisions/0025-one-spelling-per-address.md).
 *
 * Contract: `judgeAddress(target)` takes a request's target exactly as it came on the request
 * line (path and query, still percent-encoded) and says what the server does with it:
 * - `canonical`: serve it. The target is byte for byte the canonical spelling, so a shared cache
 *   keyed on the raw target (nginx's `$request_uri`) keeps one entry per page.
 * - `redirect`: a 301 to `location`, the canonical spelling of the same page (case, percent-
 *   encoded letters, doubled or trailing slashes, whitespace or empty parameter values, repeated
 *   or unknown parameters, parameters out of order, `page=1`). Never stored by a shared cache.
 * - `not-found`: a 404 (a `.data` request naming routes that do not exist, or for a file).
 * Left alone: files under `/build/` (their hashed names are case-sensitive), `/__manifest`
 * (Remix's route discovery, checked by Remix itself and never cached by nginx) and `/healthz`.
 * What the page makes of a canonical target (an unknown topic, page 999) stays the page's call.
 */

export type AddressVerdict =
  { kind: "canonical" } | { kind: "redirect"; location: string } | { kind: "not-found" };

const UNTOUCHED = /^\/(?:build\/|__manifest$|healthz$)/;

/**
 * Addresses that are files, not pages: they have no `.data`, and a `.data` spelling of one
 * (`/social/page/home.png.data`) must not reach their loaders by another door.
 */
const RESOURCES = /^\/(?:social\/|feed\.xml$|feed\.xsl$|sitemap\.xml$|robots\.txt$|healthz$)/;

/** Remix's client navigations ask for `/<path>.data`, and `/_root.data` for the home page. */
const DATA_SUFFIX = ".data";

/** A parameter's canonical value, or null to leave the parameter out. */
type Canonicaliser = (value: string) => string | null | "not-found";

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
  // The routes whose loaders a client navigation runs: the root, then the page's own route, as
  // Remix writes them. Made-up ids would each be a new cacheable answer.
  _routes: (value) => {
    const ids = value.split(",");
    const valid =
      ids.length <= 2 &&
      ids.every((id) => ROUTE_IDS.includes(id)) &&
      new Set(ids).size === ids.length &&
      (ids.length === 1 || ids[0] === "root");
    return valid ? value : "not-found";
  },
};

export function judgeAddress(target: string): AddressVerdict {
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? null : target.slice(queryStart + 1);
  if (UNTOUCHED.test(rawPath)) return { kind: "canonical" };

  const isData = rawPath.toLowerCase().endsWith(DATA_SUFFIX);
  const pagePath = isData ? dataPagePath(rawPath) : rawPath;
  const path = canonicalPath(pagePath);
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
    const value = (CANONICAL_VALUE[name] ?? trimmed)(first);
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
 * A page's one address. Routes match case-insensitively, with or without a trailing slash and
 * with percent-encoded letters (`/ABOUT`, `/about/`, `/%61bout`), but every route's path and
 * every slug is lower-case words and hyphens, so each of those names exactly one page: its
 * canonical path is the decoded, lower-cased path without trailing or doubled slashes. Only
 * paths that come out as plain URL characters are rewritten; anything else, an encoded slash or
 * a `..` segment included, is left alone (it names no page and gets the 404).
 */
const PLAIN_PATH = /^\/[a-z0-9\-._~/]*$/;
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;

export function canonicalPath(pathname: string): string {
  if (/%2f|%5c/i.test(pathname)) return pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
  // Doubled slashes collapse, so a redirect can never become `//host` (another site).
  const candidate = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1");
  return PLAIN_PATH.test(candidate) && !DOT_SEGMENT.test(candidate) ? candidate : pathname;
}
