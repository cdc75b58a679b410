/**
 * Calendar arithmetic on YYYY-MM-DD strings, in the reader's own days. A day is a date, not a
 * moment: all sums are done at noon UTC so no time zone or clock change moves a day.
 */
const DAY_MS = 86_400_000;

const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(noon(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((noon(to) - noon(from)) / DAY_MS);
}

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

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const longFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Tue 3 Nov": a day in a list or on a chart. */
export const dayLabel = (date: string) => dayFormat.format(noon(date));
/** "3 November 2026": a day in a sentence or on paper. */
export const longDate = (date: string) => longFormat.format(noon(date));
/** "3 Nov": an axis tick. */
export const shortDate = (date: string) => shortFormat.format(noon(date));
