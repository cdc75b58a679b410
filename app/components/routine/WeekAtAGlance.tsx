import type { ExerciseDay } from "~content/weekly-routine";
import { KindBadge } from "./KindBadge";
import { dayAnchor } from "./exerciseKind";

/** Seven rows, three short columns: fits a 375 px phone without scrolling sideways. */
export function WeekAtAGlance({ days }: { days: readonly ExerciseDay[] }) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="border-b border-line bg-muted px-4 py-3 text-left font-serif text-lg font-semibold text-brand-strong sm:px-6">
          The week at a glance
        </caption>
        <thead>
          <tr className="text-sm uppercase tracking-wider text-ink-soft">
            <th scope="col" className="px-4 pb-2 pt-4 font-semibold sm:px-6">
              Day
            </th>
            <th scope="col" className="px-2 pb-2 pt-4 font-semibold sm:px-4">
              Session
            </th>
            <th scope="col" className="hidden px-4 pb-2 pt-4 font-semibold sm:table-cell sm:px-6">
              Type
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} className="border-t border-line align-top">
              <th scope="row" className="px-4 py-3 font-semibold sm:px-6">
                <a href={`#${dayAnchor(day.day)}`} className="text-brand hover:underline">
                  {day.day}
                </a>
              </th>
              <td className="hyphens-auto px-2 py-3 [overflow-wrap:anywhere] sm:px-4">
                <span className="block font-semibold text-ink">{day.title}</span>
                {day.duration ? (
                  <span className="block text-sm text-ink-soft">{day.duration}</span>
                ) : null}
              </td>
              <td className="hidden px-4 py-3 sm:table-cell sm:px-6">
                <KindBadge kind={day.kind} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
