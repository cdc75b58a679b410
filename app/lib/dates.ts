/**
 * The site's one date format: en-US long form in UTC ("March 14, 2025"), the same on the
 * server and in the browser, so hydration never disagrees (docs/decisions/0005-dates-en-us-utc.md).
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A date ("2024-01-01") or timestamp ("2025-03-14T09:30:00Z") from content or the database. */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/**
 * Whether an edit is worth telling readers about: made on a later calendar day (UTC) than the
 * first publication, so a typo fixed the same morning does not read as an update.
 */
export function isLaterDay(firstIso: string, laterIso: string): boolean {
  return (
    new Date(laterIso).getTime() > new Date(firstIso).getTime() &&
    formatDate(laterIso) !== formatDate(firstIso)
  );
}
