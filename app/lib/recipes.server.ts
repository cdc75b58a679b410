import { toRecipeSummary } from "~/lib/recipe-summary";
import { recipeCategory } from "~/lib/recipe-category";
import { recipeJsonLd } from "~/lib/recipe-json-ld";
import { pagePicture, recipePicture } from "~/lib/recipe-images.server";
import { inlineDrawing } from "~/lib/static-page.server";
import { isDrawing, type RecipePagePicture } from "~/lib/recipe-picture";
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from "~/lib/seo.server";
import { recipeCard, recipesIndexCard, socialImage } from "~/lib/social-card/card-spec";
import { recipePath } from "~content/pages";
import { recipeProtein } from "~content/recipe-protein";
import { getRecipe, recipeGroups, recipes, recipesPage } from "~content/recipes";

/*
 * The recipes pages' loader data. Server-only, so that no page's JavaScript carries all twelve
 * recipes (about 8.7 KiB of gzip): a page hydrates from what its loader sent instead.
 */

/** `/recipes`: each group with the cards of its recipes, and the page's head. */
export function recipesIndexData(request: Request) {
  const groups = recipeGroups.map((group) => ({
    ...group,
    recipes: recipes
      .filter((recipe) => recipe.group === group.id)
      .map((recipe) => toRecipeSummary(recipe, pagePicture(recipe.slug))),
  }));
  const slugs = groups.flatMap((group) => group.recipes.map((recipe) => recipe.slug));
  return {
    meta: pageMeta(request, ({ origin }) => ({
      ...recipesPage.seo,
      image: socialImage(recipesIndexCard(recipesPage)),
      structuredData: {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: recipesPage.hero.title,
        itemListElement: slugs.map((slug, index) => ({
          "@type": "ListItem",
          position: index + 1,
          url: absoluteUrl(origin, recipePath(slug)),
        })),
      },
    })),
    groups,
  };
}

/**
 * A recipe page: the recipe, its head, its group's heading and the other recipes in its group,
 * or null for a slug that is no recipe.
 */
/** A page's own drawing travels inside its HTML when it is small enough. */
function withInlineDrawing(picture: RecipePagePicture | null): RecipePagePicture | null {
  if (!picture || !isDrawing(picture)) return picture;
  const inline = inlineDrawing(picture.drawing);
  return inline ? { ...picture, inline } : picture;
}

export function recipePageData(request: Request, slug: string) {
  const recipe = getRecipe(slug);
  if (!recipe) return null;
  const group = recipeGroups.find((candidate) => candidate.id === recipe.group);
  const picture = recipePicture(recipe.slug);
  // og:image stays the social card: a sharer's preview shows the recipe's name beside the
  // picture. Search results get the picture alone, in Google's three ratios.
  const image = socialImage(recipeCard({ ...recipe, picture }));
  const images = picture
    ? [picture.ratios["1x1"], picture.ratios["4x3"], picture.ratios["16x9"]]
    : [image.src];
  const protein = recipeProtein(recipe.slug, recipe.ingredients, Number(recipe.serves) || 1);
  return {
    recipe,
    protein,
    picture: withInlineDrawing(pagePicture(recipe.slug)),
    meta: pageMeta(request, ({ origin }) => ({
      title: `${recipe.title} - Recipe`,
      description: recipe.searchDescription,
      keywords: [
        recipe.title,
        `${recipeCategory[recipe.group].toLowerCase()} recipe`,
        "menopause recipes",
      ],
      image,
      type: "article",
      structuredData: [
        recipeJsonLd(recipe, origin, images, protein),
        breadcrumbJsonLd(origin, [{ name: "Recipes", path: "/recipes" }, { name: recipe.title }]),
      ],
    })),
    groupHeading: group?.heading ?? "My Recipes",
    more: recipes
      .filter((other) => other.group === recipe.group && other.slug !== recipe.slug)
      .map((other) => toRecipeSummary(other, pagePicture(other.slug))),
  };
}
