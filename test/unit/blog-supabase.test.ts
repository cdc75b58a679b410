import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_RESPONSE_BYTES } from "~/lib/blog/guarded-fetch.server";
import { createFetchPolicy } from "~/lib/blog/fetch-policy.server";
import { createPgliteBackend, createSeededPglite } from "~/lib/blog/pglite-backend.server";
import { createBlogData } from "~/lib/blog/blog.server";
import { BlogBackendError, type BlogBackend } from "~/lib/blog/backend.server";
import { SLUG_PATTERN } from "~/lib/addresses";
import { createSupabaseClient, createSupabaseBackend } from "~/lib/blog/supabase-backend.server";
import {
  MAX_ROWS,
  startPostgrestStandin,
  type PostgrestStandin,
  type PostRow,
} from "../support/postgrest-standin";
import { FIXTURE_POSTS_DIR } from "../support/posts-dir";
import { SUPABASE_DIR, seedRows } from "../support/seed-rows";

let db: PGlite;
let server: PostgrestStandin;
let supabase: BlogBackend;
let pglite: BlogBackend;
let seeded: Awaited<ReturnType<typeof seedRows>>;
const signal = () => AbortSignal.timeout(3_000);
/** Due by the app's clock, as the read policy says by the database's. */
const DUE = /^lte\.\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const CARD_SELECT =
  "id,title,slug,excerpt,featured_image_url,featured_image_alt,created_at,updated_at";

beforeAll(async () => {
  db = await createSeededPglite(SUPABASE_DIR, { postsDir: FIXTURE_POSTS_DIR });
  pglite = createPgliteBackend(db);
  seeded = await seedRows(db);
  server = await startPostgrestStandin(seeded);
  supabase = createSupabaseBackend(createSupabaseClient(server.url, server.anonKey));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await db?.close();
});

beforeEach(async () => {
  await server.behave({ kind: "ok" });
  await server.setRows(seeded);
  server.requests.length = 0;
});

function lastRequest() {
  const request = server.requests.at(-1)!;
  return { ...request, query: Object.fromEntries(request.params) };
}

describe("Supabase source: lean, bounded requests", () => {
  it("a page of published posts: card columns only, exact rows, the total in the same answer", async () => {
    await supabase.listPosts({ category: null, offset: 12, limit: 12 }, signal());
    const request = lastRequest();
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/rest/v1/posts");
    expect(request.query).toEqual({
      select: `${CARD_SELECT},category:categories(id,name,slug)`,
      published: "eq.true",
      created_at: expect.stringMatching(DUE),
      order: "created_at.desc,id.desc",
      offset: "12",
      limit: "12",
    });
    expect(request.headers.prefer).toMatch(/count=exact/);
    expect(request.headers.apikey).toBe(server.anonKey);
    expect(request.headers.authorization).toBe(`Bearer ${server.anonKey}`);
  });

  it("one category's page by the category's id, not a filter on the joined slug", async () => {
    await supabase.listPosts(
      { category: { id: "2", slug: "sleep" }, offset: 0, limit: 12 },
      signal(),
    );
    expect(lastRequest().query).toEqual({
      select: `${CARD_SELECT},category:categories(id,name,slug)`,
      published: "eq.true",
      created_at: expect.stringMatching(DUE),
      category_id: "eq.2",
      order: "created_at.desc,id.desc",
      offset: "0",
      limit: "12",
    });
  });

  it("categories ordered by name", async () => {
    await supabase.listCategories(signal());
    expect(lastRequest().path).toBe("/rest/v1/categories");
    expect(lastRequest().query).toEqual({
      select: "id,name,slug",
      order: "name.asc",
      limit: "1000",
    });
  });

  it("one published post by slug, with its body and category", async () => {
    await supabase.getPostBySlug("hot-flushes-at-work", signal());
    expect(lastRequest().query).toEqual({
      select: `${CARD_SELECT},content,format,seo_title,seo_description,category:categories(id,name,slug)`,
      published: "eq.true",
      created_at: expect.stringMatching(DUE),
      slug: "eq.hot-flushes-at-work",
      limit: "1",
    });
  });

  it("a post's neighbours: one row each side with a valid slug, in the list's order, ties broken by id", async () => {
    const post = { id: "7", created_at: "2025-03-14T08:00:00.000Z" };
    await supabase.getAdjacentPosts(post, signal());
    const queries = server.requests.map((request) => Object.fromEntries(request.params));
    const condition = (op: string) =>
      `(created_at.${op}."${post.created_at}",and(created_at.eq."${post.created_at}",id.${op}."7"))`;
    expect(queries).toEqual(
      expect.arrayContaining([
        {
          select: "slug,title,created_at",
          published: "eq.true",
          created_at: expect.stringMatching(DUE),
          or: condition("lt"),
          slug: `match.${SLUG_PATTERN}`,
          order: "created_at.desc,id.desc",
          limit: "1",
        },
        {
          select: "slug,title,created_at",
          published: "eq.true",
          created_at: expect.stringMatching(DUE),
          or: condition("gt"),
          slug: `match.${SLUG_PATTERN}`,
          order: "created_at.asc,id.asc",
          limit: "1",
        },
      ]),
    );
    expect(queries).toHaveLength(2);
  });

  it("sitemap links: slug and date only, in ranges", async () => {
    await supabase.listPostLinks({ offset: 1000, limit: 1000 }, signal());
    expect(lastRequest().query).toEqual({
      select: "slug,updated_at",
      published: "eq.true",
      created_at: expect.stringMatching(DUE),
      order: "created_at.desc,id.desc",
      offset: "1000",
      limit: "1000",
    });
  });
});

describe("Supabase and PGlite return identical shapes", () => {
  it("for every call", async () => {
    const categories = await pglite.listCategories(signal());
    expect(await supabase.listCategories(signal())).toEqual(categories);
    const all = { category: null, offset: 0, limit: 100 };
    expect(await supabase.listPosts(all, signal())).toEqual(await pglite.listPosts(all, signal()));
    const page = { category: null, offset: 3, limit: 4 };
    expect(await supabase.listPosts(page, signal())).toEqual(
      await pglite.listPosts(page, signal()),
    );
    for (const category of categories) {
      const query = { category, offset: 0, limit: 12 };
      expect(await supabase.listPosts(query, signal())).toEqual(
        await pglite.listPosts(query, signal()),
      );
    }
    const range = { offset: 0, limit: 1000 };
    expect(await supabase.listPostLinks(range, signal())).toEqual(
      await pglite.listPostLinks(range, signal()),
    );
    const { posts } = await pglite.listPosts(all, signal());
    expect(await supabase.getPostBySlug(posts[0]!.slug, signal())).toEqual(
      await pglite.getPostBySlug(posts[0]!.slug, signal()),
    );
    for (const post of posts) {
      expect(await supabase.getAdjacentPosts(post, signal()), post.slug).toEqual(
        await pglite.getAdjacentPosts(post, signal()),
      );
    }
    expect(await supabase.getPostBySlug("no-such-post", signal())).toBeNull();
  });

  it("neighbours agree on both when posts share a date, drafts skipped", async () => {
    const at = "2025-05-01T09:00:00+00:00";
    const row = (id: number, published = true): PostRow => ({
      id,
      title: `Post ${id}`,
      slug: `post-${id}`,
      excerpt: "",
      content: "",
      featured_image_url: null,
      published,
      created_at: at,
      updated_at: at,
      category_id: null,
    });
    await server.setRows({ posts: [row(1), row(2), row(3, false), row(4)] });
    const adjacent = await supabase.getAdjacentPosts(
      { id: "2", created_at: "2025-05-01T09:00:00.000Z" },
      signal(),
    );
    expect(adjacent).toEqual({
      previous: { slug: "post-1", title: "Post 1", created_at: "2025-05-01T09:00:00.000Z" },
      next: { slug: "post-4", title: "Post 4", created_at: "2025-05-01T09:00:00.000Z" },
    });
  });

  it("neighbours pass over posts whose slug breaks the slug rule, on both", async () => {
    const row = (id: number, slug: string, day: number): PostRow => ({
      id,
      title: `Post ${id}`,
      slug,
      excerpt: "",
      content: "",
      featured_image_url: null,
      published: true,
      created_at: `2025-05-0${day}T09:00:00+00:00`,
      updated_at: `2025-05-0${day}T09:00:00+00:00`,
      category_id: null,
    });
    // Oldest first: two valid posts with three bad ones between them, and one bad at the end.
    const posts = [
      row(1, "oldest", 1),
      row(2, "Capital-Letters", 2),
      row(3, "../admin", 3),
      row(4, "a".repeat(201), 4),
      row(5, "newest", 5),
      row(6, "not a slug", 6),
    ];
    await server.setRows({ posts });
    const mixed = await createSeededPglite(SUPABASE_DIR, { seed: false });
    try {
      for (const post of posts) {
        await mixed.query(
          "insert into public.posts (id, title, slug, published, created_at) overriding system value values ($1, $2, $3, true, $4)",
          [post.id, post.title, post.slug, post.created_at],
        );
      }
      const mixedPglite = createPgliteBackend(mixed);
      const link = (id: number, day: number) => ({
        slug: posts[id - 1]!.slug,
        title: `Post ${id}`,
        created_at: `2025-05-0${day}T09:00:00.000Z`,
      });
      const oldest = { id: "1", created_at: "2025-05-01T09:00:00.000Z" };
      const newest = { id: "5", created_at: "2025-05-05T09:00:00.000Z" };
      expect(await supabase.getAdjacentPosts(oldest, signal())).toEqual({
        previous: null,
        next: link(5, 5),
      });
      expect(await supabase.getAdjacentPosts(newest, signal())).toEqual({
        previous: link(1, 1),
        next: null,
      });
      for (const post of [oldest, newest]) {
        expect(await mixedPglite.getAdjacentPosts(post, signal())).toEqual(
          await supabase.getAdjacentPosts(post, signal()),
        );
      }
    } finally {
      await mixed.close();
    }
    // A second database starts: seconds on a busy machine.
  }, 60_000);

  it("a page past the end is empty on both", async () => {
    const past = { category: null, offset: 900, limit: 12 };
    expect((await supabase.listPosts(past, signal())).posts).toEqual([]);
    expect((await pglite.listPosts(past, signal())).posts).toEqual([]);
  });
});

describe("Supabase source: a backend that misbehaves", () => {
  it("shows no draft even when the backend's policy lets it through", async () => {
    await server.behave({ kind: "drafts-visible" });
    const draft = "draft-hrt-first-month";
    // The database really does hand the draft to anon now.
    const leak = await fetch(`${server.url}/rest/v1/posts?select=slug&slug=eq.${draft}`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` },
    });
    expect(await leak.json()).toEqual([{ slug: draft }]);
    const { posts } = await supabase.listPosts({ category: null, offset: 0, limit: 100 }, signal());
    expect(posts.map((post) => post.slug)).not.toContain(draft);
    const links = await supabase.listPostLinks({ offset: 0, limit: 1000 }, signal());
    expect(links.map((link) => link.slug)).not.toContain(draft);
    expect(await supabase.getPostBySlug(draft, signal())).toBeNull();
  });

  it("refuses an answer over the size limit, without keeping it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await server.behave({ kind: "huge", bytes: MAX_RESPONSE_BYTES + 1_000_000 });
    const error = await supabase.listCategories(signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlogBackendError);
    expect(error).toMatchObject({ transient: false });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/over .*bytes; refused/));
  });

  it("leaves out a post whose row is over the size limit, as one that does not exist", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const [link] = await supabase.listPostLinks({ offset: 0, limit: 1 }, signal());
    const slug = link?.slug ?? "";
    expect(slug).not.toBe("");
    await server.behave({ kind: "huge", bytes: MAX_RESPONSE_BYTES + 1_000_000 });
    expect(await supabase.getPostBySlug(slug, signal())).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/over .*bytes; refused/));
  });

  it("refuses a redirect: the key never travels to another host", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const seen: (string | undefined)[] = [];
    const elsewhere = createServer((req, res) => {
      seen.push(req.headers.apikey as string | undefined);
      res.end("[]");
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
    const { port } = elsewhere.address() as AddressInfo;
    await server.behave({ kind: "redirect", location: `http://127.0.0.1:${port}/steal` });
    try {
      await expect(supabase.listCategories(signal())).rejects.toMatchObject({ transient: false });
      expect(seen).toEqual([]);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/redirect to .*\/steal; refused/));
    } finally {
      elsewhere.close();
    }
  });

  it("a 5xx answer is a transient error with PostgREST's message", async () => {
    await server.behave({ kind: "status", status: 500, message: "database is on fire" });
    const error = await supabase.listCategories(signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlogBackendError);
    expect(error).toMatchObject({ message: "database is on fire", transient: true, status: 500 });
    // Retrying is the fetch policy's job: supabase-js made exactly one request.
    expect(server.requests).toHaveLength(1);
  });

  it("a 4xx answer is not worth retrying", async () => {
    await server.behave({ kind: "status", status: 400, message: "bad filter" });
    await expect(
      supabase.listPosts({ category: null, offset: 0, limit: 12 }, signal()),
    ).rejects.toMatchObject({ transient: false, status: 400 });
  });

  it("invalid JSON is an error", async () => {
    await server.behave({ kind: "invalid-json" });
    await expect(supabase.listCategories(signal())).rejects.toBeInstanceOf(BlogBackendError);
  });

  it("a slow answer past the signal's deadline is a transient timeout", async () => {
    await server.behave({ kind: "slow", delayMs: 2_000 });
    await expect(supabase.listCategories(AbortSignal.timeout(200))).rejects.toMatchObject({
      message: "The request timed out",
      transient: true,
    });
  });

  it("a refused connection is transient", async () => {
    // A port that was just free: nothing listens there now.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const source = createSupabaseBackend(
      createSupabaseClient(`http://127.0.0.1:${port}`, server.anonKey),
    );
    await expect(source.listCategories(signal())).rejects.toMatchObject({ transient: true });
  });

  it("hostile image URLs become no image; https and own paths stay", async () => {
    const [first, second, third, fourth] = seeded.posts.filter((post) => post.published);
    const edit = (post: PostRow, url: string): PostRow => ({ ...post, featured_image_url: url });
    await server.setRows({
      posts: [
        edit(first!, "javascript:alert(1)"),
        edit(second!, "data:text/html,<script>alert(1)</script>"),
        edit(third!, "https://images.example/ok.png"),
        edit(fourth!, "//evil.example/x.png"),
      ],
    });
    const { posts } = await supabase.listPosts({ category: null, offset: 0, limit: 12 }, signal());
    const bySlug = Object.fromEntries(posts.map((post) => [post.slug, post.featured_image_url]));
    expect(bySlug[first!.slug]).toBeNull();
    expect(bySlug[second!.slug]).toBeNull();
    expect(bySlug[third!.slug]).toBe("https://images.example/ok.png");
    expect(bySlug[fourth!.slug]).toBeNull();
  });
});

describe("slugs from the backend are checked where rows are read", () => {
  it("drops posts and categories whose slug breaks the slug rule, with one log line per read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const [good, bad] = seeded.posts.filter((post) => post.published);
    const badCategory = { id: 999, name: "Bad", slug: "Bad Slug/../x?y=1&z" };
    await server.setRows({
      categories: [...seeded.categories, badCategory],
      posts: [
        { ...good!, category_id: badCategory.id },
        { ...bad!, slug: "UPPER case/../x" },
      ],
    });

    const { posts } = await supabase.listPosts({ category: null, offset: 0, limit: 12 }, signal());
    expect(posts.map((post) => post.slug)).toEqual([good!.slug]);
    // A post in a category with a bad slug is kept, as uncategorised.
    expect(posts[0]!.category).toBeNull();
    // One line for the posts left out, one for the posts shown without their category.
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/1 post row\(s\) left out: a slug/);
    expect(warn.mock.calls[1]![0]).toMatch(/1 post row\(s\) shown without their category/);

    const categories = await supabase.listCategories(signal());
    expect(categories.map((category) => category.slug)).not.toContain(badCategory.slug);
    expect(categories).toHaveLength(seeded.categories.length);
    const links = await supabase.listPostLinks({ offset: 0, limit: 1000 }, signal());
    expect(links.map((link) => link.slug)).toEqual([good!.slug]);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });
});

describe("at Supabase's 1,000-row cap nothing is cut", () => {
  it("the sitemap reads every post in ranges of at most 1,000", async () => {
    const template = seeded.posts.find((post) => post.published)!;
    const many: PostRow[] = Array.from({ length: 2_345 }, (_, index) => ({
      ...template,
      id: 10_000 + index,
      slug: `generated-${index}`,
      created_at: new Date(Date.UTC(2020, 0, 1) - index * 3_600_000).toISOString(),
    }));
    await server.setRows({ posts: [...seeded.posts, ...many] });
    const blog = createBlogData(supabase, createFetchPolicy());
    const links = await blog.allPostLinks();
    const visible = seeded.posts.filter((post) => post.published).length + many.length;
    expect(links).toHaveLength(visible);
    expect(new Set(links.map((link) => link.slug)).size).toBe(visible);
    expect(Math.max(...server.requests.map((request) => request.rows ?? 0))).toBeLessThanOrEqual(
      MAX_ROWS,
    );
    const list = await blog.listPosts({ category: null, page: 100, perPage: 12 });
    expect(list.total).toBe(visible);
    expect(list.posts).toHaveLength(12);
  });
});

describe("failures are logged with the exact messages the product requires", () => {
  const instant = { now: () => Date.now(), sleep: async () => {} };
  type Blog = ReturnType<typeof createBlogData>;

  it.each([
    [
      "listPosts",
      (b: Blog) => b.listPosts({ category: null, page: 1, perPage: 12 }),
      "Failed to fetch posts: ",
    ],
    [
      "listPosts in a category",
      (b: Blog) => b.listPosts({ category: "sleep", page: 1, perPage: 12 }),
      "Failed to fetch posts for category sleep: ",
    ],
    ["getCategories", (b: Blog) => b.getCategories(), "Failed to fetch categories: "],
    ["getPostBySlug", (b: Blog) => b.getPostBySlug("x"), "Failed to fetch post: "],
  ])("%s", async (_name, call, prefix) => {
    const log = vi.mocked(console.error).mockImplementation(() => {});
    await server.behave({ kind: "status", status: 503, message: "upstream unavailable" });
    const blog = createBlogData(supabase, createFetchPolicy({ clock: instant }));
    await expect(call(blog)).rejects.toThrow(`${prefix}upstream unavailable`);
    expect(log).toHaveBeenCalledWith(`${prefix}upstream unavailable`);
    // One try plus three retries.
    expect(server.requests).toHaveLength(4);
  });
});
