import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { serverEnv, type BlogConfig } from "~/lib/env.server";
import { loadPurifier } from "./body.server";
import { createFetchPolicy } from "./fetch-policy.server";
import { createPgliteBackend, createSeededPglite } from "./pglite-backend.server";
import { createBlogData, isCoreBlogKey, type BlogData } from "./posts.server";
import type { BlogBackend } from "./backend.server";
import { createSupabaseClient, createSupabaseBackend } from "./supabase-backend.server";

/** The blog's list pages show this many cards: four rows of the three-column grid. */
export const POSTS_PER_PAGE = 12;

interface RunningBlog {
  data: BlogData;
  /** Settles when the source answers and the sanitiser is loaded. */
  warm: Promise<void>;
  stop: () => void;
}

// On globalThis so the development server's rebuilds reuse one database and one cache.
const shared = globalThis as typeof globalThis & { __blog?: RunningBlog };
/** The embedded databases this process started, so a reload can close the old one. */
const databases = new Set<Promise<PGlite>>();

function createSource(config: BlogConfig): BlogBackend {
  if (config.source === "supabase") {
    const client = createSupabaseClient(config.url, config.anonKey);
    // A local Supabase serves its images over plain http from its own origin.
    return createSupabaseBackend(client, new URL(config.url).origin);
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
  databases.add(database);
  return createPgliteBackend(database, { preview: config.preview });
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
  const source = createSource(config);
  const data = createBlogData(source, policy, { siteUrl });
  // Start-up is not a reader: the database may take its time before the first queries.
  const warm = Promise.all([loadPurifier(), source.ready()]).then(async () => {
    await Promise.all([
      data.getCategories(),
      data.listPosts({ category: null, page: 1, perPage: POSTS_PER_PAGE }),
    ]);
  });
  return { data, warm, stop: policy.stop };
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
  const running = shared.__blog;
  const old = [...databases];
  const env = serverEnv();
  const next = createBlog(env.blog, env.siteUrl);
  // A blog that cannot warm (a database that will not start) still replaces the old one: its
  // pages then say what is wrong, as at start-up.
  await next.warm.catch(() => {});
  shared.__blog = next;
  running?.stop();
  for (const database of old) databases.delete(database);
  await Promise.all(old.map((database) => database.then((db) => db.close()).catch(() => {})));
}
