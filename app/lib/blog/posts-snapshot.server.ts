import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { CheckedPosts } from "./checked-post";

/**
 * The posts as the build checked them, which a production server on the embedded database
 * serves (docs/decisions/0035-the-project-an-owner-really-has.md).
 *
 * Contract:
 * - `npm run build` writes it (`posts-check.mjs --snapshot`: tools/posts/posts-snapshot-writer.ts)
 *   into the build folder, beside `server/` and `client/`, only after every post file passed the
 *   check; a release switches it with the rest of the build, and a rollback switches it back.
 * - A production server reads it and never the post files, so a file edited on the server (into
 *   something the check refuses, say) changes nothing readers see until a release has checked it.
 * - It holds what the embedded database is filled from and nothing else: no problems (a build
 *   with one never gets this far) and nothing a reader could not already read in the files.
 */
export const POSTS_SNAPSHOT_FILE = "posts.json";

export const SNAPSHOT_VERSION = 1;

export interface PostsSnapshot extends CheckedPosts {
  version: typeof SNAPSHOT_VERSION;
  /** When the build checked the files (ISO 8601), for the start-up log line. */
  checkedAt: string;
}

const text = z.string();
const nullableText = z.string().nullable();
const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  checkedAt: text,
  categories: z.array(z.object({ name: text, slug: text })),
  posts: z.array(
    z
      .object({
        slug: text,
        file: text,
        title: text,
        excerpt: text,
        seoTitle: nullableText,
        description: nullableText,
        date: text,
        updated: text,
        category: nullableText,
        draft: z.boolean(),
        image: z.object({ url: text, alt: text, file: nullableText }).passthrough().nullable(),
        body: text,
      })
      .passthrough(),
  ),
});

/** The snapshot's place in a build folder (`build/`, or a release's folder). */
export function postsSnapshotPath(buildDir: string): string {
  return path.join(buildDir, POSTS_SNAPSHOT_FILE);
}

/** The snapshot, or null when the build made none (a build from before snapshots existed). */
export async function readPostsSnapshot(file: string): Promise<PostsSnapshot | null> {
  let raw: string;
  try {
    raw = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const parsed = snapshotSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    throw new Error(
      `${file} is not a posts snapshot this version can read (${parsed.error.issues[0]?.message}): run npm run build again`,
    );
  }
  return parsed.data as PostsSnapshot;
}
