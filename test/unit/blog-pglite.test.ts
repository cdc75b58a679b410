import { existsSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createPgliteBackend,
  createSeededPglite,
  statements,
} from "~/lib/blog/pglite-backend.server";
import { MAX_EXCERPT_LENGTH, MAX_TITLE_LENGTH } from "~/lib/blog/rows.server";
import type { BlogBackend } from "~/lib/blog/backend.server";
import type { PostSummary } from "~/lib/blog/types";
import { generatedPostsSql } from "../../scripts/generate-posts.mjs";
import { FIXTURE_POSTS_DIR, SUPABASE_DIR } from "../support/posts-dir";

const signal = new AbortController().signal;
const everything = { category: null, offset: 0, limit: 1_000 };

let db: PGlite;
let source: BlogBackend;

beforeAll(async () => {
  db = await createSeededPglite(SUPABASE_DIR, { postsDir: FIXTURE_POSTS_DIR });
  source = createPgliteBackend(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe("PGlite source on the real migrations and the test posts", () => {
  it("lists posts newest first with the category embedded", async () => {
    const { posts, total } = await source.listPosts(everything, signal);
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(total).toBe(posts.length);
    const dates = posts.map((post) => post.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const withCategory = posts.find((post) => post.category);
    expect(withCategory?.category).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
    });
    expect(posts.filter((post) => post.category === null)).toHaveLength(1);
    expect(typeof posts[0]!.id).toBe("string");
    expect(posts[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("gives every published test post an image on this site, with alt text", async () => {
    const { posts } = await source.listPosts(everything, signal);
    for (const post of posts) {
      const file = path.resolve(SUPABASE_DIR, "../public", post.featured_image_url!.slice(1));
      expect(existsSync(file), file).toBe(true);
      expect(post.featured_image_alt?.length ?? 0, post.slug).toBeGreaterThan(40);
    }
  });

  it("reads the test posts' dates: the newest is from November 2026", async () => {
    const { posts } = await source.listPosts(everything, signal);
    expect(posts[0]!.created_at).toMatch(/^2026-11-/);
    const years = new Set(posts.map((post) => post.created_at.slice(0, 4)));
    expect([...years].sort()).toEqual(["2024", "2025", "2026"]);
  });

  it("edits after publishing show in updated_at for some posts, and never before publishing", async () => {
    const rows = await db.query<{ created_at: Date; updated_at: Date }>(
      "select created_at, updated_at from public.posts",
    );
    for (const row of rows.rows) {
      expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime());
    }
    const edited = rows.rows.filter((row) => row.updated_at > row.created_at);
    expect(edited.length).toBeGreaterThanOrEqual(3);
    expect(edited.length).toBeLessThan(rows.rows.length);
  });

  it("lists only what a card shows: no body", async () => {
    const { posts } = await source.listPosts(everything, signal);
    for (const post of posts) expect(post).not.toHaveProperty("content");
  });

  it("pages: exactly the rows asked for, with the total of every match", async () => {
    const { posts: all, total } = await source.listPosts(everything, signal);
    const page = await source.listPosts({ category: null, offset: 2, limit: 3 }, signal);
    expect(page.total).toBe(total);
    expect(page.posts.map((post) => post.slug)).toEqual(all.slice(2, 5).map((post) => post.slug));
    const past = await source.listPosts({ category: null, offset: 500, limit: 3 }, signal);
    expect(past).toEqual({ posts: [], total });
  });

  it("the draft exists in the table, but only the owner can see it", async () => {
    const owner = await db.query<{ slug: string }>(
      "select slug from public.posts where not published",
    );
    expect(owner.rows.map((row) => row.slug)).toEqual(["draft-hrt-first-month"]);
    // The database's own lock, without the queries' filter: anon reads no draft at all.
    const anon = await db.transaction(async (tx) => {
      await tx.exec("set local role anon");
      return (await tx.query<{ slug: string }>("select slug from public.posts")).rows;
    });
    expect(anon.length).toBeGreaterThan(0);
    expect(anon.map((row) => row.slug)).not.toContain("draft-hrt-first-month");
    expect(await source.getPostBySlug("draft-hrt-first-month", signal)).toBeNull();
  });

  it("lets other work in between statements waiting for the database", async () => {
    // PGlite runs a statement synchronously; statements queued together used to run back to
    // back without the event loop turning, so a burst of reads (search refreshing its pages)
    // held every request, /healthz too, until the last one finished.
    let turns = 0;
    let reading = true;
    const count = () => {
      if (!reading) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    const reads = Array.from({ length: 20 }, () => source.listPosts(everything, signal));
    await Promise.all(reads);
    reading = false;
    expect(turns).toBeGreaterThanOrEqual(reads.length);
  });

  it("anon cannot write", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.exec("set local role anon");
        await tx.exec("update public.posts set title = 'x'");
      }),
    ).rejects.toThrow(/permission denied/);
  });

  it("filters by the category's id, dropping other categories", async () => {
    const categories = await source.listCategories(signal);
    const { posts: all } = await source.listPosts(everything, signal);
    for (const category of categories) {
      const { posts, total } = await source.listPosts({ category, offset: 0, limit: 100 }, signal);
      expect(posts.every((post) => post.category?.slug === category.slug)).toBe(true);
      expect(posts.map((post) => post.slug)).toEqual(
        all.filter((post) => post.category?.slug === category.slug).map((post) => post.slug),
      );
      expect(total).toBe(posts.length);
    }
    expect(
      await source.listPosts(
        { category: { id: "-1", slug: "no-such-category" }, offset: 0, limit: 12 },
        signal,
      ),
    ).toEqual({ posts: [], total: 0 });
  });

  it("lists categories by name", async () => {
    const categories = await source.listCategories(signal);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    const names = categories.map((category) => category.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it("finds one post by slug with its category, body and search snippet, or null", async () => {
    const { posts } = await source.listPosts(everything, signal);
    const post = await source.getPostBySlug(posts[0]!.slug, signal);
    // The newest test post's file has a shorter title and a description for search results.
    expect(post).toEqual({
      ...posts[0],
      content: expect.stringMatching(/\w/),
      format: "markdown",
      seo_title: "Fifty-Three: What the Notebooks Taught Me",
      seo_description: expect.stringMatching(/^Years ago I began writing down/),
    });
    expect(await source.getPostBySlug("nope", signal)).toBeNull();
  });

  it("sitemap links come in ranges, newest first", async () => {
    const { posts } = await source.listPosts(everything, signal);
    const links = await source.listPostLinks({ offset: 1, limit: 2 }, signal);
    expect(links).toEqual(
      posts.slice(1, 3).map((post) => ({ slug: post.slug, updated_at: post.updated_at })),
    );
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

describe("the posts either side of a post", () => {
  const link = (post?: PostSummary) =>
    post ? { slug: post.slug, title: post.title, created_at: post.created_at } : null;

  it("are the next older and next newer published posts; the ends have only one", async () => {
    const { posts } = await source.listPosts(everything, signal);
    expect(posts.length).toBeGreaterThan(2);
    for (const [index, post] of posts.entries()) {
      expect(await source.getAdjacentPosts(post, signal), post.slug).toEqual({
        previous: link(posts[index + 1]),
        next: link(posts[index - 1]),
      });
    }
  });

  it("follow the list's order when posts share a date, and never land on a draft", async () => {
    const tied = await createSeededPglite(SUPABASE_DIR, { seed: false });
    try {
      await tied.exec(`
        insert into public.posts (title, slug, published, created_at) values
          ('First', 'first', true, '2025-05-01T09:00:00Z'),
          ('Second', 'second', true, '2025-05-01T09:00:00Z'),
          ('Draft', 'draft', false, '2025-05-01T09:00:00Z'),
          ('Third', 'third', true, '2025-05-01T09:00:00Z');`);
      const tiedSource = createPgliteBackend(tied);
      const { posts } = await tiedSource.listPosts(everything, signal);
      expect(posts.map((post) => post.slug)).toEqual(["third", "second", "first"]);
      const [third, second, first] = posts;
      expect(await tiedSource.getAdjacentPosts(second!, signal)).toEqual({
        previous: link(first),
        next: link(third),
      });
      expect(await tiedSource.getAdjacentPosts(first!, signal)).toEqual({
        previous: null,
        next: link(second),
      });
    } finally {
      await tied.close();
    }
  });

  it("pass over posts whose slug breaks the slug rule, to the next one a reader can open", async () => {
    const mixed = await createSeededPglite(SUPABASE_DIR, { seed: false });
    try {
      // Oldest first: two valid posts with three bad ones between them, and one bad at the end.
      await mixed.exec(`
        insert into public.posts (title, slug, published, created_at) values
          ('Oldest', 'oldest', true, '2025-05-01T09:00:00Z'),
          ('Capitals', 'Capital-Letters', true, '2025-05-02T09:00:00Z'),
          ('Path', '../admin', true, '2025-05-03T09:00:00Z'),
          ('Too long', '${"a".repeat(201)}', true, '2025-05-04T09:00:00Z'),
          ('Newest', 'newest', true, '2025-05-05T09:00:00Z'),
          ('Spaces', 'not a slug', true, '2025-05-06T09:00:00Z');`);
      const mixedSource = createPgliteBackend(mixed);
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const { posts } = await mixedSource.listPosts(everything, signal);
      warn.mockRestore();
      expect(posts.map((post) => post.slug)).toEqual(["newest", "oldest"]);
      const [newest, oldest] = posts;
      expect(await mixedSource.getAdjacentPosts(oldest!, signal)).toEqual({
        previous: null,
        next: link(newest),
      });
      expect(await mixedSource.getAdjacentPosts(newest!, signal)).toEqual({
        previous: link(oldest),
        next: null,
      });
    } finally {
      await mixed.close();
    }
  });
});

describe("titles and excerpts past their limits", () => {
  it("are cut at a word with an ellipsis wherever a post is read, with one log line naming it", async () => {
    const long = await createSeededPglite(SUPABASE_DIR, { seed: false });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const title = "Hot flushes at work and what helped me ".repeat(130);
      const excerpt = "x".repeat(5_000);
      await long.query(
        `insert into public.posts (title, slug, excerpt, published, created_at) values
           ('Older', 'older', 'Short.', true, '2025-05-01T09:00:00Z'),
           ($1, 'pasted-into-the-title', $2, true, '2025-05-02T09:00:00Z')`,
        [title, excerpt],
      );
      const longSource = createPgliteBackend(long);
      const { posts } = await longSource.listPosts(everything, signal);
      const [cut, older] = posts;
      const kept = cut!.title.slice(0, -1);
      expect(cut!.title.endsWith("…")).toBe(true);
      expect(title.startsWith(kept)).toBe(true);
      expect(title[kept.length], "cut between words").toBe(" ");
      expect(Array.from(cut!.title).length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      expect(Array.from(cut!.title).length).toBeGreaterThan(MAX_TITLE_LENGTH - 12);
      // One endless word: cut mid-word, using the whole limit.
      expect(cut!.excerpt).toBe(`${"x".repeat(MAX_EXCERPT_LENGTH - 1)}…`);
      expect(older).toMatchObject({ title: "Older", excerpt: "Short." });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(
        `[blog] post "pasted-into-the-title" is shown cut short: title ${title.length} characters (limit ${MAX_TITLE_LENGTH}), excerpt 5000 characters (limit ${MAX_EXCERPT_LENGTH})`,
      );

      const page = await longSource.getPostBySlug("pasted-into-the-title", signal);
      expect(page).toMatchObject({ title: cut!.title, excerpt: cut!.excerpt });
      expect((await longSource.getAdjacentPosts(older!, signal)).next?.title).toBe(cut!.title);
      expect(warn).toHaveBeenCalledTimes(3);
    } finally {
      warn.mockRestore();
      await long.close();
    }
  });

  it("leave every seed post as it is written, without a word logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const { posts } = await source.listPosts(everything, signal);
      const rows = await db.query<{ slug: string; title: string; excerpt: string }>(
        "select slug, title, excerpt from public.posts where published",
      );
      for (const row of rows.rows) {
        expect(posts.find((post) => post.slug === row.slug)).toMatchObject({
          title: row.title,
          excerpt: row.excerpt,
        });
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("defence in depth: every query asks for published posts itself", () => {
  let open: PGlite;
  let leaky: BlogBackend;

  beforeAll(async () => {
    // A policy mistake: Row Level Security switched off, so anon could read drafts.
    open = await createSeededPglite(SUPABASE_DIR, { postsDir: FIXTURE_POSTS_DIR });
    await open.exec("alter table public.posts disable row level security");
    leaky = createPgliteBackend(open);
  }, 60_000);

  afterAll(async () => {
    await open?.close();
  });

  it("still hides the draft from the list, the sitemap and its own address", async () => {
    const draft = "draft-hrt-first-month";
    const anon = await open.transaction(async (tx) => {
      await tx.exec("set local role anon");
      return (await tx.query<{ slug: string }>("select slug from public.posts")).rows;
    });
    expect(anon.map((row) => row.slug)).toContain(draft); // the lock really is off
    const { posts } = await leaky.listPosts(everything, signal);
    expect(posts.map((post) => post.slug)).not.toContain(draft);
    const links = await leaky.listPostLinks({ offset: 0, limit: 1_000 }, signal);
    expect(links.map((link) => link.slug)).not.toContain(draft);
    expect(await leaky.getPostBySlug(draft, signal)).toBeNull();
  });
});

describe("at 10,000 posts the list queries use the indexes", () => {
  let big: PGlite;

  beforeAll(async () => {
    big = await createSeededPglite(SUPABASE_DIR, { postsDir: FIXTURE_POSTS_DIR });
    await big.exec(generatedPostsSql(10_000));
  }, 120_000);

  afterAll(async () => {
    await big?.close();
  });

  interface PlanNode {
    "Node Type": string;
    "Relation Name"?: string;
    Plans?: PlanNode[];
  }

  /** Every step of the plan Postgres picks for a query, outermost first. */
  async function planSteps(sql: string, params: unknown[] = []): Promise<PlanNode[]> {
    const result = await big.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      `explain (format json) ${sql}`,
      params,
    );
    const steps: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      steps.push(node);
      node.Plans?.forEach(walk);
    };
    walk(result.rows[0]!["QUERY PLAN"][0].Plan);
    return steps;
  }

  /** How the plan reads the posts table: each way is an index lookup or a full scan. */
  const readsOfPosts = (steps: PlanNode[]) =>
    steps.filter((step) => step["Relation Name"] === "posts").map((step) => step["Node Type"]);

  /** Reading through an index, whichever index Postgres picks; a Seq Scan reads every row. */
  const INDEX_READS = ["Index Scan", "Index Only Scan", "Bitmap Heap Scan"];

  it("newest published posts: read through an index in page order, no sort", async () => {
    const steps = await planSteps(
      `select p.id from public.posts p left join public.categories c on c.id = p.category_id
        where p.published order by p.created_at desc, p.id desc limit 12 offset 1500`,
    );
    const reads = readsOfPosts(steps);
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(INDEX_READS).toContain(read);
    expect(steps.map((step) => step["Node Type"])).not.toContain("Sort");
  });

  it("one category's page: an index lookup on the category, never a scan of every post", async () => {
    const [sleep] = await big
      .query<{ id: string }>("select id::text as id from public.categories where slug = 'sleep'")
      .then((result) => result.rows);
    const { text, params } = statements.listPosts({
      category: { id: sleep!.id, slug: "sleep" },
      offset: 0,
      limit: 12,
    })!;
    const reads = readsOfPosts(await planSteps(text, params));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(INDEX_READS).toContain(read);
  });

  it("a page deep in the list still answers with 12 rows and the full total", async () => {
    const source10k = createPgliteBackend(big);
    const page = await source10k.listPosts({ category: null, offset: 9_000, limit: 12 }, signal);
    expect(page.posts).toHaveLength(12);
    expect(page.total).toBeGreaterThan(10_000);
  });
});

describe("the list's cache stays bounded", () => {
  it("a burst of made-up page numbers costs no query and no cache entry", async () => {
    const { createBlogData } = await import("~/lib/blog/blog.server");
    const { createFetchPolicy } = await import("~/lib/blog/fetch-policy.server");
    const policy = createFetchPolicy();
    const counting: BlogBackend = { ...source, listPosts: vi.fn(source.listPosts) };
    const blog = createBlogData(counting, policy);
    await Promise.all([
      blog.listPosts({ category: null, page: 1, perPage: 12 }),
      blog.getCategories(),
    ]);
    const entries = policy.size();
    for (let page = 2; page < 3_002; page++) {
      const list = await blog.listPosts({ category: "sleep", page, perPage: 12 });
      expect(list.posts).toEqual([]);
    }
    // One query for the category's first page (its total says no other page exists).
    expect(counting.listPosts).toHaveBeenCalledTimes(2);
    expect(policy.size()).toBe(entries + 1);
  });
});
