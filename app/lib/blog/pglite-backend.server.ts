import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { setImmediate } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
// One namespace: both sources turn raw rows into typed ones the same way.
import * as rowMapping from "./rows.server";
import { SLUG_PATTERN } from "~/lib/addresses";
import type { CheckedPosts } from "./checked-post";
import { readPostsSnapshot } from "./posts-snapshot.server";
import {
  BlogBackendError,
  checkedLimit,
  MAX_ROWS_PER_REQUEST,
  pageWindow,
  type BlogBackend,
  type ListQuery,
  type PostCursor,
  type PostPosition,
} from "./backend.server";

/**
 * Supabase's API roles, which a plain Postgres lacks, as Supabase makes them: service_role
 * bypasses Row Level Security. No default privileges: the migrations grant what each may do.
 */
export const SUPABASE_ROLES = `
  do $$ begin
    if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
    if not exists (select from pg_roles where rolname = 'authenticated') then
      create role authenticated nologin;
    end if;
    if not exists (select from pg_roles where rolname = 'service_role') then
      create role service_role nologin bypassrls;
    end if;
  end $$;
  grant usage on schema public to anon, authenticated, service_role;
`;

// `published` too: only the development preview reads a post that is not, and says so.
const SUMMARY = [...rowMapping.SUMMARY_COLUMNS, "published"]
  .map((column) => `p.${column}`)
  .join(", ");
const CATEGORY_JSON = `
  case when c.id is null then null
       else json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) end as category`;
const NEWEST_FIRST = "order by p.created_at desc, p.id desc";
/**
 * What a visitor may read: published posts whose publication date has come (a later date
 * schedules a post). The policy for anon says the same; the lists' partial indexes
 * (`... created_at desc, id desc) where published`) read the date rule as a range. In the
 * development preview, every post, drafts and scheduled ones too, read as the owner
 * (docs/decisions/0003-drafts-and-rls.md).
 */
const VISIBLE = "p.published and p.created_at <= now()";
const visibleTo = (preview: boolean) => (preview ? "true" : VISIBLE);
/**
 * The visible post just before or after ($1, $2) in the list's order, as JSON or null, passing
 * over any whose slug breaks the slug rule ($3): the app leaves those out, and the link should
 * lead to the next post a reader can open rather than vanish.
 */
const neighbour = (comparison: "<" | ">", order: "desc" | "asc", visible: string) => `(
  select json_build_object('slug', p.slug, 'title', p.title, 'created_at', p.created_at)
    from public.posts p
   where ${visible} and (p.created_at, p.id) ${comparison} ($1::timestamptz, $2)
     and p.slug ~ $3
   order by p.created_at ${order}, p.id ${order}
   limit 1)`;

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The SQL of each read, exported so test/unit/postgres-plans.test.ts can ask a real PostgreSQL
 * how it runs exactly these statements.
 */
export const statements = statementsFor(VISIBLE);

function statementsFor(visible: string) {
  return {
    /**
     * One statement for the page and, unless the total is known, the count of every match, as
     * PostgREST's `count=exact` does in one request; null when the page is past the end.
     */
    listPosts({ category, offset, limit, total }: ListQuery): Statement | null {
      const window = pageWindow({ offset, limit: checkedLimit(limit), total });
      if (window.limit < 1) return null;
      const params: unknown[] = [window.limit, window.offset];
      let matches = visible;
      if (category) {
        params.push(category.id);
        // No cast: the parameter takes the column's own type, whatever the project made it.
        matches += ` and p.category_id = $3`;
      }
      const direction = window.oldestFirst ? "asc" : "desc";
      const count =
        total === undefined
          ? `(select count(*) from public.posts p where ${matches})::int`
          : "null";
      return {
        text: `select ${count} as total,
                coalesce((select json_agg(page order by page.created_at desc, page.id desc) from (
                  select ${SUMMARY}, ${CATEGORY_JSON}
                    from public.posts p left join public.categories c on c.id = p.category_id
                   where ${matches}
                   order by p.created_at ${direction}, p.id ${direction}
                   limit $1 offset $2
                ) page), '[]'::json) as posts`,
        params,
      };
    },

    listPostLinks({ offset, limit }: { offset: number; limit: number }): Statement {
      return {
        text: `select p.slug, p.updated_at from public.posts p
              where ${visible} ${NEWEST_FIRST} limit $1 offset $2`,
        params: [checkedLimit(limit), offset],
      };
    },

    /**
     * A page of post texts after a cursor (docs/decisions/0040-search-reads-every-post.md),
     * read from the list's index. `cursor_at` is the date with all its digits, for the next
     * page's cursor (a JavaScript Date keeps milliseconds only).
     */
    listPostTexts({ after, limit }: { after: PostCursor | null; limit: number }): Statement {
      const params: unknown[] = [checkedLimit(limit)];
      let matches = visible;
      if (after) {
        params.push(after.created_at, after.id);
        matches += " and (p.created_at, p.id) < ($2::timestamptz, $3)";
      }
      return {
        text: `select ${SUMMARY}, p.created_at::text as cursor_at, p.content, p.format, ${CATEGORY_JSON}
               from public.posts p left join public.categories c on c.id = p.category_id
              where ${matches} ${NEWEST_FIRST} limit $1`,
        params,
      };
    },

    listCategories(): Statement {
      return {
        text: `select id, name, slug from public.categories order by name asc limit ${MAX_ROWS_PER_REQUEST}`,
        params: [],
      };
    },

    getPostBySlug(slug: string): Statement {
      return {
        text: `select ${SUMMARY}, p.content, p.format, p.seo_title, p.seo_description, ${CATEGORY_JSON}
               from public.posts p left join public.categories c on c.id = p.category_id
              where p.slug = $1 and ${visible}
              limit 1`,
        params: [slug],
      };
    },

    /** Both neighbours in one statement, each one row read from the list's index. */
    getAdjacentPosts({ id, created_at }: PostPosition): Statement {
      return {
        text: `select ${neighbour("<", "desc", visible)} as previous,
                    ${neighbour(">", "asc", visible)} as next`,
        params: [created_at, id, SLUG_PATTERN],
      };
    },
  };
}

async function readSupabaseSql(
  supabaseDir: string,
): Promise<{ migrations: string[]; seed: string | null }> {
  const dir = path.join(supabaseDir, "migrations");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".sql")).sort();
  const migrations = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  const seed = await readFile(path.join(supabaseDir, "seed.sql"), "utf8").catch(() => null);
  return { migrations, seed };
}

/**
 * Fills the database from the post files (content/posts/): the categories, then the posts
 * oldest first, as Markdown. A file with a problem is left out and each problem is logged;
 * `npm run posts:check` and the build refuse them outright.
 */
export async function insertPostFiles(
  db: PGlite,
  { posts, categories }: CheckedPosts,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { name, slug } of categories) {
      await tx.query("insert into public.categories (name, slug) values ($1, $2)", [name, slug]);
    }
    for (const post of posts) {
      await tx.query(
        `insert into public.posts (title, slug, excerpt, content, featured_image_url,
           featured_image_alt, published, created_at, updated_at, category_id, format,
           seo_title, seo_description)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9,
           (select id from public.categories where slug = $10), 'markdown', $11, $12)`,
        [
          post.title,
          post.slug,
          post.excerpt,
          post.body,
          post.image?.url ?? null,
          post.image?.alt ?? null,
          !post.draft,
          post.date,
          post.updated,
          post.category,
          post.seoTitle,
          post.description,
        ],
      );
    }
  });
}

/** Where the embedded database's posts come from. */
export type PostsSource =
  /** The post files, checked now: development, and tests and benchmarks with their own posts. */
  | { postsDir: string; snapshot?: undefined }
  /**
   * Production: the posts as the build checked them (posts-snapshot.server.ts), so a post file
   * edited on the server changes nothing until a release; the files in `postsDir` only when the
   * build made no snapshot.
   */
  | { postsDir: string; snapshot: string };

async function postsFrom(source: PostsSource): Promise<CheckedPosts> {
  if (source.snapshot) {
    const snapshot = await readPostsSnapshot(source.snapshot);
    if (snapshot) {
      console.info(
        `[blog] serving the ${snapshot.posts.length} post(s) the build checked at ${snapshot.checkedAt} (${path.relative(process.cwd(), source.snapshot)}); a post file changed since reaches readers with the next release`,
      );
      return snapshot;
    }
    console.warn(
      `[blog] ${path.relative(process.cwd(), source.snapshot)} is missing (a build from before it was made): reading the post files instead, so a file changed on the server changes the site at the next start. Run npm run build to make it.`,
    );
  }
  // The author's checker, from tools/: loaded only where the files are read, never on the
  // snapshot's path (docs/decisions/0038-author-tools-live-in-tools.md).
  const { describeProblem, readPostFiles } = await import("~tools/posts/post-files");
  const files = await readPostFiles({ postsDir: source.postsDir });
  for (const problem of files.problems) console.error(`[blog] ${describeProblem(problem)}`);
  if (files.problems.length > 0) {
    console.error("[blog] the posts with these problems are left out (npm run posts:check)");
  }
  return files;
}

/**
 * An in-memory Postgres (WASM) with the real migrations applied, filled from the posts (when
 * given: see `PostsSource`), then any `seed.sql` in `supabaseDir` (the scale tests and benchmarks
 * add generated posts that way).
 */
export async function createSeededPglite(
  supabaseDir: string,
  { seed = true, ...source }: { seed?: boolean } & Partial<PostsSource> = {},
): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create();
  const sql = await readSupabaseSql(supabaseDir);
  await db.exec(SUPABASE_ROLES);
  for (const migration of sql.migrations) await db.exec(migration);
  if (seed && source.postsDir) await insertPostFiles(db, await postsFrom(source as PostsSource));
  if (seed && sql.seed) await db.exec(sql.seed);
  return db;
}

/**
 * Runs the blog's reads as the `anon` role, so Row Level Security decides what a visitor sees
 * here exactly as it does on Supabase; each query also asks for published posts itself. The
 * database may still be starting: reads wait for it. With `preview` (development only) the
 * reads run as the owner and return every post, so the author sees drafts and scheduled posts.
 */
export function createPgliteBackend(
  database: PGlite | Promise<PGlite>,
  { preview = false }: { preview?: boolean } = {},
): BlogBackend {
  const sql = statementsFor(visibleTo(preview));

  async function asAnon({ text, params }: Statement, signal: AbortSignal) {
    // A database that failed to load never will: say so at once rather than be retried.
    const db = await Promise.resolve(database).catch((error: unknown) => {
      throw new BlogBackendError(
        `The embedded database did not load: ${error instanceof Error ? error.message : String(error)}`,
        { transient: false },
      );
    });
    if (signal.aborted) throw new BlogBackendError("The request timed out", { transient: true });
    try {
      return await db.transaction(async (tx) => {
        // PGlite runs each statement synchronously on this thread, and hands its lock to the
        // next waiting statement without letting the event loop turn: a refresh of search's two
        // hundred pages held every request, /healthz too, for seconds. One turn before each
        // statement lets requests in between them.
        await setImmediate();
        if (!preview) await tx.exec("set local role anon");
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

    async listPosts(query, signal) {
      const statement = sql.listPosts(query);
      if (!statement) return { posts: [], total: query.total ?? 0 };
      const [result] = await asAnon(statement, signal);
      const rows = (result?.posts ?? []) as Record<string, unknown>[];
      return {
        posts: rowMapping.toPostSummaries(rows),
        total: query.total ?? Number(result?.total ?? 0),
      };
    },

    async listPostLinks(range, signal) {
      return rowMapping.toPostLinks(await asAnon(sql.listPostLinks(range), signal));
    },

    async listPostTexts(page, signal) {
      const rows = await asAnon(sql.listPostTexts(page), signal);
      return {
        posts: rowMapping.toPostRecords(rows),
        next: rowMapping.postCursor(rows, page.limit, "cursor_at"),
      };
    },

    async listCategories(signal) {
      return rowMapping.toCategoryRows(await asAnon(sql.listCategories(), signal));
    },

    async getPostBySlug(slug, signal) {
      const rows = await asAnon(sql.getPostBySlug(slug), signal);
      return rowMapping.toPostRecord(rows[0]);
    },

    async getAdjacentPosts(post, signal) {
      const [row] = await asAnon(sql.getAdjacentPosts(post), signal);
      return {
        previous: rowMapping.toPostNeighbour(row?.previous),
        next: rowMapping.toPostNeighbour(row?.next),
      };
    },
  };
}
