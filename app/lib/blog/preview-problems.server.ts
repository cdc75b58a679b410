import path from "node:path";
import { serverEnv } from "../env.server";
import type { PostProblem } from "./checked-post";

/**
 * In the development preview, why a post's address shows no post: the check's problems for
 * its file (or a `.markdown`/`.txt` file of the same name) and for categories.yml, which hides
 * every post when it is broken. Null anywhere else, and when the file has none (then the post
 * simply does not exist). Production never reads the files here.
 */
export async function previewProblems(slug: string): Promise<PostProblem[] | null> {
  const env = serverEnv();
  if (env.mode !== "development" || env.blog.source !== "pglite") return null;
  // The author's checker, from tools/: loaded only here, in development
  // (docs/decisions/0038-author-tools-live-in-tools.md).
  const { readPostFiles, CATEGORIES_FILE } = await import("~tools/posts/post-files");
  const { problems } = await readPostFiles({ postsDir: env.blog.postsDir });
  const concerning = problems.filter((problem) => {
    const name = path.basename(problem.file);
    return name === CATEGORIES_FILE || name.replace(/\.[^.]+$/, "") === slug;
  });
  return concerning.length > 0 ? concerning : null;
}
