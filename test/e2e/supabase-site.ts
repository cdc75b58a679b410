import { fixtureCategories, fixturePosts } from "../fixtures/blog-fixture";
import {
  startPostgrestStandin,
  type CategoryRow,
  type PostRow,
  type PostgrestStandin,
} from "../support/postgrest-standin";
import { startServer, type RunningServer } from "../support/server";
import { test } from "./fixtures";

/**
 * The Supabase path as readers meet it, for one spec file: the production server reading its
 * posts over loopback from the PostgREST stand-in. `useSupabaseSite(...)`, called at the top of a
 * serial spec, starts both before its first test and stops both after its last; the object it
 * returns holds them (`backend`, `site`) from then on. The spec's tests name the server's own
 * address, so the shared build's baseURL is cleared.
 */
export interface SupabaseSite {
  backend: PostgrestStandin;
  site: RunningServer;
}

export function useSupabaseSite({
  categories = fixtureCategories,
  posts = fixturePosts,
  siteUrl = "",
}: {
  categories?: CategoryRow[];
  posts?: PostRow[];
  /** SITE_URL: empty, so links come from the request, unless the spec needs an origin. */
  siteUrl?: string;
} = {}): SupabaseSite {
  const running = {} as SupabaseSite;
  test.beforeAll(async () => {
    running.backend = await startPostgrestStandin({ categories, posts });
    running.site = await startServer({
      env: {
        SUPABASE_URL: running.backend.url,
        SUPABASE_ANON_KEY: running.backend.anonKey,
        SITE_URL: siteUrl,
      },
    });
  });
  test.afterAll(async () => {
    await running.site?.stop();
    await running.backend?.close();
  });
  test.use({ baseURL: undefined });
  return running;
}
