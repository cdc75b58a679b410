import type { PhotoFocus } from "./photo-sources";

/**
 * The posts as the author's checker (tools/posts/post-files.ts) hands them on: what the build's
 * snapshot holds, what the embedded database is filled from and what `posts:push` sends. Types
 * only, here in app/ because the server reads them; the checker that makes them lives in tools/
 * (docs/decisions/0038-author-tools-live-in-tools.md).
 */

export interface PostFileCategory {
  name: string;
  slug: string;
}

export interface PostFileImage {
  /** What a page links to: a path on this site or an https URL. */
  url: string;
  alt: string;
  /** The image on disk, when it is one of ours (beside the post or under public/). */
  file: string | null;
  /** `imageFocus`: the point the 16:9 boxes keep in view; null lets the build find the subject. */
  focus: PhotoFocus | null;
}

export interface CheckedPost {
  slug: string;
  /** The post's file, as given (absolute when the folder was). */
  file: string;
  title: string;
  excerpt: string;
  /** A shorter title for the head (search results, link previews), when the title is too long. */
  seoTitle: string | null;
  /** The head's description, when the excerpt is too long for a search result. */
  description: string | null;
  /** When the post is published: ISO 8601 in UTC (a date without an offset is UK time). */
  date: string;
  /** The last edit worth telling readers about; the date when not given. */
  updated: string;
  category: string | null;
  draft: boolean;
  image: PostFileImage | null;
  /** The Markdown body, as written. */
  body: string;
}

/** The posts that passed the check and the categories: what the blog is filled from. */
export interface CheckedPosts {
  /** Oldest first. */
  posts: CheckedPost[];
  categories: PostFileCategory[];
}

export interface PostProblem {
  /** The file, relative to the working directory when inside it. */
  file: string;
  line: number;
  /** The frontmatter field, or "body", or null for the file as a whole. */
  field: string | null;
  message: string;
}
