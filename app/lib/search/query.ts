/**
 * The search page's one parameter, `q`, and its one spelling: spaces collapsed and trimmed, at
 * most `MAX_QUERY_CHARS` characters. Any other spelling is redirected to this one before the
 * page runs (canonical-url.ts), so the page only ever reads a short, tidy query.
 */
export const SEARCH_QUERY_PARAMETER = "q";

/** The most of a query search reads; a longer one is cut at a character boundary. */
export const MAX_QUERY_CHARS = 100;

export function canonicalSearchQuery(raw: string): string {
  const spaced = raw.replace(/\s+/g, " ").trim();
  return [...spaced].slice(0, MAX_QUERY_CHARS).join("").trim();
}
