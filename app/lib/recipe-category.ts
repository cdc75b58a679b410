import type { RecipeGroup } from "~content/recipes";

/** schema.org recipeCategory for each group; the recipe page's eyebrow reads it too. */
export const recipeCategory: Record<RecipeGroup, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};
