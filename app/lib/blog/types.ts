import type { PostPhoto } from "./photo-sources";

/** Shapes of the blog's data, identical whichever source (Supabase or PGlite) answered. */

/**
 * A row's id, as text: posts and categories may have uuid, bigint or text ids (Supabase's own
 * templates make uuids). Nothing parses, compares or invents one; the database orders them
 * (docs/decisions/0035-the-project-an-owner-really-has.md).
 */
export type RowId = string;

export interface Category {
  id: RowId;
  name: string;
  slug: string;
}

/** What a card, the feed and the list show: a post without its body. */
export interface PostSummary {
  id: RowId;
  title: string;
  slug: string;
  excerpt: string;
  /** A checked URL (https, or a path on this site); anything else arrives as null. */
  featured_image_url: string | null;
  /** Describes the image where it carries meaning (the post page); null when not written. */
  featured_image_alt: string | null;
  /** Present when the image is an author's photo the build made variants of. */
  featured_photo?: PostPhoto;
  /** ISO 8601 timestamps. */
  created_at: string;
  updated_at: string;
  category: Category | null;
  /**
   * Only in development's preview (docs/decisions/0027-posts-are-markdown-files.md): why readers
   * cannot see the post yet. Absent for a post readers can see.
   */
  status?: PostStatus;
}

/** A post readers cannot see yet: a draft, or one whose date has not come. */
export type PostStatus = "draft" | "scheduled";

/**
 * What the post's head shows search results and link previews, when the author wrote it
 * (`seoTitle` and `description` in the post's file); null means the title or the excerpt.
 */
export interface PostSearchSnippet {
  seo_title: string | null;
  seo_description: string | null;
}

/** A post as its page shows it: the body only as sanitised HTML, never the raw text. */
export interface PostPage extends PostSummary, PostSearchSnippet {
  /** The body after the server pipeline: line breaks, reference links, sanitised. */
  bodyHtml: string;
  readingMinutes: number;
}

/** One page of a list, with the total the query matched, for the pager. */
export interface PostList {
  posts: PostSummary[];
  total: number;
}

/** What the sitemap needs of each post. */
export interface PostLink {
  slug: string;
  updated_at: string;
}

/** What a link to a neighbouring post needs. */
export interface PostNeighbour {
  slug: string;
  title: string;
  created_at: string;
}

/** The published posts either side of one, by date: `previous` is older, `next` newer. */
export interface AdjacentPosts {
  previous: PostNeighbour | null;
  next: PostNeighbour | null;
}
