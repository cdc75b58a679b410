import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Paragraphs, RichText } from "~/components/content/RichText";
import { RecipeCard } from "~/components/recipes/RecipeCard";
import { recipesIndexData } from "~/lib/recipes.server";
import { loaderMeta } from "~/lib/page-head";
import { recipeGroups, recipesPage } from "~content/recipes-page";
import { HeroImage } from "~/components/content/HeroImage";

export async function loader({ request }: LoaderFunctionArgs) {
  return recipesIndexData(request);
}

export const meta = loaderMeta();

/** Short labels for the in-page jump links. */
const groupShortLabel: Record<string, string> = {
  breakfast: "Breakfasts",
  lunch: "Lunches",
  dinner: "Dinners",
  snack: "Snacks & shakes",
};

function Hero() {
  const { hero } = recipesPage;
  return (
    <section className="bg-gradient-to-b from-brand-soft to-page" aria-labelledby="recipes-title">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.15fr] lg:gap-14 lg:py-20">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1
            id="recipes-title"
            className="mt-3 text-4xl leading-tight sm:text-5xl lg:text-[3.4rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-xl leading-relaxed text-ink-soft">{hero.standfirst}</p>
          <nav aria-label="Recipe groups" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {recipeGroups.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#${group.id}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 py-2 text-[0.95rem] font-semibold text-brand-strong shadow-sm transition-colors hover:border-brand hover:bg-brand-soft"
                  >
                    {groupShortLabel[group.id] ?? group.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <HeroImage image={hero.image} className="w-full rounded-3xl shadow-lg ring-1 ring-line" />
      </div>
    </section>
  );
}

function Intro({ count }: { count: number }) {
  return (
    <section aria-label="Introduction" className="container-page pb-14 pt-8 sm:pb-16 sm:pt-10">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
        <div className="[&_a]:link max-w-prose space-y-5 text-lg">
          <Paragraphs items={recipesPage.intro} />
        </div>
        <aside
          aria-label="These recipes at a glance"
          className="self-start rounded-3xl bg-sage px-6 py-5 sm:p-8"
        >
          <dl className="divide-y divide-ink/10 sm:grid sm:grid-cols-3 sm:gap-6 sm:divide-y-0 lg:grid-cols-1">
            {[
              { term: "Recipes", value: String(count) },
              { term: "Every recipe serves", value: "1" },
              { term: "At every meal", value: "Protein first" },
            ].map((fact) => (
              <div
                key={fact.term}
                className="flex items-baseline justify-between gap-4 py-3 sm:block sm:py-0"
              >
                <dt className="text-ink-soft">{fact.term}</dt>
                <dd className="font-serif text-2xl font-bold text-brand-strong sm:mt-1 sm:text-3xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}

export default function RecipesIndex() {
  const { groups } = useLoaderData<typeof loader>();
  const count = groups.reduce((total, group) => total + group.recipes.length, 0);
  return (
    <>
      <Hero />
      <Intro count={count} />
      <div className="space-y-16 sm:space-y-20">
        {groups.map((group, groupIndex) => (
          <section
            key={group.id}
            id={group.id}
            aria-labelledby={`${group.id}-title`}
            className="container-page scroll-mt-6"
          >
            <div className="max-w-prose">
              <h2 id={`${group.id}-title`} className="text-3xl sm:text-4xl">
                {group.heading}
              </h2>
              <p className="mt-3 text-lg text-ink-soft">{group.intro}</p>
            </div>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.recipes.map((recipe) => (
                <li key={recipe.slug}>
                  {/* Only the first row can be on screen at load; the rest wait until scrolled to. */}
                  <RecipeCard recipe={recipe} eager={groupIndex === 0} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="coming-soon-title" className="container-page">
          <div className="relative overflow-hidden rounded-3xl bg-brand-soft px-6 py-10 text-center sm:px-12 sm:py-14">
            <p className="eyebrow">On the stove</p>
            <h2 id="coming-soon-title" className="mt-3 text-3xl sm:text-4xl">
              {recipesPage.comingSoon.heading}
            </h2>
            <p className="[&_a]:link mx-auto mt-4 max-w-2xl text-lg">
              <RichText text={recipesPage.comingSoon.body} />
            </p>
          </div>
        </section>
      </div>
    </>
  );
}
