import type { LoaderFunctionArgs } from "@remix-run/node";
import { SourcesList } from "~/components/article/SourcesList";
import { ContentsBar, type TocEntry } from "~/components/article/TableOfContents";
import { Paragraphs } from "~/components/content/RichText";
import { DailySchedule } from "~/components/routine/DailySchedule";
import { ExerciseDayCard } from "~/components/routine/ExerciseDayCard";
import { WeekAtAGlance } from "~/components/routine/WeekAtAGlance";
import { dayAnchor } from "~/components/routine/exerciseKind";
import { formatDate } from "~/lib/dates";
import { loaderMeta } from "~/every-page";
import { pageMeta } from "~/lib/seo.server";
import { resolveSources } from "~/lib/sources.server";
import { useLoaderData } from "@remix-run/react";
import { routineCard, socialImage } from "~/lib/social-card/card-spec";
import { weeklyRoutinePage } from "~content/weekly-routine";
import { HeroImage } from "~/components/content/HeroImage";

/** The page's head, social card and sources, made here so that code stays out of the browser. */
export const loader = ({ request }: LoaderFunctionArgs) => ({
  meta: pageMeta(request, {
    ...weeklyRoutinePage.seo,
    image: socialImage(routineCard(weeklyRoutinePage)),
  }),
  sources: resolveSources(weeklyRoutinePage.sources),
});

export const meta = loaderMeta();

/** "September 2025" -> "2025-09", for the <time> element. */
const PLAN_MONTH = "2025-09";

const NOTE_ID = "note";

/** The page's parts, for the contents bar that follows a phone reader down the long plan. */
const contents: TocEntry[] = [
  { id: NOTE_ID, label: weeklyRoutinePage.note.heading },
  { id: "daily-schedule", label: weeklyRoutinePage.daily.heading },
  {
    id: "exercise-plan",
    label: weeklyRoutinePage.exercise.heading,
    children: weeklyRoutinePage.exercise.days.map(({ day }) => ({
      id: dayAnchor(day),
      label: day,
    })),
  },
  ...weeklyRoutinePage.closing.map(({ id, heading }) => ({ id, label: heading })),
];

export default function WeeklyRoutine() {
  const { hero, note, daily, exercise, closing, lastReviewed } = weeklyRoutinePage;
  const { sources } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-page" aria-labelledby="routine-title">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.15fr] lg:gap-14 lg:py-20">
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
                {daily.heading}
              </a>
              <a
                href="#exercise-plan"
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 py-2 font-semibold text-brand-strong shadow-sm hover:border-brand hover:bg-brand-soft"
              >
                {exercise.heading}
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
        <section
          id={NOTE_ID}
          aria-labelledby="note-title"
          className="container-page scroll-mt-6 pb-12 pt-6 sm:pb-16 sm:pt-8"
        >
          <div className="card max-w-4xl border-l-4 border-l-accent p-6 sm:p-10">
            <h2 id="note-title" className="text-3xl">
              {note.heading}
            </h2>
            <div className="mt-5 space-y-4 text-lg [&_strong]:text-brand-strong">
              <Paragraphs items={note.paragraphs} />
            </div>
          </div>
        </section>

        <section
          id="daily-schedule"
          aria-labelledby="daily-title"
          className="container-page scroll-mt-6 py-8 sm:py-12"
        >
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16">
            <div className="lg:sticky lg:top-8 lg:self-start">
              <h2 id="daily-title" className="text-3xl sm:text-4xl">
                {daily.heading}
              </h2>
              <p className="mt-4 text-lg text-ink-soft">{daily.intro}</p>
            </div>
            <DailySchedule entries={daily.entries} />
          </div>
        </section>

        <section
          id="exercise-plan"
          aria-labelledby="exercise-title"
          className="mt-8 scroll-mt-6 bg-muted/60 py-14 sm:mt-12 sm:py-20"
        >
          <div className="container-page">
            <div className="grid gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16">
              <div>
                <p className="eyebrow">
                  Plan for <time dateTime={PLAN_MONTH}>{exercise.dated}</time>
                </p>
                <h2 id="exercise-title" className="mt-3 text-3xl sm:text-4xl">
                  {exercise.heading}
                </h2>
                <p className="mt-4 text-lg">{exercise.intro}</p>
              </div>
              <WeekAtAGlance days={exercise.days} />
            </div>
            <div className="mt-12 space-y-5">
              {exercise.days.map((day) => (
                <ExerciseDayCard key={day.day} day={day} />
              ))}
            </div>
          </div>
        </section>

        <div className="container-page grid gap-6 pt-14 sm:pt-20 lg:grid-cols-2">
          {closing.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="rounded-3xl bg-sage p-6 sm:p-8"
            >
              <h2 id={`${section.id}-title`} className="text-2xl sm:text-3xl">
                {section.heading}
              </h2>
              <div className="[&_a]:link mt-4 space-y-4">
                <Paragraphs items={section.paragraphs} />
              </div>
            </section>
          ))}
        </div>
        <div id="sources" className="container-page scroll-mt-6 pt-14 sm:pt-20">
          <div className="max-w-[46rem] border-t border-line pt-12">
            <SourcesList sources={sources} />
          </div>
        </div>
      </div>
    </>
  );
}
