import type { Category, Post } from "./types";

type Row = Record<string, unknown>;

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new Error(`invalid timestamp: ${String(value)}`);
  return date.toISOString();
}

function toCategory(value: unknown): Category | null {
  if (!value || typeof value !== "object") return null;
  const row = value as Row;
  return { id: Number(row.id), name: String(row.name), slug: String(row.slug) };
}

/**
 * Normalises a post row from either source: bigint ids become numbers and timestamps ISO
 * strings, so Supabase and PGlite hand the app exactly the same shape.
 */
export function toPost(row: Row): Post {
  if (typeof row.slug !== "string" || typeof row.title !== "string") {
    throw new Error("unexpected post row from the database");
  }
  return {
    id: Number(row.id),
    title: row.title,
    slug: row.slug,
    excerpt: String(row.excerpt ?? ""),
    content: String(row.content ?? ""),
    featured_image_url: typeof row.featured_image_url === "string" ? row.featured_image_url : null,
    published: Boolean(row.published),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    category_id:
      row.category_id === null || row.category_id === undefined ? null : Number(row.category_id),
    category: toCategory(row.category),
  };
}

export function toCategoryRow(row: Row): Category {
  const category = toCategory(row);
  if (!category || !category.slug) throw new Error("unexpected category row from the database");
  return category;
}
