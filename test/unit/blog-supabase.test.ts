import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createFetchPolicy } from "~/lib/blog/fetch-policy.server";
import { createPgliteSource, createSeededPglite } from "~/lib/blog/pglite-source.server";
import { createBlogData } from "~/lib/blog/posts.server";
import { BlogSourceError, type BlogSource } from "~/lib/blog/source.server";
import { createSupabaseClient, createSupabaseSource } from "~/lib/blog/supabase-source.server";
import { startFakePostgrest, type FakePostgrest } from "../support/fake-postgrest";
import { SUPABASE_DIR, seedRows } from "../support/seed-rows";

let db: PGlite;
let server: FakePostgrest;
let supabase: BlogSource;
let pglite: BlogSource;
const signal = () => AbortSignal.timeout(3_000);

beforeAll(async () => {
  db = await createSeededPglite(SUPABASE_DIR);
  pglite = createPgliteSource(db);
  server = await startFakePostgrest(await seedRows(db));
  supabase = createSupabaseSource(createSupabaseClient(server.url, server.anonKey));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await db?.close();
});

beforeEach(() => {
  server.behave({ kind: "ok" });
  server.requests.length = 0;
});

function lastRequest() {
  const request = server.requests.at(-1)!;
  return { ...request, query: Object.fromEntries(request.params) };
}

describe("Supabase source: the four reads of docs/decisions/0001-data-source.md", () => {
  it("1. all posts, category embedded, newest first (optionally published only)", async () => {
    await supabase.listPosts({ publishedOnly: false, signal: signal() });
    const request = lastRequest();
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/rest/v1/posts");
    expect(request.query).toEqual({
      select: "*,category:categories(id,name,slug)",
      order: "created_at.desc",
    });
    expect(request.headers.apikey).toBe(server.anonKey);
    expect(request.headers.authorization).toBe(`Bearer ${server.anonKey}`);

    await supabase.listPosts({ publishedOnly: true, signal: signal() });
    expect(lastRequest().query).toEqual({
      select: "*,category:categories(id,name,slug)",
      published: "eq.true",
      order: "created_at.desc",
    });
  });

  it("2. posts of one category through an inner-joined embed", async () => {
    await supabase.listPostsByCategory("sleep", { signal: signal() });
    expect(lastRequest().query).toEqual({
      select: "*,category:categories!inner(id,name,slug)",
      "category.slug": "eq.sleep",
      order: "created_at.desc",
    });
  });

  it("3. categories ordered by name", async () => {
    await supabase.listCategories({ signal: signal() });
    expect(lastRequest().path).toBe("/rest/v1/categories");
    expect(lastRequest().query).toEqual({ select: "*", order: "name.asc" });
  });

  it("4. one post by slug with its category", async () => {
    await supabase.getPostBySlug("hot-flushes-at-work", { signal: signal() });
    expect(lastRequest().query).toEqual({
      select: "*,category:categories(id,name,slug)",
      slug: "eq.hot-flushes-at-work",
    });
  });
});

describe("Supabase and PGlite return identical shapes", () => {
  it("for every call", async () => {
    const categories = await pglite.listCategories({ signal: signal() });
    expect(await supabase.listCategories({ signal: signal() })).toEqual(categories);
    expect(await supabase.listPosts({ publishedOnly: false, signal: signal() })).toEqual(
      await pglite.listPosts({ publishedOnly: false, signal: signal() }),
    );
    for (const category of categories) {
      expect(await supabase.listPostsByCategory(category.slug, { signal: signal() })).toEqual(
        await pglite.listPostsByCategory(category.slug, { signal: signal() }),
      );
    }
    const [post] = await pglite.listPosts({ publishedOnly: true, signal: signal() });
    expect(await supabase.getPostBySlug(post!.slug, { signal: signal() })).toEqual(post);
    expect(await supabase.getPostBySlug("no-such-post", { signal: signal() })).toBeNull();
    expect(await supabase.getPostBySlug("draft-hrt-first-month", { signal: signal() })).toBeNull();
  });
});

describe("Supabase source: failures", () => {
  it("a 5xx answer is a transient error with PostgREST's message", async () => {
    server.behave({ kind: "status", status: 500, message: "database is on fire" });
    const error = await supabase.listCategories({ signal: signal() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlogSourceError);
    expect(error).toMatchObject({ message: "database is on fire", transient: true, status: 500 });
    // Retrying is the fetch policy's job: supabase-js made exactly one request.
    expect(server.requests).toHaveLength(1);
  });

  it("a 4xx answer is not worth retrying", async () => {
    server.behave({ kind: "status", status: 400, message: "bad filter" });
    await expect(
      supabase.listPosts({ publishedOnly: false, signal: signal() }),
    ).rejects.toMatchObject({ transient: false, status: 400 });
  });

  it("invalid JSON is an error", async () => {
    server.behave({ kind: "invalid-json" });
    await expect(supabase.listCategories({ signal: signal() })).rejects.toBeInstanceOf(
      BlogSourceError,
    );
  });

  it("a slow answer past the signal's deadline is a transient timeout", async () => {
    server.behave({ kind: "slow", delayMs: 2_000 });
    await expect(
      supabase.listCategories({ signal: AbortSignal.timeout(200) }),
    ).rejects.toMatchObject({ message: "The request timed out", transient: true });
  });

  it("a refused connection is transient", async () => {
    const closed = await startFakePostgrest({ categories: [], posts: [] });
    await closed.close();
    const source = createSupabaseSource(createSupabaseClient(closed.url, closed.anonKey));
    await expect(source.listCategories({ signal: signal() })).rejects.toMatchObject({
      transient: true,
    });
  });
});

describe("section 8: failures are logged with the spec's messages", () => {
  const instant = { now: () => Date.now(), sleep: async () => {} };

  it.each([
    ["getPosts", (b: ReturnType<typeof createBlogData>) => b.getPosts(), "Failed to fetch posts: "],
    [
      "getPostsByCategory",
      (b: ReturnType<typeof createBlogData>) => b.getPostsByCategory("sleep"),
      "Failed to fetch posts for category sleep: ",
    ],
    [
      "getCategories",
      (b: ReturnType<typeof createBlogData>) => b.getCategories(),
      "Failed to fetch categories: ",
    ],
    [
      "getPostBySlug",
      (b: ReturnType<typeof createBlogData>) => b.getPostBySlug("x"),
      "Failed to fetch post: ",
    ],
  ])("%s", async (_name, call, prefix) => {
    const log = vi.mocked(console.error).mockImplementation(() => {});
    server.behave({ kind: "status", status: 503, message: "upstream unavailable" });
    const blog = createBlogData(supabase, createFetchPolicy({ clock: instant }));
    await expect(call(blog)).rejects.toThrow(`${prefix}upstream unavailable`);
    expect(log).toHaveBeenCalledWith(`${prefix}upstream unavailable`);
    // One try plus three retries.
    expect(server.requests).toHaveLength(4);
  });
});
