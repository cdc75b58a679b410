import { Paragraphs } from "~/components/content/RichText";
import type { TocEntry } from "~/components/article/TableOfContents";
import { weeklyRoutinePage } from "~content/weekly-routine";
import { DailySchedule } from "./DailySchedule";
import { ExerciseDayCard } from "./ExerciseDayCard";
import { WeekAtAGlance } from "./WeekAtAGlance";
import { dayAnchor } from "./exerciseKind";

/** "September 2025" -> "2025-09", for the <time> element. */
const PLAN_MONTH = "2025-09";

const NOTE_ID = "note";

/** The page's parts, for the contents bar that follows a phone reader down the long plan. */
export const routineContents: TocEntry[] = [
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

/**
 * The routine's text, from the author's note to the closing notes: drawn once on the server
 * (`staticMarkup`) and shown by the page as HTML.
 */
export default function RoutineBody() {
  const { note, daily, exercise, closing } = weeklyRoutinePage;
  return (
    <>
      <section
        id={NOTE_ID}
        aria-labelledby="note-title"
        className="container-page scroll-mt-6 pb-12 pt-6 sm:pb-16 sm:pt-8 print:pb-6"
      >
        <div className="card max-w-4xl border-l-4 border-l-accent p-6 sm:p-10 print:max-w-none print:p-5">
          <h2 id="note-title" className="text-3xl">
            {note.heading}
          </h2>
          <div className="mt-5 space-y-4 text-lg print:mt-3 print:space-y-2 print:text-base [&_strong]:text-brand-strong">
            <Paragraphs items={note.paragraphs} />
          </div>
        </div>
      </section>

      <section
        id="daily-schedule"
        aria-labelledby="daily-title"
        className="container-page scroll-mt-6 py-8 sm:py-12 print:py-4"
      >
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-16 print:gap-4">
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
        className="mt-8 scroll-mt-6 bg-muted/60 py-14 sm:mt-12 sm:py-20 print:mt-4 print:py-4"
      >
        <div className="container-page">
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16 print:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] print:gap-6">
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
          <div className="mt-12 space-y-5 print:mt-6 print:space-y-3">
            {exercise.days.map((day) => (
              <ExerciseDayCard key={day.day} day={day} />
            ))}
          </div>
        </div>
      </section>

      <div className="container-page grid gap-6 pt-14 sm:pt-20 lg:grid-cols-2 print:grid-cols-2 print:gap-4 print:pt-6">
        {closing.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="rounded-3xl bg-sage p-6 sm:p-8 print:break-inside-avoid print:border print:border-line print:p-4"
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
    </>
  );
}
