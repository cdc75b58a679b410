export const MAX_SLUG_LENGTH = 200;

/**
 * Slugs are lowercase words and hyphens, at most MAX_SLUG_LENGTH characters; anything else
 * cannot exist, so no query is made. Written so that JavaScript and Postgres (`~`, and
 * PostgREST's `match`) read it the same way, letting a query skip the rows the app would drop.
 */
export const SLUG_PATTERN = `^(?=.{1,${MAX_SLUG_LENGTH}}$)[a-z0-9]+(?:-[a-z0-9]+)*$`;
const SLUG = new RegExp(SLUG_PATTERN);

export function isValidSlug(value: string | null | undefined): value is string {
  // The length first, so an enormous value is never handed to the pattern.
  return typeof value === "string" && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}
