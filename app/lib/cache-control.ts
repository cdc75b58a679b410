import type { HeadersArgs } from "@remix-run/node";

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
   * Pages that show posts: an edit in the database reaches readers within a minute. The data
   * cache behind them is fresh for 15 s; a shared cache's copy for 15 s more, then once more
   * while it refreshes in the background (stale-while-revalidate), so at most 45 s through
   * nginx, and a browser's own copy 10 s after that
   * (docs/decisions/0043-a-server-the-project-owns.md).
   */
  blog: "public, max-age=10, s-maxage=15, stale-while-revalidate=600",
  /**
   * Sitemap, robots and feed: as long as the blog's pages, so a post that falls due reaches
   * feed readers and crawlers when it reaches the lists (docs/deploying.md).
   */
  discovery: "public, max-age=10, s-maxage=15, stale-while-revalidate=86400",
  /** Content-addressed files (social cards): their URL changes whenever their bytes do. */
  immutable: "public, max-age=31536000, immutable",
  /** Not found: cached briefly so a fixed link recovers quickly. */
  notFound: "public, max-age=60, s-maxage=60",
  /** Server and backend errors, health checks: never cached. */
  noStore: "no-store",
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
 * were the page.
 */
export function cacheControlForStatus(status: number, routeValue: string | null): string {
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
