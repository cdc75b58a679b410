import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BlogBackend } from "~/lib/blog/backend.server";
import { createFetchPolicy } from "~/lib/blog/fetch-policy.server";
import { MAX_RESPONSE_BYTES } from "~/lib/blog/guarded-fetch.server";
import { createPgliteBackend, createSeededPglite } from "~/lib/blog/pglite-backend.server";
import { createBlogData, isCoreBlogKey, SEARCH_PAGE_POSTS } from "~/lib/blog/blog.server";
import { createSupabaseBackend, createSupabaseClient } from "~/lib/blog/supabase-backend.server";
import { buildSiteSearch } from "~/lib/search/search-index.server";
import { startPostgrestStandin, type PostgrestStandin } from "../support/postgrest-standin";
import { SUPABASE_DIR } from "../support/posts-dir";

/**
 * Every post is searchable at any count (issue 44): search used to read every body in one
 * answer, which past about 800 posts was over the 4 MB limit, and read only the newest 1,000.
 * Here 2,000 posts of about 3 KB each (6 MB of bodies) are read on the Supabase path (the
 * PostgREST stand-in over the real migrations) and from the embedded database.
 */
const POSTS = 2_000;

/**
 * Posts come seven to an hour, within one millisecond: a microsecond apart, two at a time on the
 * same microsecond (ties broken by id), so a page's edge falls between posts a JavaScript date
 * cannot tell apart. The oldest, years older, alone says "quillwort";
 * one row holds a body bigger than an answer may be.
 */
const POSTS_SQL = `
  insert into public.posts (title, slug, excerpt, content, published, created_at, updated_at)
  select 'Night number ' || n, 'night-' || n, 'How night ' || n || ' went.',
         repeat('I woke at three and read until the sky went grey, night ' || n || '. ', 45)
           || case when n = ${POSTS} then ' A quillwort grew by the pond.' else '' end,
         true,
         case when n = ${POSTS} then timestamptz '2020-01-01'
              else timestamptz '2026-01-01' - (n / 7) * interval '1 hour'
                     - (n % 7 / 2) * interval '1 microsecond' end,
         timestamptz '2026-01-01'
    from generate_series(1, ${POSTS}) as n;
  insert into public.posts (title, slug, excerpt, content, published, created_at, updated_at)
  values ('Too big to read', 'too-big-to-read', 'A row past the answer limit.',
          repeat('x', ${MAX_RESPONSE_BYTES + 1024}), true, '2025-06-01', '2025-06-01');`;

let server: PostgrestStandin;
let embedded: PGlite;
let supabase: BlogBackend;
let pglite: BlogBackend;

beforeAll(async () => {
  server = await startPostgrestStandin({ categories: [], posts: [] });
  await server.db.exec(POSTS_SQL);
  embedded = await createSeededPglite(SUPABASE_DIR, { seed: false });
  await embedded.exec(POSTS_SQL);
  supabase = createSupabaseBackend(createSupabaseClient(server.url, server.anonKey));
  pglite = createPgliteBackend(embedded);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await embedded?.close();
});

const blogOf = (backend: BlogBackend) =>
  createBlogData(backend, createFetchPolicy({ isCore: isCoreBlogKey }));

describe("search reads every post, a page at a time", () => {
  it("on Supabase: in pages well under the answer limit, every post once, the oversized one passed over", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    server.requests.length = 0;
    const pages = await blogOf(supabase).searchablePosts();
    const slugs = pages.flat().map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toHaveLength(POSTS);
    expect(slugs.at(-1)).toBe(`night-${POSTS}`);
    expect(Math.max(...pages.map((page) => page.length))).toBeLessThanOrEqual(SEARCH_PAGE_POSTS);
    expect(errors.mock.calls.flat().join("\n")).toMatch(
      /"too-big-to-read" is left out of search: its row is too large to read/,
    );
    // Every request asked for a bounded page; no answer was the whole table.
    for (const request of server.requests) {
      expect(Number(request.params.get("limit"))).toBeLessThanOrEqual(SEARCH_PAGE_POSTS);
    }
  }, 60_000);

  it("finds the oldest post, on Supabase and in the embedded database alike", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const searchOf = async (backend: BlogBackend) =>
      buildSiteSearch(await blogOf(backend).searchablePosts());
    const fromSupabase = await searchOf(supabase);
    const fromPglite = await searchOf(pglite);
    const oldest = `/blog/night-${POSTS}`;
    expect(fromSupabase.search("quillwort").map((hit) => hit.href)).toEqual([oldest]);
    for (const query of ["quillwort", "night 1999", "woke at three", "sky went grey", "night"]) {
      expect(fromPglite.search(query), query).toEqual(fromSupabase.search(query));
    }
    expect(fromSupabase.size).toBe(fromPglite.size);
  }, 120_000);
});
