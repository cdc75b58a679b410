/**
 * Remix's route discovery (`/__manifest?p=/about&p=/blog&version=…`), as this site's pages ask
 * for it, and nothing else (docs/decisions/0025-one-spelling-per-address.md).
 *
 * Remix answers it by matching every prefix of every `p` against every route, synchronously,
 * so one request of 7,600 slashes cost seconds of CPU. A browser sends what the page links to:
 * one `version` (the build's), and the paths of the page's links, each a plain path of a few
 * segments. Anything else is refused here, before Remix sees it, for the cost of parsing a query.
 *
 * The bounds are several times what any page of the site sends (the busiest lists about 40
 * links), so no reader meets them; past them Remix's own fallback still works: the browser
 * discovers a route when its link is clicked.
 */
export const ROUTE_DISCOVERY_PATH = "/__manifest";
export const DISCOVERY_LIMITS = {
  /** Distinct link paths in one request. */
  paths: 100,
  /** Characters in one path. */
  pathCharacters: 200,
  /** Segments in one path: the site's deepest page is three (`/social/page/food.png`). */
  segments: 6,
} as const;

/** A link's pathname as `new URL(href).pathname` gives it for a plain path of this site. */
const PLAIN_LINK_PATH = /^\/[A-Za-z0-9\-._~/%]*$/;
/** A build's version: Remix writes a short hash. */
const VERSION = /^[A-Za-z0-9_-]{1,64}$/;

/** Null when the query is what a page of this site asks; otherwise why it is refused. */
export function refuseRouteDiscovery(rawQuery: string): string | null {
  const query = new URLSearchParams(rawQuery);
  const versions = query.getAll("version");
  if (versions.length !== 1 || !VERSION.test(versions[0]!)) return "one build version";
  const paths = query.getAll("p");
  if (paths.length === 0 || paths.length > DISCOVERY_LIMITS.paths) return "how many paths";
  for (const name of query.keys()) if (name !== "p" && name !== "version") return "a parameter";
  for (const path of paths) {
    if (path.length > DISCOVERY_LIMITS.pathCharacters || !PLAIN_LINK_PATH.test(path)) {
      return "a path";
    }
    let segments = 0;
    for (let index = path.indexOf("/"); index !== -1; index = path.indexOf("/", index + 1)) {
      if (++segments > DISCOVERY_LIMITS.segments) return "a path's segments";
    }
  }
  return null;
}
