import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_ROWS_PER_REQUEST } from "~/lib/blog/backend.server";

/**
 * supabase/config.toml is what `supabase db push` reads: it must name the project, point at files
 * that exist, and promise PostgREST's row limit the app relies on. Read as plain text: one key a
 * line, which is all the file uses.
 */
const SUPABASE_DIR = path.resolve(import.meta.dirname, "../../supabase");
const config = readFileSync(path.join(SUPABASE_DIR, "config.toml"), "utf8");

/** The value of `key` in `[section]` (or at the top when section is ""). */
function setting(section: string, key: string): string | undefined {
  let current = "";
  for (const line of config.split("\n")) {
    const header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header) current = header[1]!;
    const pair = /^(\w+)\s*=\s*(.+?)\s*$/.exec(line);
    if (pair && current === section && pair[1] === key) return pair[2];
  }
  return undefined;
}

describe("supabase/config.toml", () => {
  it("names the project and the database version", () => {
    expect(setting("", "project_id")).toMatch(/^"[a-z0-9-]+"$/);
    expect(Number(setting("db", "major_version"))).toBeGreaterThanOrEqual(15);
  });

  it("caps answers at the row limit the app asks within", () => {
    expect(Number(setting("api", "max_rows"))).toBe(MAX_ROWS_PER_REQUEST);
  });

  it("names seed files that exist, and migrations the CLI will pick up (<timestamp>_name.sql)", () => {
    const seeds = JSON.parse(setting("db.seed", "sql_paths") ?? "[]") as string[];
    for (const seed of seeds) expect(existsSync(path.join(SUPABASE_DIR, seed)), seed).toBe(true);
    const migrations = readdirSync(path.join(SUPABASE_DIR, "migrations"));
    expect(migrations.length).toBeGreaterThan(0);
    for (const file of migrations) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
  });

  it("gives every migration its own version, which the CLI records each one under", () => {
    const versions = readdirSync(path.join(SUPABASE_DIR, "migrations")).map((file) =>
      file.slice(0, 14),
    );
    expect(new Set(versions).size).toBe(versions.length);
  });
});
