/**
 * The site's one date format: en-US long form in UTC ("March 14, 2025"), the same on the
 * server and in the browser, so hydration never disagrees (docs/decisions/0005-dates-en-us-utc.md).
 *
 * Written out here rather than by Intl.DateTimeFormat: the first DateTimeFormat a page makes
 * loads the browser's locale data, about 70 ms of a phone's main thread (4× CPU) on every page
 * that shows a date, in the one task that evaluates the page's modules
 * (docs/decisions/0060-dates-without-intl.md). test/unit/topic-meta.test.ts checks this against
 * Intl's en-US for every day of three years and for timestamps near midnight.
 */

/** en-US's long month names, kept here so a page's dates need no module of their own. */
const MONTH_NAMES =
  "January February March April May June July August September October November December";
const MONTHS = MONTH_NAMES.split(" ");

/** The UTC calendar day, "2025-03-14"; a RangeError, as Intl gave, for a date that is not one. */
const utcDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** A date ("2024-01-01") or timestamp ("2025-03-14T09:30:00Z") from content or the database. */
export function formatDate(iso: string): string {
  const [year, month, day] = utcDay(iso).split("-");
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

/**
 * Whether an edit is worth telling readers about: made on a later calendar day (UTC) than the
 * first publication, so a typo fixed the same morning does not read as an update.
 */
export function isLaterDay(firstIso: string, laterIso: string): boolean {
  return utcDay(laterIso) > utcDay(firstIso);
}
