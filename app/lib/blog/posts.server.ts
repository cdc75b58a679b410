import { loadPurifier, renderPostBody, readingMinutes } from "./body.server";
import { resolveBlogConfig, type BlogConfig } from "./config.server";
import { createFetchPolicy, type FetchPolicy } from "./fetch-policy.server";
import { createPgliteSource, createSeededPglite } from "./pglite-source.server";
import type { BlogSource } from "./source.server";
import { createSupabaseClient, createSupabaseSource } from "./supabase-source.server";
import type { Category, Post, PostWithBody } from "./types";

export interface BlogData {
  getPosts(options?: { publishedOnly?: boolean }): Promise<Post[]>;
  getPostsByCategory(slug: string): Promise<Post[]>;
  getCategories(): Promise<Category[]>;
  getPostBySlug(slug: string): Promise<PostWithBody | null>;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a read through the fetch policy; on failure logs SPEC.md section 8's message and throws
 * an error carrying it, for the route to turn into the spec's screen.
 */
async function logged<T>(message: (detail: string) => string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const text = message(describe(error));
    console.error(text);
    throw new Error(text, { cause: error });
  }
}

/** The blog's data layer: one source, one fetch policy, the spec's error messages. */
export function createBlogData(
  source: BlogSource,
  policy: FetchPolicy = createFetchPolicy(),
): BlogData {
  return {
    getPosts({ publishedOnly = false } = {}) {
      return logged(
        (detail) => `Failed to fetch posts: ${detail}`,
        () =>
          policy.read(`posts:${publishedOnly ? "published" : "all"}`, (signal) =>
            source.listPosts({ publishedOnly, signal }),
          ),
      );
    },

    getPostsByCategory(slug) {
      return logged(
        (detail) => `Failed to fetch posts for category ${slug}: ${detail}`,
        () =>
          policy.read(`posts:category:${slug}`, (signal) =>
            source.listPostsByCategory(slug, { signal }),
          ),
      );
    },

    getCategories() {
      return logged(
        (detail) => `Failed to fetch categories: ${detail}`,
        () => policy.read("categories", (signal) => source.listCategories({ signal })),
      );
    },

    getPostBySlug(slug) {
      return logged(
        (detail) => `Failed to fetch post: ${detail}`,
        () =>
          policy.read(`post:${slug}`, async (signal): Promise<PostWithBody | null> => {
            const post = await source.getPostBySlug(slug, { signal });
            if (!post) return null;
            // Sanitised once per fetch and cached with the post, not per request.
            return {
              ...post,
              bodyHtml: await renderPostBody(post.content),
              readingMinutes: readingMinutes(post.content),
            };
          }),
      );
    },
  };
}

export async function createBlogSource(config: BlogConfig): Promise<BlogSource> {
  if (config.source === "supabase") {
    return createSupabaseSource(createSupabaseClient(config.url, config.anonKey));
  }
  console.info(
    "[blog] SUPABASE_URL and SUPABASE_ANON_KEY are not set: using the embedded PGlite database seeded from supabase/",
  );
  return createPgliteSource(await createSeededPglite(config.supabaseDir));
}

// Checked when the server module loads, so a half-configured deployment fails at start.
const config = resolveBlogConfig(process.env);

// Kept on globalThis so the dev server's rebuilds reuse one embedded database and one cache.
const shared = globalThis as typeof globalThis & {
  __blogSource?: Promise<BlogSource>;
  __blogData?: BlogData;
};

function ensureSource(): Promise<BlogSource> {
  shared.__blogSource ??= createBlogSource(config);
  return shared.__blogSource;
}

/** Stands in for the source until it has started, so no caller waits for start-up twice. */
function lazySource(): BlogSource {
  return {
    name: config.source,
    listPosts: async (options) => (await ensureSource()).listPosts(options),
    listPostsByCategory: async (slug, options) =>
      (await ensureSource()).listPostsByCategory(slug, options),
    listCategories: async (options) => (await ensureSource()).listCategories(options),
    getPostBySlug: async (slug, options) => (await ensureSource()).getPostBySlug(slug, options),
  };
}

/** The process-wide blog data, created on first use. */
export function blog(): BlogData {
  shared.__blogData ??= createBlogData(lazySource());
  return shared.__blogData;
}

/**
 * Starts the data source and the sanitiser in the background, so the first reader of a post
 * doesn't wait for the embedded database or DOMPurify to load.
 */
export function warmUpBlog(): void {
  loadPurifier().catch((error) =>
    console.error(`[blog] could not load the sanitiser: ${describe(error)}`),
  );
  ensureSource().catch((error) =>
    console.error(`[blog] could not start the data source: ${describe(error)}`),
  );
}
