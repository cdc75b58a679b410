import type { PostPhoto } from "~/lib/blog/photo-sources";

/**
 * What a recipe's page and cards draw of its dish (docs/decisions/0033-recipe-illustrations.md):
 * a drawing is the SVG itself, at its canvas's size; a photo is the sizes the build made, for a
 * `<picture>`. Browser-safe: the components render it on both sides.
 */
export interface RecipeDrawing {
  /** The SVG's path on this site, named by its content's hash. */
  drawing: string;
  /**
   * The same SVG as a `data:` URL, for the picture a page leads with, so it comes with the HTML
   * (`inlineDrawing` in app/lib/static-page.server.tsx). Cards name the file.
   */
  inline?: string;
  width: number;
  height: number;
}

export type RecipePagePicture = RecipeDrawing | PostPhoto;

export function isDrawing(picture: RecipePagePicture): picture is RecipeDrawing {
  return "drawing" in picture;
}
