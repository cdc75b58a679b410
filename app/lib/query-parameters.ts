import { BLOG_LIST_PARAMETERS } from "~/lib/blog/list-query";
import { SEARCH_QUERY_PARAMETER } from "~/lib/search/query";
import { CARD_VERSION_PARAMETER } from "~/lib/social-card/card-spec";

/**
 * The one list of the query parameters the site reads, and the paths it reads each on. Every
 * other parameter (`utm_source`, a made-up `x=1`, `page` on the home page) changes nothing, so
 * an address that has one is sent to the address without it (canonical-url.ts), and none of
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
