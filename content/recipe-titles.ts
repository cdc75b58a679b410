/**
 * Each recipe's name, by slug, in the order the recipes page lists them: part of the registry of
 * pages (`pages.ts`). `recipes.ts` takes each recipe's title from here, so a related card can name
 * a recipe without loading every recipe; and it is a module of its own so that pages linking no
 * recipe (the header reads `pages.ts`) do not load the names either.
 */
export const recipeTitles = {
  "spinach-tomato-feta-omelette": "Spinach, Tomato & Feta Omelette",
  "peanut-butter-toast": "Peanut Butter & Banana Toast",
  "overnight-oats": "Berry Overnight Oats",
  "quinoa-black-bean-bowl": "Quinoa & Black Bean Bowl",
  "turkey-avocado-wrap": "Turkey & Avocado Wrap",
  "salmon-feta-rocket": "Salmon with Feta & Rocket",
  "sweet-potato-hummus": "Sweet Potato with Hummus",
  "king-prawn-stir-fry": "King Prawn Stir-Fry",
  "steak-tomato-mushroom": "Steak with Tomatoes & Mushrooms",
  "greek-yogurt-berries": "Greek Yoghurt with Berries",
  "fresh-fruit": "Fresh Fruit Plate",
  "protein-shake": "My Protein Shake",
} as const;

export type RecipeSlug = keyof typeof recipeTitles;
