import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
// One namespace: both sources turn raw rows into typed ones the same way.
import * as rowMapping from "./rows.server";
import { SLUG_PATTERN } from "./slugs";
import {
  BlogBackendError,
  checkedLimit,
  MAX_ROWS_PER_REQUEST,
  type BlogBackend,
} from "./backend.server";

/** Supabase's API roles, which a plain Postgres lacks; the migration grants to them. */
const SUPABASE_ROLES = `
  do $$ begin
    if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
    if not exists (select from pg_roles where rolname = 'authenticated') then
      create role authenticated nologin;
    end if;
  end $$;
  grant usage on schema public to anon, authenticated;
`;

const SUMMARY = rowMapping.SUMMARY_COLUMNS.map((column) => `p.${column}`).join(", ");
const CATEGORY_JSON = `
  case when c.id is null then null
       else json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) end as category`;
const NEWEST_FIRST = "order by p.created_at desc, p.id desc";
/**
 * The published post just before or after ($1, $2) in the list's order, as JSON or null,
 * passing over any whose slug breaks the slug rule ($3): the app leaves those out, and the link
 * should lead to the next post a reader can open rather than vanish.
 */
const neighbour = (comparison: "<" | ">", order: "desc" | "asc") => `(
  select json_build_object('slug', p.slug, 'title', p.title, 'created_at', p.created_at)
    from public.posts p
   where p.published and (p.created_at, p.id) ${comparison} ($1::timestamptz, $2::bigint)
     and p.slug ~ $3
   order by p.created_at ${order}, p.id ${order}
   limit 1)`;

async function readSupabaseSql(
  supabaseDir: string,
): Promise<{ migrations: string[]; seed: string | null }> {
  const dir = path.join(supabaseDir, "migrations");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".sql")).sort();
  const migrations = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  const seed = await readFile(path.join(supabaseDir, "seed.sql"), "utf8").catch(() => null);
  return { migrations, seed };
}

/** An in-memory Postgres (WASM) with the real migrations and seed applied. */
export async function createSeededPglite(
  supabaseDir: string,
  { seed = true } = {},
): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create();
  const sql = await readSupabaseSql(supabaseDir);
  await db.exec(SUPABASE_ROLES);
  for (const migration of sql.migrations) await db.exec(migration);
  if (seed && sql.seed) await db.exec(sql.seed);
  return db;
}

/**
 * Runs the blog's reads as the `anon` role, so Row Level Security decides what a visitor sees
 * here exactly as it does on Supabase; each query also asks for published posts itself. The
 * database may still be starting: reads wait for it.
 */
export function createPgliteBackend(database: PGlite | Promise<PGlite>): BlogBackend {
  async function asAnon(text: string, params: unknown[], signal: AbortSignal) {
    const db = await database;
    if (signal.aborted) throw new BlogBackendError("The request timed out", { transient: true });
    try {
      return await db.transaction(async (tx) => {
        await tx.exec("set local role anon");
        const result = await tx.query<Record<string, unknown>>(text, params);
        return result.rows;
      });
    } catch (error) {
      throw new BlogBackendError(error instanceof Error ? error.message : String(error), {
        transient: false,
      });
    }
  }

  return {
    async ready() {
      await database;
    },

    async listPosts({ category, offset, limit }, signal) {
      // One statement returns the page and the count of every match, as PostgREST's
      // `count=exact` does in one request. The count is a plain count and the page reads the
      // ordered index, so neither builds a row it does not return.
      const matches = `from public.posts p left join public.categories c on c.id = p.category_id
         where p.published and ($1::text is null or c.slug = $1)`;
      const [result] = await asAnon(
        `select (select count(*) ${matches})::int as total,
                coalesce((select json_agg(page order by page.created_at desc, page.id desc) from (
                  select ${SUMMARY}, ${CATEGORY_JSON} ${matches} ${NEWEST_FIRST} limit $2 offset $3
                ) page), '[]'::json) as posts`,
        [category, checkedLimit(limit), offset],
        signal,
      );
      const rows = (result?.posts ?? []) as Record<string, unknown>[];
      return { posts: rowMapping.toPostSummaries(rows), total: Number(result?.total ?? 0) };
    },

    async listPostLinks({ offset, limit }, signal) {
      const rows = await asAnon(
        `select p.slug, p.updated_at from public.posts p
          where p.published ${NEWEST_FIRST} limit $1 offset $2`,
        [checkedLimit(limit), offset],
        signal,
      );
      return rowMapping.toPostLinks(rows);
    },

    async listCategories(signal) {
      const rows = await asAnon(
        `select id, name, slug from public.categories order by name asc limit ${MAX_ROWS_PER_REQUEST}`,
        [],
        signal,
      );
      return rowMapping.toCategoryRows(rows);
    },

    async getPostBySlug(slug, signal) {
      const rows = await asAnon(
        `select ${SUMMARY}, p.content, ${CATEGORY_JSON}
           from public.posts p left join public.categories c on c.id = p.category_id
          where p.slug = $1 and p.published
          limit 1`,
        [slug],
        signal,
      );
      const row = rowMapping.toPostRecordRow(rows[0]);
      return row ? { ...rowMapping.toPostSummary(row), content: String(row.content ?? "") } : null;
    },

    async getAdjacentPosts({ id, created_at }, signal) {
      // Both neighbours in one statement, each one row read from the list's index.
      const [row] = await asAnon(
        `select ${neighbour("<", "desc")} as previous, ${neighbour(">", "asc")} as next`,
        [created_at, id, SLUG_PATTERN],
        signal,
      );
      return {
        previous: rowMapping.toPostNeighbour(row?.previous),
        next: rowMapping.toPostNeighbour(row?.next),
      };
    },
  };
}
