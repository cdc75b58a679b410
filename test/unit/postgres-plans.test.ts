import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPABASE_ROLES, statements, type Statement } from "~/lib/blog/pglite-backend.server";
import { generatedPostsSql } from "../../scripts/generate-posts.mjs";
import { findPostgres, startTestPostgres, type TestPostgres } from "../support/postgres";

/**
 * The blog's own statements on Debian's PostgreSQL 15 with 10,000 posts, as the anon role under
 * the real read policy: each list a reader can ask for reads a few rows through an index, never
 * the whole table, and drafts and posts not due yet stay hidden. PGlite (test/unit/blog-pglite)
 * checks the same rules on a handful of posts; only a real server's EXPLAIN ANALYZE counts rows.
 */
const SUPABASE_DIR = path.resolve(import.meta.dirname, "../../supabase");
const PER_PAGE = 12;
const postgres = findPostgres();

if ("missing" in postgres) {
  if (process.env.CI) {
    it("PostgreSQL is installed (CI)", () => {
      throw new Error(`CI needs PostgreSQL for the query-plan tests: ${postgres.missing}`);
    });
  } else {
    console.warn(`\n*** SKIPPED test/unit/postgres-plans.test.ts: ${postgres.missing}\n`);
  }
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
}

/** A value as SQL text, for EXECUTE's arguments. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

describe.skipIf("missing" in postgres)(
  "the blog's statements on PostgreSQL at 10,000 posts",
  () => {
    let db: TestPostgres;
    let visibleTotal: number;
    let tinyCategory: { id: string; slug: string };

    beforeAll(async () => {
      if ("missing" in postgres) return;
      db = await startTestPostgres(postgres.bin);
      const migrations = readdirSync(path.join(SUPABASE_DIR, "migrations"))
        .filter((file) => file.endsWith(".sql"))
        .sort()
        .map((file) => readFileSync(path.join(SUPABASE_DIR, "migrations", file), "utf8"));
      await db.sql([SUPABASE_ROLES, ...migrations].join(";\n"));
      // Four big categories and a fifth of 2,000 take the generated posts; "tiny" has 20, as a
      // new topic would, plus posts nobody may see yet: drafts and posts scheduled for later.
      await db.sql(`
      insert into public.categories (name, slug) values
        ('Big one', 'big-one'), ('Big two', 'big-two'), ('Big three', 'big-three'),
        ('Big four', 'big-four'), ('Big five', 'big-five');
      ${generatedPostsSql(10_000)}
      insert into public.categories (name, slug) values ('Tiny', 'tiny');
      insert into public.posts (title, slug, published, created_at, category_id)
      select 'Tiny ' || n, 'tiny-' || n, true, timestamptz '2019-06-01' - n * interval '1 week',
             (select id from public.categories where slug = 'tiny')
        from generate_series(1, 20) as n;
      insert into public.posts (title, slug, published, created_at, category_id)
      select 'Draft ' || n, 'draft-' || n, false, timestamptz '2021-01-01' + n * interval '1 day',
             (select id from public.categories where slug = case when n % 2 = 0 then 'tiny' else 'big-one' end)
        from generate_series(1, 50) as n;
      insert into public.posts (title, slug, published, created_at, category_id)
      select 'Scheduled ' || n, 'scheduled-' || n, true, now() + n * interval '1 hour',
             (select id from public.categories where slug = case when n % 2 = 0 then 'tiny' else 'big-one' end)
        from generate_series(1, 50) as n;
      vacuum analyze public.posts;
      vacuum analyze public.categories;`);
      visibleTotal = 10_020;
      const id = (await db.sql("select id from public.categories where slug = 'tiny'")).trim();
      tinyCategory = { id, slug: "tiny" };
    }, 90_000);

    afterAll(async () => {
      await db?.stop();
    });

    /** Runs one of the backend's statements as anon, exactly as written, and returns its rows. */
    async function runAsAnon({ text, params }: Statement): Promise<string> {
      const args = params.length ? `(${params.map(literal).join(", ")})` : "";
      return db.sql(`prepare q as ${text};\nexecute q${args};`, { role: "anon" });
    }

    /** EXPLAIN (ANALYZE, BUFFERS) of one statement as anon: the plan and the posts rows it read. */
    async function explain({ text, params }: Statement) {
      const args = params.length ? `(${params.map(literal).join(", ")})` : "";
      const output = await db.sql(
        `prepare q as ${text};\nexplain (analyze, buffers, format json) execute q${args};`,
        { role: "anon" },
      );
      const [{ Plan }] = JSON.parse(output) as [{ Plan: PlanNode }];
      const nodes: PlanNode[] = [];
      const walk = (node: PlanNode) => {
        nodes.push(node);
        node.Plans?.forEach(walk);
      };
      walk(Plan);
      const posts = nodes.filter((node) => node["Relation Name"] === "posts");
      // Every row a scan of posts touched: the ones it returned and the ones it threw away.
      const rowsRead = posts.reduce(
        (sum, node) =>
          sum +
          (node["Actual Rows"] +
            (node["Rows Removed by Filter"] ?? 0) +
            (node["Rows Removed by Index Recheck"] ?? 0)) *
            node["Actual Loops"],
        0,
      );
      if (process.env.SHOW_PLANS) {
        console.info(
          posts
            .map(
              (node) =>
                `${node["Node Type"]} ${node["Index Name"] ?? ""} rows=${node["Actual Rows"]} removed=${node["Rows Removed by Filter"] ?? 0} loops=${node["Actual Loops"]}`,
            )
            .join("\n"),
        );
      }
      return { nodes, posts, rowsRead };
    }

    function expectIndexReadsOnly(plan: Awaited<ReturnType<typeof explain>>) {
      expect(plan.posts.length).toBeGreaterThan(0);
      for (const node of plan.posts) {
        expect(["Index Scan", "Index Only Scan", "Bitmap Heap Scan"]).toContain(node["Node Type"]);
      }
      expect(plan.nodes.map((node) => node["Node Type"])).not.toContain("Sort");
    }

    it("runs on the server CI installs", () => {
      expect(db.version).toMatch(/^\d+/);
      console.info(`[postgres-plans] PostgreSQL ${db.version}`);
    });

    it("a small category's first page reads its own rows (page and count), not the other posts", async () => {
      const plan = await explain(
        statements.listPosts({ category: tinyCategory, offset: 0, limit: PER_PAGE })!,
      );
      expectIndexReadsOnly(plan);
      // 12 for the page; the count reads the category's 70 rows (20 visible, 50 hidden). Filtering
      // on the joined slug instead walked the list's index through 9,000 other posts.
      expect(plan.rowsRead).toBeLessThanOrEqual(12 + 70);
      // The count (before psql's "|") is the category's 20 visible posts.
      const page = await runAsAnon(
        statements.listPosts({ category: tinyCategory, offset: 0, limit: 12 })!,
      );
      expect(page.startsWith("20|")).toBe(true);
    });

    it("a category id that matches nothing reads nothing", async () => {
      const plan = await explain(
        statements.listPosts({
          category: { id: "9999999", slug: "nope" },
          offset: 0,
          limit: PER_PAGE,
        })!,
      );
      expectIndexReadsOnly(plan);
      expect(plan.rowsRead).toBe(0);
    });

    it("the last page of every post reads one page from the oldest end, with no sort", async () => {
      const lastPage = Math.ceil(visibleTotal / PER_PAGE);
      const plan = await explain(
        statements.listPosts({
          category: null,
          offset: (lastPage - 1) * PER_PAGE,
          limit: PER_PAGE,
          total: visibleTotal,
        })!,
      );
      expectIndexReadsOnly(plan);
      expect(plan.rowsRead).toBeLessThanOrEqual(PER_PAGE);
    });

    it("the first page of every post reads 12 rows through the index; only its count reads them all", async () => {
      const plan = await explain(
        statements.listPosts({ category: null, offset: 0, limit: PER_PAGE })!,
      );
      expect(plan.nodes.map((node) => node["Node Type"])).not.toContain("Sort");
      const page = plan.posts.find((node) => node["Index Name"] === "posts_published_newest_idx");
      expect(page?.["Actual Rows"]).toBe(PER_PAGE);
      // An exact total visits every visible post once, by index or by the table: the one read
      // that grows with the blog, taken once per first page (pages after it reuse the total).
      expect(plan.rowsRead).toBeLessThanOrEqual(PER_PAGE + visibleTotal + 100);
    });

    it("a page of search's post texts deep in the blog reads that page, through the index", async () => {
      const created = (
        await db.sql("select created_at::text, id from public.posts where slug = 'generated-5000'")
      ).trim();
      const [createdAt, id] = created.split("|");
      const plan = await explain(
        statements.listPostTexts({ after: { created_at: createdAt!, id: id! }, limit: 50 }),
      );
      expectIndexReadsOnly(plan);
      expect(plan.rowsRead).toBeLessThanOrEqual(50);
    });

    it("one post by slug and its neighbours read a row or two each", async () => {
      const post = await explain(statements.getPostBySlug("generated-5000"));
      expectIndexReadsOnly(post);
      expect(post.rowsRead).toBeLessThanOrEqual(1);
      const created = (
        await db.sql("select created_at, id from public.posts where slug = 'generated-5000'")
      ).trim();
      const [createdAt, id] = created.split("|");
      const neighbours = await explain(
        statements.getAdjacentPosts({
          id: id!,
          created_at: new Date(createdAt!).toISOString(),
        }),
      );
      expectIndexReadsOnly(neighbours);
      expect(neighbours.rowsRead).toBeLessThanOrEqual(4);
    });

    it("anon sees neither drafts nor posts not due yet, in the table or through any statement", async () => {
      const hidden = "not published or created_at > now()";
      expect((await db.sql(`select count(*) from public.posts where ${hidden}`)).trim()).toBe(
        "100",
      );
      expect(
        (
          await db.sql(`select count(*) from public.posts where ${hidden}`, { role: "anon" })
        ).trim(),
      ).toBe("0");
      expect((await db.sql("select count(*) from public.posts", { role: "anon" })).trim()).toBe(
        String(visibleTotal),
      );
      expect((await runAsAnon(statements.getPostBySlug("scheduled-1"))).trim()).toBe("");
      expect((await runAsAnon(statements.getPostBySlug("draft-1"))).trim()).toBe("");
      const links = await runAsAnon(statements.listPostLinks({ offset: 0, limit: 1_000 }));
      expect(links).not.toMatch(/scheduled-|draft-/);
      const tiny = await runAsAnon(
        statements.listPosts({ category: tinyCategory, offset: 0, limit: 100 })!,
      );
      expect(tiny).not.toMatch(/scheduled-|draft-/);
    });

    it("with the policy switched off, the statements still hide them (the second lock)", async () => {
      await db.sql("alter table public.posts disable row level security");
      try {
        expect((await db.sql("select count(*) from public.posts", { role: "anon" })).trim()).toBe(
          String(visibleTotal + 100),
        );
        const first = await runAsAnon(
          statements.listPosts({ category: null, offset: 0, limit: 100 })!,
        );
        expect(first.startsWith(`${visibleTotal}|`)).toBe(true);
        expect(first).not.toMatch(/scheduled-|draft-/);
        expect((await runAsAnon(statements.getPostBySlug("scheduled-1"))).trim()).toBe("");
        const links = await runAsAnon(statements.listPostLinks({ offset: 0, limit: 1_000 }));
        expect(links).not.toMatch(/scheduled-|draft-/);
      } finally {
        await db.sql("alter table public.posts enable row level security");
      }
    });
  },
);
