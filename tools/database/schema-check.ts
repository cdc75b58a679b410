import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { BlogBackend } from "~/lib/blog/backend.server";

/**
 * Whether the database a build will read has what that build asks of it: every read the site
 * makes, once each, as the site's own role (the publishable key), before a release switches
 * anything (deploy/release.sh, through scripts/check-database.mjs). A release against a database
 * one migration behind would otherwise pass its health checks on the first list page, empty
 * nginx's cache, and answer every post with a 503
 * (docs/decisions/0035-the-project-an-owner-really-has.md).
 */
export type SchemaCheck = { ok: true; reads: string[] } | { ok: false; problem: string };

/** Each read shape the site makes, in the order a reader meets them; `reading` names each. */
async function everyRead(
  backend: BlogBackend,
  signal: AbortSignal,
  reading: (what: string) => void,
) {
  reading("the categories");
  const categories = await backend.listCategories(signal);
  reading("a list page");
  const { posts } = await backend.listPosts({ category: null, offset: 0, limit: 1 }, signal);
  if (categories[0]) {
    reading("a category's page");
    await backend.listPosts({ category: categories[0], offset: 0, limit: 1, total: 1 }, signal);
  }
  reading("the sitemap's links");
  await backend.listPostLinks({ offset: 0, limit: 1 }, signal);
  reading("the search index's posts");
  await backend.listPostTexts({ after: null, limit: 1 }, signal);
  // A slug no post has still asks for every column a post page reads.
  reading("a post");
  const post = await backend.getPostBySlug(posts[0]?.slug ?? "schema-check", signal);
  if (post) {
    reading("a post's neighbours");
    await backend.getAdjacentPosts(post, signal);
  }
}

export async function checkSchema(
  backend: BlogBackend,
  { migrationsDir, timeoutMs = 15_000 }: { migrationsDir: string; timeoutMs?: number },
): Promise<SchemaCheck> {
  const done: string[] = [];
  try {
    await everyRead(backend, AbortSignal.timeout(timeoutMs), (what) => done.push(what));
    return { ok: true, reads: done };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: await explain(message, `reading ${done.at(-1)}`, migrationsDir) };
  }
}

/** A missing column names the migration that adds it; a refused read, the grants. */
async function explain(message: string, read: string, migrationsDir: string): Promise<string> {
  const column = /column (?:\w+\.)?(\w+) does not exist/.exec(message)?.[1];
  if (column) {
    const migration = await migrationAdding(column, migrationsDir);
    return `the database has no column ${column}, which this build reads (${read}): ${
      migration
        ? `apply ${path.join("supabase/migrations", migration)} (supabase db push applies every migration not yet applied)`
        : "apply the migrations in supabase/migrations/ (supabase db push)"
    }, then release again`;
  }
  if (/permission denied/.test(message)) {
    return `the site's key may not read (${read}: ${message}): apply the migrations in supabase/migrations/ (supabase db push), which grant it, then release again`;
  }
  return `${read} failed: ${message}`;
}

/** The first migration that adds `column`, by file name, or null. */
async function migrationAdding(column: string, migrationsDir: string): Promise<string | null> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith(".sql")).sort();
  const adds = new RegExp(`add column if not exists ${column}\\b`, "i");
  for (const file of files) {
    if (adds.test(await readFile(path.join(migrationsDir, file), "utf8"))) return file;
  }
  return null;
}
