/**
 * The one rule for "is this link a page of this site?", used by content prose, post bodies on
 * the server and their client-side navigation. Only a single "/" followed by a path character
 * is internal: "//host" and "/\host" are other hosts to a browser, and anything with a scheme
 * is external.
 */
const INTERNAL = /^\/(?:$|[A-Za-z0-9\-._~%!$&'()*+,;=:@?#])/;

export function isInternalHref(href: string): boolean {
  // Browsers drop tabs and newlines inside URLs, which could join "/" and "/" again.
  return INTERNAL.test(href) && !/[\t\n\r]/.test(href);
}
