import { blog } from "~/lib/blog/blog.server";
import { isValidSlug } from "~/lib/addresses";
import { recipePicture } from "~/lib/recipe-images.server";
import { aboutPage } from "~content/about";
import { beautyPage } from "~content/beauty";
import { followPage } from "~content/follow";
import { foodPage } from "~content/food";
import { homePage } from "~content/home";
import type { SitePath } from "~content/pages";
import { getRecipe, recipesPage } from "~content/recipes";
import { sleepPage } from "~content/sleep";
import { stressPage } from "~content/stress";
import { symptomDiaryPage } from "~content/symptom-diary";
import { symptomsPage } from "~content/symptoms";
import { trackerPage } from "~content/tracker";
import { treatmentsPage } from "~content/treatments";
import { symptomsAZPage } from "~content/symptoms-a-z";
import { weeklyRoutinePage } from "~content/weekly-routine";
import {
  aboutCard,
  blogIndexCard,
  categoryCard,
  followCard,
  homeCard,
  postCard,
  recipeCard,
  recipesIndexCard,
  routineCard,
  symptomDiaryCard,
  symptomsAZCard,
  topicGuideCard,
  trackerCard,
  treatmentsCard,
  type CardKind,
  type CardSpec,
} from "./card-spec";

/**
 * Every fixed page's card, built from the same content (and functions) as its route's meta.
 * Keyed by the registry's paths, so a page added to `content/pages.ts` without a card here does
 * not compile.
 */
const cardsByPath = {
  "/": homeCard(homePage),
  "/weekly-routine": routineCard(weeklyRoutinePage),
  "/blog": blogIndexCard(),
  "/symptoms": topicGuideCard("symptoms", symptomsPage),
  "/sleep": topicGuideCard("sleep", sleepPage),
  "/food": topicGuideCard("food", foodPage),
  "/stress": topicGuideCard("stress", stressPage),
  "/beauty": topicGuideCard("beauty", beautyPage),
  "/recipes": recipesIndexCard(recipesPage),
  "/about": aboutCard(aboutPage),
  "/symptom-diary": symptomDiaryCard(symptomDiaryPage),
  "/follow": followCard(followPage),
  "/treatments": treatmentsCard(treatmentsPage),
  "/symptoms-a-z": symptomsAZCard(symptomsAZPage),
  "/tracker": trackerCard(trackerPage),
} satisfies Record<SitePath, CardSpec>;

const pageCards: ReadonlyMap<string, CardSpec> = new Map(
  Object.values(cardsByPath).map((card) => [card.id, card]),
);

export function staticPageCards(): CardSpec[] {
  return [...pageCards.values()];
}

export function isCardKind(value: string | undefined): value is CardKind {
  return value === "page" || value === "recipe" || value === "post" || value === "category";
}

/**
 * The card a URL names, from the same data its page uses: null when there is no such page (an
 * unknown or unpublished post, a category that doesn't exist). Throws when the blog's backend
 * fails, so the caller can answer with the generic card.
 */
export async function findCard(kind: CardKind, id: string): Promise<CardSpec | null> {
  switch (kind) {
    case "page":
      return pageCards.get(id) ?? null;
    case "recipe": {
      const recipe = getRecipe(id);
      return recipe ? recipeCard({ ...recipe, picture: recipePicture(recipe.slug) }) : null;
    }
    case "post": {
      if (!isValidSlug(id)) return null;
      const post = await blog().getPostBySlug(id);
      return post ? postCard(post) : null;
    }
    case "category": {
      if (!isValidSlug(id)) return null;
      const category = (await blog().getCategories()).find((each) => each.slug === id);
      return category ? categoryCard(category) : null;
    }
  }
}
