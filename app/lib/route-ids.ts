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
  "routes/symptoms-a-z",
  "routes/weekly-routine",
];
