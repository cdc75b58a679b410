import type { PGlite } from "@electric-sql/pglite";
import { createSeededPglite } from "~/lib/blog/pglite-backend.server";
import type { CategoryRow, PostRow } from "./postgrest-standin";
import { FIXTURE_POSTS_DIR, SUPABASE_DIR } from "./posts-dir";

export { SUPABASE_DIR };

/** The test posts' rows (test/fixtures/posts/), as the embedded database holds them. */
export async function seedRows(
  db?: PGlite,
): Promise<{ categories: CategoryRow[]; posts: PostRow[] }> {
  const database = db ?? (await createSeededPglite(SUPABASE_DIR, { postsDir: FIXTURE_POSTS_DIR }));
  const categories = await database.query<{ row: CategoryRow }>(
    "select row_to_json(c) as row from public.categories c order by c.id",
  );
  const posts = await database.query<{ row: PostRow }>(
    "select row_to_json(p) as row from public.posts p order by p.id",
  );
  if (!db) await database.close();
  return { categories: categories.rows.map((r) => r.row), posts: posts.rows.map((r) => r.row) };
}
