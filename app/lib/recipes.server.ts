import { toRecipeSummary } from "~/components/recipes/RecipeCard";
import { recipeCard, recipesIndexCard, socialImage } from "~/lib/social-card/card-spec";
import { getRecipe, recipeGroups, recipes, recipesPage } from "~content/recipes";

/*
 * The recipes pages' loader data. Server-only, so that no page's JavaScript carries all twelve
 * recipes (about 8.7 KiB of gzip): a page hydrates from what its loader sent instead.
 */

/** `/recipes`: each group with the cards of its recipes, and the page's social card. */
export function recipesIndexData() {
  return {
    image: socialImage(recipesIndexCard(recipesPage)),
    groups: recipeGroups.map((group) => ({
      ...group,
      recipes: recipes.filter((recipe) => recipe.group === group.id).map(toRecipeSummary),
    })),
  };
}

/**
 * A recipe page: the recipe, its social card, its group's heading and the other recipes in its
 * group, or null for a slug that is no recipe.
 */
export function recipePageData(slug: string) {
  const recipe = getRecipe(slug);
  if (!recipe) return null;
  const group = recipeGroups.find((candidate) => candidate.id === recipe.group);
  return {
    recipe,
    image: socialImage(recipeCard(recipe)),
    groupHeading: group?.heading ?? "My Recipes",
    more: recipes
      .filter((other) => other.group === recipe.group && other.slug !== recipe.slug)
      .map(toRecipeSummary),
  };
}
