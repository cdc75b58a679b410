/**
 * Headers every HTML response carries. Scripts run only from this origin or when their text
 * hashes to one the document declared; inline style attributes stay allowed because Radix and
 * recharts set them.
 */
export function securityHeaders({
  scriptHashes,
  isDevelopment,
  siteUrl,
  imageOrigins = [],
}: {
  /** 'sha256-…' sources for the document's inline scripts. */
  scriptHashes: readonly string[];
  isDevelopment: boolean;
  siteUrl?: string;
  /** Extra hosts featured images may come from (the Supabase project's storage). */
  imageOrigins?: string[];
}): Record<string, string> {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins].join(" "),
    "font-src 'self'",
    // The dev server's live reload talks over a websocket on another port.
    isDevelopment ? "connect-src 'self' ws: http://localhost:*" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
  };
  if (siteUrl?.startsWith("https://")) {
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  }
  return headers;
}

/** The Supabase project's origin, where post images may be stored. */
export function supabaseImageOrigins(supabaseUrl: string | undefined): string[] {
  if (!supabaseUrl) return [];
  try {
    return [new URL(supabaseUrl).origin];
  } catch {
    return [];
  }
}
