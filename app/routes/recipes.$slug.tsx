import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { PrintButton } from "~/components/content/PrintButton";
import { RecipeCard } from "~/components/recipes/RecipeCard";
import { RecipeFacts } from "~/components/recipes/RecipeFacts";
import { RecipeProtein, timingSentence } from "~/components/recipes/RecipeProtein";
import { RecipeMethod } from "~/components/recipes/RecipeMethod";
import { StaticHtml } from "~/components/content/StaticHtml";
import { elementMarkup, pageText } from "~/lib/response.server";
import { Icon } from "~/components/Icon";
import { arrowLeft } from "~/components/icon-shapes";
import { recipeCategory } from "~/lib/recipe-category";
import { notFound } from "~/lib/not-found.server";
import { recipePageData } from "~/lib/recipes.server";
import { loaderMeta } from "~/lib/page-head";
import type { loader as rootLoader } from "~/root";
import { RecipeImage } from "~/components/recipes/RecipeImage";
import { site } from "~content/site";

/**
 * The picture's width: the header's second column beside the title from 1024 px (1.05 of 2.05
 * shares of the page less its 56 px gap: 529 px on a 1152 px page), the page's width below.
 */
const PICTURE_SIZES =
  "(min-width: 1152px) 529px, (min-width: 1024px) calc((100vw - 120px) * 0.512), " +
  "(min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const page = recipePageData(request, params.slug ?? "") ?? notFound(request);
  // The picture (its drawing inside the page), the ingredients and the method are drawn here
  // and sent once (`pageText`); nothing in them changes in the browser.
  const { picture, ...rest } = page;
  const { ingredients, instructions, tip, ...recipe } = rest.recipe;
  const pictureHtml = elementMarkup(
    <RecipeImage
      recipe={{ ...recipe, picture }}
      sizes={PICTURE_SIZES}
      loading="eager"
      priority
      className="w-full rounded-3xl shadow-lg ring-1 ring-line print:rounded-xl print:shadow-none"
    />,
  );
  const method = elementMarkup(
    <RecipeMethod ingredients={ingredients} instructions={instructions} tip={tip} />,
  );
  return {
    ...rest,
    recipe,
    picture: pageText(context, "picture", pictureHtml),
    method: pageText(context, "method", method),
  };
}

export const meta = loaderMeta({
  title: "Page not found",
  description: "Sorry, that recipe doesn't exist. Find all twelve of my recipes instead.",
});

export default function RecipePage() {
  const { recipe, picture, protein, groupHeading, more, method } = useLoaderData<typeof loader>();
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.origin;
  return (
    <>
      <article aria-labelledby="recipe-title">
        <div className="container-page flex flex-wrap items-center justify-between gap-4 pt-6 sm:pt-8 print:hidden">
          <Link
            to="/recipes"
            prefetch="intent"
            className="inline-flex min-h-11 items-center gap-2 rounded-full py-2 pr-3 font-semibold text-brand hover:text-brand-strong hover:underline hover:decoration-accent hover:decoration-2 hover:underline-offset-4"
          >
            <Icon path={arrowLeft} className="h-4 w-4" strokeWidth={2} />
            Back to All Recipes
          </Link>
          <PrintButton label="Print recipe" />
        </div>

        <header className="container-page grid items-center gap-8 py-8 sm:py-10 lg:grid-cols-[1fr_1.05fr] lg:gap-14 print:grid-cols-[1fr_5.5cm] print:items-start print:gap-6 print:px-0 print:py-0">
          <div>
            <p className="eyebrow">{recipeCategory[recipe.group]}</p>
            <h1
              id="recipe-title"
              className="mt-3 text-4xl leading-tight sm:text-5xl print:mt-1 print:text-[24pt]"
            >
              {recipe.title}
            </h1>
            <p className="mt-5 max-w-prose text-lg leading-relaxed text-ink-soft print:mt-3 print:text-[11pt] print:text-ink">
              {recipe.description}
            </p>
            <div className="mt-7 print:mt-4">
              <RecipeFacts prepTime={recipe.prepTime} serves={recipe.serves} variant="panel" />
              <p className="mt-3 text-ink-soft print:mt-2 print:text-[10pt]">
                {timingSentence(recipe.timing)}
              </p>
              <RecipeProtein protein={protein} />
            </div>
          </div>
          {/* Above the title on a phone, as a recipe is read; beside it from 1024 px and on paper. */}
          <StaticHtml text={picture} className="order-first lg:order-none print:order-none" />
        </header>

        <StaticHtml
          text={method}
          className="container-page grid gap-10 pt-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,8fr)] lg:gap-14 print:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:gap-6 print:px-0 print:pt-6"
        />

        {origin ? (
          <p className="hidden print:mt-8 print:block print:border-t print:border-black/20 print:pt-3 print:text-[9pt] print:text-ink-soft">
            From {site.name}: {new URL(`/recipes/${recipe.slug}`, origin).href}
          </p>
        ) : null}
      </article>

      <section aria-labelledby="more-recipes-title" className="container-page mt-20 print:hidden">
        <div className="border-t border-line pt-14">
          <h2 id="more-recipes-title" className="text-3xl">
            More from {groupHeading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((other) => (
              <li key={other.slug}>
                <RecipeCard recipe={other} />
              </li>
            ))}
            <li className="sm:col-span-2 lg:col-span-1">
              <Link
                to="/recipes"
                prefetch="intent"
                className="group flex h-full flex-col justify-center rounded-2xl bg-brand-soft p-8 transition-colors hover:bg-accent-soft"
              >
                <span className="eyebrow">Hungry for more?</span>
                <span className="mt-3 font-serif text-2xl font-semibold leading-snug text-brand-strong group-hover:underline group-hover:decoration-accent group-hover:decoration-2 group-hover:underline-offset-4">
                  See all twelve recipes
                </span>
                <span className="mt-3 text-ink-soft">
                  Breakfasts, lunches, dinners, snacks and protein shakes, all serving one.
                </span>
                <span aria-hidden="true" className="mt-6 text-2xl text-brand">
                  &rarr;
                </span>
              </Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
