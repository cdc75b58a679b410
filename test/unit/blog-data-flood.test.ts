import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_TTL_MS, createFetchPolicy } from "~/lib/blog/fetch-policy.server";
import { createBlogData, isCoreBlogKey } from "~/lib/blog/blog.server";
import { BlogBackendError, type BlogBackend, type PostRecord } from "~/lib/blog/backend.server";
import type { Category } from "~/lib/blog/types";

const categories: Category[] = [
  { id: "1", name: "Sleep", slug: "sleep" },
  { id: "2", name: "Food", slug: "food" },
];

/** More posts than the data cache holds entries, so reading them all is a flood of its own. */
const posts: PostRecord[] = Array.from({ length: 700 }, (_, index) => ({
  id: String(index + 1),
  title: `Post ${index + 1}`,
  slug: `post-${index + 1}`,
  excerpt: "An excerpt.",
  content: "A body.",
  format: "text",
  featured_image_url: null,
  featured_image_alt: null,
  seo_title: null,
  seo_description: null,
  created_at: new Date(Date.UTC(2025, 0, 1) - index * 60_000).toISOString(),
  updated_at: new Date(Date.UTC(2025, 0, 1) - index * 60_000).toISOString(),
  category: categories[index % 2]!,
}));

/** An in-memory backend that counts its queries and can be switched off. */
function countingSource() {
  const state = { failing: false, listQueries: [] as (string | null)[] };
  const check = () => {
    if (state.failing) throw new BlogBackendError("backend down", { transient: false });
  };
  const source: BlogBackend = {
    ready: async () => {},
    async listPosts({ category, offset, limit }) {
      check();
      state.listQueries.push(category?.slug ?? null);
      const matching = posts.filter((post) => !category || post.category?.id === category.id);
      return {
        posts: matching.slice(offset, offset + limit).map(({ content: _, ...summary }) => summary),
        total: matching.length,
      };
    },
    async listPostLinks({ offset, limit }) {
      check();
      return posts.slice(offset, offset + limit).map(({ slug, updated_at }) => ({
        slug,
        updated_at,
      }));
    },
    async listPostTexts({ after, limit }) {
      check();
      const start = after ? posts.findIndex((post) => post.id === after.id) + 1 : 0;
      const page = posts.slice(start, start + limit);
      const last = page.at(-1);
      const next =
        page.length === limit && last ? { created_at: last.created_at, id: last.id } : null;
      return { posts: page, next };
    },
    async listCategories() {
      check();
      return categories;
    },
    async getPostBySlug(slug) {
      check();
      return posts.find((post) => post.slug === slug) ?? null;
    },
    async getAdjacentPosts({ id }) {
      check();
      const index = posts.findIndex((post) => post.id === id);
      const link = (post: (typeof posts)[number] | undefined) =>
        post ? { slug: post.slug, title: post.title, created_at: post.created_at } : null;
      return { previous: link(posts[index + 1]), next: link(posts[index - 1]) };
    },
  };
  return { source, state };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a flood of made-up or long-tail reads", () => {
  it("costs no query for an unknown category and leaves what an outage needs in the cache", async () => {
    const { source, state } = countingSource();
    const policy = createFetchPolicy({ isCore: isCoreBlogKey });
    const blog = createBlogData(source, policy);
    const readersPages = () =>
      Promise.all([
        blog.listPosts({ category: null, page: 1, perPage: 12 }),
        blog.listPosts({ category: "sleep", page: 1, perPage: 12 }),
        blog.latestPosts(20),
        blog.getCategories(),
        blog.allPostLinks(),
        blog.getPostBySlug("post-1"),
      ]);
    const before = await readersPages();
    const entriesBefore = policy.size();
    state.listQueries.length = 0;

    for (let index = 1; index <= 600; index++) {
      const made = `ww${index}`;
      const list = await blog.listPosts({ category: made, page: 1, perPage: 12 });
      expect(list).toEqual({ posts: [], total: 0 });
      await blog.latestPosts(4, made);
    }
    expect(state.listQueries).toEqual([]);
    expect(policy.size()).toBe(entriesBefore);

    // Real but rarely read: every post and every list page, more than the cache holds.
    for (let index = 2; index <= posts.length; index++) await blog.getPostBySlug(`post-${index}`);
    for (let page = 2; page <= Math.ceil(posts.length / 12); page++) {
      await blog.listPosts({ category: null, page, perPage: 12 });
    }
    // The first post was read again just before the outage, as a popular post would be.
    await blog.getPostBySlug("post-1");

    state.failing = true;
    await vi.advanceTimersByTimeAsync(CACHE_TTL_MS + 1);
    expect(await readersPages()).toEqual(before);
    // Thousands of reads: about 2 s on a quiet machine, several times that on a busy one. The
    // limit only stops a hang; nothing here is timed.
  }, 60_000);
});
