import type { PostFormat } from "./post-markup.server";
import type { AdjacentPosts, Category, PostLink, PostSearchSnippet, PostSummary } from "./types";

/** A post as the source returns it: the card fields plus the raw body, for the pipeline. */
export interface PostRecord extends PostSummary, PostSearchSnippet {
  content: string;
  /** How the body is written: Markdown (post files) or the original plain text. */
  format: PostFormat;
}

export interface ListQuery {
  /**
   * One category, as the category list gave it, or null for every category. Posts are matched
   * on its id, never on the joined slug, so Postgres reads that category's index directly.
   */
  category: Pick<Category, "id" | "slug"> | null;
  offset: number;
  limit: number;
  /**
   * How many posts the list holds, when the caller already knows (from its first page): then no
   * count is taken, and a page past the middle is read from the oldest end (`pageWindow`).
   */
  total?: number;
}

/**
 * The blog's reads, as each backend answers them. Every read asks for visible posts only
 * (published, with a publication date that has come: Row Level Security says the same, so this
 * is the second lock), asks for a bounded number of rows, and throws a `BlogBackendError` on
 * failure.
 */
export interface BlogBackend {
  /** Settles once the source can answer at once (the embedded database has started). */
  ready(): Promise<void>;
  /** Newest first; `total` is how many posts match, in the same request. */
  listPosts(
    query: ListQuery,
    signal: AbortSignal,
  ): Promise<{ posts: PostSummary[]; total: number }>;
  /** Slugs and dates for the sitemap, newest first, one range at a time. */
  listPostLinks(range: { offset: number; limit: number }, signal: AbortSignal): Promise<PostLink[]>;
  listCategories(signal: AbortSignal): Promise<Category[]>;
  /**
   * Posts with their bodies, newest first, one page at a time for the site's search index: the
   * page after `after` (the first when null), and where the next one starts, null after the last
   * (docs/decisions/0040-search-reads-every-post.md).
   */
  listPostTexts(
    page: { after: PostCursor | null; limit: number },
    signal: AbortSignal,
  ): Promise<PostTextPage>;
  getPostBySlug(slug: string, signal: AbortSignal): Promise<PostRecord | null>;
  /**
   * The published posts just older and just newer than this one, in the list's order
   * (`created_at`, then `id`), so ties never skip or repeat a post.
   */
  getAdjacentPosts(post: PostPosition, signal: AbortSignal): Promise<AdjacentPosts>;
}

/** Where a post sits in the list's order. */
export type PostPosition = Pick<PostSummary, "id" | "created_at">;

/**
 * Where a page of post texts ends, as the database wrote it: the last row's `created_at` with
 * all of its digits (microseconds; an ISO string in JavaScript keeps only milliseconds, and
 * posts a microsecond apart would be skipped) and its id as text. The last row read, even one
 * left out as unreadable, so a bad row never stops the pages after it.
 */
export interface PostCursor {
  created_at: string;
  id: string;
}

export interface PostTextPage {
  posts: PostRecord[];
  next: PostCursor | null;
}

/** Supabase answers at most this many rows per request (its default "max rows"). */
export const MAX_ROWS_PER_REQUEST = 1_000;

export class BlogBackendError extends Error {
  /** Worth retrying: network failures, timeouts, 408/429 and 5xx answers. */
  readonly transient: boolean;
  readonly status?: number;

  constructor(message: string, { transient, status }: { transient: boolean; status?: number }) {
    super(message);
    this.name = "BlogBackendError";
    this.transient = transient;
    this.status = status;
  }
}

export function isTransientStatus(status: number | undefined): boolean {
  if (status === undefined || status === 0) return true;
  return status === 408 || status === 429 || status >= 500;
}

export function checkedLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`bad limit ${limit}`);
  return Math.min(limit, MAX_ROWS_PER_REQUEST);
}

/**
 * Which rows to read for one page of a list. An offset makes Postgres step over every row before
 * it, so past the middle of a list whose total is known the page is read from the oldest end
 * (`oldestFirst`, then put back newest first): the last page costs what the first does.
 */
export function pageWindow({
  offset,
  limit,
  total,
}: Pick<ListQuery, "offset" | "limit" | "total">): {
  offset: number;
  limit: number;
  oldestFirst: boolean;
} {
  if (total === undefined || offset + limit <= total - offset) {
    return { offset, limit, oldestFirst: false };
  }
  const end = Math.min(offset + limit, total);
  return { offset: total - end, limit: Math.max(0, end - offset), oldestFirst: true };
}
