import type { RecipePagePicture } from "~/lib/recipe-picture";
import type { Recipe } from "~content/recipes";

/** What a card needs; loaders send this rather than whole recipes. */
export type RecipeSummary = Pick<
  Recipe,
  "slug" | "title" | "blurb" | "imageUrl" | "imageAlt" | "prepTime" | "serves"
> & {
  /** The dish's drawing (or a photo's sizes) as the build named it, or null before it has. */
  picture: RecipePagePicture | null;
};

export function toRecipeSummary(
  { slug, title, blurb, imageUrl, imageAlt, prepTime, serves }: Recipe,
  picture: RecipePagePicture | null,
): RecipeSummary {
  return { slug, title, blurb, imageUrl, imageAlt, prepTime, serves, picture };
}
