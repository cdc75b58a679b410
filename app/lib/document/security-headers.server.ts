/**
 * The Content-Security-Policy of an HTML page (set by entry.server; the headers every response
 * carries are the server's: server/security-headers.js). Scripts run only from this origin or
 * when their text hashes to one the document declared (docs/decisions/0004-csp-hashes-and-render-cache.md).
 * Style elements likewise: the page's one stylesheet is named by its hash, so an injected
 * `<style>` does not apply; style attributes stay allowed (`style-src-attr`), because Radix and
 * recharts set them. Development and the editor keep `'unsafe-inline'`: Vite and Keystatic add
 * style elements as they run.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  isDevelopment,
  imageOrigins = [],
  editor = false,
}: {
  /** 'sha256-…' sources for the document's inline scripts. */
  scriptHashes: readonly string[];
  /** 'sha256-…' sources for the document's style elements (the site's stylesheet). */
  styleHashes: readonly string[];
  isDevelopment: boolean;
  /** Extra hosts featured images may come from (the Supabase project's storage). */
  imageOrigins?: readonly string[];
  /**
   * The author's editor (/keystatic): it previews a chosen photo from a blob: URL and, in
   * GitHub mode, talks to GitHub's API from the browser.
   */
  editor?: boolean;
}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    ...(isDevelopment || editor
      ? ["style-src 'self' 'unsafe-inline'"]
      : [
          ["style-src 'self'", ...styleHashes].join(" "),
          ["style-src-elem 'self'", ...styleHashes].join(" "),
          "style-src-attr 'unsafe-inline'",
        ]),
    ["img-src 'self' data: https:", ...(editor ? ["blob:"] : []), ...imageOrigins].join(" "),
    "font-src 'self'",
    [
      "connect-src 'self'",
      // The dev server's live reload talks over a websocket on another port.
      ...(isDevelopment ? ["ws: http://localhost:*"] : []),
      ...(editor ? ["https://api.github.com"] : []),
    ].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
