/**
 * The one registry of the site's pages. Every list of pages derives from here: the navigation
 * (`navigation.ts`), the sitemap, the social cards, the bench scripts (through the sitemap) and
 * the browser tests. Besides these fixed pages there is one page per recipe (`recipePath`) and
 * one per blog post. A page's <h1> and every card that links to it read their names from here
 * (a recipe's from `recipe-titles.ts`), so a related card always calls a page what the page calls
 * itself.
 *
 * It imports no page's content, so the header can read it without loading any page's text.
 */

/**
 * Every page at a fixed address (a blog post or a recipe has an address per slug), in the order
 * the sitemap lists them, with the label the navigation gives it where the navigation links it.
 */
export const sitePages = {
  "/": { navLabel: "Home" },
  "/weekly-routine": { navLabel: "My Weekly Routine" },
  "/blog": { navLabel: "Blogs" },
  "/symptoms": { navLabel: "Symptoms" },
  "/sleep": { navLabel: "Sleep" },
  "/food": { navLabel: "Food" },
  "/stress": { navLabel: "Stress" },
  "/beauty": { navLabel: "Beauty" },
  "/recipes": { navLabel: "Recipes" },
  "/about": {},
  "/symptom-diary": {},
  "/follow": {},
  "/treatments": {},
  "/symptoms-a-z": {},
} as const satisfies Record<string, { navLabel?: string }>;

export type SitePath = keyof typeof sitePages;

/** The fixed pages the navigation links, by the label it gives them. */
export type NavPath = {
  [Path in SitePath]: (typeof sitePages)[Path] extends { navLabel: string } ? Path : never;
}[SitePath];

export function recipePath(slug: string): string {
  return `/recipes/${slug}`;
}
