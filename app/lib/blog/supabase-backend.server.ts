import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { guardedFetch, wasOversized, wasRefused } from "./guarded-fetch.server";
// One namespace: both sources turn raw rows into typed ones the same way.
import * as rowMapping from "./rows.server";
import { SLUG_PATTERN } from "~/lib/addresses";
import {
  BlogBackendError,
  checkedLimit,
  isTransientStatus,
  MAX_ROWS_PER_REQUEST,
  pageWindow,
  type BlogBackend,
  type PostCursor,
  type PostPosition,
  type PostRecord,
  type PostTextPage,
} from "./backend.server";

const CATEGORY = "category:categories(id,name,slug)";
const SUMMARY = rowMapping.SUMMARY_COLUMNS.join(",");

interface PostgrestAnswer {
  data: unknown;
  error: { message: string } | null;
  status: number;
  count?: number | null;
}

function unwrap(answer: PostgrestAnswer, signal: AbortSignal): unknown {
  if (answer.error) {
    // supabase-js reports network failures and aborts with status 0 and the fetch error's text.
    const aborted = signal.aborted;
    const refused = wasRefused(signal);
    const message = aborted ? "The request timed out" : answer.error.message;
    throw new BlogBackendError(message, {
      transient: !refused && (aborted || isTransientStatus(answer.status)),
      status: answer.status,
    });
  }
  return answer.data;
}

/** A value inside a PostgREST logic tree, in double quotes with `\` and `"` escaped. */
export function postgrestQuoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

function asRows(data: unknown): Record<string, unknown>[] {
  if (!Array.isArray(data)) throw new BlogBackendError("Unexpected response", { transient: false });
  return data as Record<string, unknown>[];
}

/**
 * A server-side client: no session to persist or refresh, and a guarded `fetch` (no redirects,
 * bounded answers). Realtime is unused, but supabase-js builds its client eagerly and needs a
 * WebSocket constructor, which Node 20 lacks.
 */
export function createSupabaseClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: { fetch: guardedFetch() },
  });
}

/** Reads through Supabase's REST interface. Retries are the fetch policy's job, not the client's. */
export function createSupabaseBackend(
  client: SupabaseClient,
  trustedHttpOrigin?: string,
): BlogBackend {
  /**
   * Visible posts: published, with a publication date that has come (a later date schedules a
   * post). Row Level Security says the same with the database's clock; this is the second lock.
   */
  const visible = (columns: string, options?: { count: "exact" }) =>
    client
      .from("posts")
      .select(columns, options)
      .eq("published", true)
      .lte("created_at", new Date().toISOString());

  /**
   * The one published post just older or newer than this one, ties broken by id, passing over
   * any whose slug breaks the slug rule: the app leaves those out, and the link should lead to
   * the next post a reader can open rather than vanish.
   */
  async function neighbour(
    { id, created_at }: PostPosition,
    side: "older" | "newer",
    signal: AbortSignal,
  ) {
    const [op, ascending] = side === "older" ? ["lt", false] : ["gt", true];
    // Quoted: a timestamp holds PostgREST's reserved characters ("." and ":"), and an id may be
    // any text (a uuid, a number, a name), compared by PostgreSQL in its column's own type.
    const at = postgrestQuoted(created_at);
    const answer = await visible("slug,title,created_at")
      .or(`created_at.${op}.${at},and(created_at.eq.${at},id.${op}.${postgrestQuoted(id)})`)
      .regexMatch("slug", SLUG_PATTERN)
      .order("created_at", { ascending })
      .order("id", { ascending })
      .limit(1)
      .retry(false)
      .abortSignal(signal);
    return rowMapping.toPostNeighbour(asRows(unwrap(answer, signal))[0]);
  }

  /** One range of visible posts, newest first (ties by id), as the sitemap and search read them. */
  const newestFirst = (
    columns: string,
    { offset, limit }: { offset: number; limit: number },
    signal: AbortSignal,
  ) =>
    visible(columns)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .range(offset, offset + checkedLimit(limit) - 1)
      .retry(false)
      .abortSignal(signal);

  /** Visible posts after `after` (all when null), newest first, ties by id. */
  const textsAfter = (columns: string, after: PostCursor | null) => {
    const query = visible(columns);
    if (!after) return query;
    const at = postgrestQuoted(after.created_at);
    return query.or(
      `created_at.lt.${at},and(created_at.eq.${at},id.lt.${postgrestQuoted(after.id)})`,
    );
  };

  /**
   * A page of post texts (docs/decisions/0040-search-reads-every-post.md). An answer over the
   * size limit is read again in halves, down to one post; a single post over it (its body is far
   * past what a page shows, so search would leave it out anyway) is passed over, with a log line.
   */
  async function readTexts(
    { after, limit }: { after: PostCursor | null; limit: number },
    signal: AbortSignal,
  ): Promise<PostTextPage> {
    // A signal of its own, so "refused" speaks of this answer alone.
    const own = AbortSignal.any([signal]);
    const answer = await textsAfter(`${SUMMARY},content,format,${CATEGORY}`, after)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(checkedLimit(limit))
      .retry(false)
      .abortSignal(own);
    if (answer.error && wasRefused(own)) {
      if (limit === 1) return passOver(after, signal);
      const half = Math.floor(limit / 2);
      const first = await readTexts({ after, limit: half }, signal);
      if (!first.next) return first;
      const second = await readTexts({ after: first.next, limit: limit - half }, signal);
      return { posts: [...first.posts, ...second.posts], next: second.next };
    }
    const rows = asRows(unwrap(answer, own));
    return {
      posts: rowMapping.toPostRecords(rows, trustedHttpOrigin),
      next: rowMapping.postCursor(rows, limit),
    };
  }

  async function passOver(after: PostCursor | null, signal: AbortSignal): Promise<PostTextPage> {
    const answer = await textsAfter("id,slug,created_at", after)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(1)
      .retry(false)
      .abortSignal(signal);
    const rows = asRows(unwrap(answer, signal));
    console.error(
      `[blog] post ${JSON.stringify(String(rows[0]?.slug ?? "").slice(0, 80))} is left out of search: its row is too large to read`,
    );
    return { posts: [], next: rowMapping.postCursor(rows, 1) };
  }

  return {
    ready: async () => {},

    async listPosts({ category, offset, limit, total }, signal) {
      const window = pageWindow({ offset, limit: checkedLimit(limit), total });
      if (window.limit < 1) return { posts: [], total: total ?? 0 };
      // The category by its id (from the category list), not by a filter on the embedded
      // category's slug: that join makes Postgres walk every post newest first to find a
      // category's few.
      let query = visible(
        `${SUMMARY},${CATEGORY}`,
        total === undefined ? { count: "exact" } : undefined,
      );
      if (category) query = query.eq("category_id", category.id);
      const ascending = window.oldestFirst;
      const answer = await query
        .order("created_at", { ascending })
        .order("id", { ascending })
        .range(window.offset, window.offset + window.limit - 1)
        .retry(false)
        .abortSignal(signal);
      // PostgREST answers 416 for a range that starts past the last row: an empty page.
      if (answer.status === 416) return { posts: [], total: total ?? 0 };
      const rows = asRows(unwrap(answer, signal));
      if (ascending) rows.reverse();
      return {
        posts: rowMapping.toPostSummaries(rows, trustedHttpOrigin),
        total: total ?? answer.count ?? rows.length,
      };
    },

    async listPostLinks(range, signal) {
      const answer = await newestFirst("slug,updated_at", range, signal);
      if (answer.status === 416) return [];
      return rowMapping.toPostLinks(asRows(unwrap(answer, signal)));
    },

    listPostTexts: readTexts,

    async listCategories(signal) {
      const answer = await client
        .from("categories")
        .select("id,name,slug")
        .order("name", { ascending: true })
        .limit(MAX_ROWS_PER_REQUEST)
        .retry(false)
        .abortSignal(signal);
      return rowMapping.toCategoryRows(asRows(unwrap(answer, signal)));
    },

    async getAdjacentPosts(post, signal) {
      const [previous, next] = await Promise.all([
        neighbour(post, "older", signal),
        neighbour(post, "newer", signal),
      ]);
      return { previous, next };
    },

    async getPostBySlug(slug, signal) {
      // A signal of its own, so "oversized" speaks of this answer alone.
      const own = AbortSignal.any([signal]);
      const answer = await visible(
        `${SUMMARY},content,format,seo_title,seo_description,${CATEGORY}`,
      )
        .eq("slug", slug)
        .limit(1)
        .retry(false)
        .abortSignal(own)
        .maybeSingle();
      // A row over the answer limit holds a body far past what a page can show (BODY_LIMITS):
      // left out like any such post, as one that does not exist, with the refusal's log line.
      if (answer.error && wasOversized(own)) return null;
      const data = unwrap(answer, own) as Record<string, unknown> | null;
      return rowMapping.toPostRecord(data, trustedHttpOrigin) satisfies PostRecord | null;
    },
  };
}
