import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import WebSocket from "ws";
import type { CheckedPost, CheckedPosts, PostFileCategory } from "~/lib/blog/checked-post";
import { guardedFetch } from "~/lib/blog/guarded-fetch.server";
import { isValidSlug } from "~/lib/addresses";
import { KEYS_PAGE, supabaseKeyKind } from "~/lib/blog/supabase-keys.server";
import { checkPostFiles, describeProblem } from "./post-files";
import { withSupabaseVersion } from "./copy-back";
import { conflictSummary, printable } from "./run-report";

/**
 * `npm run posts:push` (scripts/posts-push.mjs): makes the Supabase project named by
 * SUPABASE_URL hold what the post files say.
 *
 * Contract:
 * - Nothing is sent anywhere unless every post file and categories.yml pass `checkPostFiles`;
 *   otherwise the problems are printed and the exit code is 1.
 * - It reads the project's categories and posts with the secret key (SUPABASE_SECRET_KEY, or the
 *   legacy SUPABASE_SERVICE_ROLE_KEY), which bypasses
 *   Row Level Security, so drafts and scheduled posts are compared too. That key may do anything
 *   to the project: it lives only in this process, is sent only to SUPABASE_URL (https, or http
 *   on this machine; redirects refused), and is never part of anything a browser loads.
 * - By default it only prints, per category and post, whether it would be created, updated
 *   (naming the fields) or left alone, and the posts only in the database. `--yes` writes:
 *   categories first (upsert on slug), then the posts that differ (upsert on slug, category by
 *   the id the database gave), format 'markdown'. Unchanged rows are not sent.
 * - Nothing is deleted unless `--delete-missing` is given with `--yes`: then the posts that have
 *   no file are deleted, one by one by their exact address; a row whose address is not a valid
 *   one (it could only have been typed in Supabase) is never deleted, only named. Categories are
 *   never deleted.
 * - Everything printed passes through `printable` (run-report.ts): a value from the database
 *   cannot move the terminal's cursor, colour it or start a line of its own in a CI log. Where
 *   GITHUB_STEP_SUMMARY names a file (GitHub Actions), a conflict is also written there in words,
 *   with the button that settles it.
 * - Any HTTP error stops it with the status and PostgREST's message (exit 1). Each request is
 *   atomic, the push as a whole is not: after a failure, fix the cause and run it again (it
 *   converges; rows already written show as unchanged).
 *
 * `updated_at`: a new post gets its file's `updated`, as the embedded database does. On an
 * update the migrations' trigger stamps the time of the push whatever is sent, so `updated` is
 * not compared (comparing it would report every updated post as changed forever).
 *
 * Edits made in Supabase are never lost: a post whose row was changed after posts:push last
 * wrote it (`updated_at` later than `pushed_at`, which the migrations stamp on every push), or
 * that posts:push never wrote, and that differs from its file, is a conflict. It is shown field
 * by field and left alone; `--overwrite` replaces every one with its file, `--overwrite=<address>`
 * only that post's (what the workflow's "Run workflow" button passes). `--keep-supabase=<address>`
 * settles it the other way: the post's file is rewritten to say what Supabase says
 * (copy-back.ts), checked, and pushed, which marks the row as pushed; the workflow then commits
 * the file.
 */

export const PUSH_USAGE =
  "usage: npm run posts:push [-- --yes] [-- --delete-missing] [-- --overwrite[=<address>]] [-- --keep-supabase=<address>]  (without --yes nothing is written)";

/** Every conflict replaced by its file (true), only these posts', or none. */
export type Overwrite = boolean | ReadonlySet<string>;

function overwrites(overwrite: Overwrite, slug: string): boolean {
  return typeof overwrite === "boolean" ? overwrite : overwrite.has(slug);
}

/** The columns compared; what the site renders from. */
const POST_FIELDS = [
  "title",
  "excerpt",
  "content",
  "featured_image_url",
  "featured_image_alt",
  "published",
  "created_at",
  "category",
  "format",
  "seo_title",
  "seo_description",
] as const;
type PostField = (typeof POST_FIELDS)[number];

const POST_COLUMNS =
  "id,slug,title,excerpt,content,featured_image_url,featured_image_alt,published,created_at,updated_at,pushed_at,category_id,format,seo_title,seo_description";

/** Rows per read and per write: keeps each answer and body far below the fetch's limit. */
const PAGE = 100;
/** Post bodies are long; the site's 4 MB cap on answers is for a page of cards. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * An id as the database sent it (a uuid as text, a bigint as a number, or text): only ever sent
 * back as it came, never parsed or made up (docs/decisions/0035-the-project-an-owner-really-has.md).
 */
type DatabaseId = string | number;

interface DatabaseCategory {
  id: DatabaseId;
  name: string;
  slug: string;
}

interface DatabasePost {
  id: DatabaseId;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  published: boolean;
  created_at: string;
  updated_at: string;
  /** When posts:push last wrote the row; null when it never has. */
  pushed_at: string | null;
  category_id: DatabaseId | null;
  format: string | null;
  seo_title: string | null;
  seo_description: string | null;
}

/** A post as the columns compared, with its category as a slug. */
type PostValues = Record<PostField, string | boolean | null>;

/** One field a post's file and its row disagree on, as each has it. */
export interface Difference {
  field: string;
  database: string | boolean | null;
  file: string | boolean | null;
}

export type Change<T> =
  | { action: "create"; slug: string; value: T }
  | { action: "update"; slug: string; value: T; fields: string[] }
  /** Changed in Supabase since the last push, and not as the file says: left alone. */
  | { action: "conflict"; slug: string; value: T; differences: Difference[] }
  | { action: "unchanged"; slug: string };

export interface PushPlan {
  categories: Change<PostFileCategory>[];
  posts: Change<CheckedPost>[];
  /** Slugs of posts in the database without a file. */
  onlyInDatabase: string[];
  /** Rows whose slug is not a valid address (typed in Supabase): never deleted, only named. */
  malformedInDatabase: string[];
  categoriesOnlyInDatabase: string[];
  /** Every category in the database by slug, for the posts' category_id. */
  categoryIds: Map<string, DatabaseId>;
}

/** An answer from Supabase that was not a success. */
export class PushHttpError extends Error {
  constructor(
    readonly doing: string,
    readonly status: number,
    readonly detail: string,
  ) {
    super(
      status === 0
        ? `could not reach Supabase while ${doing}: ${detail}`
        : `Supabase answered ${status} while ${doing}: ${detail}`,
    );
    this.name = "PushHttpError";
  }
}

export function pushSettings(
  env: Record<string, string | undefined>,
): { ok: true; url: string; key: string } | { ok: false; message: string } {
  const url = env.SUPABASE_URL?.trim();
  const key = (env.SUPABASE_SECRET_KEY ?? env.SUPABASE_SERVICE_ROLE_KEY)?.trim();
  if (!url || !key) {
    const missing = [
      !url && "SUPABASE_URL (the project's URL)",
      !key && "SUPABASE_SECRET_KEY (its secret key, sb_secret_…, or the legacy service_role key)",
    ].filter(Boolean);
    return {
      ok: false,
      message: `Set ${missing.join(" and ")}, from ${KEYS_PAGE}, in this shell only: the secret key must never reach the site or a browser.`,
    };
  }
  if (supabaseKeyKind(key) === "public") {
    return {
      ok: false,
      message: `That is the project's publishable (or anon) key, which can read only what readers can and write nothing: posts:push needs the secret key (sb_secret_…, or the legacy service_role key) from ${KEYS_PAGE}.`,
    };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, message: `SUPABASE_URL "${url}" is not a web address` };
  }
  // The service key must not cross a network in the clear.
  const local = ["127.0.0.1", "[::1]", "localhost"].includes(parsed.hostname);
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && local)) {
    return {
      ok: false,
      message: `SUPABASE_URL must be https (http only for 127.0.0.1, ::1 or localhost), got "${url}"`,
    };
  }
  return { ok: true, url: parsed.href.replace(/\/$/, ""), key };
}

/**
 * A client for the service key. Built as the site's reader is (supabase-backend.server.ts):
 * supabase-js builds its realtime client eagerly and Node 20 has no WebSocket, and the guarded
 * fetch refuses redirects so the key never goes to another host.
 */
export function createPushClient(url: string, serviceKey: string): SupabaseClient {
  return createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: guardedFetch(MAX_ANSWER_BYTES) },
  });
}

interface Answer<T> {
  data: T | null;
  error: { message: string } | null;
  status: number;
}

function unwrap<T>(answer: Answer<T>, doing: string): T {
  if (answer.error) throw new PushHttpError(doing, answer.status, answer.error.message);
  return answer.data as T;
}

/**
 * Every row, a page at a time in the database's own order of ids (offsets past the end are an
 * error in PostgREST): the first page has no lower bound, each later one starts after the last
 * id read, so no id is ever invented or compared with a number.
 */
async function readAll<T extends { id: DatabaseId }>(
  client: SupabaseClient,
  table: "categories" | "posts",
  columns: string,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const last = rows.at(-1)?.id;
    let query = client.from(table).select(columns);
    if (last !== undefined) query = query.gt("id", last);
    const page = unwrap(
      (await query.order("id", { ascending: true }).limit(PAGE)) as Answer<T[]>,
      `reading ${table}`,
    );
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

function fileValues(post: CheckedPost): PostValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.body,
    featured_image_url: post.image?.url ?? null,
    featured_image_alt: post.image?.alt ?? null,
    published: !post.draft,
    created_at: post.date,
    category: post.category,
    format: "markdown",
    seo_title: post.seoTitle,
    seo_description: post.description,
  };
}

function databaseValues(row: DatabasePost, slugsById: Map<string, string>): PostValues {
  return {
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    featured_image_url: row.featured_image_url ?? null,
    featured_image_alt: row.featured_image_alt ?? null,
    published: row.published,
    created_at: row.created_at,
    category: row.category_id === null ? null : (slugsById.get(String(row.category_id)) ?? null),
    format: row.format ?? "text",
    seo_title: row.seo_title ?? null,
    seo_description: row.seo_description ?? null,
  };
}

/** A column by the name the author writes in the post's file, where the two differ. */
const FILE_FIELD_NAMES: Partial<Record<PostField, string>> = {
  content: "body",
  seo_title: "seoTitle",
  seo_description: "description",
};

function differences(want: PostValues, have: PostValues): Difference[] {
  return POST_FIELDS.filter((field) =>
    field === "created_at"
      ? Date.parse(String(want[field])) !== Date.parse(String(have[field]))
      : want[field] !== have[field],
  ).map((field) => ({
    field: FILE_FIELD_NAMES[field] ?? field,
    database: have[field],
    file: want[field],
  }));
}

/**
 * Whether the row holds an edit made in Supabase that no push wrote: changed after the last
 * push, or never pushed. A Markdown row with no push time was written by posts:push before it
 * recorded one (the table editor writes the plain-text format).
 */
function editedInSupabase(row: DatabasePost): boolean {
  if (row.pushed_at === null) return row.format !== "markdown";
  return Date.parse(row.updated_at) > Date.parse(row.pushed_at);
}

/** Compares the files with the database; reads only. */
export async function planPush(client: SupabaseClient, files: CheckedPosts): Promise<PushPlan> {
  const existingCategories = await readAll<DatabaseCategory>(client, "categories", "id,name,slug");
  const existingPosts = await readAll<DatabasePost>(client, "posts", POST_COLUMNS);
  const categoryBySlug = new Map(existingCategories.map((row) => [row.slug, row]));
  const slugsById = new Map(existingCategories.map((row) => [String(row.id), row.slug]));
  const postBySlug = new Map(existingPosts.map((row) => [row.slug, row]));

  const categories = files.categories.map((category): Change<PostFileCategory> => {
    const have = categoryBySlug.get(category.slug);
    if (!have) return { action: "create", slug: category.slug, value: category };
    return have.name === category.name
      ? { action: "unchanged", slug: category.slug }
      : { action: "update", slug: category.slug, value: category, fields: ["name"] };
  });
  const posts = files.posts.map((post): Change<CheckedPost> => {
    const have = postBySlug.get(post.slug);
    if (!have) return { action: "create", slug: post.slug, value: post };
    const found = differences(fileValues(post), databaseValues(have, slugsById));
    if (found.length === 0) return { action: "unchanged", slug: post.slug };
    if (editedInSupabase(have)) {
      return { action: "conflict", slug: post.slug, value: post, differences: found };
    }
    return { action: "update", slug: post.slug, value: post, fields: found.map((d) => d.field) };
  });
  const fileSlugs = new Set(files.posts.map((post) => post.slug));
  const fileCategories = new Set(files.categories.map((category) => category.slug));
  return {
    categories,
    posts,
    onlyInDatabase: existingPosts
      .map((row) => row.slug)
      .filter((slug) => !fileSlugs.has(slug) && isValidSlug(slug)),
    malformedInDatabase: existingPosts.map((row) => row.slug).filter((slug) => !isValidSlug(slug)),
    categoriesOnlyInDatabase: existingCategories
      .map((row) => row.slug)
      .filter((slug) => !fileCategories.has(slug)),
    categoryIds: new Map(existingCategories.map((row) => [row.slug, row.id])),
  };
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += PAGE) out.push(items.slice(at, at + PAGE));
  return out;
}

/** Writes what the plan says: categories, then posts, then (when asked) deletions. */
export async function applyPush(
  client: SupabaseClient,
  plan: PushPlan,
  { deleteMissing, overwrite = false }: { deleteMissing: boolean; overwrite?: Overwrite },
): Promise<void> {
  const categoryIds = new Map(plan.categoryIds);
  const categories = plan.categories.flatMap((change) =>
    change.action === "unchanged" ? [] : [{ name: change.value.name, slug: change.value.slug }],
  );
  for (const batch of chunks(categories)) {
    const rows = unwrap(
      (await client
        .from("categories")
        .upsert(batch, { onConflict: "slug" })
        .select("id,slug")) as Answer<{ id: DatabaseId; slug: string }[]>,
      "writing categories",
    );
    for (const row of rows) categoryIds.set(row.slug, row.id);
  }

  const row = (post: CheckedPost) => {
    const categoryId = post.category === null ? null : categoryIds.get(post.category);
    if (categoryId === undefined) {
      throw new Error(`category "${post.category}" of ${post.slug} is not in the database`);
    }
    const { category: _category, ...values } = fileValues(post);
    return { slug: post.slug, ...values, category_id: categoryId };
  };
  // One request holds rows with the same columns; updated_at goes with new posts only (above).
  // pushed_at marks the write as a push: a new post's is its updated_at, and on an update the
  // migrations' trigger stamps it with the database's time, whatever is sent.
  const pushedAt = new Date().toISOString();
  const created = plan.posts.flatMap((change) =>
    change.action === "create"
      ? [
          {
            ...row(change.value),
            updated_at: change.value.updated,
            pushed_at: change.value.updated,
          },
        ]
      : [],
  );
  const updated = plan.posts.flatMap((change) =>
    change.action === "update" ||
    (change.action === "conflict" && overwrites(overwrite, change.slug))
      ? [{ ...row(change.value), pushed_at: pushedAt }]
      : [],
  );
  for (const batch of [...chunks(created), ...chunks(updated)]) {
    unwrap(
      (await client.from("posts").upsert(batch, { onConflict: "slug" })) as Answer<null>,
      "writing posts",
    );
  }

  if (deleteMissing) {
    // One by one, by the exact address: a list filter (`in.(…)`) is PostgREST's own syntax,
    // which an address with a quote or a comma in it could step out of.
    for (const slug of plan.onlyInDatabase.filter(isValidSlug)) {
      unwrap(
        (await client.from("posts").delete().eq("slug", slug)) as Answer<null>,
        "deleting posts",
      );
    }
  }
}

function postNote(post: CheckedPost, now: Date): string {
  if (post.draft) return " (draft: readers will not see it)";
  if (Date.parse(post.date) > now.getTime()) return ` (scheduled for ${post.date})`;
  return "";
}

/** The plan as lines for the author. */
/** A value as one short line, so a body's difference fits the terminal. */
function shortValue(value: string | boolean | null): string {
  if (value === null) return "(empty)";
  const text = String(value).replace(/\s+/g, " ");
  return JSON.stringify(text.length > 70 ? `${text.slice(0, 69)}…` : text);
}

export function describePlan(
  plan: PushPlan,
  {
    deleteMissing,
    overwrite = false,
    now = new Date(),
  }: { deleteMissing: boolean; overwrite?: Overwrite; now?: Date },
): string[] {
  const lines = ["Categories:"];
  for (const change of plan.categories) {
    if (change.action === "create")
      lines.push(`  create     ${change.slug} (${change.value.name})`);
    else if (change.action === "update") {
      lines.push(`  update     ${change.slug}: name → ${change.value.name}`);
    } else lines.push(`  unchanged  ${change.slug}`);
  }
  for (const slug of plan.categoriesOnlyInDatabase) {
    lines.push(`  only in the database, left alone: ${slug}`);
  }
  lines.push("Posts:");
  for (const change of plan.posts) {
    if (change.action === "create") {
      lines.push(`  create     ${change.slug}${postNote(change.value, now)}`);
    } else if (change.action === "update") {
      lines.push(
        `  update     ${change.slug}: ${change.fields.join(", ")}${postNote(change.value, now)}`,
      );
    } else if (change.action === "conflict") {
      lines.push(
        overwrites(overwrite, change.slug)
          ? `  overwrite  ${change.slug}: changed in Supabase since the last push; the file replaces it`
          : `  left alone ${change.slug}: changed in Supabase since the last push, and not as the file says`,
      );
      for (const { field, database, file } of change.differences) {
        lines.push(`      ${field}: in Supabase ${shortValue(database)}`);
        lines.push(`      ${" ".repeat(field.length)}  in the file ${shortValue(file)}`);
      }
    } else lines.push(`  unchanged  ${change.slug}`);
  }
  for (const slug of plan.onlyInDatabase) {
    lines.push(
      deleteMissing
        ? `  delete     ${slug} (only in the database)`
        : `  only in the database, left alone: ${slug} (--delete-missing deletes it)`,
    );
  }
  for (const slug of plan.malformedInDatabase) {
    lines.push(
      `  only in the database, left alone: ${JSON.stringify(slug)} is not a valid address (never deleted here: fix or delete it in Supabase's table editor)`,
    );
  }
  return lines;
}

export interface PushRun {
  argv: string[];
  env: Record<string, string | undefined>;
  postsDir: string;
  publicDir?: string;
  out?: (line: string) => void;
  err?: (line: string) => void;
  now?: Date;
}

/** The whole command; resolves to its exit code. */
export async function runPostsPush({
  argv,
  env,
  postsDir,
  publicDir,
  out: print = console.info,
  err: printError = console.error,
  now = new Date(),
}: PushRun): Promise<number> {
  const out = (line: string) => print(printable(line));
  const err = (line: string) => printError(printable(line));
  const named = argv.flatMap((arg) => /^--overwrite=(.+)$/.exec(arg)?.[1] ?? []);
  const kept = argv.flatMap((arg) => /^--keep-supabase=(.+)$/.exec(arg)?.[1] ?? []);
  const unknown = argv.find(
    (arg) =>
      !["--yes", "--delete-missing", "--overwrite"].includes(arg) &&
      !/^--(?:overwrite|keep-supabase)=./.test(arg),
  );
  if (unknown) {
    err(`[posts:push] unknown option ${unknown}; ${PUSH_USAGE}`);
    return 1;
  }
  for (const [option, slugs] of [
    ["--overwrite", named],
    ["--keep-supabase", kept],
  ] as const) {
    const malformed = slugs.find((slug) => !isValidSlug(slug));
    if (malformed !== undefined) {
      err(`[posts:push] ${option}=${malformed}: not a post's address (such as my-first-post)`);
      return 1;
    }
  }
  if (kept.length > 0 && !argv.includes("--yes")) {
    err("[posts:push] --keep-supabase rewrites the post's file: give --yes with it");
    return 1;
  }
  const write = argv.includes("--yes");
  const deleteMissing = argv.includes("--delete-missing");
  let overwrite: Overwrite = argv.includes("--overwrite") || new Set(named);
  const settings = pushSettings(env);
  if (!settings.ok) {
    err(`[posts:push] ${settings.message}`);
    return 1;
  }

  // The folder as the author knows it, as posts:check shows it: relative when inside the project.
  const shown = postsDir.startsWith(process.cwd())
    ? path.relative(process.cwd(), postsDir) || "."
    : postsDir;
  const first = await checkPostFiles({ postsDir, publicDir, now });
  if (!first.ok) {
    err(`[posts:push] ${first.problems.length} problem(s) in ${shown}; nothing was sent:`);
    for (const problem of first.problems) err(`  ${describeProblem(problem)}`);
    return 1;
  }
  let files: CheckedPosts = first;

  const client = createPushClient(settings.url, settings.key);
  try {
    out(
      `[posts:push] ${files.posts.length} post(s) and ${files.categories.length} categories in ${shown}, compared with ${settings.url}`,
    );
    let plan = await planPush(client, files);
    if (kept.length > 0) {
      const copied = await copySupabaseVersions(plan, kept, { postsDir, publicDir, now, out, err });
      if (!copied) return 1;
      files = copied;
      plan = await planPush(client, files);
      // The file now says what Supabase says: the push marks the row as pushed from it.
      overwrite = new Set([...(overwrite === true ? [] : overwrite), ...kept]);
    }
    for (const line of describePlan(plan, { deleteMissing, overwrite, now })) out(line);
    const conflicting = plan.posts.filter((change) => change.action === "conflict");
    const replaced = conflicting.filter((change) => overwrites(overwrite, change.slug));
    const leftAlone = conflicting.length - replaced.length;
    const changes =
      [...plan.categories, ...plan.posts].filter(
        (change) => change.action !== "unchanged" && change.action !== "conflict",
      ).length +
      replaced.length +
      (deleteMissing ? plan.onlyInDatabase.length : 0);
    if (leftAlone > 0 && env.GITHUB_STEP_SUMMARY) {
      await appendFile(
        env.GITHUB_STEP_SUMMARY,
        conflictSummary(conflicting.filter((change) => !overwrites(overwrite, change.slug))),
      );
    }
    const unknownNamed = named.filter(
      (slug) => !conflicting.some((change) => change.slug === slug),
    );
    for (const slug of unknownNamed) {
      out(
        `[posts:push] --overwrite=${slug}: that post does not differ from Supabase; nothing to replace`,
      );
    }
    const besideImages = files.posts.filter((post) =>
      post.image?.url.startsWith("/images/posts/"),
    ).length;
    const flags = [
      deleteMissing && "--delete-missing",
      overwrite === true && "--overwrite",
      ...named.map((slug) => `--overwrite=${slug}`),
    ].filter(Boolean);
    const conflictNote = `[posts:push] ${leftAlone} post(s) were changed in Supabase since the last push and are left alone. Copy what you want to keep into the file and push again, or replace Supabase's version with the file: --overwrite=<address> (on GitHub: Actions › Publish posts › Run workflow, with the post's address).`;
    if (changes === 0 && leftAlone === 0) {
      out("[posts:push] Supabase already holds what the files say: nothing to write.");
      return 0;
    }
    if (changes === 0) {
      // Nothing else to write, but the files and Supabase disagree: a workflow should show it.
      (write ? err : out)(conflictNote);
      return write ? 1 : 0;
    }
    if (!write) {
      out(
        `[posts:push] Dry run: nothing written. To make these ${changes} change(s): npm run posts:push -- --yes${flags.map((flag) => ` ${flag}`).join("")}`,
      );
      if (leftAlone) out(conflictNote);
      return 0;
    }
    await applyPush(client, plan, { deleteMissing, overwrite });
    out(`[posts:push] Wrote ${changes} change(s).`);
    out("[posts:push] Readers see them within a minute, as the caches refresh by themselves.");
    if (besideImages > 0) {
      out(
        `[posts:push] ${besideImages} post(s) use an image beside the post: the site serves it from /images/posts/ once it is built and deployed with it.`,
      );
    }
    if (leftAlone) {
      // Written, but not everything: a workflow running this should show it.
      err(conflictNote);
      return 1;
    }
    return 0;
  } catch (error) {
    err(`[posts:push] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/**
 * Rewrites each named post's file with Supabase's version of the fields that differ, then checks
 * the files again: the checked files, or null (every file as it was) when a post is not in
 * conflict or Supabase's version would not pass the check.
 */
async function copySupabaseVersions(
  plan: PushPlan,
  slugs: string[],
  {
    postsDir,
    publicDir,
    now,
    out,
    err,
  }: Pick<PushRun, "postsDir" | "publicDir" | "now"> & {
    out: (line: string) => void;
    err: (line: string) => void;
  },
): Promise<CheckedPosts | null> {
  const before = new Map<string, string>();
  const restore = async () => {
    for (const [file, source] of before) await writeFile(file, source);
  };
  for (const slug of slugs) {
    const conflict = plan.posts.find(
      (change) => change.slug === slug && change.action === "conflict",
    );
    if (!conflict || conflict.action !== "conflict") {
      err(
        `[posts:push] --keep-supabase=${slug}: that post does not differ from Supabase; nothing to copy`,
      );
      await restore();
      return null;
    }
    const file = conflict.value.file;
    const source = await readFile(file, "utf8");
    const rewritten = withSupabaseVersion(source, conflict.differences);
    if (rewritten === null) {
      err(`[posts:push] --keep-supabase=${slug}: the file has no fields to rewrite`);
      await restore();
      return null;
    }
    before.set(file, source);
    await writeFile(file, rewritten);
  }
  const checked = await checkPostFiles({ postsDir, publicDir, now });
  if (!checked.ok) {
    await restore();
    err(
      "[posts:push] Supabase's version cannot be kept as it is: the post's file would not pass the check. Nothing was changed. Correct it in Supabase and run this again, or keep the file's version:",
    );
    for (const problem of checked.problems) err(`  ${describeProblem(problem)}`);
    return null;
  }
  for (const file of before.keys()) {
    out(`[posts:push] ${path.relative(process.cwd(), file) || file} now says what Supabase says`);
  }
  return checked;
}
