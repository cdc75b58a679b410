/**
 * A page's one address. Routes match case-insensitively, with or without a trailing slash and
 * with percent-encoded letters (`/ABOUT`, `/about/`, `/%61bout`), but every route's path and
 * every slug is lower-case words and hyphens, so each of those names exactly one page: its
 * canonical path is the decoded, lower-cased path without trailing or doubled slashes. Only
 * paths that come out as plain URL characters are rewritten; anything else, an encoded slash or
 * a `..` segment included, is left alone (it names no page and gets the 404).
 */
const PLAIN_PATH = /^\/[a-z0-9\-._~/]*$/;
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;

export function canonicalPath(pathname: string): string {
  if (/%2f|%5c/i.test(pathname)) return pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
  // Doubled slashes collapse, so a redirect can never become `//host` (another site).
  const candidate = decoded
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/(.)\/$/, "$1");
  return PLAIN_PATH.test(candidate) && !DOT_SEGMENT.test(candidate) ? candidate : pathname;
}
