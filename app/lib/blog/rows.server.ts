import { truncateAtWord } from "~/lib/truncate";
import { isValidSlug } from "~/lib/addresses";
import type { PostCursor, PostRecord } from "./backend.server";
import { postPhoto } from "./photos.server";
import { POST_FORMATS, type PostFormat } from "./post-markup.server";
import type { Category, PostLink, PostNeighbour, PostStatus, PostSummary, RowId } from "./types";

type Row = Record<string, unknown>;

// Plain checks rather than a zod schema (the post files use one): most fields here have their
// own fallback rather than a failure (a bad category becomes none, an unsafe image URL the
// placeholder, a long title is cut at a word), which zod could only wrap as transforms around
// this same code.

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

/**
 * An id as opaque text, whatever its column's type (uuid, bigint or text: JSON brings a bigint as
 * a number); null when there is none to speak of.
 */
function idText(value: unknown): RowId | null {
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "bigint") return value.toString();
  return null;
}

/** Why a category cannot be used (its slug would make a bad address, or it has no id), or null. */
function categoryProblem(row: Row): string | null {
  if (typeof row.slug !== "string" || !isValidSlug(row.slug)) {
    return `its slug is not lowercase words and hyphens (${JSON.stringify(String(row.slug).slice(0, 80))})`;
  }
  return idText(row.id) === null ? `it has no id (${String(row.id).slice(0, 40)})` : null;
}

/** A category that cannot be used (`categoryProblem`) is treated as no category. */
function toCategory(value: unknown): Category | null {
  if (!value || typeof value !== "object") return null;
  const row = value as Row;
  if (categoryProblem(row) !== null) return null;
  return { id: idText(row.id)!, name: String(row.name ?? row.slug), slug: row.slug as string };
}

function toId(value: unknown): RowId {
  const id = idText(value);
  if (id === null) throw new Error(`the id is missing or not a value (${String(value)})`);
  return id;
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
 * The longest title and excerpt the site shows, in characters. The seed's longest are 70 and
 * 219; a title has to fit a card's two lines, a heading and a feed reader's list, an excerpt a
 * card's three lines and a search result's description. The database sets no limit, so a
 * pasted article in the wrong box would otherwise fill every list it appears in.
 */
export const MAX_TITLE_LENGTH = 120;
export const MAX_EXCERPT_LENGTH = 300;

const LIMITS = { title: MAX_TITLE_LENGTH, excerpt: MAX_EXCERPT_LENGTH } as const;

/**
 * A post's title and excerpt within their limits, cut at a word with an ellipsis; one log line
 * names the post whenever either had to be cut, so the author can shorten it at the source.
 */
function limitedText(slug: string, text: { title: string; excerpt: string }) {
  const limited = {
    title: truncateAtWord(text.title, LIMITS.title),
    excerpt: truncateAtWord(text.excerpt, LIMITS.excerpt),
  };
  const cut = (["title", "excerpt"] as const)
    .filter((field) => limited[field] !== text[field])
    .map(
      (field) => `${field} ${Array.from(text[field]).length} characters (limit ${LIMITS[field]})`,
    );
  if (cut.length > 0) {
    console.warn(`[blog] post ${JSON.stringify(slug)} is shown cut short: ${cut.join(", ")}`);
  }
  return limited;
}

/**
 * Normalises a post row from either source: ids become opaque text, timestamps ISO strings,
 * image URLs checked and an over-long title or excerpt cut, so Supabase and PGlite hand the app
 * exactly the same shape.
 */
export function toPostSummary(row: Row, trustedHttpOrigin?: string): PostSummary {
  if (typeof row.slug !== "string") throw new Error("the slug is not text");
  if (typeof row.title !== "string") throw new Error("the title is not text");
  const image = safeImageUrl(row.featured_image_url, trustedHttpOrigin);
  return {
    id: toId(row.id),
    slug: row.slug,
    ...limitedText(row.slug, { title: row.title, excerpt: String(row.excerpt ?? "") }),
    featured_image_url: image,
    featured_image_alt: image ? optionalText(row.featured_image_alt) : null,
    ...photoOf(image),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    category: toCategory(row.category),
    ...postStatus(row),
  };
}

/** Only when there is one, so a post without a photo has the shape it always had. */
function photoOf(image: string | null): { featured_photo?: PostSummary["featured_photo"] } {
  const photo = postPhoto(image);
  return photo ? { featured_photo: photo } : {};
}

/**
 * Why readers cannot see this post yet, for the development preview's badge; nothing for a post
 * they can see, which is every post outside the preview.
 */
function postStatus(row: Row): { status?: PostStatus } {
  if (row.published === false) return { status: "draft" };
  if (new Date(toIso(row.created_at)).getTime() > Date.now()) return { status: "scheduled" };
  return {};
}

/** A body's format; a value this code does not know is read as the original plain text. */
export function toPostFormat(value: unknown): PostFormat {
  return POST_FORMATS.find((format) => format === value) ?? "text";
}

export function toPostLink(row: Row): PostLink {
  if (typeof row.slug !== "string") throw new Error("the slug is not text");
  return { slug: row.slug, updated_at: toIso(row.updated_at) };
}

export function toCategoryRow(row: Row): Category {
  const category = toCategory(row);
  if (!category || !category.slug) throw new Error("not a category (slug or id missing)");
  return category;
}

/**
 * Converts each row, leaving out any that cannot be read (a title that is not text, a date that
 * is not a date: a column changed by hand in the table editor, say) with one log line per read
 * naming the first, so one bad row never takes down a list, the feed, the sitemap or the posts
 * around it.
 */
function readable<T>(rows: Row[], kind: string, convert: (row: Row) => T): T[] {
  const converted: T[] = [];
  const failures: string[] = [];
  for (const row of rows) {
    try {
      converted.push(convert(row));
    } catch (error) {
      const name = typeof row.slug === "string" ? row.slug : `id ${String(row.id)}`;
      const reason = error instanceof Error ? error.message : String(error);
      failures.push(`${JSON.stringify(name.slice(0, 80))}: ${reason.slice(0, 200)}`);
    }
  }
  if (failures.length > 0) {
    console.warn(
      `[blog] ${failures.length} ${kind} row(s) left out: they cannot be read (e.g. ${failures[0]})`,
    );
  }
  return converted;
}

/**
 * The one place rows from either source are read. A slug becomes part of the site's URLs (a
 * post's address, the sitemap, a category chip's link), so a row whose slug breaks the slug rule
 * (`UPPER case/../x`) could only lead a reader somewhere else or to a 404: it is left out, with
 * one log line per read, however many rows went. A post whose category has such a slug is kept,
 * uncategorised. The queries for a post's neighbours skip such rows themselves (`SLUG_PATTERN`),
 * so the links either side lead to the next post that can be opened instead of disappearing.
 */
function wellFormed(rows: Row[], kind: string): Row[] {
  const kept = rows.filter((row) => typeof row.slug === "string" && isValidSlug(row.slug));
  const dropped = rows.filter((row) => !kept.includes(row));
  const categoryProblems = kept.flatMap((row) => {
    if (!row.category || typeof row.category !== "object") return [];
    const problem = categoryProblem(row.category as Row);
    return problem ? [problem] : [];
  });
  if (dropped.length > 0) {
    console.warn(
      `[blog] ${dropped.length} ${kind} row(s) left out: a slug is not lowercase words and hyphens (e.g. ${JSON.stringify(String(dropped[0]!.slug).slice(0, 80))})`,
    );
  }
  if (categoryProblems.length > 0) {
    console.warn(
      `[blog] ${categoryProblems.length} ${kind} row(s) shown without their category: ${categoryProblems[0]}`,
    );
  }
  return kept;
}

export function toPostSummaries(rows: Row[], trustedHttpOrigin?: string): PostSummary[] {
  return readable(wellFormed(rows, "post"), "post", (row) => toPostSummary(row, trustedHttpOrigin));
}

export function toPostLinks(rows: Row[]): PostLink[] {
  return readable(wellFormed(rows, "post"), "post", toPostLink);
}

export function toCategoryRows(rows: Row[]): Category[] {
  return readable(wellFormed(rows, "category"), "category", toCategoryRow);
}

/**
 * One post (with its body) or null, on the same terms as the lists: a row that cannot be read
 * is logged and treated as no post, so its address is a 404 rather than an error.
 */
export function toPostRecord(
  row: Row | null | undefined,
  trustedHttpOrigin?: string,
): PostRecord | null {
  if (!row) return null;
  const [post] = readable(wellFormed([row], "post"), "post", (kept) => ({
    ...toPostSummary(kept, trustedHttpOrigin),
    content: String(kept.content ?? ""),
    format: toPostFormat(kept.format),
    seo_title: optionalText(kept.seo_title),
    seo_description: optionalText(kept.seo_description),
  }));
  return post ?? null;
}

/** Posts with their bodies (the search index's read), on the same terms as the lists. */
export function toPostRecords(rows: Row[], trustedHttpOrigin?: string): PostRecord[] {
  return readable(wellFormed(rows, "post"), "post", (kept) => ({
    ...toPostSummary(kept, trustedHttpOrigin),
    content: String(kept.content ?? ""),
    format: toPostFormat(kept.format),
    seo_title: null,
    seo_description: null,
  }));
}

/**
 * Where the next page of post texts starts: after the last row read (kept or not), with its
 * date as the database wrote it (`at`: PGlite hands timestamps over as Dates, so its query adds
 * the text); null when the page was not full, so it was the last.
 */
export function postCursor(rows: Row[], limit: number, at = "created_at"): PostCursor | null {
  const last = rows.at(-1);
  if (rows.length < limit || !last) return null;
  const id = idText(last.id);
  if (typeof last[at] !== "string" || id === null) {
    throw new Error(`a post's date or id cannot be read (${String(last[at])}, ${String(last.id)})`);
  }
  return { created_at: last[at], id };
}

/** A neighbouring post's link, or null when there is none (or it cannot be read). */
export function toPostNeighbour(value: unknown): PostNeighbour | null {
  if (!value || typeof value !== "object") return null;
  const [link] = readable(wellFormed([value as Row], "post"), "post", (row) => {
    if (typeof row.slug !== "string") throw new Error("the slug is not text");
    if (typeof row.title !== "string") throw new Error("the title is not text");
    const { title } = limitedText(row.slug, { title: row.title, excerpt: "" });
    return { slug: row.slug, title, created_at: toIso(row.created_at) };
  });
  return link ?? null;
}
