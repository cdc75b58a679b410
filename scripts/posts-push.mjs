#!/usr/bin/env node
/**
 * `npm run posts:push`: compares the post files (content/posts/, or BLOG_POSTS_DIR) with the
 * Supabase project at SUPABASE_URL and prints what it would create, update or leave alone;
 * `-- --yes` writes it, `-- --delete-missing` also deletes posts that have no file. Needs
 * SUPABASE_SERVICE_ROLE_KEY in this shell only: it bypasses Row Level Security, so it must never
 * reach the site's environment or a browser. The logic and its contract:
 * tools/posts/posts-push.ts.
 */
import path from "node:path";
import { importTs } from "./import-ts.mjs";

const { runPostsPush } = await importTs("tools/posts/posts-push.ts");
process.exitCode = await runPostsPush({
  argv: process.argv.slice(2),
  env: process.env,
  postsDir: process.env.BLOG_POSTS_DIR || path.resolve("content/posts"),
});
