// Relative, not `~content/site`: the post file check (post-files.server.ts) imports this module
// and is bundled for plain Node scripts, which know no aliases.
import { site } from "../../content/site";
import { truncateAtWord } from "./truncate";

/**
 * What a search result and a link preview show of a page: its <title> and its meta description.
 * Google cuts a title at about 60 characters and a description at about 160, so every page's
 * head stays within those (docs/decisions/0034-search-titles-and-structured-data.md). The
 * visible heading may be longer: the head can carry a shorter form of it.
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

/** A page title that fits beside the site's name, for text no check has seen. */
export function fittedPageTitle(text: string): string {
  return truncateAtWord(text.trim(), MAX_PAGE_TITLE);
}
