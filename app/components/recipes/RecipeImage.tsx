import { ResponsivePicture } from "~/components/ResponsivePicture";
import type { PostPhoto } from "~/lib/blog/photo-sources";
import { recipeImageSize } from "~content/recipe-image-size";

/**
 * A recipe's picture of its dish (docs/decisions/0033-recipe-illustrations.md): the sizes the
 * build made, as a `<picture>`; before a build has made them (a unit test, a checkout that has
 * not built yet), the recipe's `imageUrl` as one `<img>`. Both are 4:3 with the same
 * `width`/`height`, so the box never changes shape when the picture arrives.
 */
export function RecipeImage({
  recipe,
  sizes,
  loading,
  priority = false,
  className,
}: {
  recipe: { imageUrl: string; imageAlt: string; picture: PostPhoto | null };
  /** How wide the picture is drawn at each viewport width, from the layout's own rules. */
  sizes: string;
  loading: "eager" | "lazy";
  priority?: boolean;
  className: string;
}) {
  if (recipe.picture) {
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
      src={recipe.imageUrl}
      alt={recipe.imageAlt}
      width={recipeImageSize.width}
      height={recipeImageSize.height}
      loading={loading}
      decoding="async"
      // React 18 only knows the lowercase attribute.
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
}
