/**
 * The site's addresses, in one place: which pages there are and how each is spelt.
 *
 * - Every address has one spelling, and only that spelling is answered with content
 *   (`judgeAddress`, below; docs/decisions/0025-one-spelling-per-address.md).
 * - The query parameters the site reads, and on which paths (`QUERY_PARAMETERS_READ`); every
 *   other parameter is dropped by the redirect to the one spelling.
 * - The blog's addresses: a post's slug (`isValidSlug`), the list's query (`parseBlogListQuery`,
 *   `blogListHref`; docs/decisions/0013-blog-paging.md) and which paths are the blog's.
 * - Search's one parameter, `q`, and its one spelling (`canonicalSearchQuery`).
 * - Whether a link in prose is a page of this site (`isInternalHref`).
 *
 * Shared by the server, the loaders and the browser (the pager, the search box, the links in
 * prose), so nothing here reads the environment or the request.
 */

// The blog's addresses.

export const MAX_SLUG_LENGTH = 200;

/**
 * Slugs are lowercase words and hyphens, at most MAX_SLUG_LENGTH characters; anything else
 * cannot exist, so no query is made. Written so that JavaScript and Postgres (`~`, and
 * PostgREST's `match`) read it the same way, letting a query skip the rows the app would drop.
 */
export const SLUG_PATTERN = `^(?=.{1,${MAX_SLUG_LENGTH}}$)[a-z0-9]+(?:-[a-z0-9]+)*$`;
const SLUG = new RegExp(SLUG_PATTERN);

export function isValidSlug(value: string | null | undefined): value is string {
  // The length first, so an enormous value is never handed to the pattern.
  return typeof value === "string" && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

/**
 * The blog list's URL: `/blog`, `?category=<slug>`, `?page=<n>`, in either order. One canonical
 * form per view (category before page; page 1 has no `page`), so each view has one address to
 * bookmark, share and cache (docs/decisions/0013-blog-paging.md).
 */
export interface BlogListQuery {
  category: string | null;
  page: number;
}

export type ParsedBlogListQuery =
  | { kind: "view"; query: BlogListQuery }
  /** A view asked for in a non-canonical way (`page=1`): send the reader to its address. */
  | { kind: "redirect"; to: string }
  /** `page=abc`, `page=0`, `page=-1` and the like name no view. */
  | { kind: "not-found" };

/** The query parameters a blog list view is made of (every page's: `QUERY_PARAMETERS_READ`). */
export const BLOG_LIST_PARAMETERS = ["category", "page"] as const;

/** The largest page number worth parsing: 12 posts a page for a million posts. */
const MAX_PAGE = 100_000;

export function blogListHref({ category, page }: BlogListQuery): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

export function parseBlogListQuery(params: URLSearchParams): ParsedBlogListQuery {
  const category = params.get("category")?.trim() || null;
  const rawPage = params.get("page");
  if (rawPage === null) return { kind: "view", query: { category, page: 1 } };
  if (!/^[1-9][0-9]{0,5}$/.test(rawPage) || Number(rawPage) > MAX_PAGE) {
    return { kind: "not-found" };
  }
  const page = Number(rawPage);
  if (page === 1) return { kind: "redirect", to: blogListHref({ category, page }) };
  return { kind: "view", query: { category, page } };
}

/**
 * The page numbers a pager shows: the first, the last, and two either side of the current; a
 * gap stands for two or more pages (a single hidden page is shown instead).
 */
export function pagerItems(current: number, pageCount: number): (number | "gap")[] {
  const shown = new Set([1, pageCount]);
  for (let page = current - 2; page <= current + 2; page++) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const gap = index > 0 ? page - pages[index - 1]! : 1;
    if (gap === 2) return [page - 1, page];
    return gap > 2 ? (["gap", page] as const) : [page];
  });
}

/** The blog's addresses, for pending screens and links. */
export function isBlogListPath(pathname: string | undefined): boolean {
  return Boolean(pathname && /^\/blog\/?$/.test(pathname));
}

/** A single post's address. */
export function isPostPath(pathname: string | undefined): boolean {
  return Boolean(pathname && /^\/blog\/[^/]+\/?$/.test(pathname));
}

// Search's query.

/**
 * The search page's one parameter, `q`, and its one spelling: spaces collapsed and trimmed, at
 * most `MAX_QUERY_CHARS` characters. Any other spelling is redirected to this one before the
 * page runs (`judgeAddress`), so the page only ever reads a short, tidy query.
 */
export const SEARCH_QUERY_PARAMETER = "q";

/** The most of a query search reads; a longer one is cut at a character boundary. */
export const MAX_QUERY_CHARS = 100;

export function canonicalSearchQuery(raw: string): string {
  const spaced = raw.replace(/\s+/g, " ").trim();
  return [...spaced].slice(0, MAX_QUERY_CHARS).join("").trim();
}

// Links in prose.

/**
 * The one rule for "is this link a page of this site?", used by content prose, post bodies on
 * the server and their client-side navigation. Only a single "/" followed by a path character
 * is internal: "//host" and "/\host" are other hosts to a browser, and anything with a scheme
 * is external.
 */
const INTERNAL = /^\/(?:$|[A-Za-z0-9\-._~%!$&'()*+,;=:@?#])/;

export function isInternalHref(href: string): boolean {
  // Browsers drop tabs and newlines inside URLs, which could join "/" and "/" again.
  return INTERNAL.test(href) && !/[\t\n\r]/.test(href);
}

// A social card's address.

/** The query parameter a card's URL carries its version in (`cardPath` in social-card/card-spec). */
export const CARD_VERSION_PARAMETER = "v";

// The query parameters the site reads.

/**
 * The one list of the query parameters the site reads, and the paths it reads each on. Every
 * other parameter (`utm_source`, a made-up `x=1`, `page` on the home page) changes nothing, so
 * an address that has one is sent to the address without it (`judgeAddress`), and none of
 * them reaches a page or nginx's cache key
 * (docs/decisions/0025-one-spelling-per-address.md).
 */
export const QUERY_PARAMETERS_READ = [
  // `/blog/` is the list too (it redirects), and routes match without regard to case.
  { reader: "the blog list", path: /^\/blog\/?$/i, parameters: BLOG_LIST_PARAMETERS },
  { reader: "search", path: /^\/search\/?$/i, parameters: [SEARCH_QUERY_PARAMETER] },
  {
    reader: "a social card",
    path: /^\/social\/[^/]+\/[^/]+\.png$/,
    parameters: [CARD_VERSION_PARAMETER],
  },
] as const;

/**
 * What Remix itself reads on a client navigation's data request (`/<path>.data`, single fetch):
 * the routes whose loaders to run. Such a request also reads whatever its page reads.
 */
export const DATA_REQUEST_PARAMETERS = ["_routes"] as const;

/** The query parameters a page at this path reads; none on most pages. */
export function queryParametersRead(pathname: string): readonly string[] {
  return QUERY_PARAMETERS_READ.find((entry) => entry.path.test(pathname))?.parameters ?? [];
}

// One spelling per address.

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
 * (`/social/page/home.png.data`, a preview's photo `/blog/<slug>/preview/<sha>.data`) must not
 * reach their loaders by another door.
 */
const RESOURCES =
  /^\/(?:social\/|feed\.xml$|feed\.xsl$|sitemap\.xml$|robots\.txt$|healthz$|blog\/[^/]+\/preview\/[^/]+$)/;

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
