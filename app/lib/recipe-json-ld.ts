import { absoluteUrl, authorPerson, CONTENT_PUBLISHED } from "~/lib/seo.server";
import type { Recipe } from "~content/recipes";
import type { RecipeProtein } from "~content/recipe-protein";
import { recipeCategory } from "~/lib/recipe-category";

/** The recipes went up with the site: the product's one date for its static pages. */
const RECIPES_PUBLISHED = CONTENT_PUBLISHED;

const DURATION =
  /^\s*(?:(\d+)\s*(?:h|hr|hrs|hour|hours))?\s*(?:(\d+)\s*(?:m|min|mins|minute|minutes))?\s*$/i;

/**
 * "10 mins" -> "PT10M", "1 hr 15 mins" -> "PT1H15M". Anything that is not a plain duration
 * ("Overnight in the fridge") gives undefined rather than a guess.
 */
export function isoDuration(text: string): string | undefined {
  const match = DURATION.exec(text);
  if (!match) return undefined;
  const [, hours, minutes] = match;
  if (hours === undefined && minutes === undefined) return undefined;
  return `PT${hours ? `${Number(hours)}H` : ""}${minutes ? `${Number(minutes)}M` : ""}`;
}

/** 65 -> "PT1H5M", 0 -> "PT0M": minutes as an ISO 8601 duration. */
export function minutesDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
}

/**
 * Recipe structured data with the properties Google's recipe documentation recommends. The
 * page's "prep time" runs from starting to eating, so it is `totalTime`, divided into
 * `prepTime` and `cookTime` as the page says under it (`recipe.timing`); the oats' night in the
 * fridge counts towards the total at its stated minimum. The protein is the page's own figure.
 */
export function recipeJsonLd(
  recipe: Recipe,
  origin: string,
  // Paths on this site of the picture of the dish in Google's three ratios (1:1, 4:3, 16:9),
  // app/lib/recipe-images.server.ts; the social card only before a build has made them.
  images: readonly string[],
  protein: RecipeProtein,
): Record<string, unknown> {
  const { prepare, cook, chill = 0 } = recipe.timing;
  const category = recipeCategory[recipe.group];
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    description: recipe.searchDescription,
    image: images.map((src) => absoluteUrl(origin, src)),
    author: authorPerson(origin),
    datePublished: RECIPES_PUBLISHED,
    prepTime: minutesDuration(prepare),
    cookTime: minutesDuration(cook),
    totalTime: minutesDuration(prepare + cook + chill),
    recipeYield: recipe.serves,
    recipeCategory: category,
    recipeCuisine: recipe.cuisine,
    keywords: [
      "menopause",
      "high protein",
      category.toLowerCase(),
      recipe.title.toLowerCase(),
    ].join(", "),
    nutrition: {
      "@type": "NutritionInformation",
      servingSize: "1 serving",
      proteinContent: `${protein.grams} g`,
    },
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      text,
    })),
    url: absoluteUrl(origin, `/recipes/${recipe.slug}`),
  };
}
