import { Fragment } from "react";
import { RichText } from "~/components/content/RichText";
import { keepNumbersWithUnits } from "~/lib/typography";
import type { DailyEntry } from "~content/weekly-routine";

/**
 * The day as a timeline: one term (time and label) per description. A <dl>'s <div> may hold
 * only <dt> and <dd>, so the rail sits inside the <dt>, positioned against the row.
 */
export function DailySchedule({ entries }: { entries: readonly DailyEntry[] }) {
  return (
    <dl className="relative">
      {entries.map((entry, index) => (
        <div key={entry.label} className="relative pb-8 pl-11 last:pb-0 sm:pl-12 print:pb-4">
          <dt className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {/* The rail and its dot: decoration only. */}
            <span
              aria-hidden="true"
              className="absolute bottom-8 left-0 top-0 flex w-7 justify-center"
            >
              <span className="relative z-10 mt-1.5 h-4 w-4 rounded-full border-[3px] border-accent bg-page" />
              {index < entries.length - 1 ? (
                <span className="absolute bottom-[-0.5rem] top-6 w-0.5 rounded-full bg-line" />
              ) : null}
            </span>
            {/* One pill, on one line where it fits. On a narrow screen with large text in the
                fallback fonts it wraps inside the same box, only after a dash or a slash
                ("8:00–9:30/" then "10:00 pm"), rather than push the page sideways. */}
            <span className="max-w-full rounded-2xl bg-brand-soft px-3 py-0.5 text-sm font-bold tabular-nums text-brand-strong">
              <PillTime time={entry.time} />
            </span>
            <span className="font-serif text-xl font-semibold text-brand-strong">
              {entry.label}
            </span>
            {entry.weekdaysOnly ? (
              <span className="rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-ink-soft">
                Weekdays
              </span>
            ) : null}
          </dt>
          <dd className="[&_a]:link mt-2 text-ink-soft">
            <RichText text={keepNumbersWithUnits(entry.description)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A time whose only places to break are after a dash or a slash: each piece between them is
 * kept whole, so a time never parts from its "am".
 */
function PillTime({ time }: { time: string }) {
  return (
    <>
      {time.split(/(?<=[–/])/).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="whitespace-nowrap">{piece}</span>
        </Fragment>
      ))}
    </>
  );
}
