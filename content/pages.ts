import { recipes, recipesPage } from "./recipes";
import type { RelatedCategory, RelatedLink } from "./types";
import { weeklyRoutinePage } from "./weekly-routine";

/**
 * The one registry of page names and category labels. A page's <h1> and every card that
 * links to it read from here, so a related card always calls a page what the page calls itself.
 */
export interface PageEntry {
  title: string;
  category: RelatedCategory;
}

/** The topic guides' headings. Their content modules take `hero.title` from here. */
export const topicPages = {
  "/symptoms": { title: "The Symptoms Nobody Warned Me About", category: "Health" },
  "/sleep": { title: "How I Got My Sleep Back", category: "Health" },
  "/food": { title: "Menopause Nutrition: My Balanced Approach", category: "Nutrition" },
  "/stress": { title: "Managing Menopause Stress", category: "Mental Health" },
  "/beauty": { title: "Menopause Beauty: A New Definition of Radiance", category: "Beauty" },
} as const satisfies Record<string, PageEntry>;

export type TopicPath = keyof typeof topicPages;

/** The printable diary's heading. Its content module takes `hero.title` from here. */
export const symptomDiaryEntry = {
  title: "My Symptom Diary and GP Checklist",
  category: "Health",
} as const satisfies PageEntry;

export const pages: Readonly<Record<string, PageEntry>> = {
  ...topicPages,
  "/symptom-diary": symptomDiaryEntry,
  "/weekly-routine": { title: weeklyRoutinePage.hero.title, category: "Health" },
  "/recipes": { title: recipesPage.hero.title, category: "Recipes" },
  ...Object.fromEntries(
    recipes.map((recipe) => [
      `/recipes/${recipe.slug}`,
      { title: recipe.title, category: "Recipes" } satisfies PageEntry,
    ]),
  ),
};

/** A related-articles card for a page of this site: title and label come from the registry. */
export function relatedLink(href: string, description: string): RelatedLink {
  const page = pages[href];
  if (!page) throw new Error(`No page registered at ${href}`);
  return { href, title: page.title, category: page.category, description };
}
