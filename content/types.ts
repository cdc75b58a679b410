import type { Citation, CitationKey } from "./citations";
/**
 * Shapes shared by the static content modules. Routes only lay these out.
 *
 * Prose strings may contain two inline marks, rendered by `app/components/content/RichText.tsx`:
 *   [link text](/internal-path or https://external)  and  **bold text**
 * Nothing else is interpreted; write plain British English otherwise.
 */

export type RelatedCategory = "Health" | "Mental Health" | "Recipes" | "Beauty" | "Nutrition";

/** A card in a related-articles block. Build one with `relatedLink()` from `./pages`. */
export interface RelatedLink {
  title: string;
  description: string;
  href: string;
  category: RelatedCategory;
}

export interface RelatedBlock {
  title: string;
  links: RelatedLink[];
}

export interface FaqItem {
  question: string;
  /** One or more paragraphs; inline marks allowed. */
  answer: string[];
}

export interface FaqBlock {
  title: string;
  items: FaqItem[];
}

/** An image of our own under `public/`, always with intrinsic size so nothing shifts. */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The opening of a long-form page: eyebrow, the page's <h1>, a standfirst and an image. */
export interface PageHero {
  eyebrow: string;
  title: string;
  standfirst: string;
  image: Illustration;
}

export interface PageSeo {
  /** Page title without the site name; the SEO helper appends " | {site name}". */
  title: string;
  description: string;
  keywords?: string[];
}

/** A titled block of prose: the building brick of every long-form article. */
export interface ProseSection {
  /** Stable id, used as the heading's anchor. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** Optional bulleted list rendered after the paragraphs. */
  list?: string[];
}

/** A calendar date, "YYYY-MM-DD". */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * A page's sources as its content names them: keys of the catalogue in `content/citations.ts`,
 * looked up by the page's loader, so the whole catalogue stays out of the page's JavaScript.
 */
export interface SourcesBlock {
  /** A sentence or two on how the author used these pages. */
  intro: string;
  items: readonly CitationKey[];
}

/** A page's sources looked up, as its loader sends them and `SourcesList` draws them. */
export interface SourceList {
  intro: string;
  items: readonly Citation[];
}

/** What every topic guide (/symptoms, /sleep, /food, /stress, /beauty) has. */
export interface TopicArticle {
  seo: PageSeo;
  hero: PageHero;
  /**
   * When the author last read the page through and checked it against its sources. Shown
   * on the page; change it whenever the text changes.
   */
  lastReviewed: IsoDate;
  related: RelatedBlock;
  faq: FaqBlock;
  sources: SourcesBlock;
}
