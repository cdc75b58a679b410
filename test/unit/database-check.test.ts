import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPostgrestStandin, type PostgrestStandin } from "../support/postgrest-standin";
import { seedRows } from "../support/seed-rows";

/**
 * A build one migration ahead of its database, against the tests' PostgREST stand-in (a real
 * database, as the site's own role): `npm run db:check` names the migration and exits 1, so
 * deploy/release.sh stops before switching anything (test/unit/deploy-scripts.test.ts runs it
 * through release.sh); and a process that starts anyway is not ready on /healthz
 * (docs/decisions/0035-the-project-an-owner-really-has.md).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const MIGRATIONS = path.join(ROOT, "supabase/migrations");
const SEARCH_SNIPPET = "20261126020000_post_search_snippet.sql";
/** Every migration before the one that adds the columns a post page reads last. */
const oneBehind = readdirSync(MIGRATIONS)
  .filter((file) => file.endsWith(".sql") && file < SEARCH_SNIPPET)
  .sort();

let standin: PostgrestStandin | undefined;

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(async () => {
  await standin?.close();
  standin = undefined;
});

function dbCheck(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["scripts/check-database.mjs"],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

/** The rows the tests' posts make, without the columns the older database lacks. */
async function olderRows() {
  const { categories, posts } = await seedRows();
  return {
    categories,
    posts: posts.map(
      ({ seo_title: _title, seo_description: _description, pushed_at: _pushed, ...row }) => row,
    ),
  };
}

describe("a database one migration behind the build", () => {
  it("npm run db:check names the migration to apply, and passes once it is applied", async () => {
    standin = await startPostgrestStandin(await olderRows(), { migrations: oneBehind });
    const env = { SUPABASE_URL: standin.url, SUPABASE_PUBLISHABLE_KEY: standin.publishableKey };
    const behind = await dbCheck(env);
    expect(behind.code).toBe(1);
    expect(behind.out).toContain(
      `the database has no column seo_title, which this build reads (reading a post): apply supabase/migrations/${SEARCH_SNIPPET}`,
    );
    await standin.db.exec(readFileSync(path.join(MIGRATIONS, SEARCH_SNIPPET), "utf8"));
    const caughtUp = await dbCheck(env);
    expect(caughtUp.out).toContain("answers every read this build makes");
    expect(caughtUp.code).toBe(0);
  }, 120_000);
});
