import { memo, useMemo } from "react";
import { GpChecklist } from "~/components/diary/GpChecklist";
import { PrintButton } from "~/components/content/PrintButton";
import { RichText } from "~/components/content/RichText";
import { longDate, shortDate } from "~/lib/tracker/days";
import { scoredSymptoms, type DayEntry } from "~/lib/tracker/day-entry";
import { gpSummary, type Measure } from "~/lib/tracker/summary";
import { symptomDiaryPage } from "~content/symptom-diary";
import { trackerPage } from "~content/tracker";
import { warningText } from "./WarningNotice";

const copy = trackerPage.summary;
const form = trackerPage.form;

const measureLabels: [Measure, string][] = [
  ["hotFlushes", `${form.hotFlushes} (a day)`],
  ["nightSweats", `${form.nightSweats} (a night)`],
  ["sleepHours", form.sleepHours],
  ["timesWoken", form.timesWoken],
  ["mood", `${form.mood} (10 is best)`],
  ...scoredSymptoms.map((symptom): [Measure, string] => [
    `score:${symptom.id}`,
    `${symptom.label} (0–3)`,
  ]),
];

const oneDecimal = (value: number | null | undefined) =>
  value === null || value === undefined ? "–" : value.toFixed(1);

const changeWords = { started: "Started", changed: "Dose changed", stopped: "Stopped" } as const;

/** Headings and cells sized for one printed A4 page. */
const cell =
  "border border-line px-2 py-1 text-left align-top print:border-black/40 print:px-1 print:py-0.5";

/**
 * The last twelve weeks on one page for a GP, in the printable diary's style, with the diary's
 * appointment checklist after it. Printed, it is all the tracker prints.
 */
export const GpSummary = memo(function GpSummary({
  days,
  today,
  lastPeriod,
}: {
  days: DayEntry[];
  today: string;
  lastPeriod: string | null;
}) {
  const summary = useMemo(() => gpSummary(days, today, lastPeriod), [days, today, lastPeriod]);
  const hardest = new Set(summary.hardest.map((week) => week.start));
  return (
    <section
      aria-labelledby="summary-heading"
      className="drawn-when-near space-y-4"
      id="gp-summary"
    >
      <div className="space-y-3 print:hidden">
        <h2 id="summary-heading" className="text-3xl">
          {copy.heading}
        </h2>
        <p className="text-lg">{copy.intro}</p>
        <div className="min-h-11">
          <PrintButton label={copy.print} />
        </div>
      </div>

      <div
        data-testid="gp-summary"
        className="card space-y-4 p-4 text-sm sm:p-6 print:break-after-page print:space-y-2 print:rounded-none print:border-0 print:p-0 print:text-[8.5pt] print:leading-snug print:shadow-none"
      >
        <header>
          <h3 className="text-2xl print:text-[15pt]">{copy.title}</h3>
          <p className="text-ink-soft">
            {longDate(summary.from)} to {longDate(summary.to)} · {copy.daysLogged}: {summary.logged}{" "}
            of 84. {copy.scaleNote}
          </p>
        </header>

        {summary.warnings.length > 0 ? (
          <div className="[&_a]:link rounded-lg border-2 border-accent p-3 print:p-2">
            <h4 className="font-semibold text-brand-strong">{copy.warningsHeading}</h4>
            <ul className="mt-1 space-y-1">
              {summary.warnings.map(({ date, warnings }) => (
                <li key={date}>
                  <strong>{longDate(date)}:</strong>{" "}
                  {warnings.map((warning) => (
                    <RichText key={warning} text={`${warningText[warning][0]} `} />
                  ))}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="grid gap-4 print:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:gap-3">
          <div>
            <h4 className="font-semibold text-brand-strong">{copy.averagesHeading}</h4>
            <table className="mt-1 w-full border-collapse">
              <tbody>
                {measureLabels.map(([measure, label]) => (
                  <tr key={measure}>
                    <th scope="row" className={`${cell} font-normal`}>
                      {label}
                    </th>
                    <td className={`${cell} w-12 text-right`}>
                      {oneDecimal(summary.averages[measure])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="min-w-0">
            <h4 className="font-semibold text-brand-strong">{copy.weeksHeading}</h4>
            <div
              role="region"
              aria-label={copy.weeksHeading}
              // A scrolling region must be reachable by keyboard to be scrolled without a pointer.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="overflow-x-auto"
            >
              <table className="mt-1 w-full border-collapse">
                <thead>
                  <tr>
                    <th scope="col" className={cell}>
                      Week of
                    </th>
                    <th scope="col" className={cell}>
                      Days
                    </th>
                    <th scope="col" className={cell}>
                      Flushes
                    </th>
                    <th scope="col" className={cell}>
                      Sweats
                    </th>
                    <th scope="col" className={cell}>
                      Sleep
                    </th>
                    <th scope="col" className={cell}>
                      Mood
                    </th>
                    <th scope="col" className={cell}>
                      Scores
                    </th>
                    <th scope="col" className={cell}>
                      Bled
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summary.weeks.map((week) => (
                    <tr
                      key={week.start}
                      className={hardest.has(week.start) ? "bg-accent-soft/50 font-semibold" : ""}
                    >
                      <th scope="row" className={`${cell} whitespace-nowrap font-normal`}>
                        {shortDate(week.start)}
                        {hardest.has(week.start) ? (
                          <span className="sr-only"> (one of the hardest weeks)</span>
                        ) : null}
                      </th>
                      <td className={cell}>{week.logged}</td>
                      <td className={cell}>{oneDecimal(week.averages.hotFlushes)}</td>
                      <td className={cell}>{oneDecimal(week.averages.nightSweats)}</td>
                      <td className={cell}>{oneDecimal(week.averages.sleepHours)}</td>
                      <td className={cell}>{oneDecimal(week.averages.mood)}</td>
                      <td className={cell}>{oneDecimal(week.burden)}</td>
                      <td className={cell}>{week.bleedingDays}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-1 text-ink-soft">
              {copy.hardestHeading}:{" "}
              {summary.hardest.length > 0
                ? summary.hardest.map((week) => `the week of ${longDate(week.start)}`).join(" and ")
                : "–"}
              . Scores: each day&apos;s symptom scores added up, averaged over the week.
            </p>
          </div>
        </div>

        <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-3">
          <div>
            <h4 className="font-semibold text-brand-strong">{copy.bleedingHeading}</h4>
            {summary.episodes.length === 0 ? (
              <p>{copy.noBleeding}</p>
            ) : (
              <ul className="list-disc pl-5">
                {summary.episodes.map((episode) => (
                  <li key={episode.start}>
                    {longDate(episode.start)}: {episode.days} {episode.days === 1 ? "day" : "days"},
                    heaviest {episode.heaviest}
                  </li>
                ))}
              </ul>
            )}
            {summary.lastBleed ? (
              <p>
                {copy.lastBleed}: {longDate(summary.lastBleed)}
              </p>
            ) : null}
          </div>
          <div>
            <h4 className="font-semibold text-brand-strong">{copy.changesHeading}</h4>
            {summary.changes.length === 0 ? (
              <p>{copy.noChanges}</p>
            ) : (
              <ul className="list-disc pl-5">
                {summary.changes.map((change) => (
                  <li key={change.date}>
                    {longDate(change.date)}: {changeWords[change.kind as keyof typeof changeWords]}
                    {change.what ? `, ${change.what}` : ""}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>

        <div>
          <h4 className="font-semibold text-brand-strong">{copy.notesHeading}</h4>
          {summary.notes.length === 0 ? (
            <p>{copy.noNotes}</p>
          ) : (
            <ul className="space-y-1">
              {summary.notes.map((note) => (
                <li key={note.date} className="whitespace-pre-line">
                  <strong>{shortDate(note.date)}:</strong> {note.note}
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="text-ink-soft">{copy.footer}</p>
      </div>

      <div className="hidden print:block">
        <h3 className="text-[15pt]">{symptomDiaryPage.checklist.heading}</h3>
        <div className="mt-3">
          <GpChecklist groups={symptomDiaryPage.checklist.groups} />
        </div>
      </div>
    </section>
  );
});
