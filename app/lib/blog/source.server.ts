import type { Category, Post } from "./types";

/** The four calls of SPEC.md section 7. Each source throws a `BlogSourceError` on failure. */
export interface BlogSource {
  readonly name: "supabase" | "pglite";
  listPosts(options: { publishedOnly: boolean; signal: AbortSignal }): Promise<Post[]>;
  listPostsByCategory(slug: string, options: { signal: AbortSignal }): Promise<Post[]>;
  listCategories(options: { signal: AbortSignal }): Promise<Category[]>;
  getPostBySlug(slug: string, options: { signal: AbortSignal }): Promise<Post | null>;
}

export class BlogSourceError extends Error {
  /** Worth retrying: network failures, timeouts, 408/429 and 5xx answers. */
  readonly transient: boolean;
  readonly status?: number;

  constructor(message: string, { transient, status }: { transient: boolean; status?: number }) {
    super(message);
    this.name = "BlogSourceError";
    this.transient = transient;
    this.status = status;
  }
}

export function isTransientStatus(status: number | undefined): boolean {
  if (status === undefined || status === 0) return true;
  return status === 408 || status === 429 || status >= 500;
}
