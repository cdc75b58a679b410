/**
 * What the GP summary says about the last twelve weeks: averages, the hardest weeks, the
 * bleeding pattern, medicine changes and her notes. Arithmetic only; the words are the
 * component's.
 */
import { addDays, daysBetween, oldestFirst } from "./days";
import { scoredSymptoms, type Bleeding, type DayEntry } from "./day-entry";
import { warningsFor, type Warning } from "./warnings";

export const SUMMARY_WEEKS = 12;

export type Measure =
  "hotFlushes" | "nightSweats" | "sleepHours" | "timesWoken" | "mood" | `score:${string}`;

export function measureValue(day: DayEntry, measure: Measure): number | null {
  if (measure.startsWith("score:")) return day.scores[measure.slice(6)] ?? null;
  return day[measure as Exclude<Measure, `score:${string}`>];
}

export const summaryMeasures: Measure[] = [
  "hotFlushes",
  "nightSweats",
  "sleepHours",
  "timesWoken",
  "mood",
  ...scoredSymptoms.map((symptom) => `score:${symptom.id}` as const),
];

export function average(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  return present.reduce((sum, value) => sum + value, 0) / present.length;
}

/** The day's 0-3 scores added up: how hard the day was, by the diary's own scale. */
export function scoreTotal(day: DayEntry): number | null {
  const scores = Object.values(day.scores);
  return scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0);
}

export interface WeekSummary {
  start: string;
  end: string;
  logged: number;
  averages: Partial<Record<Measure, number | null>>;
  /** The average of each logged day's added-up scores. */
  burden: number | null;
  bleedingDays: number;
}

export interface Episode {
  start: string;
  days: number;
  heaviest: Bleeding;
}

export interface GpSummary {
  from: string;
  to: string;
  logged: number;
  averages: Record<Measure, number | null>;
  weeks: WeekSummary[];
  /** The (up to two) weeks with the highest burden, hardest first. */
  hardest: WeekSummary[];
  episodes: Episode[];
  lastBleed: string | null;
  changes: { date: string; kind: string; what: string }[];
  notes: { date: string; note: string }[];
  warnings: { date: string; warnings: Warning[] }[];
}

const HEAVINESS: Bleeding[] = ["none", "spotting", "light", "heavy"];

export function gpSummary(all: DayEntry[], today: string, lastPeriod: string | null): GpSummary {
  const from = addDays(today, -(SUMMARY_WEEKS * 7 - 1));
  const inWindow = all.filter((day) => day.date >= from && day.date <= today).sort(oldestFirst);
  const averages = Object.fromEntries(
    summaryMeasures.map((measure) => [
      measure,
      average(inWindow.map((day) => measureValue(day, measure))),
    ]),
  ) as Record<Measure, number | null>;

  const weeks: WeekSummary[] = Array.from({ length: SUMMARY_WEEKS }, (_, index) => {
    const start = addDays(from, index * 7);
    const end = addDays(start, 6);
    const days = inWindow.filter((day) => day.date >= start && day.date <= end);
    return {
      start,
      end,
      logged: days.length,
      averages: Object.fromEntries(
        summaryMeasures.map((measure) => [
          measure,
          average(days.map((day) => measureValue(day, measure))),
        ]),
      ),
      burden: average(days.map(scoreTotal)),
      bleedingDays: days.filter((day) => day.bleeding && day.bleeding !== "none").length,
    };
  });
  const hardest = weeks
    .filter((week) => week.burden !== null)
    .sort((a, b) => (b.burden ?? 0) - (a.burden ?? 0))
    .slice(0, 2);

  const episodes: Episode[] = [];
  for (const day of inWindow) {
    if (!day.bleeding || day.bleeding === "none") continue;
    const current = episodes.at(-1);
    if (current && daysBetween(addDays(current.start, current.days - 1), day.date) === 1) {
      current.days++;
      if (HEAVINESS.indexOf(day.bleeding) > HEAVINESS.indexOf(current.heaviest)) {
        current.heaviest = day.bleeding;
      }
    } else {
      episodes.push({ start: day.date, days: 1, heaviest: day.bleeding });
    }
  }
  const bleeds = all
    .filter((day) => day.date <= today && day.bleeding && day.bleeding !== "none")
    .sort(oldestFirst);

  return {
    from,
    to: today,
    logged: inWindow.length,
    averages,
    weeks,
    hardest,
    episodes,
    lastBleed: bleeds.at(-1)?.date ?? null,
    changes: inWindow
      .filter((day) => day.change)
      .map((day) => ({ date: day.date, kind: day.change!.kind, what: day.change!.what })),
    notes: inWindow
      .filter((day) => day.note)
      .map((day) => ({ date: day.date, note: day.note }))
      .reverse(),
    warnings: inWindow
      .map((day) => ({ date: day.date, warnings: warningsFor(day, all, lastPeriod) }))
      .filter((entry) => entry.warnings.length > 0),
  };
}
