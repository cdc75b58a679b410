import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startBlog, stopBlog } from "~/lib/blog/blog.server";
import { enterPhase } from "~/lib/server/lifecycle.server";
import { loader } from "~/routes/healthz";
import { startPostgrestStandin, type PostgrestStandin } from "../support/postgrest-standin";

/** What a load balancer or deploy/rolling-restart.sh sees. */
async function health() {
  const response = await loader();
  return { status: response.status, body: await response.text() };
}

const categories = [{ id: 1, name: "Sleep", slug: "sleep" }];
const posts = [
  {
    id: 1,
    title: "A night's sleep",
    slug: "a-nights-sleep",
    excerpt: "Short.",
    content: "Body.",
    featured_image_url: null,
    published: true,
    created_at: "2025-01-01T09:00:00.000Z",
    updated_at: "2025-01-01T09:00:00.000Z",
    category_id: 1,
  },
];

let backend: PostgrestStandin | undefined;

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
  enterPhase("ready");
});

afterEach(async () => {
  stopBlog();
  // Each case starts its own blog: the process-wide one is kept on globalThis.
  delete (globalThis as { __blog?: unknown }).__blog;
  enterPhase("starting");
  await backend?.close();
  backend = undefined;
});

function startSupabaseBlog(server: PostgrestStandin) {
  return startBlog({ source: "supabase", url: server.url, anonKey: server.anonKey });
}

describe("/healthz", () => {
  it("says starting, 503, until the process is ready, whatever the blog", async () => {
    backend = await startPostgrestStandin({ categories, posts });
    startSupabaseBlog(backend);
    enterPhase("starting");
    expect(await health()).toEqual({ status: 503, body: "starting\n" });
    enterPhase("ready");
    expect(await health()).toEqual({ status: 200, body: "ok\n" });
    // Each case starts a database: seconds on a busy machine.
  }, 60_000);

  it("503 when the embedded database failed to load", async () => {
    const blog = startBlog({
      source: "pglite",
      supabaseDir: "/nonexistent/supabase",
      postsDir: "/nonexistent/posts",
      preview: false,
    });
    await blog.warm.catch(() => {});
    expect(await health()).toEqual({ status: 503, body: "blog unavailable\n" });
    // PGlite starts its WebAssembly Postgres before it finds the migrations missing.
  }, 60_000);

  it("503 while the backend fails and nothing is cached; 200 once it answers again", async () => {
    backend = await startPostgrestStandin({ categories, posts });
    await backend.behave({ kind: "invalid-json" });
    const blog = startSupabaseBlog(backend);
    await blog.warm.catch(() => {});
    expect(await health()).toEqual({ status: 503, body: "blog unavailable\n" });
    await backend.behave({ kind: "ok" });
    // A failed read is remembered for a few seconds, so a burst of checks costs one request.
    await expect.poll(async () => (await health()).status, { timeout: 20_000 }).toBe(200);
  }, 60_000);

  it("200 through a backend outage once the list is cached: readers get the cached copy", async () => {
    backend = await startPostgrestStandin({ categories, posts });
    const blog = startSupabaseBlog(backend);
    await blog.warm;
    expect(await health()).toEqual({ status: 200, body: "ok\n" });
    await backend.close();
    const requestsBefore = backend.requests.length;
    for (let check = 0; check < 10; check++) {
      expect(await health()).toEqual({ status: 200, body: "ok\n" });
    }
    // The check is answered from the cache: the backend is not asked.
    expect(backend.requests.length).toBe(requestsBefore);
  }, 60_000);
});
