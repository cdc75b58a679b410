import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { toCategoryRow, toPost } from "./rows.server";
import { BlogSourceError, type BlogSource } from "./source.server";

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

const POST_COLUMNS = `
  p.id, p.title, p.slug, p.excerpt, p.content, p.featured_image_url, p.published,
  p.created_at, p.updated_at, p.category_id`;
const CATEGORY_JSON = `
  case when c.id is null then null
       else json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) end as category`;

export async function readSupabaseSql(
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
 * Runs SPEC.md's four queries as the `anon` role, so Row Level Security decides what a
 * visitor sees here exactly as it does on Supabase.
 */
export function createPgliteSource(db: PGlite): BlogSource {
  async function asAnon(text: string, params: unknown[], signal: AbortSignal) {
    if (signal.aborted) throw new BlogSourceError("The request timed out", { transient: true });
    try {
      return await db.transaction(async (tx) => {
        await tx.exec("set local role anon");
        const result = await tx.query<Record<string, unknown>>(text, params);
        return result.rows;
      });
    } catch (error) {
      throw new BlogSourceError(error instanceof Error ? error.message : String(error), {
        transient: false,
      });
    }
  }

  return {
    name: "pglite",

    async listPosts({ publishedOnly, signal }) {
      const rows = await asAnon(
        `select ${POST_COLUMNS}, ${CATEGORY_JSON}
           from public.posts p left join public.categories c on c.id = p.category_id
          where ($1::boolean is not true or p.published)
          order by p.created_at desc`,
        [publishedOnly],
        signal,
      );
      return rows.map(toPost);
    },

    async listPostsByCategory(slug, { signal }) {
      const rows = await asAnon(
        `select ${POST_COLUMNS}, ${CATEGORY_JSON}
           from public.posts p join public.categories c on c.id = p.category_id
          where c.slug = $1
          order by p.created_at desc`,
        [slug],
        signal,
      );
      return rows.map(toPost);
    },

    async listCategories({ signal }) {
      const rows = await asAnon(
        "select id, name, slug from public.categories order by name asc",
        [],
        signal,
      );
      return rows.map(toCategoryRow);
    },

    async getPostBySlug(slug, { signal }) {
      const rows = await asAnon(
        `select ${POST_COLUMNS}, ${CATEGORY_JSON}
           from public.posts p left join public.categories c on c.id = p.category_id
          where p.slug = $1
          limit 1`,
        [slug],
        signal,
      );
      return rows[0] ? toPost(rows[0]) : null;
    },
  };
}
