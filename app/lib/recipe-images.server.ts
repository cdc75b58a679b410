import path from "node:path";
import { manifestReader } from "./blog/photos.server";
import type { RecipePagePicture } from "./recipe-picture";

/**
 * The pages' side of each recipe's picture of its dish
 * (docs/decisions/0033-recipe-illustrations.md): the manifest the build writes
 * (tools/recipes/picture-builder.ts), read for the page, the cards, the social card and the
 * structured data. Nothing here draws or decodes an image.
 */

export const RECIPE_PICTURES_URL = "/images/recipes/dishes/";
export const MANIFEST = "pictures.json";

/** The three ratios of Google's recipe image guidance, which structured data names. */
export type RecipeRatio = "1x1" | "4x3" | "16x9";

/** A recipe's picture as pages, the social card and structured data use it. */
export interface RecipePicture {
  page: RecipePagePicture;
  /** The 440×440 square the social card frames. */
  card: string;
  /** Absolute paths on this site of the three ratios, each 1200 px wide. */
  ratios: Record<RecipeRatio, string>;
}

const pictures = manifestReader<RecipePicture>(
  () => path.resolve(process.cwd(), "public", RECIPE_PICTURES_URL.slice(1), MANIFEST),
  "pictures",
  "recipes",
);

/** The built picture of a recipe's dish, or null before the build has made it. */
export function recipePicture(slug: string): RecipePicture | null {
  const all = pictures.read();
  return Object.hasOwn(all, slug) ? all[slug]! : null;
}

/** What the page and cards draw, without the structured data's ratios: loader data stays small. */
export function pagePicture(slug: string): RecipePagePicture | null {
  return recipePicture(slug)?.page ?? null;
}

/** For tests: forget the manifest read. */
export function forgetRecipePictures(): void {
  pictures.forget();
}
