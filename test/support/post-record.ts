import type { PostRecord } from "~/lib/blog/backend.server";

/** A published Markdown post as the blog's reads hand it to search, with whatever `extra` says. */
export function postRecord(
  slug: string,
  content: string,
  extra: Partial<PostRecord> = {},
): PostRecord {
  return {
    id: slug,
    slug,
    title: `Post ${slug}`,
    excerpt: "",
    content,
    format: "markdown",
    featured_image_url: null,
    featured_image_alt: null,
    created_at: "2026-11-01T09:00:00.000Z",
    updated_at: "2026-11-01T09:00:00.000Z",
    category: null,
    seo_title: null,
    seo_description: null,
    ...extra,
  };
}
