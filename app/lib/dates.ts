/** en-US long form in UTC ("March 14, 2025"), identical on server and client (DESIGN.md 9). */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Every date a reader sees: an ISO timestamp or a "YYYY-MM-DD" day, in US long form. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** A post's creation date. */
export const formatPostDate = formatLongDate;
