/**
 * The id of every route module (the root and each file in app/routes/, as Remix names them), for
 * checking the `_routes` of a client navigation's data request (canonical-url.ts).
 * test/unit/canonical-url.test.ts fails when a route file is added or removed without this list.
 */
export const ROUTE_IDS: readonly string[] = [
  "root",
  "routes/$",
  "routes/_index",
  "routes/about",
  "routes/beauty",
  "routes/blog.$slug",
  "routes/blog._index",
  "routes/feed[.]xml",
  "routes/feed[.]xsl",
  "routes/follow",
  "routes/food",
  "routes/healthz",
  "routes/recipes.$slug",
  "routes/recipes._index",
  "routes/robots[.]txt",
  "routes/search",
  "routes/sitemap[.]xml",
  "routes/sleep",
  "routes/social.$kind.$file",
  "routes/stress",
  "routes/symptom-diary",
  "routes/symptoms",
  "routes/treatments",
  "routes/symptoms-a-z",
  "routes/weekly-routine",
];

/**
 * A route id's path as a pattern, by Remix's file naming: dots are slashes, `_index` is the
 * parent's own path, `$name` one segment, a lone `$` everything else, `[.]` a literal dot.
 */
function routePattern(id: string): RegExp | null {
  if (id === "root" || id === "routes/$") return null;
  const segments = id
    .slice("routes/".length)
    .split(/\.(?![^[]*\])/)
    .filter((segment) => segment !== "_index")
    .map((segment) =>
      segment.startsWith("$") ? "[^/]+" : segment.replace(/\[\.\]/g, "\\.").replace(/^_/, ""),
    );
  return new RegExp(`^/${segments.join("/")}$`);
}

const ROUTE_PATTERNS = ROUTE_IDS.flatMap((id) => {
  const pattern = routePattern(id);
  return pattern ? [{ id, pattern }] : [];
});

/**
 * The route a canonical path's page is drawn by (its deepest route; the root is around every
 * page): the one whose pattern matches, fixed paths before `$name` ones, else the catch-all.
 */
export function routeIdForPath(path: string): string {
  const matches = ROUTE_PATTERNS.filter(({ pattern }) => pattern.test(path));
  const fixed = matches.find(({ pattern }) => !pattern.source.includes("[^/]+"));
  return (fixed ?? matches[0])?.id ?? "routes/$";
}
