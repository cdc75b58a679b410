import { recipePath, symptomDiaryEntry, topicPages, type PageEntry, type SitePath } from "./pages";
import { recipes, recipesPage } from "./recipes";
import type { RelatedLink } from "./types";
import { weeklyRoutinePage } from "./weekly-routine";

/** The pages a related-articles card may link to, with the name and label the card shows. */
export const relatedPages: Readonly<Record<string, PageEntry>> = {
  ...topicPages,
  "/symptom-diary": symptomDiaryEntry,
  "/weekly-routine": { title: weeklyRoutinePage.hero.title, category: "Health" },
  "/recipes": { title: recipesPage.hero.title, category: "Recipes" },
  ...Object.fromEntries(
    recipes.map((recipe) => [
      recipePath(recipe.slug),
      { title: recipe.title, category: "Recipes" } satisfies PageEntry,
    ]),
  ),
} satisfies Partial<Record<SitePath, PageEntry>>;

/** A related-articles card for a page of this site: title and label come from the registry. */
export function relatedLink(href: string, description: string): RelatedLink {
  const page = relatedPages[href];
  if (!page) throw new Error(`No page registered at ${href}`);
  return { href, title: page.title, category: page.category, description };
}
