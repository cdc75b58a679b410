/**
 * The one registry of the site's pages. Every list of pages derives from here: the navigation
 * (`navigation.ts`), the sitemap, the social cards, the bench scripts (through the sitemap) and
 * the browser tests. Besides these fixed pages there is one page per recipe (`recipePath`) and
 * one per blog post. A page's <h1> and every card that links to it read its name from
 * `page-names.ts` (a recipe's from `recipe-titles.ts`), so a related card always calls a page what
 * the page calls itself.
 *
 * It imports no page's content, so the header can read it without loading any page's text.
 */

/**
 * Every page at a fixed address (a blog post or a recipe has an address per slug), in the order
 * the sitemap lists them.
 */
export const sitePaths = [
  "/",
  "/weekly-routine",
  "/blog",
  "/symptoms",
  "/sleep",
  "/food",
  "/stress",
  "/beauty",
  "/recipes",
  "/about",
  "/symptom-diary",
  "/follow",
  "/treatments",
  "/symptoms-a-z",
  "/tracker",
] as const;

export type SitePath = (typeof sitePaths)[number];

/**
 * The label the navigation gives each page it links, in the header's order (the product fixes
 * these nine). Apart from the list above, so the header's JavaScript carries these labels and
 * not every address.
 */
export const navLabels = {
  "/": "Home",
  "/weekly-routine": "My Weekly Routine",
  "/blog": "Blogs",
  "/symptoms": "Symptoms",
  "/sleep": "Sleep",
  "/food": "Food",
  "/stress": "Stress",
  "/beauty": "Beauty",
  "/recipes": "Recipes",
} as const satisfies Partial<Record<SitePath, string>>;

/** The fixed pages the navigation links. */
export type NavPath = keyof typeof navLabels;

export function recipePath(slug: string): string {
  return `/recipes/${slug}`;
}
