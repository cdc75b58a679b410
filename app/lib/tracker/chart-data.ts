/**
 * The points a chart and its table show for a range: a point a day over four weeks or three
 * months, a point a week (its average) over a year. Days with nothing logged stay empty, so a
 * line is never drawn through a guess.
 */
import { addDays } from "./days";
import type { Bleeding, DayEntry } from "./day-entry";
import { average } from "./summary";

export type ChartRange = "month" | "quarter" | "year";

export const RANGE_DAYS: Record<ChartRange, number> = { month: 28, quarter: 91, year: 364 };

export interface ChartPoint {
  /** The day, or the first day of the week. */
  date: string;
  hotFlushes: number | null;
  nightSweats: number | null;
  mood: number | null;
  sleepHours: number | null;
  /** The heaviest bleeding that day (or week), if any. */
  bleeding: Exclude<Bleeding, "none"> | null;
  /** Medicine changes that day (or week), in words. */
  changes: string[];
}

const HEAVINESS = ["spotting", "light", "heavy"] as const;

const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

function point(date: string, days: DayEntry[]): ChartPoint {
  let bleeding: ChartPoint["bleeding"] = null;
  for (const day of days) {
    if (day.bleeding && day.bleeding !== "none") {
      if (bleeding === null || HEAVINESS.indexOf(day.bleeding) > HEAVINESS.indexOf(bleeding)) {
        bleeding = day.bleeding;
      }
    }
  }
  return {
    date,
    hotFlushes: round(average(days.map((day) => day.hotFlushes))),
    nightSweats: round(average(days.map((day) => day.nightSweats))),
    mood: round(average(days.map((day) => day.mood))),
    sleepHours: round(average(days.map((day) => day.sleepHours))),
    bleeding,
    changes: days.flatMap((day) =>
      day.change ? [`${day.change.kind}: ${day.change.what}`.trim()] : [],
    ),
  };
}

export function chartPoints(all: DayEntry[], range: ChartRange, today: string): ChartPoint[] {
  const from = addDays(today, -(RANGE_DAYS[range] - 1));
  const byDate = new Map(all.filter((day) => day.date >= from).map((day) => [day.date, day]));
  const step = range === "year" ? 7 : 1;
  const points: ChartPoint[] = [];
  for (let offset = 0; offset < RANGE_DAYS[range]; offset += step) {
    const start = addDays(from, offset);
    const days: DayEntry[] = [];
    for (let index = 0; index < step; index++) {
      const day = byDate.get(addDays(start, index));
      if (day) days.push(day);
    }
    points.push(point(start, days));
  }
  return points;
}
