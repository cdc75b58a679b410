import type { FaqBlock, IsoDate, PageHero, RelatedBlock, SourceList } from "~content/types";

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
 * What the layout draws around a guide's text, from its loader (`guideLoaderData`): the text
 * comes as HTML, so the components the page does draw get their content as data.
 */
export interface ArticleFrame {
  hero: PageHero;
  lastReviewed: IsoDate;
  /** The article's own sections; related links, the FAQ and the sources are added after them. */
  toc: readonly TocEntry[];
  related: RelatedBlock;
  faq: FaqBlock;
  /** Looked up by the loader, so the source catalogue is not in the page's JavaScript. */
  sources: SourceList;
  readingMinutes: number;
}
