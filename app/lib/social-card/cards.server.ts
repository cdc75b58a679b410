import { blog } from "~/lib/blog/blog.server";
import { isValidSlug } from "~/lib/blog/slugs";
import { aboutPage } from "~content/about";
import { beautyPage } from "~content/beauty";
import { foodPage } from "~content/food";
import { homePage } from "~content/home";
import { getRecipe, recipesPage } from "~content/recipes";
import { sleepPage } from "~content/sleep";
import { stressPage } from "~content/stress";
import { symptomDiaryPage } from "~content/symptom-diary";
import { symptomsPage } from "~content/symptoms";
import { weeklyRoutinePage } from "~content/weekly-routine";
import {
  aboutCard,
  blogIndexCard,
  categoryCard,
  homeCard,
  postCard,
  recipeCard,
  recipesIndexCard,
  routineCard,
  symptomDiaryCard,
  topicGuideCard,
  type CardKind,
  type CardSpec,
} from "./card-spec";

/** Every static page's card, built from the same content (and functions) as its route's meta. */
const pageCards: ReadonlyMap<string, CardSpec> = new Map(
  [
    homeCard(homePage),
    aboutCard(aboutPage),
    blogIndexCard(),
    recipesIndexCard(recipesPage),
    routineCard(weeklyRoutinePage),
    topicGuideCard("symptoms", symptomsPage),
    topicGuideCard("sleep", sleepPage),
    topicGuideCard("food", foodPage),
    topicGuideCard("stress", stressPage),
    topicGuideCard("beauty", beautyPage),
    symptomDiaryCard(symptomDiaryPage),
  ].map((card) => [card.id, card]),
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
      return recipe ? recipeCard(recipe) : null;
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
