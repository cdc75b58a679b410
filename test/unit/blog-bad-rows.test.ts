import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createFetchPolicy } from "~/lib/blog/fetch-policy.server";
import { createBlogData, type BlogData } from "~/lib/blog/blog.server";
import { createSupabaseBackend, createSupabaseClient } from "~/lib/blog/supabase-backend.server";
import { rssXml, sitemapXml } from "~/lib/discovery.server";
import {
  startPostgrestStandin,
  type PostgrestStandin,
  type PostRow,
} from "../support/postgrest-standin";

/**
 * Rows Supabase may hand back after a schema change in the table editor (here: "Is Nullable"
 * ticked on the title and on updated_at) and a hand edit: each is left out with one log line per
 * read, and the posts around it, the lists, the feed and the sitemap carry on. Over real HTTP,
 * through supabase-js, against the PostgREST stand-in and its real database. Values no
 * PostgreSQL column could hand back (a title that is a number) are test/unit/blog-rows.test.ts's.
 */
const categories = [{ id: 1, name: "Sleep", slug: "sleep" }];

function post(day: number, fields: Partial<PostRow> = {}): PostRow {
  const date = new Date(Date.UTC(2025, 0, day, 9)).toISOString();
  return {
    id: day,
    title: `Post ${day}`,
    slug: `post-${day}`,
    excerpt: "An excerpt.",
    content: "A body.",
    featured_image_url: null,
    published: true,
    created_at: date,
    updated_at: date,
    category_id: 1,
    ...fields,
  } as PostRow;
}

/** "Is Nullable" ticked in the table editor: PostgreSQL then holds what the app cannot read. */
const NULLABLE = `alter table public.posts
  alter column title drop not null,
  alter column updated_at drop not null`;

/** A null the schema change allows, where PostRow (the migrations' schema) has text. */
const missing = null as unknown as string;
const good = [post(1), post(3), post(5), post(7)];
const bad = [
  post(2, { title: missing }),
  post(4, { updated_at: missing }),
  post(6, { updated_at: missing }),
  post(8, { title: missing }),
];

let backend: PostgrestStandin;
let blog: BlogData;
let warn: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  backend = await startPostgrestStandin({ categories, posts: good });
  await backend.db.exec(NULLABLE);
  await backend.setRows({ posts: [...good, ...bad] });
  // The database starts: seconds on a busy machine.
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

beforeEach(() => {
  // A fresh cache each time, so every read below reaches the backend.
  const source = createSupabaseBackend(createSupabaseClient(backend.url, backend.anonKey));
  blog = createBlogData(source, createFetchPolicy());
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

describe("a row that cannot be read", () => {
  it("is left out of the list with one log line naming it; the other posts are listed", async () => {
    const list = await blog.listPosts({ category: null, page: 1, perPage: 12 });
    expect(slugs(list.posts)).toEqual(["post-7", "post-5", "post-3", "post-1"]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^\[blog\] 4 post row\(s\) left out: they cannot be read \(e\.g\. "post-8": the title is not text\)$/,
    );
    const category = await blog.listPosts({ category: "sleep", page: 1, perPage: 12 });
    expect(slugs(category.posts)).toEqual(slugs(list.posts));
  });

  it("leaves the feed and the sitemap whole but for it", async () => {
    const feed = rssXml("https://example.test", await blog.latestPosts(20));
    for (const { slug } of good) expect(feed).toContain(`/blog/${slug}`);
    expect(feed).not.toContain("/blog/post-2");
    const links = await blog.allPostLinks();
    // The sitemap reads slugs and dates only: a missing title does not matter there.
    expect(slugs(links)).toEqual(["post-8", "post-7", "post-5", "post-3", "post-2", "post-1"]);
    const sitemap = sitemapXml("https://example.test", links);
    expect(sitemap).toContain("/blog/post-7");
    expect(sitemap).not.toContain("/blog/post-6");
  });

  it("is a missing post at its own address, and never breaks the posts either side", async () => {
    expect(await blog.getPostBySlug("post-2")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const page = await blog.getPostBySlug("post-3");
    expect(page?.title).toBe("Post 3");
    const around = await blog.adjacentPosts(page!);
    // The older neighbour has no title: no link rather than an error. The newer one's missing
    // updated_at is not part of a link, so it stays.
    expect(around.previous).toBeNull();
    expect(around.next?.slug).toBe("post-4");
    const first = await blog.getPostBySlug("post-1");
    expect((await blog.adjacentPosts(first!)).previous).toBeNull();
    // The first post page loads the sanitiser (jsdom): seconds on a busy machine.
  }, 60_000);
});
