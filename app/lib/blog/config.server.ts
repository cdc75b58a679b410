import path from "node:path";

export type BlogConfig =
  { source: "supabase"; url: string; anonKey: string } | { source: "pglite"; supabaseDir: string };

/**
 * DESIGN.md decision 5. Both variables set: Supabase. Neither: the embedded database. Only one:
 * refuse to start, with supabase-js's own messages.
 */
export function resolveBlogConfig(env: Record<string, string | undefined>): BlogConfig {
  const url = env.SUPABASE_URL?.trim() ?? "";
  const anonKey = env.SUPABASE_ANON_KEY?.trim() ?? "";
  if (url && anonKey) return { source: "supabase", url, anonKey };
  if (!url && anonKey) throw new Error("supabaseUrl is required.");
  if (url && !anonKey) throw new Error("supabaseKey is required.");
  return {
    source: "pglite",
    supabaseDir: env.BLOG_SUPABASE_DIR ?? path.resolve(process.cwd(), "supabase"),
  };
}
