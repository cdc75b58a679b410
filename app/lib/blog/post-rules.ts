import {
  characters,
  documentTitle,
  fittedDescription,
  fittedDocumentTitle,
  MAX_DESCRIPTION,
  MAX_PAGE_TITLE,
} from "~/lib/page-head";

/**
 * The post rules both `npm run posts:check` (tools/posts/post-files.ts) and the author's editor
 * (app/editor/) apply, so a problem or a piece of advice reads the same wherever she meets it
 * (docs/decisions/0042-the-editor-checks-where-she-writes.md). Pure: no files, no database; the
 * editor runs it in the browser as she types.
 */

/**
 * The longest title and excerpt the pages are built for: app/lib/blog/rows.server.ts shows a
 * longer one cut at a word, and the check says so in a note.
 */
export const MAX_POST_TITLE = 120;
export const MAX_POST_EXCERPT = 300;

/** The check's field names as the editor labels them, for a message shown in the editor. */
export const EDITOR_LABELS: Record<string, string> = {
  title: "Title",
  excerpt: "Excerpt",
  date: "Date",
  updated: "Updated",
  category: "Topic",
  draft: "Draft",
  image: "Photo",
  imageAlt: "What the photo shows",
  imageFocus: "What to keep in view",
  seoTitle: "Search title",
  description: "Search description",
  body: "Post",
};

/**
 * A check's message in the editor's words: the field it starts with, and any field named in
 * the check's own spelling (seoTitle), become the labels she sees; a file path (the editor
 * never shows one) becomes "another post".
 */
export function inEditorWords(message: string): string {
  let words = message
    .replace(/(?:[\w.-]+\/)*[\w.-]+\.md\b/g, "another post")
    .replace(
      /\badd (seoTitle|description): of/g,
      (_, field: string) => `fill in ${EDITOR_LABELS[field]} with`,
    );
  for (const field of ["seoTitle", "imageAlt", "imageFocus"]) {
    words = words.replace(new RegExp(`\\b${field}\\b`, "g"), `"${EDITOR_LABELS[field]}"`);
  }
  const first = /^([a-z]+)\b/.exec(words)?.[1];
  if (first && EDITOR_LABELS[first]) words = EDITOR_LABELS[first] + words.slice(first.length);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Advice when another post has the same title: readers would meet two posts of one name in the
 * blog, the feed and a search. Advice, not a refusal: each still has its own address.
 */
export function twinTitleNote(
  title: unknown,
  others: { slug: string; title: unknown }[],
): { field: string; message: string } | null {
  if (typeof title !== "string" || !title.trim()) return null;
  const twin = others.find(
    (other) => typeof other.title === "string" && sameTitle(other.title, title),
  );
  return twin
    ? {
        field: "title",
        message: `title "${title.trim()}" is also the title of the post at /blog/${twin.slug}: readers would see two posts of one name (give this one a title of its own)`,
      }
    : null;
}

/** A title as a reader reads it, for comparing: case, spaces and curly quotes aside. */
export function titleKey(title: string): string {
  return title
    .normalize("NFKC")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Titles are compared as a reader reads them (`titleKey`). */
export function sameTitle(a: string, b: string): boolean {
  return titleKey(a) === titleKey(b);
}

/**
 * What the pages or a search result would cut short, as advice: a title or excerpt longer than
 * cards and headings are built for, and the head's title (`seoTitle`,
 * else the title, followed by the site's name) past 60 characters, or its description
 * (`description`, else the excerpt) past 160. The page's head fits them itself
 * (docs/decisions/0034-search-titles-and-structured-data.md), so a length never stops a post;
 * the note says what the head will carry and which field would let the author choose.
 */
export function lengthNotes(fields: Record<string, unknown>): { field: string; message: string }[] {
  const notes: { field: string; message: string }[] = [];
  const field = (name: string) =>
    typeof fields[name] === "string" && fields[name].trim() ? fields[name].trim() : undefined;
  const [title, seoTitle, excerpt, description] = [
    "title",
    "seoTitle",
    "excerpt",
    "description",
  ].map(field);
  const headTitle = seoTitle ?? title;
  if (headTitle !== undefined) {
    const fitted = fittedDocumentTitle(headTitle);
    if (fitted !== documentTitle(headTitle)) {
      const name = seoTitle !== undefined ? "seoTitle" : "title";
      const head =
        fitted === headTitle ? `the ${name} alone, without the site's name` : `"${fitted}"`;
      const why = `${name} is ${characters(headTitle)} characters: with "${documentTitle("").trim()}" after it a search result would cut it short, so the page's head gives ${head}`;
      notes.push({
        field: name,
        message:
          seoTitle !== undefined
            ? `${why} (at most ${MAX_PAGE_TITLE} characters keeps it whole with the site's name)`
            : `${why} (to choose the words, add seoTitle: of at most ${MAX_PAGE_TITLE} characters${characters(headTitle) <= MAX_POST_TITLE ? "; the page still shows the full title" : ""})`,
      });
    }
  }
  for (const [name, value, limit, where] of [
    ["title", title, MAX_POST_TITLE, "cards and the post's heading"],
    ["excerpt", excerpt, MAX_POST_EXCERPT, "cards and the post's lead"],
  ] as const) {
    if (value !== undefined && characters(value) > limit) {
      notes.push({
        field: name,
        message: `${name} is ${characters(value)} characters, more than the ${limit} ${where} are built for: they show it cut at a word (shorten it to choose where it ends)`,
      });
    }
  }
  const headDescription = description ?? excerpt;
  if (headDescription !== undefined && characters(headDescription) > MAX_DESCRIPTION) {
    const why = `${characters(headDescription)} characters, more than the ${MAX_DESCRIPTION} a search result shows, so the page's head says "${fittedDescription(headDescription)}"`;
    notes.push(
      description !== undefined
        ? {
            field: "description",
            message: `description is ${why} (shorten it to choose where it ends)`,
          }
        : {
            field: "excerpt",
            message: `excerpt is ${why} (to choose the words, add description: of at most ${MAX_DESCRIPTION} characters; cards still show the whole excerpt)`,
          },
    );
  }
  return notes;
}
