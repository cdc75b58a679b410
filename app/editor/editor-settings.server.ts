import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import type { EditorCategory, EditorPost, EditorStorage } from "./config";

/**
 * Where the editor reads and writes (docs/decisions/0036-the-editor-writes-the-post-files.md).
 * The routes exist only in `npm run dev`, or in a build made with KEYSTATIC_GITHUB_REPO set
 * (vite.config.ts); the storage follows the same variable.
 */

/** The posts folder: content/posts, or BLOG_POSTS_DIR (the tests' copy). */
export function editorPostsDir(): string {
  return path.resolve(process.env.BLOG_POSTS_DIR || "content/posts");
}

/**
 * GitHub mode when KEYSTATIC_GITHUB_REPO is set; local files only in development. A production
 * server never writes its own files for a visitor: built for GitHub mode but started without the
 * variable, the editor answers 404.
 */
export function editorStorage(): EditorStorage {
  const repo = process.env.KEYSTATIC_GITHUB_REPO?.trim();
  if (repo && /^[\w.-]+\/[\w.-]+$/.test(repo)) {
    return { kind: "github", repo: repo as `${string}/${string}` };
  }
  if (process.env.NODE_ENV === "development") return { kind: "local" };
  throw new Response("Not Found", { status: 404 });
}

/**
 * Keystatic's folder in local mode: the posts folder's parent, so that it reads `posts/*`
 * there and nothing else of the repository.
 */
export function editorBaseDir(): string {
  const postsDir = editorPostsDir();
  if (path.basename(postsDir) !== "posts") {
    throw new Error(
      `The editor needs the posts folder to be called "posts" (BLOG_POSTS_DIR is ${postsDir})`,
    );
  }
  return path.dirname(postsDir);
}

/** The topics in categories.yml, for the editor's list; none when the file cannot be read. */
export async function editorCategories(): Promise<EditorCategory[]> {
  const source = await readFile(path.join(editorPostsDir(), "categories.yml"), "utf8").catch(
    () => "",
  );
  let value: unknown;
  try {
    value = parse(source);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { name, slug } = (item ?? {}) as Partial<Record<"name" | "slug", unknown>>;
    return typeof name === "string" && typeof slug === "string" ? [{ name, slug }] : [];
  });
}

/**
 * The posts on this computer, address and title, for the advice on a title another post has.
 * Read as the check reads their fields; a file it cannot read is left out (its own page says
 * why). None on the live site, whose files are on GitHub.
 */
export async function editorPosts(storage: EditorStorage): Promise<EditorPost[]> {
  if (storage.kind !== "local") return [];
  const dir = editorPostsDir();
  const names = ((await readdir(dir).catch(() => null)) ?? []).filter((name) =>
    name.endsWith(".md"),
  );
  const posts = await Promise.all(
    names.map(async (name) => {
      const source = await readFile(path.join(dir, name), "utf8").catch(() => "");
      const fields = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
      let title: unknown;
      try {
        title = (parse(fields ?? "") as { title?: unknown } | null)?.title;
      } catch {
        return null;
      }
      return typeof title === "string" ? { slug: name.slice(0, -3), title } : null;
    }),
  );
  return posts.filter((post): post is EditorPost => post !== null);
}
