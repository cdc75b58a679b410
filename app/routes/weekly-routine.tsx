import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentsBar } from "~/components/article/TableOfContents";
import { HeroImage } from "~/components/content/HeroImage";
import { StaticHtml } from "~/components/content/StaticHtml";
import RoutineBody, { routineContents } from "~/components/routine/RoutineBody";
import { loaderMeta } from "~/lib/page-head";
import { formatDate } from "~/lib/dates";
import { articleMeta, sourcesText, staticMarkup } from "~/lib/static-page.server";
import { routineCard, socialImage } from "~/lib/social-card/card-spec";
import { pageText } from "~/lib/response.server";
import { weeklyRoutinePage } from "~content/weekly-routine";

/**
 * The page's head, social card and sources, made here so that code stays out of the browser,
 * what the page draws around its text (the hero and the contents), and the text itself, drawn
 * once as HTML.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => {
  const { seo, hero, lastReviewed, daily, exercise } = weeklyRoutinePage;
  return {
    meta: articleMeta(request, { seo, hero }, socialImage(routineCard(weeklyRoutinePage))),
    hero,
    lastReviewed,
    jumps: { daily: daily.heading, exercise: exercise.heading },
    contents: routineContents,
    sources: sourcesText(context, weeklyRoutinePage.sources),
    body: pageText(context, "body", staticMarkup(RoutineBody)),
  };
};

export const meta = loaderMeta();

export default function WeeklyRoutine() {
  const { hero, lastReviewed, jumps, contents, sources, body } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-page" aria-labelledby="routine-title">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.15fr] lg:gap-14 lg:py-20 print:block print:py-0">
          <div>
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1 id="routine-title" className="mt-3 text-4xl leading-tight sm:text-5xl lg:text-6xl">
              {hero.title}
            </h1>
            <p className="mt-5 max-w-xl text-xl leading-relaxed text-ink-soft">{hero.standfirst}</p>
            <p className="mt-4 text-sm font-semibold text-ink-soft">
              Last reviewed <time dateTime={lastReviewed}>{formatDate(lastReviewed)}</time>
            </p>
            <p className="mt-8 flex flex-wrap gap-3 print:hidden">
              <a
                href="#daily-schedule"
                className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 py-2 font-semibold text-on-brand hover:bg-brand-strong"
              >
                {jumps.daily}
              </a>
              <a
                href="#exercise-plan"
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 py-2 font-semibold text-brand-strong shadow-sm hover:border-brand hover:bg-brand-soft"
              >
                {jumps.exercise}
              </a>
            </p>
          </div>
          <HeroImage
            image={hero.image}
            // An illustration of the theme, not information: paper goes straight to the plan.
            className="w-full rounded-3xl shadow-lg ring-1 ring-line print:hidden"
          />
        </div>
      </section>

      <div>
        <ContentsBar entries={contents} className="px-5 sm:px-8" />
        <StaticHtml text={body} />
        <div id="sources" className="container-page scroll-mt-6 pt-14 sm:pt-20 print:pt-6">
          <div className="max-w-[46rem] border-t border-line pt-12 print:max-w-none print:pt-6">
            <StaticHtml text={sources} />
          </div>
        </div>
      </div>
    </>
  );
}
