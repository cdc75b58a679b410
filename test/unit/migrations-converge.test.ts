import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPABASE_ROLES } from "~/lib/blog/pglite-backend.server";
import { findPostgres, startTestPostgres, type TestPostgres } from "../support/postgres";

/**
 * The migrations on Debian's PostgreSQL 15 with Supabase's API roles and no default privileges
 * (what a project created since 30 May 2026 has), from every state a project can start in: each
 * ends in the state an empty project reaches, and stays there when any one migration runs again.
 * Then what anon and service_role can and cannot do, as the role itself
 * (docs/decisions/0035-the-project-an-owner-really-has.md).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const MIGRATIONS_DIR = path.join(ROOT, "supabase/migrations");
const postgres = findPostgres();

if ("missing" in postgres) {
  if (process.env.CI) {
    it("PostgreSQL is installed (CI)", () => {
      throw new Error(`CI needs PostgreSQL for the migration tests: ${postgres.missing}`);
    });
  } else {
    console.warn(`\n*** SKIPPED test/unit/migrations-converge.test.ts: ${postgres.missing}\n`);
  }
}

const migrationFiles = readdirSync(MIGRATIONS_DIR)
  .filter((file) => file.endsWith(".sql"))
  .sort();
const current = migrationFiles.map((file) => ({
  file,
  sql: readFileSync(path.join(MIGRATIONS_DIR, file), "utf8"),
}));
/** The migrations as earlier versions of this repository had them: the first one differed. */
const earlier = current.map(({ file, sql }) => {
  const old = path.join(ROOT, "test/fixtures/earlier-migrations", file);
  return { file, sql: existsOr(old) ?? sql };
});
const seedProject = readFileSync(path.join(ROOT, "test/fixtures/seed-project.sql"), "utf8");
/** How a project made before 30 May 2026 had every new table granted to every API role. */
const OLD_DEFAULT_GRANTS =
  "grant all on public.categories, public.posts to anon, authenticated, service_role;";

function existsOr(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** One file as `supabase db push` applies it: in a transaction of its own. */
const inTransaction = (sql: string) => `begin;\n${sql}\ncommit;`;

/** What the site depends on, in a form two projects can be compared by. Ids' types may differ. */
const DESCRIBE_STATE = `
select json_build_object(
  'columns', (select json_agg(json_build_object('column', table_name || '.' || column_name,
                'type', case when column_name in ('id', 'category_id') then 'the id''s type'
                             else data_type end)
              order by table_name, column_name)
                from information_schema.columns
               where table_schema = 'public' and table_name in ('categories', 'posts')),
  'indexes', (select json_agg(indexname order by indexname) from pg_indexes
               where schemaname = 'public' and tablename in ('categories', 'posts')),
  'policies', (select json_agg(json_build_object('table', tablename, 'name', policyname,
                 'command', cmd, 'roles', roles, 'permissive', permissive, 'using', qual)
               order by tablename, policyname)
                 from pg_policies where schemaname = 'public'),
  'grants', (select json_agg(grantee || ' ' || privilege_type || ' ' || table_name
               order by grantee, table_name, privilege_type)
               from information_schema.role_table_grants
              where table_schema = 'public' and table_name in ('categories', 'posts')
                and grantee <> 'postgres'),
  'rls', (select json_agg(relname || ' ' || relrowsecurity order by relname) from pg_class
           where relnamespace = 'public'::regnamespace and relname in ('categories', 'posts'))
)`;

interface State {
  columns: { column: string; type: string }[];
  indexes: string[];
  policies: unknown[];
  grants: string[];
  rls: string[];
}

describe.skipIf("missing" in postgres)(
  "the migrations converge on PostgreSQL 15",
  { timeout: 60_000 },
  () => {
    let db: TestPostgres;
    let databases = 0;
    let intended: State;

    beforeAll(async () => {
      if ("missing" in postgres) return;
      db = await startTestPostgres(postgres.bin);
      await db.sql(SUPABASE_ROLES);
      intended = await stateAfter([], current);
    }, 60_000);

    afterAll(async () => {
      await db?.stop();
    });

    /** A new database holding `start`, then each of `migrations` applied in order. */
    async function project(start: string[], migrations = current): Promise<string> {
      const database = `project_${++databases}`;
      await db.sql(`create database ${database}`);
      // Roles are the cluster's, but schema privileges belong to each database.
      await db.sql("grant usage on schema public to anon, authenticated, service_role;", {
        database,
      });
      for (const sql of start) await db.sql(inTransaction(sql), { database });
      for (const { sql } of migrations) await db.sql(inTransaction(sql), { database });
      return database;
    }

    async function describeState(database: string): Promise<State> {
      return JSON.parse(await db.sql(DESCRIBE_STATE, { database })) as State;
    }

    async function stateAfter(start: string[], migrations = current): Promise<State> {
      return describeState(await project(start, migrations));
    }

    /** The intended state, allowing the columns a project made elsewhere has beside ours. */
    function expectIntended(state: State) {
      expect(state.columns).toEqual(expect.arrayContaining(intended.columns));
      expect(state.indexes).toEqual(intended.indexes);
      expect(state.policies).toEqual(intended.policies);
      expect(state.grants).toEqual(intended.grants);
      expect(state.rls).toEqual(intended.rls);
    }

    it("an empty project ends with one read rule a table and explicit grants", () => {
      expect(intended.policies).toEqual([
        expect.objectContaining({
          table: "categories",
          command: "SELECT",
          roles: ["anon", "authenticated"],
          using: "true",
        }),
        expect.objectContaining({
          table: "posts",
          command: "SELECT",
          roles: ["anon", "authenticated"],
          using: "(published AND (created_at <= now()))",
        }),
      ]);
      expect(intended.grants).toEqual([
        "anon SELECT categories",
        "anon SELECT posts",
        "authenticated SELECT categories",
        "authenticated SELECT posts",
        "service_role DELETE categories",
        "service_role INSERT categories",
        "service_role SELECT categories",
        "service_role UPDATE categories",
        "service_role DELETE posts",
        "service_role INSERT posts",
        "service_role SELECT posts",
        "service_role UPDATE posts",
      ]);
    });

    it.each(earlier.map((_, index) => index + 1))(
      "a project on the first %i of this repository's earlier migrations ends in the same state",
      async (count) => {
        expectIntended(await stateAfter(earlier.slice(0, count).map(({ sql }) => sql)));
      },
    );

    it("a project made the seed's way, before or after Supabase stopped granting by itself, ends in the same state", async () => {
      expectIntended(await stateAfter([seedProject]));
      expectIntended(await stateAfter([seedProject, OLD_DEFAULT_GRANTS]));
    });

    it.each(current.map(({ file }) => file))(
      "running %s again, alone, changes nothing",
      async (file) => {
        for (const start of [[], [seedProject]]) {
          const database = await project(start);
          await db.sql(inTransaction(current.find((m) => m.file === file)!.sql), { database });
          expectIntended(await describeState(database));
        }
      },
    );

    it("a posts table without category_id stops the first migration with what to do, and nothing changes", async () => {
      const database = `project_${++databases}`;
      await db.sql(`create database ${database}`);
      await db.sql(
        inTransaction(`create table public.categories (id uuid primary key default gen_random_uuid(),
        name text not null, slug text not null unique);
      create table public.posts (id uuid primary key default gen_random_uuid(),
        title text not null, slug text not null unique, published boolean default false);
      create policy "Everyone reads" on public.posts for select using (true);`),
        { database },
      );
      const before = await describeState(database);
      await expect(db.sql(inTransaction(current[0]!.sql), { database })).rejects.toThrow(
        /lack posts\.category_id, which the blog reads: nothing was changed[\s\S]*HINT: {2}Add the column/,
      );
      expect(await describeState(database)).toEqual(before);
    });

    describe("what each role may do on a project made the seed's way today, with posts", () => {
      let database: string;

      beforeAll(async () => {
        // Today's grants: none but what the migrations give.
        database = await project([
          seedProject,
          `insert into public.categories (name, slug) values ('Sleep', 'sleep');
         insert into public.posts (title, slug, published, created_at, category_id)
         select title, slug, published, created_at, (select id from public.categories)
           from (values ('Live', 'live', true, now() - interval '1 day'),
                        ('Draft', 'draft', false, now() - interval '1 day'),
                        ('Scheduled', 'scheduled', true, now() + interval '7 days'))
                as p (title, slug, published, created_at);`,
        ]);
      });

      const as = (role: string, sql: string) => db.sql(sql, { role, database });

      it("anon and authenticated read what is published and due, and nothing else", async () => {
        for (const role of ["anon", "authenticated"]) {
          expect((await as(role, "select string_agg(slug, ',') from public.posts")).trim()).toBe(
            "live",
          );
          expect((await as(role, "select count(*) from public.categories")).trim()).toBe("1");
        }
      });

      it("anon and authenticated cannot write", async () => {
        for (const role of ["anon", "authenticated"]) {
          await expect(
            as(role, "insert into public.posts (title, slug) values ('x', 'x')"),
          ).rejects.toThrow(/permission denied for table posts/);
          await expect(as(role, "delete from public.categories")).rejects.toThrow(
            /permission denied for table categories/,
          );
        }
      });

      it("service_role reads every post and writes as posts:push does", async () => {
        expect((await as("service_role", "select count(*) from public.posts")).trim()).toBe("3");
        await as(
          "service_role",
          `insert into public.categories (name, slug) values ('Food', 'food')
           on conflict (slug) do update set name = excluded.name;
         insert into public.posts (title, slug, excerpt, content, published, created_at, category_id,
                                   format, seo_title, seo_description, featured_image_alt)
         values ('New', 'new', 'An excerpt', 'A body', true, now(),
                 (select id from public.categories where slug = 'food'), 'markdown', null, null, null)
           on conflict (slug) do update set title = excluded.title;
         update public.posts set title = 'Live, edited' where slug = 'live';
         delete from public.posts where slug = 'draft';`,
        );
        expect(
          (
            await as("service_role", "select string_agg(slug, ',' order by slug) from public.posts")
          ).trim(),
        ).toBe("live,new,scheduled");
        // The migrations' trigger stamps every update, for service_role too.
        expect(
          (
            await as(
              "service_role",
              "select updated_at > now() - interval '1 minute' from public.posts where slug = 'live'",
            )
          ).trim(),
        ).toBe("t");
      });
    });
  },
);
