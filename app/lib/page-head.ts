import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { site } from "~content/site";
import { truncateAtWord } from "./truncate";

/**
 * What a page's head says, as a search result and a link preview show it: its <title> and its
 * meta description, and each route's `meta`.
 *
 * - Limits: Google cuts a title at about 60 characters and a description at about 160, so every
 *   page's head stays within those (docs/decisions/0034-search-titles-and-structured-data.md).
 *   The visible heading may be longer: the head can carry a shorter form of it. The author's
 *   checks and the editor read the same limits.
 * - `loaderMeta`: a route's `meta`. Every loader builds its page's tags on the server
 *   (`pageMeta` in `~/lib/seo.server`) and returns them as `meta`, so the tag and
 *   structured-data builders stay out of the browser's JavaScript; `meta` hands them to Remix.
 */
export const MAX_DOCUMENT_TITLE = 60;
export const MAX_DESCRIPTION = 160;

const SUFFIX = ` | ${site.name}`;

/** "Sleep | Menopause & Me": every page's title names the site after the page. */
export function documentTitle(title: string): string {
  return `${title}${SUFFIX}`;
}

/** Length as a reader counts it: code points, so an accent or an emoji is one character. */
export function characters(text: string): number {
  return Array.from(text).length;
}

/** The longest page title that still fits once the site's name follows it (43 characters). */
export const MAX_PAGE_TITLE = MAX_DOCUMENT_TITLE - characters(SUFFIX);

/**
 * A description within `MAX_DESCRIPTION`, for text no check has seen (a post row written
 * straight into the database): unchanged when it fits, else its whole sentences up to the
 * limit, else cut at a word with an ellipsis. Written descriptions never need this.
 */
export function fittedDescription(text: string): string {
  const trimmed = text.trim();
  if (characters(trimmed) <= MAX_DESCRIPTION) return trimmed;
  const head = Array.from(trimmed).slice(0, MAX_DESCRIPTION).join("");
  const sentenceEnd = Math.max(...[". ", "! ", "? "].map((end) => head.lastIndexOf(end)));
  if (sentenceEnd >= MAX_DESCRIPTION / 2) return head.slice(0, sentenceEnd + 1);
  return truncateAtWord(trimmed, MAX_DESCRIPTION);
}

/**
 * The head's `<title>` for a page title: `{title} | Menopause & Me` whenever that fits in 60
 * characters, as the specification gives it. A longer one is never refused; it is fitted so it
 * still reads as a title (docs/decisions/0034-search-titles-and-structured-data.md):
 * 1. the whole title without the site's name, when the title alone fits (search results show
 *    the site's name above the title anyway);
 * 2. else the part before its first colon or dash, with the site's name, when that is a phrase of
 *    its own ("Half Past Five in February | Menopause & Me");
 * 3. else the title cut at a word, with an ellipsis.
 */
export function fittedDocumentTitle(title: string): string {
  const trimmed = title.trim();
  const full = documentTitle(trimmed);
  if (characters(full) <= MAX_DOCUMENT_TITLE) return full;
  if (characters(trimmed) <= MAX_DOCUMENT_TITLE) return trimmed;
  const lead = leadPhrase(trimmed);
  if (lead) return documentTitle(lead);
  return truncateAtWord(trimmed, MAX_DOCUMENT_TITLE);
}

/** Words a title opens with before a colon or a dash, if they fit with the site's name. */
function leadPhrase(title: string): string | null {
  const match = /^(.+?)\s*(?::|\s[–—-])\s/u.exec(title);
  const lead = match?.[1]?.trim();
  // Three words at least: "Me: …" or "HRT – …" alone does not say what the page is.
  if (!lead || lead.split(/\s+/).length < 3 || characters(lead) > MAX_PAGE_TITLE) return null;
  return lead;
}

// Each route's `meta`.

interface ErrorScreen {
  title: string;
  description: string;
}

const SOMETHING_WENT_WRONG: ErrorScreen = {
  title: "Something went wrong",
  description: site.description,
};

/**
 * A route's `meta`: the tags its loader built. When the loader threw (a 404, a 503) there is no
 * data, and the error screen gets its title and description: no canonical address, no social
 * card.
 */
export function loaderMeta(errorScreen: ErrorScreen = SOMETHING_WENT_WRONG): MetaFunction {
  return ({ data }) =>
    (data as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [
      { title: documentTitle(errorScreen.title) },
      { name: "description", content: errorScreen.description },
    ];
}
