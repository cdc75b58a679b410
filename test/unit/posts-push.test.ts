import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runPostsPush } from "~tools/posts/posts-push";
import {
  standinUuid,
  startPostgrestStandin,
  type PostgrestStandin,
} from "../support/postgrest-standin";
import { FIXTURE_POSTS_DIR } from "../support/posts-dir";

const FIXTURE_POSTS = 14;
const FIXTURE_CATEGORIES = 5;
const DRAFT = "draft-hrt-first-month";
const EDITED = "hot-flushes-at-work";

let server: PostgrestStandin;
let postsDir: string;

beforeAll(async () => {
  server = await startPostgrestStandin({ categories: [], posts: [] });
  // The database starts: seconds on a busy machine.
}, 60_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.behave({ kind: "ok" });
  await server.setRows({ categories: [], posts: [] });
  server.requests.length = 0;
  if (postsDir) await rm(postsDir, { recursive: true, force: true });
  postsDir = await mkdtemp(path.join(tmpdir(), "posts-push-"));
  await cp(FIXTURE_POSTS_DIR, postsDir, { recursive: true });
});

afterAll(async () => {
  if (postsDir) await rm(postsDir, { recursive: true, force: true });
});

async function push(argv: string[] = [], key = server.serviceKey, target = server) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPostsPush({
    argv,
    env: { SUPABASE_URL: target.url, SUPABASE_SERVICE_ROLE_KEY: key },
    postsDir,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

async function pushWith(argv: string[], extra: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPostsPush({
    argv,
    env: { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: server.serviceKey, ...extra },
    postsDir,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const writes = () => server.requests.filter((request) => request.method !== "GET");
const count = (text: string, action: string) =>
  text.split("\n").filter((line) => line.startsWith(`  ${action} `)).length;

async function editTitle(slug: string, title: string) {
  const file = path.join(postsDir, `${slug}.md`);
  const source = await readFile(file, "utf8");
  await writeFile(file, source.replace(/^title: .*$/m, `title: "${title}"`));
}

describe("npm run posts:push", () => {
  it("a dry run reports every category and post to create and writes nothing", async () => {
    const { code, out } = await push();
    expect(code).toBe(0);
    expect(count(out, "create")).toBe(FIXTURE_CATEGORIES + FIXTURE_POSTS);
    expect(out).toContain(`create     ${DRAFT} (draft: readers will not see it)`);
    expect(out).toMatch(/Dry run: nothing written/);
    expect(writes()).toEqual([]);
    expect(await server.rows()).toEqual({ categories: [], posts: [] });
    // The service key reads, so drafts already in the database are compared too.
    expect(server.requests.every((request) => request.headers.apikey === server.serviceKey)).toBe(
      true,
    );
  });

  it("--yes creates categories then posts; a second run finds everything unchanged", async () => {
    const first = await push(["--yes"]);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Wrote 19 change\(s\)/);
    expect(writes().map((request) => request.path)).toEqual([
      "/rest/v1/categories",
      "/rest/v1/posts",
    ]);
    const { categories, posts } = await server.rows();
    expect(categories).toHaveLength(FIXTURE_CATEGORIES);
    expect(posts).toHaveLength(FIXTURE_POSTS);
    const hot = posts.find((post) => post.slug === EDITED)!;
    expect(hot).toMatchObject({
      format: "markdown",
      published: true,
      featured_image_url: "/images/topics/symptoms.svg",
      category_id: categories.find((category) => category.slug === "symptoms-health")!.id,
    });
    expect(Date.parse(hot.created_at)).toBe(Date.parse("2024-07-16T12:20:00Z"));
    expect(Date.parse(hot.updated_at)).toBe(Date.parse("2025-09-30T19:25:00Z"));
    expect(hot.content).toMatch(/^The first proper hot flush/);
    expect(posts.find((post) => post.slug === DRAFT)!.published).toBe(false);

    server.requests.length = 0;
    const second = await push(["--yes"]);
    expect(second.code).toBe(0);
    expect(count(second.out, "unchanged")).toBe(FIXTURE_CATEGORIES + FIXTURE_POSTS);
    expect(second.out).toMatch(/nothing to write/);
    expect(writes()).toEqual([]);
  });

  it("an edited title is an update of that post alone", async () => {
    await push(["--yes"]);
    await editTitle(EDITED, "Hot Flushes at Work, Revisited");
    server.requests.length = 0;

    const dry = await push();
    expect(dry.out).toContain(`  update     ${EDITED}: title`);
    expect(count(dry.out, "update")).toBe(1);
    expect(count(dry.out, "unchanged")).toBe(FIXTURE_CATEGORIES + FIXTURE_POSTS - 1);
    expect(writes()).toEqual([]);

    await push(["--yes"]);
    const [write] = writes();
    expect(writes()).toHaveLength(1);
    expect(write!.params.get("on_conflict")).toBe("slug");
    expect(write!.headers.prefer).toMatch(/resolution=merge-duplicates/);
    expect(JSON.parse(write!.body!).map((row: { slug: string }) => row.slug)).toEqual([EDITED]);
    const post = (await server.rows()).posts.find((row) => row.slug === EDITED)!;
    expect(post.title).toBe("Hot Flushes at Work, Revisited");
    expect((await server.rows()).posts).toHaveLength(FIXTURE_POSTS);
  });

  it("reports create, update and unchanged against rows already there, drafts included", async () => {
    await push(["--yes"]);
    const { categories, posts } = await server.rows();
    await server.setRows({
      categories: categories.map((category) =>
        category.slug === "sleep" ? { ...category, name: "Sleep & Rest" } : category,
      ),
      posts: posts
        .filter((post) => post.slug !== "anxiety-out-of-nowhere")
        .map((post) => (post.slug === DRAFT ? { ...post, excerpt: "Old words" } : post))
        // A row written before the search snippet's columns: the file's fields are new to it.
        .map((post) =>
          post.slug === EDITED ? { ...post, seo_title: null, seo_description: null } : post,
        ),
    });
    server.requests.length = 0;

    const { code, out } = await push();
    expect(code).toBe(0);
    expect(out).toContain("  update     sleep: name → Sleep");
    expect(out).toContain("  create     anxiety-out-of-nowhere");
    expect(out).toContain(`  update     ${DRAFT}: excerpt (draft: readers will not see it)`);
    expect(out).toContain(`  update     ${EDITED}: seoTitle, description`);
    expect(count(out, "unchanged")).toBe(FIXTURE_CATEGORIES - 1 + FIXTURE_POSTS - 3);
    expect(writes()).toEqual([]);
  });

  it("a post edited in Supabase's table editor after a push is left alone, and kept", async () => {
    await push(["--yes"]);
    // As the table editor writes: the owner's update, which the migrations' trigger stamps.
    await server.db.query("update public.posts set title = 'In her own words' where slug = $1", [
      EDITED,
    ]);
    server.requests.length = 0;
    const { out, err } = await push(["--yes"]);
    expect(out).toContain(
      `  left alone ${EDITED}: changed in Supabase since the last push, and not as the file says`,
    );
    expect(`${out}\n${err}`).toMatch(/1 post\(s\) were changed in Supabase since the last push/);
    expect(writes()).toEqual([]);
    const post = (await server.rows()).posts.find((row) => row.slug === EDITED)!;
    expect(post.title).toBe("In her own words");
  });

  it("a conflict is settled for one named post with --overwrite=<address>, and the run's summary page says how", async () => {
    await push(["--yes"]);
    await server.db.query("update public.posts set title = 'In her own words' where slug = $1", [
      EDITED,
    ]);
    const summary = path.join(`${postsDir}-summary.md`);
    const env = { GITHUB_STEP_SUMMARY: summary };
    const left = await pushWith(["--yes"], env);
    expect(left.code).toBe(1);
    const page = await readFile(summary, "utf8");
    expect(page).toContain(`### The post at /blog/${EDITED}`);
    expect(page).toMatch(/\| Title \| In her own words \| Hot Flushes in Meetings/);
    expect(page).toContain("press **Run workflow**");
    expect(page).toContain("**Post to replace in Supabase with its file**");

    server.requests.length = 0;
    const named = await pushWith(["--yes", `--overwrite=${EDITED}`], env);
    expect(named.out).toContain(`  overwrite  ${EDITED}: changed in Supabase since the last push`);
    expect(named.code).toBe(0);
    expect((await server.rows()).posts.find((row) => row.slug === EDITED)!.title).not.toBe(
      "In her own words",
    );
    // Settled: the next run has nothing to write and is green.
    expect((await push(["--yes"])).code).toBe(0);
    expect((await pushWith(["--yes", '--overwrite=x","y'], env)).err).toMatch(
      /not a post's address/,
    );
  });

  it("--keep-supabase=<address> copies Supabase's version into the file, changing only those lines, and the next run is green", async () => {
    await push(["--yes"]);
    await server.db.query(
      "update public.posts set title = 'In her own words', content = content || E'\\n\\nA line she added in Supabase.' where slug = $1",
      [EDITED],
    );
    const file = path.join(postsDir, `${EDITED}.md`);
    const before = await readFile(file, "utf8");

    // Without --yes nothing is rewritten.
    expect((await push([`--keep-supabase=${EDITED}`])).code).toBe(1);
    expect(await readFile(file, "utf8")).toBe(before);

    const kept = await push(["--yes", `--keep-supabase=${EDITED}`]);
    expect(kept.err).toBe("");
    expect(kept.code).toBe(0);
    expect(kept.out).toContain(`${EDITED}.md now says what Supabase says`);
    // Only the title's line changed, and the line she added follows the body.
    expect(await readFile(file, "utf8")).toBe(
      before
        .replace(/^title: .*$/m, 'title: "In her own words"')
        .replace(/\n$/, "\n\nA line she added in Supabase.\n"),
    );
    const row = (await server.rows()).posts.find((candidate) => candidate.slug === EDITED)!;
    expect(row.title).toBe("In her own words");

    // Settled: the file and Supabase agree, and the row counts as pushed.
    const next = await push(["--yes"]);
    expect(next.code).toBe(0);
    expect(next.out).toContain(`  unchanged  ${EDITED}`);
  });

  it("--keep-supabase leaves the file as it was when Supabase's version would not pass the check", async () => {
    await push(["--yes"]);
    await server.db.query("update public.posts set excerpt = '' where slug = $1", [EDITED]);
    const file = path.join(postsDir, `${EDITED}.md`);
    const before = await readFile(file, "utf8");
    const refused = await push(["--yes", `--keep-supabase=${EDITED}`]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("Supabase's version cannot be kept as it is");
    expect(refused.err).toMatch(/excerpt/);
    expect(await readFile(file, "utf8")).toBe(before);
    expect((await push(["--yes", "--keep-supabase=not-in-conflict"])).err).toContain(
      "does not differ from Supabase",
    );
  });

  it("--delete-missing deletes by exact address, never a malformed one, and prints it escaped", async () => {
    await push(["--yes"]);
    // A row typed in Supabase whose address would step out of a list filter, with a terminal
    // escape and a line of its own for a CI log.
    const hostile = 'x","why-i-decided-to-try-hrt\u001b[31m\n::error::gone';
    await server.db.query(
      "insert into public.posts (slug, title, excerpt, content, published) values ($1, 'T', 'E', 'C', true)",
      [hostile],
    );
    const victim = (await server.rows()).posts.find((row) => row.slug === EDITED)!;
    server.requests.length = 0;
    const { code, out } = await push(["--yes", "--delete-missing"]);
    expect(code).toBe(0);
    expect(out.includes("\u001b") || out.includes("\n::error")).toBe(false);
    expect(out).toContain("is not a valid address (never deleted here");
    expect(out).toContain("\\u001b[31m\\n::error::gone");
    expect(writes()).toEqual([]);
    const slugs = (await server.rows()).posts.map((row) => row.slug);
    expect(slugs).toContain(hostile);
    expect(slugs).toContain(victim.slug);
  });

  it("a broken post stops the push before anything is sent", async () => {
    await writeFile(path.join(postsDir, "broken.md"), "---\nexcerpt: No title\n---\n\nBody.\n");
    const { code, err } = await push(["--yes"]);
    expect(code).toBe(1);
    expect(err).toMatch(/nothing was sent/);
    expect(err).toMatch(/broken\.md line 3: title is missing/);
    expect(server.requests).toEqual([]);
    expect(await server.rows()).toEqual({ categories: [], posts: [] });
  });

  it("posts only in the database are left alone unless --delete-missing is given with --yes", async () => {
    await push(["--yes"]);
    await rm(path.join(postsDir, "anxiety-out-of-nowhere.md"));
    server.requests.length = 0;

    const kept = await push(["--yes"]);
    expect(kept.out).toContain(
      "only in the database, left alone: anxiety-out-of-nowhere (--delete-missing deletes it)",
    );
    expect(writes()).toEqual([]);

    const dry = await push(["--delete-missing"]);
    expect(dry.out).toContain("  delete     anxiety-out-of-nowhere (only in the database)");
    expect(writes()).toEqual([]);
    expect((await server.rows()).posts).toHaveLength(FIXTURE_POSTS);

    const deleted = await push(["--yes", "--delete-missing"]);
    expect(deleted.code).toBe(0);
    expect(writes().map((request) => request.method)).toEqual(["DELETE"]);
    expect((await server.rows()).posts.map((post) => post.slug)).not.toContain(
      "anxiety-out-of-nowhere",
    );
    expect((await server.rows()).posts).toHaveLength(FIXTURE_POSTS - 1);
  });

  it("a public key (anon or publishable) is refused before anything is sent", async () => {
    for (const key of [server.anonKey, server.publishableKey]) {
      const { code, err } = await push(["--yes"], key);
      expect(code).toBe(1);
      expect(err).toMatch(/^\[posts:push\] That is the project's publishable \(or anon\) key/);
    }
    expect(server.requests).toEqual([]);
    // Had it been sent, the database would have refused it: postgrest-standin.test.ts.
    expect(await server.rows()).toEqual({ categories: [], posts: [] });
  });

  it("the new secret key pushes as the legacy service_role key does", async () => {
    const { code } = await push(["--yes"], server.secretKey);
    expect(code).toBe(0);
    expect((await server.rows()).posts).toHaveLength(FIXTURE_POSTS);
    expect(server.requests.every((request) => request.headers.apikey === server.secretKey)).toBe(
      true,
    );
  });

  it("an error answer while reading stops it with the status and message", async () => {
    await server.behave({ kind: "status", status: 500, message: "relation is broken" });
    const { code, err } = await push();
    expect(code).toBe(1);
    expect(err).toBe(
      "[posts:push] Supabase answered 500 while reading categories: relation is broken",
    );
  });

  it("an image beside the post is pushed as the address the site serves it from", async () => {
    await writeFile(path.join(postsDir, "walk.jpg"), "not really a jpeg");
    await writeFile(
      path.join(postsDir, "a-walk.md"),
      "---\ntitle: A walk\nexcerpt: Out in the hills.\ndate: 2026-01-05\nimage: walk.jpg\nimageAlt: A path over a hill\n---\n\nWe walked.\n",
    );
    expect((await push(["--yes"])).code).toBe(0);
    expect((await server.rows()).posts.find((post) => post.slug === "a-walk")).toMatchObject({
      featured_image_url: "/images/posts/walk.jpg",
      featured_image_alt: "A path over a hill",
      category_id: null,
    });
  });

  it("says what to set when the URL or key is missing, and refuses plain http elsewhere", async () => {
    const err: string[] = [];
    const run = (env: Record<string, string>) =>
      runPostsPush({ argv: [], env, postsDir, out: () => {}, err: (line) => err.push(line) });
    expect(await run({ SUPABASE_URL: server.url })).toBe(1);
    expect(
      await run({ SUPABASE_URL: "http://db.example.com", SUPABASE_SERVICE_ROLE_KEY: "k" }),
    ).toBe(1);
    expect(await run({ SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: "k" })).toBe(1);
    expect(err[0]).toMatch(/^\[posts:push\] Set SUPABASE_SECRET_KEY \(/);
    expect(err[1]).toMatch(/SUPABASE_URL must be https/);
    expect(err[2]).toMatch(/Supabase answered 401 while reading categories/);
    expect(await server.rows()).toEqual({ categories: [], posts: [] });
  });

  it("the npm script runs it: a dry run, and one line and exit 1 without settings", async () => {
    const run = promisify(execFile);
    const script = path.resolve("scripts/posts-push.mjs");
    const env = { ...process.env, BLOG_POSTS_DIR: postsDir, SUPABASE_URL: server.url };
    const missing = await run(process.execPath, [script], {
      env: { ...env, SUPABASE_SERVICE_ROLE_KEY: "" },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in missing && missing.code).toBe(1);
    expect(missing.stderr.trim().split("\n")).toHaveLength(1);

    const dry = await run(process.execPath, [script], {
      env: { ...env, SUPABASE_SERVICE_ROLE_KEY: server.serviceKey },
    });
    expect(dry.stdout).toMatch(/Dry run: nothing written/);
    expect(writes()).toEqual([]);
  }, 30_000);
});

describe("npm run posts:push on a project made the seed's way (uuid ids, no newer columns)", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  let seedWay: PostgrestStandin;

  beforeAll(async () => {
    // What the author already has: the template's tables, one category and one post of hers,
    // written before this repository's columns existed, then the migrations.
    seedWay = await startPostgrestStandin(
      {
        categories: [{ id: 1, name: "Sleep", slug: "sleep" }],
        posts: [
          {
            id: 1,
            title: "Hot flushes at work",
            slug: EDITED,
            excerpt: null,
            content: "An early draft of it.",
            featured_image_url: null,
            published: true,
            created_at: "2024-07-16T12:20:00+00:00",
            updated_at: "2024-07-16T12:20:00+00:00",
            category_id: 1,
          },
        ],
      },
      { project: "seed" },
    );
  }, 60_000);

  afterAll(async () => {
    await seedWay?.close();
  });

  it("a dry run compares with her rows by slug, shows her own row as hers, and writes nothing", async () => {
    const { code, out } = await push([], seedWay.serviceKey, seedWay);
    expect(code).toBe(0);
    expect(out).toContain("  unchanged  sleep");
    // Written in the table editor, never by posts:push: hers, shown field by field, left alone.
    expect(out).toContain(
      `  left alone ${EDITED}: changed in Supabase since the last push, and not as the file says`,
    );
    expect(out).toContain('      title: in Supabase "Hot flushes at work"');
    expect(count(out, "create")).toBe(FIXTURE_CATEGORIES - 1 + FIXTURE_POSTS - 1);
    expect((await seedWay.rows()).posts).toHaveLength(1);
  });

  it("--yes writes the rest with the database's uuids; --overwrite replaces hers in place; then nothing is left to write", async () => {
    const first = await push(["--yes"], seedWay.serviceKey, seedWay);
    // Written, but not everything: a workflow shows it.
    expect(first.code).toBe(1);
    expect(first.err).toMatch(/1 post\(s\) were changed in Supabase since the last push/);
    let { categories, posts } = await seedWay.rows();
    expect(categories).toHaveLength(FIXTURE_CATEGORIES);
    expect(posts).toHaveLength(FIXTURE_POSTS);
    for (const row of [...categories, ...posts]) expect(String(row.id)).toMatch(UUID);
    expect(posts.find((post) => post.slug === EDITED)!.title).toBe("Hot flushes at work");

    const overwritten = await push(["--yes", "--overwrite"], seedWay.serviceKey, seedWay);
    expect(overwritten.err).toBe("");
    expect(overwritten.code).toBe(0);
    ({ categories, posts } = await seedWay.rows());
    const hot = posts.find((post) => post.slug === EDITED)!;
    // Her row is updated in place, not replaced.
    expect(hot.id).toBe(standinUuid(1));
    expect(hot).toMatchObject({
      format: "markdown",
      category_id: categories.find((category) => category.slug === "symptoms-health")!.id,
    });
    const again = await push(["--yes"], seedWay.serviceKey, seedWay);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/nothing to write/);
  });
});
