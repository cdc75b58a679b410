import { Component, lazy, Suspense, memo, useMemo, useState, type ReactNode } from "react";
import { chartPoints, type ChartRange } from "~/lib/tracker/chart-data";
import { dayLabel, shortDate } from "~/lib/tracker/days";
import type { DayEntry } from "~/lib/tracker/day-entry";
import { trackerPage } from "~content/tracker";
import { ChoicePill } from "./DayForm";

const PatternChart = lazy(() => import("./PatternChart"));

const copy = trackerPage.charts;
const form = trackerPage.form;

/** If recharts cannot be fetched (offline before it was ever cached), the table still reads. */
class ChartFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p className="text-ink-soft">{copy.failed}</p> : this.props.children;
  }
}

const show = (value: number | null) => (value === null ? "–" : String(value));

/**
 * The pattern over four weeks, three months or a year: the chart for the eye and, beside it,
 * a table of the same points for a screen reader (or anyone who prefers numbers).
 */
export const ChartSection = memo(function ChartSection({
  days,
  today,
}: {
  days: DayEntry[];
  today: string;
}) {
  const [range, setRange] = useState<ChartRange>("month");
  const points = useMemo(() => chartPoints(days, range, today), [days, range, today]);
  const logged = points.some(
    (point) => point.hotFlushes !== null || point.mood !== null || point.nightSweats !== null,
  );
  return (
    <section aria-labelledby="pattern-heading" className="drawn-when-near space-y-4 print:hidden">
      <h2 id="pattern-heading" className="text-3xl">
        {copy.heading}
      </h2>
      <fieldset>
        <legend className="sr-only">{copy.rangeLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(copy.ranges) as ChartRange[]).map((key) => (
            <ChoicePill
              key={key}
              name="chart-range"
              checked={range === key}
              onChange={() => setRange(key)}
            >
              {copy.ranges[key]}
            </ChoicePill>
          ))}
        </div>
      </fieldset>
      {logged ? (
        <figure className="card p-3 sm:p-5" data-testid="pattern-chart">
          <ChartFailed>
            <Suspense fallback={<p className="h-72 text-ink-soft sm:h-80">{copy.loading}</p>}>
              <PatternChart points={points} />
            </Suspense>
          </ChartFailed>
          <figcaption className="mt-2 text-sm text-ink-soft">
            <span aria-hidden="true">
              <span className="font-semibold text-accent">◆</span> {copy.legendBleeding} ·{" "}
              <span className="font-semibold text-accent">┆ ℞</span> {copy.legendChange}.{" "}
            </span>
            {range === "year" ? copy.weekly : null}
          </figcaption>
          <details className="mt-3">
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-strong">
              {copy.tableSummary}
            </summary>
            <div
              role="region"
              aria-label={copy.tableSummary}
              // A scrolling region must be reachable by keyboard to be scrolled without a pointer.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="mt-2 max-h-96 overflow-auto"
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  {copy.heading}: {copy.ranges[range]}
                </caption>
                <thead>
                  <tr className="border-b border-line">
                    <th scope="col" className="py-2 pr-3">
                      {range === "year" ? "Week of" : "Day"}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {form.hotFlushes}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {form.nightSweats}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {form.mood}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {form.sleepHours}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {form.bleedingHeading}
                    </th>
                    <th scope="col" className="py-2">
                      {copy.legendChange}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((point) => (
                    <tr key={point.date} className="border-b border-line/60">
                      <th scope="row" className="py-1.5 pr-3 font-normal">
                        {range === "year" ? shortDate(point.date) : dayLabel(point.date)}
                      </th>
                      <td className="py-1.5 pr-3">{show(point.hotFlushes)}</td>
                      <td className="py-1.5 pr-3">{show(point.nightSweats)}</td>
                      <td className="py-1.5 pr-3">{show(point.mood)}</td>
                      <td className="py-1.5 pr-3">{show(point.sleepHours)}</td>
                      <td className="py-1.5 pr-3">{point.bleeding ?? ""}</td>
                      <td className="py-1.5">{point.changes.join("; ")}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </figure>
      ) : (
        <p className="text-ink-soft">{copy.empty}</p>
      )}
    </section>
  );
});
