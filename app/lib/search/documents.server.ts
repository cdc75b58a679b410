import type { PostRecord } from "~/lib/blog/backend.server";
import { BODY_LIMITS, bodyOverLimits } from "~/lib/blog/body-limits";
import { aboutPage } from "~content/about";
import { beautyPage } from "~content/beauty";
import { foodPage } from "~content/food";
import { recipePath, type SitePath } from "~content/pages";
import { recipes } from "~content/recipes";
import { sleepPage } from "~content/sleep";
import { stressPage } from "~content/stress";
import { symptomDiaryPage } from "~content/symptom-diary";
import { symptomsPage } from "~content/symptoms";
import { trackerPage } from "~content/tracker";
import { treatmentsPage } from "~content/treatments";
import { weeklyRoutinePage } from "~content/weekly-routine";
import { plainText } from "./plain-text";

/** What a result says a page is. */
export type SearchKind =
  | "Blog post"
  | "Guide"
  | "Guide section"
  | "Recipe"
  | "Weekly routine"
  | "Symptom diary"
  | "About"
  | "Symptom A–Z";

/** One thing a reader can find: a page, a section of a guide, a recipe or a post. */
export interface SearchDocument {
  /** The address a result links to (a section's with its anchor). */
  id: string;
  kind: SearchKind;
  title: string;
  /** Where a section sits: its page's title. */
  within?: string;
  /** Weighed above the text: a post's excerpt, a recipe's ingredients, a page's summary. */
  summary: string;
  text: string;
  /** A post's date (ISO 8601), shown with the result. */
  date?: string;
}

/**
 * The fixed pages search reads, by address, from the page registry (`content/pages.ts`): every
 * page the registry lists must be here, so a page added there without an entry here does not
 * compile. `null` for a page that is a list of other things search finds on their own (the
 * home page, the blog, the recipes) or has nothing to read (/follow).
 */
const searchedPages: Record<SitePath, { kind: SearchKind; content: PageContent } | null> = {
  "/": null,
  "/weekly-routine": { kind: "Weekly routine", content: weeklyRoutinePage },
  "/blog": null,
  "/symptoms": { kind: "Guide", content: symptomsPage },
  "/sleep": { kind: "Guide", content: sleepPage },
  "/food": { kind: "Guide", content: foodPage },
  "/stress": { kind: "Guide", content: stressPage },
  "/beauty": { kind: "Guide", content: beautyPage },
  "/recipes": null,
  "/about": { kind: "About", content: aboutPage },
  "/symptom-diary": { kind: "Symptom diary", content: symptomDiaryPage },
  "/follow": null,
  "/treatments": { kind: "Guide", content: treatmentsPage },
  // The A–Z is a list of what search finds on its own; the search page links it instead.
  "/symptoms-a-z": null,
  "/tracker": { kind: "Symptom diary", content: trackerPage },
};

/** A page's content module: its head (`seo`), its hero, and whatever else it holds. */
interface PageContent {
  seo: { title: string; description: string };
  hero: { title: string; standfirst: string };
}

/** Fields that hold no words a reader reads as text (addresses, sizes, pictures' files). */
const NOT_TEXT = new Set([
  "id",
  "src",
  "href",
  "url",
  "image",
  "width",
  "height",
  "keywords",
  "seo",
  "sources",
  "related",
  "dated",
]);

/**
 * A page's sections: every object in its content with an `id` (the anchor its page gives it)
 * and a heading or name. What is not in a section belongs to the page itself.
 */
function splitSections(value: unknown): {
  page: string[];
  sections: { id: string; title: string; text: string[] }[];
} {
  const page: string[] = [];
  const sections: { id: string; title: string; text: string[] }[] = [];
  const walk = (item: unknown, into: string[]) => {
    if (typeof item === "string") into.push(item);
    else if (Array.isArray(item)) item.forEach((entry) => walk(entry, into));
    else if (item && typeof item === "object") {
      const record = item as Record<string, unknown>;
      const titleKey = ["heading", "name", "title"].find((key) => typeof record[key] === "string");
      let skip: string | undefined;
      if (typeof record.id === "string" && titleKey) {
        const text: string[] = [];
        sections.push({ id: record.id, title: record[titleKey] as string, text });
        into = text;
        skip = titleKey;
      }
      for (const [key, entry] of Object.entries(record)) {
        if (key !== skip && !NOT_TEXT.has(key)) walk(entry, into);
      }
    }
  };
  walk(value, page);
  return { page, sections };
}

const joined = (parts: readonly string[]) => plainText(parts.join("\n"));

function pageDocuments(path: string, kind: SearchKind, content: PageContent): SearchDocument[] {
  const { hero, seo, ...rest } = content;
  const { page, sections } = splitSections(rest);
  const pageTitle = hero.title;
  return [
    {
      id: path,
      kind,
      title: pageTitle,
      summary: joined([seo.description, hero.standfirst]),
      text: joined(page),
    },
    ...sections.map((section) => ({
      id: `${path}#${section.id}`,
      kind: kind === "Guide" ? ("Guide section" as const) : kind,
      title: plainText(section.title),
      within: pageTitle,
      summary: "",
      text: joined(section.text),
    })),
  ];
}

let fixedDocuments: readonly SearchDocument[] | undefined;

/**
 * Every fixed page, guide section and recipe: made once per process (the start-up's build), as
 * they change only on a release, so a rebuild has only posts to prepare.
 */
export function staticDocuments(): readonly SearchDocument[] {
  fixedDocuments ??= makeStaticDocuments();
  return fixedDocuments;
}

function makeStaticDocuments(): SearchDocument[] {
  const pages = Object.entries(searchedPages).flatMap(([path, entry]) =>
    entry ? pageDocuments(path, entry.kind, entry.content) : [],
  );
  const recipeDocuments = recipes.map((recipe): SearchDocument => ({
    id: recipePath(recipe.slug),
    kind: "Recipe",
    title: recipe.title,
    summary: joined([recipe.description, ...recipe.ingredients]),
    text: joined([...recipe.instructions, recipe.tip ?? ""]),
  }));
  return [...pages, ...recipeDocuments];
}

/** The most of a post's body the index and its passages read (a long post's first 3,000 words). */
export const POST_TEXT_CHARS = 20_000;
/**
 * The most of a post's markup read to find them, so one row costs a small, fixed amount
 * whatever it holds: the longest body a page shows in Markdown (BODY_LIMITS).
 */
const POST_MARKUP_CHARS = BODY_LIMITS.characters.markdown;

/**
 * A post as search holds it, or null for a post whose body its page refuses to show (past
 * BODY_LIMITS: its address is a 404, so search never offers it).
 */
export function postDocument(post: PostRecord): SearchDocument | null {
  if (bodyOverLimits(post.content, post.format)) return null;
  return {
    id: `/blog/${post.slug}`,
    kind: "Blog post",
    title: post.title,
    summary: post.excerpt,
    text: plainText(post.content.slice(0, POST_MARKUP_CHARS)).slice(0, POST_TEXT_CHARS),
    date: post.created_at,
  };
}
