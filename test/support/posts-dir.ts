import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The repository: the nearest folder above this module with a package.json, so these paths hold
 * when a script bundles this module into .cache/ (scripts/import-ts.mjs) as well as here.
 */
function repository(from: string): string {
  return existsSync(path.join(from, "package.json")) ? from : repository(path.dirname(from));
}
const ROOT = repository(import.meta.dirname);

/**
 * The posts the tests read (test/fixtures/posts/), kept apart from the author's in
 * content/posts/ so she can edit, unpublish, date or illustrate hers however she likes without a
 * test noticing; only test/unit/post-files.test.ts and test/unit/author-story.test.ts read hers.
 * They began as a copy of the fourteen posts of November 2026: five categories, one draft
 * (`draft-hrt-first-month`), one post without a category, the newest from 17 November 2026.
 * Their pictures are the site's own illustrations under public/images/ (topics, the routine, the
 * blog's notebook), not hers, which live beside her posts.
 * Change them only together with the tests that name them. The browser tests' server reads them
 * through BLOG_POSTS_DIR.
 */
export const FIXTURE_POSTS_DIR = path.join(ROOT, "test/fixtures/posts");

export const SUPABASE_DIR = path.join(ROOT, "supabase");
