/** Slugs are lowercase words and hyphens; anything else cannot exist, so no query is made. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;

export function isValidSlug(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}
