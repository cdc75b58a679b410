import path from "node:path";
import { serverEnv, type BlogConfig } from "~/lib/env.server";
import { readingMinutes } from "~/lib/reading-time";
import {
  MAX_ROWS_PER_REQUEST,
  type BlogBackend,
  type PostCursor,
  type PostPosition,
  type PostRecord,
  type PostTextPage,
} from "./backend.server";
import { loadPurifier, renderPostBody, UnshowableBody } from "./body.server";
import { createFetchPolicy, type FetchPolicy } from "./fetch-policy.server";
import { createPgliteBackend, createSeededPglite } from "./pglite-backend.server";
import { createSupabaseClient, createSupabaseBackend } from "./supabase-backend.server";
import type { AdjacentPosts, Category, PostLink, PostList, PostPage, PostSummary } from "./types";

/**
 * The blog's data: its reads, as routes ask for them, and the one running blog of the process.
 *
 * Contract:
 * - `blog()` is the process's `BlogData` (below): every read goes through the fetch policy
 *   (fetch-policy.server.ts) under its own key, and a failure is logged once with its fixed
 *   message (docs/decisions/0002-fetch-policy.md), then thrown for the route to answer
 *   (docs/decisions/0009-error-screens-and-statuses.md).
 * - `startBlog` (at start-up), `warmBlog`, `stopBlog` and, in development, `reloadBlog` run it:
 *   the backend is Supabase when it is configured, else the embedded PGlite database
 *   (docs/decisions/0001-data-source.md).
 */

/** The blog's reads, as routes ask for them. */
export interface BlogData {
  /** One page of posts, newest first, optionally in one category, with the total. */
  listPosts(query: { category: string | null; page: number; perPage: number }): Promise<PostList>;
  /** The newest posts, for the home page, the feed and "More from the blog". */
  latestPosts(count: number, category?: string | null): Promise<PostSummary[]>;
  /** Every published post's slug and date, for the sitemap. */
  allPostLinks(): Promise<PostLink[]>;
  getCategories(): Promise<Category[]>;
  getPostBySlug(slug: string): Promise<PostPage | null>;
  /**
   * Every post with its body, newest first, for the search index, in pages of
   * `SEARCH_PAGE_POSTS` (docs/decisions/0040-search-reads-every-post.md). Each page is cached
   * like the sitemap's ranges, so an unchanged page is the same array until the data cache
   * refreshes it.
   */
  searchablePosts(): Promise<PostRecord[][]>;
  /** The published posts either side of this one by date, for the links between posts. */
  adjacentPosts(post: PostPosition): Promise<AdjacentPosts>;
}

/** The sitemap's limit (50,000 URLs per file) leaves room for the site's own pages. */
const MAX_SITEMAP_POSTS = 49_000;

/**
 * Posts per page of search's read: fifty bodies are 250 KB to 500 KB of the author's posts,
 * under the answer's 1 MB limit; fifty at the longest a page shows (1.5 MB) are read in halves
 * (docs/decisions/0040-search-reads-every-post.md, 0050-a-one-second-page-cache.md).
 */
export const SEARCH_PAGE_POSTS = 50;
/** A bound only a bug could reach: 20,000 posts, a post a day for over fifty years. */
export const SEARCH_MAX_PAGES = 400;
/**
 * How long search's pages stay fresh: reading every post's text again is 200 reads at 10,000
 * posts (20 MB from Supabase) and a rebuild of the index, too much for the 15 seconds that
 * bring an edit to its own page. A new or changed post is searched within five minutes
 * (docs/decisions/0049-search-scored-in-arrays.md).
 */
export const SEARCH_TEXTS_FRESH_MS = 5 * 60_000;

/**
 * The answers a reader most needs when the backend is down, kept apart from posts and deeper
 * list pages (see `createFetchPolicy`): the category list, each list's first page (the blog,
 * each category, the home page, the feed, "More from the blog") and the sitemap's ranges. Their
 * keys come only from real data, since an unknown category never gets as far as a query.
 */
export function isCoreBlogKey(key: string): boolean {
  return (
    key === "categories" ||
    key.startsWith("links:") ||
    key.startsWith("texts:") ||
    /^posts:[^:]*:0:/.test(key)
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function logged<T>(message: (detail: string) => string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const text = message(describe(error));
    console.error(text);
    throw new Error(text, { cause: error });
  }
}

export function createBlogData(
  source: BlogBackend,
  policy: FetchPolicy = createFetchPolicy({ isCore: isCoreBlogKey }),
  { siteUrl }: { siteUrl?: string } = {},
): BlogData {
  const postsMessage = (category: string | null) => (detail: string) =>
    category
      ? `Failed to fetch posts for category ${category}: ${detail}`
      : `Failed to fetch posts: ${detail}`;

  const readCategories = async () =>
    (await policy.read("categories", (signal) => source.listCategories(signal))) ?? [];

  /**
   * A category is known from the (cached) category list, so a made-up one costs no query and
   * no cache entry however many there are: it is simply an empty list. A known one is asked for
   * by its id, which Postgres finds in the category's own index. A page after the first passes
   * on the first page's total, so the backend counts nothing again and reads a page past the
   * middle from the oldest end.
   */
  async function page(
    slug: string | null,
    offset: number,
    limit: number,
    total?: number,
  ): Promise<PostList> {
    let category: Category | null = null;
    if (slug !== null) {
      category = (await readCategories()).find((item) => item.slug === slug) ?? null;
      if (!category) return { posts: [], total: 0 };
    }
    const key = `posts:${slug ?? "*"}:${offset}:${limit}`;
    const list = await policy.read(key, (signal) =>
      source.listPosts({ category, offset, limit, total }, signal),
    );
    return list ?? { posts: [], total: 0 };
  }

  async function readPost(slug: string): Promise<PostPage | null> {
    return policy.read(`post:${slug}`, async (signal): Promise<PostPage | null> => {
      const post = await source.getPostBySlug(slug, signal);
      if (!post) return null;
      // Sanitised once per fetch and cached with the post, not per request; the raw body goes
      // no further than this.
      const { content, format, ...summary } = post;
      let bodyHtml: string;
      try {
        bodyHtml = await renderPostBody(content, { siteUrl, format });
      } catch (error) {
        if (!(error instanceof UnshowableBody)) throw error;
        // That post's problem, not the blog's: it is left out (its address is a 404) and the
        // rest are served. posts:check tells the author the same before it is pushed.
        console.error(`[blog] post ${JSON.stringify(slug)} left out: ${error.message}`);
        return null;
      }
      return { ...summary, bodyHtml, readingMinutes: readingMinutes(content) };
    });
  }

  async function readAdjacent({ id, created_at }: PostPosition): Promise<AdjacentPosts> {
    const adjacent = await policy.read(`adjacent:${id}:${created_at}`, (signal) =>
      source.getAdjacentPosts({ id, created_at }, signal),
    );
    return adjacent ?? { previous: null, next: null };
  }

  return {
    listPosts({ category, page: number, perPage }) {
      return logged(postsMessage(category), async () => {
        const first = await page(category, 0, perPage);
        const lastPage = Math.max(1, Math.ceil(first.total / perPage));
        // Pages past the end are answered from the first page's total, so an unbounded
        // number of made-up page numbers costs no query and no cache entry.
        if (number === 1 || number > lastPage) {
          return number === 1 ? first : { posts: [], total: first.total };
        }
        return page(category, (number - 1) * perPage, perPage, first.total);
      });
    },

    latestPosts(count, category = null) {
      return logged(postsMessage(category), async () => (await page(category, 0, count)).posts);
    },

    allPostLinks() {
      return logged(postsMessage(null), async () => {
        const links: PostLink[] = [];
        for (let offset = 0; offset < MAX_SITEMAP_POSTS; offset += MAX_ROWS_PER_REQUEST) {
          const range = await policy.read(`links:${offset}`, (signal) =>
            source.listPostLinks({ offset, limit: MAX_ROWS_PER_REQUEST }, signal),
          );
          links.push(...(range ?? []));
          if (!range || range.length < MAX_ROWS_PER_REQUEST) break;
        }
        return links;
      });
    },

    searchablePosts() {
      return logged(postsMessage(null), async () => {
        const pages: PostRecord[][] = [];
        let after: PostCursor | null = null;
        for (let page = 0; page < SEARCH_MAX_PAGES; page++) {
          const from: PostCursor | null = after;
          // Keyed by the page's number: the page after a changed one is read again on the
          // cache's clock, so a cached page may meet its neighbour's new edge for a while; the
          // index keeps the first of a post met twice.
          const read: PostTextPage | null = await policy.read(
            `texts:${page}`,
            (signal): Promise<PostTextPage> =>
              source.listPostTexts({ after: from, limit: SEARCH_PAGE_POSTS }, signal),
            { freshMs: SEARCH_TEXTS_FRESH_MS },
          );
          if (!read) break;
          pages.push(read.posts);
          if (!read.next) break;
          after = read.next;
        }
        return pages;
      });
    },

    getCategories() {
      return logged((detail) => `Failed to fetch categories: ${detail}`, readCategories);
    },

    adjacentPosts(post) {
      return logged(postsMessage(null), () => readAdjacent(post));
    },

    getPostBySlug(slug) {
      return logged(
        (detail) => `Failed to fetch post: ${detail}`,
        () => readPost(slug),
      );
    },
  };
}

// The running blog.

/** The blog's list pages show this many cards: four rows of the three-column grid. */
export const POSTS_PER_PAGE = 12;

interface RunningBlog {
  data: BlogData;
  /** Settles when the source answers and the sanitiser is loaded. */
  warm: Promise<void>;
  stop: () => void;
  /** Stops it and closes its embedded database, when it has one. */
  close: () => Promise<void>;
}

// On globalThis so the development server's rebuilds reuse one database and one cache, and
// every copy of this module counts the same reloads.
const shared = globalThis as typeof globalThis & { __blog?: RunningBlog; __blogReloads?: number };

function createSource(config: BlogConfig): { source: BlogBackend; close: () => Promise<void> } {
  if (config.source === "supabase") {
    const client = createSupabaseClient(config.url, config.anonKey);
    // A local Supabase serves its images over plain http from its own origin.
    return {
      source: createSupabaseBackend(client, new URL(config.url).origin),
      close: async () => {},
    };
  }
  const from = config.snapshot
    ? "the posts the build checked"
    : path.relative(process.cwd(), config.postsDir) || ".";
  console.info(
    `[blog] SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY are not set: using the embedded PGlite database, filled from ${from}${config.preview ? " (drafts and scheduled posts shown: development)" : ""}`,
  );
  const database = createSeededPglite(config.supabaseDir, {
    postsDir: config.postsDir,
    snapshot: config.snapshot,
  });
  return {
    source: createPgliteBackend(database, { preview: config.preview }),
    close: () => database.then((db) => db.close()).catch(() => {}),
  };
}

/**
 * Creates the process's blog data and warms it: the database (PGlite takes a second or two),
 * the sanitiser (DOMPurify loads jsdom) and the queries the home and blog pages make first,
 * so the first reader after a start waits for none of them. `startServer` calls it at start-up;
 * later calls return the same running blog.
 */
export function startBlog(config: BlogConfig, siteUrl?: string): RunningBlog {
  if (shared.__blog) return shared.__blog;
  shared.__blog = createBlog(config, siteUrl);
  return shared.__blog;
}

function createBlog(config: BlogConfig, siteUrl?: string): RunningBlog {
  const policy = createFetchPolicy({ isCore: isCoreBlogKey });
  const { source, close } = createSource(config);
  const data = createBlogData(source, policy, { siteUrl });
  // Start-up is not a reader: the database may take its time before the first queries.
  const warm = Promise.all([loadPurifier(), source.ready()]).then(async () => {
    await Promise.all([
      data.getCategories(),
      data.listPosts({ category: null, page: 1, perPage: POSTS_PER_PAGE }),
    ]);
  });
  return {
    data,
    warm,
    stop: policy.stop,
    close: async () => {
      policy.stop();
      await close();
    },
  };
}

/**
 * The process's blog data. `startServer` has normally started it before the first request;
 * anything that reads the blog without that start-up step (a script, a test) starts it here,
 * from the same configuration, rather than depending on who ran first.
 */
export function blog(): BlogData {
  if (shared.__blog) return shared.__blog.data;
  const env = serverEnv();
  return startBlog(env.blog, env.siteUrl).data;
}

/** Starts the blog if it is not running and settles once it is warm. */
export function warmBlog(): Promise<void> {
  blog();
  return shared.__blog!.warm;
}

export function stopBlog(): void {
  shared.__blog?.stop();
}

/**
 * Development: starts a new blog from the post files as they are now and, once it is warm,
 * puts it in the running one's place and closes the old one (its cache and its embedded
 * database). Until then every request is answered by the old blog, so a page open in the
 * preview never shows "Post Not Found" between a save and the new version
 * (docs/decisions/0042-the-editor-checks-where-she-writes.md). The development server calls it
 * when a file in the posts folder changes (vite.config.ts).
 */
export async function reloadBlog(): Promise<void> {
  const reload = (shared.__blogReloads = (shared.__blogReloads ?? 0) + 1);
  const env = serverEnv();
  const next = createBlog(env.blog, env.siteUrl);
  // A blog that cannot warm (a database that will not start) still replaces the old one: its
  // pages then say what is wrong, as at start-up.
  await next.warm.catch(() => {});
  // A newer reload began meanwhile (one save can ask twice): it takes the old blog's place,
  // whichever warms first, and this one is dropped, so the running blog is never one whose
  // database another reload has closed.
  if (reload !== shared.__blogReloads) return next.close();
  const running = shared.__blog;
  shared.__blog = next;
  await running?.close();
}
