/**
 * The pages the performance scripts measure (npm run lighthouse, scripts/bench-hydration.mjs):
 * the home page, the blog, a post, the two longest guides' kinds, a recipe and the tracker.
 */
export const MEASURED_PAGES = [
  "/",
  "/blog",
  "/blog/hot-flushes-at-work",
  "/food",
  "/symptoms",
  "/recipes/overnight-oats",
  "/tracker",
];
