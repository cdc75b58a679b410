/**
 * What scripts/bench-search.mjs runs, in one bundle (scripts/import-ts.mjs), so the blog's
 * reads, the index and the tests' Supabase stand-in share their modules as the site does.
 */
export { buildSiteSearch } from "~/lib/search/search-index.server";
export { createFetchPolicy } from "~/lib/blog/fetch-policy.server";
export { createBlogData, isCoreBlogKey } from "~/lib/blog/blog.server";
export { createPgliteBackend, createSeededPglite } from "~/lib/blog/pglite-backend.server";
export { createSupabaseBackend, createSupabaseClient } from "~/lib/blog/supabase-backend.server";
export { startPostgrestStandin } from "../../test/support/postgrest-standin";
