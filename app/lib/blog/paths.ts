/** The blog's addresses, for pending screens and links. */
export function isBlogListPath(pathname: string | undefined): boolean {
  return Boolean(pathname && /^\/blog\/?$/.test(pathname));
}

/** A single post's address. */
export function isPostPath(pathname: string | undefined): boolean {
  return Boolean(pathname && /^\/blog\/[^/]+\/?$/.test(pathname));
}
