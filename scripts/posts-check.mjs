#!/usr/bin/env node
/**
 * `npm run posts:check`: checks every post file and the categories (content/posts/, or
 * BLOG_POSTS_DIR) and prints each problem as "file line N: what is wrong"; exits 1 when there
 * is any. The build runs it first, so a post with a problem fails the build.
 *
 * Then it copies the images beside the posts to public/images/posts/, where pages load them.
 * Notes are advice that holds nothing back (a title too long for a search result, which the page's
 * head then fits): printed after the problems, never a reason to exit 1.
 * `--warn` (development start) prints the problems but exits 0: the site starts without the
 * broken posts, and the author sees them listed here.
 *
 * On GitHub Actions (GITHUB_STEP_SUMMARY set) the problems and the advice are also written on the
 * run's summary page (tools/posts/run-report.ts).
 *
 * `--snapshot` (the build's last step, since Remix empties the build folder first) checks again
 * and writes the checked posts into the build folder (REMIX_BUILD_DIR, else build/), which a
 * production server on the embedded database serves instead of reading the files
 * (docs/decisions/0035-the-project-an-owner-really-has.md); a problem fails it as the check does.
 */
import { appendFile } from "node:fs/promises";
import path from "node:path";
import { importTs } from "./import-ts.mjs";

/** The folder as the author knows it: relative when inside the project. */
const shown = (dir) => (dir.startsWith(process.cwd()) ? path.relative(".", dir) || "." : dir);
const warnOnly = process.argv.includes("--warn");
const snapshot = process.argv.includes("--snapshot");
const { readPostFiles, copyPostImages, describeProblem } = await importTs(
  "tools/posts/post-files.ts",
);
const [{ writePostsSnapshot }, { postsSnapshotPath }] = await Promise.all([
  importTs("tools/posts/posts-snapshot-writer.ts"),
  importTs("app/lib/blog/posts-snapshot.server.ts"),
]);
const postsDir = process.env.BLOG_POSTS_DIR || path.resolve("content/posts");
const { posts, categories, problems, notes } = await readPostFiles({ postsDir });

if (process.env.GITHUB_STEP_SUMMARY && !snapshot) {
  const { checkSummary } = await importTs("tools/posts/run-report.ts");
  await appendFile(process.env.GITHUB_STEP_SUMMARY, checkSummary(problems, notes));
}

if (notes.length > 0 && !snapshot) {
  console.info(`[posts] ${notes.length} note(s), advice only (nothing is held back):`);
  for (const note of notes) console.info(`  ${describeProblem(note)}`);
}

if (problems.length > 0) {
  console.error(`[posts] ${problems.length} problem(s) in ${shown(postsDir)}:`);
  for (const problem of problems) console.error(`  ${describeProblem(problem)}`);
  if (!warnOnly) process.exit(1);
  console.error("[posts] the development server leaves those posts out until they are fixed");
} else if (!snapshot) {
  const drafts = posts.filter((post) => post.draft).length;
  const scheduled = posts.filter((post) => !post.draft && Date.parse(post.date) > Date.now());
  console.info(
    `[posts] ${posts.length} post(s) in ${categories.length} categories checked: no problems` +
      (drafts || scheduled.length ? ` (${drafts} draft, ${scheduled.length} scheduled)` : ""),
  );
}
if (snapshot) {
  const file = postsSnapshotPath(path.resolve(process.env.REMIX_BUILD_DIR || "build"));
  await writePostsSnapshot(file, { posts, categories });
  console.info(
    `[posts] ${posts.length} checked post(s) written to ${shown(file)}: what a production server on the embedded database serves`,
  );
} else {
  await copyPostImages({ postsDir, posts });
}
