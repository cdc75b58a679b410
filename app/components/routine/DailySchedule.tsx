import { RichText } from "~/components/content/RichText";
import type { DailyEntry } from "../../../content/weekly-routine";

/** The day as a timeline: one term (time and label) per description. */
export function DailySchedule({ entries }: { entries: readonly DailyEntry[] }) {
  return (
    <dl className="relative">
      {entries.map((entry, index) => (
        <div
          key={entry.label}
          className="relative grid grid-cols-[1.75rem_minmax(0,1fr)] gap-x-4 pb-8 last:pb-0 sm:gap-x-5"
        >
          {/* The rail and its dot: decoration only. */}
          <span aria-hidden="true" className="relative flex justify-center">
            <span className="relative z-10 mt-1.5 h-4 w-4 rounded-full border-[3px] border-accent bg-page" />
            {index < entries.length - 1 ? (
              <span className="absolute bottom-[-0.5rem] top-6 w-0.5 rounded-full bg-line" />
            ) : null}
          </span>
          <div>
            <dt className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="rounded-full bg-brand-soft px-3 py-0.5 text-sm font-bold tabular-nums text-brand-strong">
                {entry.time}
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
              <RichText text={entry.description} />
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
