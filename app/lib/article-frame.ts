import type { PageText } from "~/lib/page-text";
import type { FaqBlock, RelatedBlock } from "~content/types";

/** One entry of a guide's table of contents. */
export interface TocEntry {
  id: string;
  label: string;
  /** Shown in the desktop sidebar only, where there is room. */
  children?: readonly TocEntry[];
  /** A part of the page that is not printed, so neither is its entry. */
  screenOnly?: boolean;
}

/**
 * What the layout draws around a guide's text, from its loader (`guideLoaderData`): the hero
 * and the sources come as HTML, like the text; the parts the page draws itself (the contents,
 * the related links, the FAQ) get their content as data.
 */
export interface ArticleFrame {
  hero: PageText;
  /** The article's own sections; related links, the FAQ and the sources are added after them. */
  toc: readonly TocEntry[];
  related: RelatedBlock;
  faq: FaqBlock;
  sources: PageText;
}
