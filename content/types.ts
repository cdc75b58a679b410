/**
 * Shapes shared by the static content modules. Routes only lay these out.
 *
 * Prose strings may contain two inline marks, rendered by `app/components/RichText.tsx`:
 *   [link text](/internal-path or https://external)  and  **bold text**
 * Nothing else is interpreted; write plain British English otherwise.
 */

export type RelatedCategory = "Health" | "Mental Health" | "Recipes" | "Beauty" | "Nutrition";

export interface RelatedLink {
  title: string;
  description: string;
  href: string;
  category: RelatedCategory;
}

export interface FaqItem {
  question: string;
  /** One or more paragraphs; inline marks allowed. */
  answer: string[];
}

/** An image of our own under `public/`, always with intrinsic size so nothing shifts. */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
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
