import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FIXTURE_POSTS_DIR } from "./posts-dir";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What a copy needs to build, start and check the site; node_modules is linked, not copied. */
const PROJECT_FILES = [
  "app",
  "content",
  "public",
  "scripts",
  "server",
  "tools",
  "supabase",
  "package.json",
  "vite.config.ts",
  "tsconfig.json",
  "tailwind.config.ts",
  "postcss.config.js",
  "remix.env.d.ts",
];

/**
 * A throwaway copy of the project for a test that writes posts or builds its own site (the
 * editor's tests): its posts are the test fixtures, plus any of hers named in `herPosts` (a post
 * file and its folder), so neither content/posts nor public/ here is touched. The caller
 * removes it.
 */
export function copyProject(prefix: string, herPosts: string[] = []): string {
  const project = mkdtempSync(path.join(tmpdir(), prefix));
  for (const name of PROJECT_FILES) {
    cpSync(path.join(ROOT, name), path.join(project, name), { recursive: true });
  }
  rmSync(path.join(project, "content/posts"), { recursive: true });
  cpSync(FIXTURE_POSTS_DIR, path.join(project, "content/posts"), { recursive: true });
  for (const name of herPosts) {
    cpSync(path.join(ROOT, "content/posts", name), path.join(project, "content/posts", name), {
      recursive: true,
    });
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"), "dir");
  return project;
}
