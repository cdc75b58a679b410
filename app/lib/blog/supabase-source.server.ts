import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";
import { toCategoryRow, toPost } from "./rows.server";
import { BlogSourceError, isTransientStatus, type BlogSource } from "./source.server";

const POST_WITH_CATEGORY = "*, category:categories(id, name, slug)";
/** `!inner` turns the embed into an inner join, so a filter on it drops other posts. */
const POST_WITH_REQUIRED_CATEGORY = "*, category:categories!inner(id, name, slug)";

interface PostgrestAnswer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

function unwrap(answer: PostgrestAnswer, signal: AbortSignal): unknown {
  if (answer.error) {
    // supabase-js reports network failures and aborts with status 0 and the fetch error's text.
    const aborted = signal.aborted;
    const message = aborted ? "The request timed out" : answer.error.message;
    throw new BlogSourceError(message, {
      transient: aborted || isTransientStatus(answer.status),
      status: answer.status,
    });
  }
  return answer.data;
}

function asRows(data: unknown): Record<string, unknown>[] {
  if (!Array.isArray(data)) throw new BlogSourceError("Unexpected response", { transient: false });
  return data as Record<string, unknown>[];
}

/**
 * A server-side client: no session to persist or refresh. Realtime is unused, but supabase-js
 * builds its client eagerly and needs a WebSocket constructor, which Node 20 lacks.
 */
export function createSupabaseClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Reads through Supabase's REST interface. Retries are the fetch policy's job, not the client's. */
export function createSupabaseSource(client: SupabaseClient): BlogSource {
  const posts = () => client.from("posts");

  return {
    name: "supabase",

    async listPosts({ publishedOnly, signal }) {
      let query = posts().select(POST_WITH_CATEGORY);
      if (publishedOnly) query = query.eq("published", true);
      const answer = await query
        .order("created_at", { ascending: false })
        .retry(false)
        .abortSignal(signal);
      return asRows(unwrap(answer, signal)).map(toPost);
    },

    async listPostsByCategory(slug, { signal }) {
      const answer = await posts()
        .select(POST_WITH_REQUIRED_CATEGORY)
        .eq("category.slug", slug)
        .order("created_at", { ascending: false })
        .retry(false)
        .abortSignal(signal);
      return asRows(unwrap(answer, signal)).map(toPost);
    },

    async listCategories({ signal }) {
      const answer = await client
        .from("categories")
        .select("*")
        .order("name", { ascending: true })
        .retry(false)
        .abortSignal(signal);
      return asRows(unwrap(answer, signal)).map(toCategoryRow);
    },

    async getPostBySlug(slug, { signal }) {
      const answer = await posts()
        .select(POST_WITH_CATEGORY)
        .eq("slug", slug)
        .retry(false)
        .abortSignal(signal)
        .maybeSingle();
      const data = unwrap(answer, signal);
      return data ? toPost(data as Record<string, unknown>) : null;
    },
  };
}
