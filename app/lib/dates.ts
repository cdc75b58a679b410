/** en-US long form in UTC ("March 14, 2025"), identical on server and client (DESIGN.md 9). */
const postDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export function formatPostDate(iso: string): string {
  return postDate.format(new Date(iso));
}
