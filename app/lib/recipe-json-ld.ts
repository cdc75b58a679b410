import { absoluteUrl, authorPerson } from "~/lib/seo.server";
import type { Recipe } from "~content/recipes";
import { recipeCategory } from "~/components/recipes/recipe-category";

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

/** Recipe structured data in the shape Google's recipe rich results ask for. */
export function recipeJsonLd(
  recipe: Recipe,
  origin: string,
  // Paths on this site of the picture of the dish in Google's three ratios (1:1, 4:3, 16:9),
  // app/lib/recipe-images.server.ts; the social card only before a build has made them.
  images: readonly string[],
): Record<string, unknown> {
  // The page's "prep time" is the time from starting to eating, cook time included, so it is
  // both prepTime and totalTime. "Overnight in the fridge" is a minimum, not a duration: the
  // oats get no time at all rather than an invented one.
  const duration = isoDuration(recipe.prepTime);
  const category = recipeCategory[recipe.group];
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    description: recipe.description,
    image: images.map((src) => absoluteUrl(origin, src)),
    author: authorPerson(),
    ...(duration ? { prepTime: duration, totalTime: duration } : {}),
    recipeYield: recipe.serves,
    recipeCategory: category,
    keywords: [
      "menopause",
      "high protein",
      category.toLowerCase(),
      recipe.title.toLowerCase(),
    ].join(", "),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      text,
    })),
    url: absoluteUrl(origin, `/recipes/${recipe.slug}`),
  };
}
