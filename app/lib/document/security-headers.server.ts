/**
 * The headers every response carries, static files and data included (set by the HTTP guard),
 * and the Content-Security-Policy HTML adds (set by entry.server). Scripts run only from this
 * origin or when their text hashes to one the document declared; inline style attributes stay
 * allowed because Radix and recharts set them (docs/decisions/0004-csp-hashes-and-render-cache.md).
 * The set follows the OWASP Secure Headers Project's list; nginx sends the same values
 * (deploy/nginx/security-headers.conf, compared by test/unit/nginx-config.test.ts), and why two
 * of the list are left out is in docs/decisions/0019-nginx-limits-and-headers.md.
 */
export function securityHeaders({
  siteUrl,
  isDevelopment,
}: {
  siteUrl?: string;
  isDevelopment: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Permitted-Cross-Domain-Policies": "none",
  };
  if (siteUrl?.startsWith("https://") && !isDevelopment) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

export function contentSecurityPolicy({
  scriptHashes,
  isDevelopment,
  imageOrigins = [],
  editor = false,
}: {
  /** 'sha256-…' sources for the document's inline scripts. */
  scriptHashes: readonly string[];
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
    "style-src 'self' 'unsafe-inline'",
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
