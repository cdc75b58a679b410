import type { PostFormat } from "./post-markup.server";
import type { AdjacentPosts, Category, PostLink, PostSummary } from "./types";

/** A post as the source returns it: the card fields plus the raw body, for the pipeline. */
export interface PostRecord extends PostSummary {
  content: string;
  /** How the body is written: Markdown (post files) or the original plain text. */
  format: PostFormat;
}

export interface ListQuery {
  /** A category slug, or null for every category. */
  category: string | null;
  offset: number;
  limit: number;
}

/**
 * The blog's reads, as each backend answers them. Every read asks for published posts only
 * (Row Level Security says the same: this is the second lock), asks for a bounded number of
 * rows, and throws a `BlogBackendError` on failure.
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
  getPostBySlug(slug: string, signal: AbortSignal): Promise<PostRecord | null>;
  /**
   * The published posts just older and just newer than this one, in the list's order
   * (`created_at`, then `id`), so ties never skip or repeat a post.
   */
  getAdjacentPosts(post: PostPosition, signal: AbortSignal): Promise<AdjacentPosts>;
}

/** Where a post sits in the list's order. */
export type PostPosition = Pick<PostSummary, "id" | "created_at">;

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
