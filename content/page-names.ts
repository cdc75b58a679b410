import type { SitePath } from "./pages";
import type { RelatedCategory } from "./types";

/**
 * The names the registry's pages give themselves: each page's heading and every related card
 * that links to it read them here. Kept apart from `pages.ts` because the header reads that on
 * every page, and a module travels whole in the browser's JavaScript: the blog and the recipes
 * need the addresses, not the guides' titles
 * (docs/decisions/0020-one-registry-one-meta-helper-one-parameter-list.md).
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
} as const satisfies Partial<Record<SitePath, PageEntry>>;

export type TopicPath = keyof typeof topicPages;

/** The weekly routine's and the recipes page's headings. Their content modules take them from here. */
export const weeklyRoutineEntry = {
  title: "My Weekly Routine",
  category: "Health",
} as const satisfies PageEntry;

export const recipesIndexEntry = {
  title: "My Menopause-Friendly Recipes",
  category: "Recipes",
} as const satisfies PageEntry;

/** The treatments page's heading. Its content module takes `hero.title` from here. */
export const treatmentsEntry = {
  title: "Menopause Treatments: What Exists and What I Chose",
  category: "Health",
} as const satisfies PageEntry;

/** The printable diary's heading. Its content module takes `hero.title` from here. */
export const symptomDiaryEntry = {
  title: "My Symptom Diary and GP Checklist",
  category: "Health",
} as const satisfies PageEntry;

/** The symptom tracker's heading. Its content module takes `hero.title` from here. */
export const trackerEntry = {
  title: "My Symptom Tracker",
  category: "Health",
} as const satisfies PageEntry;
