/** Shapes of the blog's data, identical whichever source (Supabase or PGlite) answered. */

export interface Category {
  id: number;
  name: string;
  slug: string;
}

export interface Post {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** Plain text with newlines; may hold <a> links. Render `PostWithBody.bodyHtml`, never this. */
  content: string;
  featured_image_url: string | null;
  published: boolean;
  /** ISO 8601 timestamps. */
  created_at: string;
  updated_at: string;
  category_id: number | null;
  category: Category | null;
}

/** What a card needs: everything but the body. */
export type PostSummary = Omit<Post, "content">;

export interface PostWithBody extends Post {
  /** The body after the server pipeline: line breaks, reference links, sanitised. */
  bodyHtml: string;
  readingMinutes: number;
}

export function toSummary({ content: _content, ...summary }: Post): PostSummary {
  return summary;
}
