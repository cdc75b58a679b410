import {
  recipesIndexEntry,
  symptomDiaryEntry,
  topicPages,
  treatmentsEntry,
  weeklyRoutineEntry,
  type PageEntry,
} from "./page-names";
import { recipePath, type SitePath } from "./pages";
import { recipeTitles } from "./recipe-titles";
import type { RelatedLink } from "./types";

/**
 * The pages a related-articles card may link to, with the name and label the card shows. Built
 * from the registry alone, never from a page's content module, so a guide's JavaScript does not
 * carry the recipes or the routine (docs/decisions/0020-one-registry-one-meta-helper-one-parameter-list.md).
 */
export const relatedPages: Readonly<Record<string, PageEntry>> = {
  ...topicPages,
  "/symptom-diary": symptomDiaryEntry,
  "/treatments": treatmentsEntry,
  "/weekly-routine": weeklyRoutineEntry,
  "/recipes": recipesIndexEntry,
  ...Object.fromEntries(
    Object.entries(recipeTitles).map(([slug, title]) => [
      recipePath(slug),
      { title, category: "Recipes" } satisfies PageEntry,
    ]),
  ),
} satisfies Partial<Record<SitePath, PageEntry>>;

/** A related-articles card for a page of this site: title and label come from the registry. */
export function relatedLink(href: string, description: string): RelatedLink {
  const page = relatedPages[href];
  if (!page) throw new Error(`No page registered at ${href}`);
  return { href, title: page.title, category: page.category, description };
}
