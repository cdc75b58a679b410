/**
 * Calendar arithmetic on YYYY-MM-DD strings, in the reader's own days. A day is a date, not a
 * moment: all sums are done at noon UTC so no time zone or clock change moves a day.
 */
import { MONTHS } from "~content/calendar";

const DAY_MS = 86_400_000;

const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(noon(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((noon(to) - noon(from)) / DAY_MS);
}

/**
 * Oldest first, for `sort`. YYYY-MM-DD strings order as their characters do; `localeCompare`
 * would load the browser's collation data for nothing.
 */
export const oldestFirst = (a: { date: string }, b: { date: string }) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

/** The reader's today, by her own clock. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The same day `months` later (the last day of a shorter month when it has no such day). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/*
 * Dates in British form, written out here rather than by Intl.DateTimeFormat: the first
 * DateTimeFormat a page makes loads the browser's locale data, about 60 to 80 ms of a phone's
 * main thread (4× CPU), which the tracker paid as it arrived (docs/decisions/0051-the-phone-after-the-first-paint.md).
 * test/unit/tracker.test.ts checks these against Intl's en-GB for every day of two years.
 */
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** en-GB's short months: four letters for September, three for the rest. */
const SHORT_MONTHS = MONTHS.map((month) => (month === "September" ? "Sept" : month.slice(0, 3)));

const parts = (date: string) => {
  const day = new Date(noon(date));
  return { weekday: day.getUTCDay(), day: day.getUTCDate(), month: day.getUTCMonth() };
};

/** "Tue 3 Nov": a day in a list or on a chart. */
export function dayLabel(date: string): string {
  const { weekday, day, month } = parts(date);
  return `${WEEKDAYS[weekday]} ${day} ${SHORT_MONTHS[month]}`;
}
/** "3 November 2026": a day in a sentence or on paper. */
export function longDate(date: string): string {
  const { day, month } = parts(date);
  return `${day} ${MONTHS[month]} ${date.slice(0, 4)}`;
}
/** "3 Nov": an axis tick. */
export function shortDate(date: string): string {
  const { day, month } = parts(date);
  return `${day} ${SHORT_MONTHS[month]}`;
}
