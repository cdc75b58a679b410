import { ResponsivePicture } from "~/components/ResponsivePicture";
import { isDrawing, type RecipePagePicture } from "~/lib/recipe-picture";
import { recipeImageSize } from "~content/recipe-image-size";

/**
 * A recipe's picture of its dish (docs/decisions/0033-recipe-illustrations.md): a drawing is its
 * SVG as one `<img>` (sharp at any size, a few kilobytes); a photo is the sizes the build made,
 * as a `<picture>`; before a build has named them (a unit test, a checkout that has not built
 * yet), the recipe's `imageUrl` as one `<img>`. All are 4:3 with `width`/`height`, so the box
 * never changes shape when the picture arrives.
 */
export function RecipeImage({
  recipe,
  sizes,
  loading,
  priority = false,
  className,
}: {
  recipe: { imageUrl: string; imageAlt: string; picture: RecipePagePicture | null };
  /** How wide the picture is drawn at each viewport width, from the layout's own rules. */
  sizes: string;
  loading: "eager" | "lazy";
  priority?: boolean;
  className: string;
}) {
  const drawing = recipe.picture && isDrawing(recipe.picture) ? recipe.picture : null;
  if (recipe.picture && !isDrawing(recipe.picture)) {
    return (
      <ResponsivePicture
        photo={recipe.picture}
        alt={recipe.imageAlt}
        sizes={sizes}
        loading={loading}
        priority={priority}
        className={className}
      />
    );
  }
  return (
    <img
      src={drawing ? (drawing.inline ?? drawing.drawing) : recipe.imageUrl}
      alt={recipe.imageAlt}
      width={drawing?.width ?? recipeImageSize.width}
      height={drawing?.height ?? recipeImageSize.height}
      loading={loading}
      decoding="async"
      // React 18 only knows the lowercase attribute.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
}
