import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgliteSource, createSeededPglite } from "~/lib/blog/pglite-source.server";
import type { BlogSource } from "~/lib/blog/source.server";

const SUPABASE_DIR = path.resolve(import.meta.dirname, "../../supabase");
const signal = new AbortController().signal;

let db: PGlite;
let source: BlogSource;

beforeAll(async () => {
  db = await createSeededPglite(SUPABASE_DIR);
  source = createPgliteSource(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe("PGlite source on the real migration and seed", () => {
  it("lists posts newest first with the category embedded, drafts hidden from anon", async () => {
    const posts = await source.listPosts({ publishedOnly: false, signal });
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const dates = posts.map((post) => post.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts.every((post) => post.published)).toBe(true);
    expect(posts.map((post) => post.slug)).not.toContain("draft-hrt-first-month");
    const withCategory = posts.find((post) => post.category);
    expect(withCategory?.category).toEqual({
      id: withCategory!.category_id,
      name: expect.any(String),
      slug: expect.any(String),
    });
    expect(posts.filter((post) => post.category === null)).toHaveLength(1);
    expect(typeof posts[0]!.id).toBe("number");
    expect(posts[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("the draft exists in the table, but only the owner can see it", async () => {
    const owner = await db.query<{ slug: string }>(
      "select slug from public.posts where not published",
    );
    expect(owner.rows.map((row) => row.slug)).toEqual(["draft-hrt-first-month"]);
    expect(await source.getPostBySlug("draft-hrt-first-month", { signal })).toBeNull();
  });

  it("anon cannot write", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.exec("set local role anon");
        await tx.exec("update public.posts set title = 'x'");
      }),
    ).rejects.toThrow(/permission denied/);
  });

  it("filters by the embedded category's slug, dropping other categories", async () => {
    const categories = await source.listCategories({ signal });
    const all = await source.listPosts({ publishedOnly: true, signal });
    for (const category of categories) {
      const posts = await source.listPostsByCategory(category.slug, { signal });
      expect(posts.every((post) => post.category?.slug === category.slug)).toBe(true);
      expect(posts.map((post) => post.slug)).toEqual(
        all.filter((post) => post.category?.slug === category.slug).map((post) => post.slug),
      );
    }
    expect(await source.listPostsByCategory("no-such-category", { signal })).toEqual([]);
  });

  it("lists categories by name", async () => {
    const categories = await source.listCategories({ signal });
    expect(categories.length).toBeGreaterThanOrEqual(4);
    const names = categories.map((category) => category.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it("finds one post by slug with its category, or null", async () => {
    const [first] = await source.listPosts({ publishedOnly: true, signal });
    const post = await source.getPostBySlug(first!.slug, { signal });
    expect(post).toEqual(first);
    expect(await source.getPostBySlug("nope", { signal })).toBeNull();
  });

  it("keeps updated_at current on update", async () => {
    const before = await db.query<{ updated_at: Date }>(
      "select updated_at from public.posts where slug = 'draft-hrt-first-month'",
    );
    await db.exec("update public.posts set excerpt = excerpt where slug = 'draft-hrt-first-month'");
    const after = await db.query<{ updated_at: Date }>(
      "select updated_at from public.posts where slug = 'draft-hrt-first-month'",
    );
    expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThan(
      before.rows[0]!.updated_at.getTime(),
    );
  });
});
