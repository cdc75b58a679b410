import type { Category, PostLink, PostNeighbour, PostSummary } from "./types";

type Row = Record<string, unknown>;

/** The columns a card shows, in PostgREST's select syntax and in SQL. Never the body. */
export const SUMMARY_COLUMNS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "featured_image_url",
  "featured_image_alt",
  "created_at",
  "updated_at",
] as const;

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

function optionalText(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * A featured image may only come from this site (a path) or over https; `javascript:`,
 * `data:` and the rest become null, which readers see as the "No Image" placeholder. Plain http
 * is allowed only from the Supabase project's own origin (a local Supabase runs on http).
 */
export function safeImageUrl(value: unknown, trustedHttpOrigin?: string): string | null {
  if (typeof value !== "string") return null;
  const url = value.trim();
  if (/^\/[^/\\]/.test(url)) return url;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "https:") return parsed.href;
    if (parsed.protocol === "http:" && parsed.origin === trustedHttpOrigin) return parsed.href;
  } catch {
    // Not a URL at all.
  }
  return null;
}

/**
 * Normalises a post row from either source: bigint ids become numbers, timestamps ISO strings
 * and image URLs checked, so Supabase and PGlite hand the app exactly the same shape.
 */
export function toPostSummary(row: Row, trustedHttpOrigin?: string): PostSummary {
  if (typeof row.slug !== "string" || typeof row.title !== "string") {
    throw new Error("unexpected post row from the database");
  }
  const image = safeImageUrl(row.featured_image_url, trustedHttpOrigin);
  return {
    id: Number(row.id),
    title: row.title,
    slug: row.slug,
    excerpt: String(row.excerpt ?? ""),
    featured_image_url: image,
    featured_image_alt: image ? optionalText(row.featured_image_alt) : null,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    category: toCategory(row.category),
  };
}

export function toPostLink(row: Row): PostLink {
  if (typeof row.slug !== "string") throw new Error("unexpected post row from the database");
  return { slug: row.slug, updated_at: toIso(row.updated_at) };
}

export function toCategoryRow(row: Row): Category {
  const category = toCategory(row);
  if (!category || !category.slug) throw new Error("unexpected category row from the database");
  return category;
}

/** A neighbouring post's link, or null when there is none. */
export function toPostNeighbour(value: unknown): PostNeighbour | null {
  if (!value || typeof value !== "object") return null;
  const row = value as Row;
  if (typeof row.slug !== "string" || typeof row.title !== "string") {
    throw new Error("unexpected post row from the database");
  }
  return { slug: row.slug, title: row.title, created_at: toIso(row.created_at) };
}
