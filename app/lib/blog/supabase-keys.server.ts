/**
 * Which kind of Supabase API key a value is, so each is used only where it belongs: the site
 * reads with a public key (Row Level Security applies), `npm run posts:push` writes with a
 * secret one (it bypasses Row Level Security). Supabase issues two generations of each: the
 * publishable (`sb_publishable_…`) and secret (`sb_secret_…`) keys, and the legacy `anon` and
 * `service_role` JWTs it is retiring. Nothing here checks a signature; it only reads what the
 * key says it is, to stop a key pasted into the wrong place.
 */
export type SupabaseKeyKind = "public" | "secret" | "unknown";

/** The role a legacy key's JWT payload names, or null when the value is not such a JWT. */
function jwtRole(key: string): string | null {
  const parts = key.split(".");
  if (parts.length !== 3) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8"));
    return payload && typeof payload === "object" && "role" in payload
      ? String(payload.role)
      : null;
  } catch {
    return null;
  }
}

export function supabaseKeyKind(key: string): SupabaseKeyKind {
  if (key.startsWith("sb_publishable_")) return "public";
  if (key.startsWith("sb_secret_")) return "secret";
  const role = jwtRole(key);
  if (role === "anon") return "public";
  if (role === "service_role") return "secret";
  return "unknown";
}

/** Where to find each key, for messages. */
export const KEYS_PAGE = "Supabase's dashboard → Project Settings → API Keys";
