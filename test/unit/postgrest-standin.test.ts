import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureCategories, fixturePosts } from "../fixtures/blog-fixture";
import {
  standinUuid,
  startPostgrestStandin,
  type PostgrestStandin,
} from "../support/postgrest-standin";

/**
 * The stand-in answers from a real database as PostgREST does: it must be able to disagree with
 * the app. Raw HTTP here, so each answer is seen as supabase-js would receive it.
 */
let standin: PostgrestStandin;
let seedWay: PostgrestStandin;

beforeAll(async () => {
  standin = await startPostgrestStandin({ categories: fixtureCategories, posts: fixturePosts });
  seedWay = await startPostgrestStandin(
    { categories: fixtureCategories, posts: fixturePosts },
    { project: "seed" },
  );
  // Two databases start: seconds each on a busy machine.
}, 120_000);

afterAll(async () => {
  await standin?.close();
  await seedWay?.close();
});

async function request(
  query: string,
  {
    target = standin,
    key = target.anonKey,
    ...init
  }: RequestInit & {
    key?: string;
    target?: PostgrestStandin;
  } = {},
) {
  const response = await fetch(`${target.url}/rest/v1/${query}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, ...init.headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    range: response.headers.get("content-range"),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

describe("reads", () => {
  it("column lists, the embedded category, filters and order, as anon under the read policy", async () => {
    const { status, body } = await request(
      "posts?select=slug,category:categories(id,name,slug)&order=created_at.desc,id.desc",
    );
    expect(status).toBe(200);
    // The draft is not there: Row Level Security, not a filter of the stand-in's.
    expect(body).toEqual([
      {
        slug: "fixture-food",
        category: { id: 2, name: "Food & Nutrition", slug: "food-nutrition" },
      },
      { slug: "fixture-sleep", category: { id: 1, name: "Sleep", slug: "sleep" } },
      { slug: "fixture-hostile", category: null },
    ]);
  });

  it("or trees with and(), quoted values with backslash escapes, in lists, is, neq and match", async () => {
    const at = "2025-05-01T09:00:00+00:00";
    const or = `(created_at.gt."${at}",and(created_at.eq."${at}",id.lte.1))`;
    const tree = await request(`posts?select=slug&or=${encodeURIComponent(or)}&order=id`);
    expect(tree.body).toEqual([{ slug: "fixture-sleep" }, { slug: "fixture-food" }]);
    const quoted = await request(
      `posts?select=slug&or=(title.eq."Fixture: Breakfast",title.eq."a \\"quoted\\", (odd) title")`,
    );
    expect(quoted.body).toEqual([{ slug: "fixture-food" }]);
    const listed = await request(
      'posts?select=slug&slug=in.(fixture-food,"fixture-sleep")&order=slug',
    );
    expect(listed.body).toEqual([{ slug: "fixture-food" }, { slug: "fixture-sleep" }]);
    const none = await request("posts?select=slug&category_id=is.null");
    expect(none.body).toEqual([{ slug: "fixture-hostile" }]);
    const other = await request("posts?select=slug&category_id=neq.1&slug=match.^fixture-f");
    expect(other.body).toEqual([{ slug: "fixture-food" }]);
  });

  it("count=exact: Content-Range, 206 for a part, 416 PGRST103 past the end", async () => {
    const counted = { headers: { Prefer: "count=exact" } };
    const part = await request("posts?select=slug&order=id&offset=1&limit=1", counted);
    expect(part).toMatchObject({ status: 206, range: "1-1/3" });
    const whole = await request("posts?select=slug", counted);
    expect(whole).toMatchObject({ status: 200, range: "0-2/3" });
    const past = await request("posts?select=slug&offset=9&limit=1", counted);
    expect(past).toMatchObject({
      status: 416,
      range: "*/3",
      body: { code: "PGRST103", message: "Requested range not satisfiable" },
    });
    expect((await request("posts?select=slug&offset=9")).status).toBe(200);
  });

  it("a single object on request, 406 PGRST116 otherwise", async () => {
    const accept = { headers: { Accept: "application/vnd.pgrst.object+json" } };
    expect((await request("posts?select=slug&slug=eq.fixture-food", accept)).body).toEqual({
      slug: "fixture-food",
    });
    expect(await request("posts?select=slug", accept)).toMatchObject({
      status: 406,
      body: { code: "PGRST116" },
    });
  });
});

describe("PostgreSQL decides, and PostgREST words its errors", () => {
  it("an unknown column is 400 with 42703 and PostgreSQL's message", async () => {
    expect(await request("posts?select=slug,seo_subtitle")).toMatchObject({
      status: 400,
      body: { code: "42703", message: "column posts.seo_subtitle does not exist" },
    });
  });

  it("values are read as their column's type: 0 is no uuid (22P02)", async () => {
    expect(await request("posts?select=slug&id=gt.0", { target: seedWay })).toMatchObject({
      status: 400,
      body: { code: "22P02", message: 'invalid input syntax for type uuid: "0"' },
    });
    expect(
      (await request(`posts?select=slug&id=eq.${standinUuid(2)}`, { target: seedWay })).body,
    ).toEqual([{ slug: "fixture-food" }]);
    expect(await request("posts?select=slug&published=eq.maybe")).toMatchObject({
      status: 400,
      body: { code: "22P02" },
    });
  });

  it("an unknown table is 404 (42P01); a bad key 401", async () => {
    expect(await request("pages?select=id")).toMatchObject({
      status: 404,
      body: { code: "42P01" },
    });
    // Supabase's gateway answers before PostgREST: a message and a hint, no code.
    expect(await request("posts?select=slug", { key: "not-a-key" })).toMatchObject({
      status: 401,
      body: { message: "Invalid API key" },
    });
    const [header, , signature] = standin.anonKey.split(".");
    const forged = `${header}.${Buffer.from('{"role":"service_role"}').toString("base64url")}.${signature}`;
    expect((await request("posts?select=slug", { key: forged })).status).toBe(401);
  });

  it("a missing grant is 42501: 401 for anon, 403 for another role", async () => {
    const write = {
      method: "POST",
      body: JSON.stringify({ name: "New", slug: "new" }),
      headers: { "Content-Type": "application/json" },
    };
    expect(await request("categories", write)).toMatchObject({
      status: 401,
      body: { code: "42501", message: "permission denied for table categories" },
    });
    await standin.db.exec("revoke all on public.categories from service_role");
    expect(await request("categories?select=id", { key: standin.secretKey })).toMatchObject({
      status: 403,
      body: { code: "42501", message: "permission denied for table categories" },
    });
  });
});

describe("a project some migrations behind", () => {
  it("lacks their columns: the build's select is PostgreSQL's 42703", async () => {
    const behind = await startPostgrestStandin(
      { categories: [], posts: [] },
      {
        migrations: [
          "20250101000000_blog.sql",
          "20261123000000_featured_image_alt.sql",
          "20261126000000_post_format.sql",
          "20261126010000_scheduled_posts.sql",
        ],
      },
    );
    try {
      expect(
        await request("posts?select=slug,seo_title,seo_description", { target: behind }),
      ).toMatchObject({
        status: 400,
        body: { code: "42703", message: "column posts.seo_title does not exist" },
      });
    } finally {
      await behind.close();
    }
  }, 60_000);
});

describe("both kinds of key", () => {
  it("sb_publishable_ reads as anon, sb_secret_ as service_role (drafts too)", async () => {
    const slugs = async (key: string) =>
      ((await request("posts?select=slug&order=id", { key })).body as { slug: string }[]).map(
        (row) => row.slug,
      );
    expect(standin.publishableKey).toMatch(/^sb_publishable_/);
    expect(standin.secretKey).toMatch(/^sb_secret_/);
    expect(await slugs(standin.publishableKey)).toEqual(await slugs(standin.anonKey));
    expect(await slugs(standin.publishableKey)).not.toContain("fixture-draft");
    await standin.db.exec("grant select on public.posts to service_role");
    expect(await slugs(standin.secretKey)).toContain("fixture-draft");
    expect(await slugs(standin.serviceKey)).toEqual(await slugs(standin.secretKey));
  });
});

describe("writes, as the migrations' constraints allow", () => {
  beforeAll(async () => {
    // What posts:push needs; whether the migrations grant it is their own tests' question.
    await standin.db.exec(
      "grant select, insert, update, delete on public.categories, public.posts to service_role",
    );
  });
  const post = (fields: Record<string, unknown>) => ({
    method: "POST",
    key: standin.serviceKey,
    body: JSON.stringify([{ title: "T", slug: "t", ...fields }]),
    headers: {
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
  });

  it("constraint errors carry PostgreSQL's code and PostgREST's status", async () => {
    expect(await request("posts?columns=title,slug", post({ title: null }))).toMatchObject({
      status: 400,
      body: { code: "23502" },
    });
    expect(await request("posts", post({ slug: "fixture-food" }))).toMatchObject({
      status: 409,
      body: { code: "23505" },
    });
    expect(await request("posts", post({ category_id: 99 }))).toMatchObject({
      status: 409,
      body: { code: "23503" },
    });
    expect(await request("posts", post({ format: "html" }))).toMatchObject({
      status: 400,
      body: { code: "23514" },
    });
    expect(await request("posts", post({ subtitle: "x" }))).toMatchObject({
      status: 400,
      body: { code: "PGRST204" },
    });
  });

  it("upsert on a column merges; a delete needs a filter", async () => {
    const upsert = (title: string) =>
      request("posts?on_conflict=slug&select=slug,title", {
        ...post({ slug: "upserted", title }),
        headers: {
          "Content-Type": "application/json",
          Prefer: "resolution=merge-duplicates,return=representation",
        },
      });
    expect(await upsert("First")).toMatchObject({ status: 201, body: [{ title: "First" }] });
    expect(await upsert("Second")).toMatchObject({ status: 201, body: [{ title: "Second" }] });
    expect((await standin.rows()).posts.filter((row) => row.slug === "upserted")).toHaveLength(1);
    const remove = { method: "DELETE", key: standin.serviceKey };
    expect(await request("posts", remove)).toMatchObject({ status: 400, body: { code: "21000" } });
    expect((await request("posts?slug=eq.upserted", remove)).status).toBe(204);
    expect((await standin.rows()).posts.map((row) => row.slug)).not.toContain("upserted");
  });
});
