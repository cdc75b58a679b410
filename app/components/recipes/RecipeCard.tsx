import { Link } from "@remix-run/react";
import type { RecipeSummary } from "~/lib/recipe-summary";
import { RecipeFacts } from "./RecipeFacts";
import { RecipeImage } from "./RecipeImage";

export type { RecipeSummary };

/**
 * How wide a card's picture is drawn: the recipe grids are the blog's (three columns of a
 * 1152 px page, two from 640 px, one below), so these are its cards' sizes.
 */
const CARD_SIZES =
  "(min-width: 1152px) 347px, (min-width: 1024px) calc((100vw - 112px) / 3), " +
  "(min-width: 640px) calc((100vw - 88px) / 2), calc(100vw - 40px)";

/**
 * The title is the link; its ::after covers the card, so the whole card is clickable (with or
 * without JavaScript) while the link's name stays just the title.
 */
export function RecipeCard({ recipe, eager = false }: { recipe: RecipeSummary; eager?: boolean }) {
  return (
    // No overflow-hidden here: it would clip the title link's focus outline, drawn around the card.
    <article className="card group relative flex h-full flex-col transition-shadow duration-200 hover:shadow-lg">
      <div className="aspect-[4/3] overflow-hidden rounded-t-[calc(1rem-1px)] bg-muted">
        <RecipeImage
          recipe={recipe}
          sizes={CARD_SIZES}
          loading={eager ? "eager" : "lazy"}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="text-xl leading-snug sm:text-[1.35rem]">
          <Link
            to={`/recipes/${recipe.slug}`}
            prefetch="intent"
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-[3px] focus-visible:after:outline-offset-2 focus-visible:after:outline-accent group-hover:underline group-hover:decoration-accent group-hover:decoration-2 group-hover:underline-offset-4"
          >
            {recipe.title}
          </Link>
        </h3>
        <p className="mb-5 mt-2 text-ink-soft">{recipe.blurb}</p>
        <div className="mt-auto border-t border-line pt-4">
          <RecipeFacts prepTime={recipe.prepTime} serves={recipe.serves} />
        </div>
      </div>
    </article>
  );
}
