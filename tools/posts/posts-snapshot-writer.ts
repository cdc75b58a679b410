import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CheckedPosts } from "~/lib/blog/checked-post";
import { SNAPSHOT_VERSION, type PostsSnapshot } from "~/lib/blog/posts-snapshot.server";

/**
 * The build's last step (`posts-check.mjs --snapshot`): the checked posts written into the build
 * folder, where a production server on the embedded database reads them
 * (app/lib/blog/posts-snapshot.server.ts has the contract). Build-time only, so it lives with
 * the author's tools (docs/decisions/0038-author-tools-live-in-tools.md).
 */

/** Written whole or not at all: a half-written file must never be what a restart reads. */
export async function writePostsSnapshot(
  file: string,
  { posts, categories }: CheckedPosts,
  checkedAt = new Date(),
): Promise<void> {
  const snapshot: PostsSnapshot = {
    version: SNAPSHOT_VERSION,
    checkedAt: checkedAt.toISOString(),
    posts,
    categories,
  };
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(snapshot));
  await rename(partial, file);
}
