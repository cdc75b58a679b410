import { afterAll, expect, it, vi } from "vitest";
import * as body from "~/lib/blog/body.server";
import { blog, reloadBlog, stopBlog, warmBlog } from "~/lib/blog/blog.server";

afterAll(() => stopBlog());

/** Holds the next blog's warm-up (its sanitiser's load) until `open` is called. */
function holdNextWarmUp() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const real = body.loadPurifier;
  vi.spyOn(body, "loadPurifier").mockImplementationOnce(async () => {
    await gate;
    return real();
  });
  return open;
}

/**
 * The development server reloads the blog when a post file changes, and one save from the
 * editor can ask twice at once. Whichever reload warms first, the blog left running must be one
 * whose embedded database is open: a closed one answered every post with a 503 until a restart.
 */
it(
  "two reloads at once leave a running blog that reads, whichever warms first",
  { timeout: 120_000 },
  async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    await warmBlog();
    const before = blog();
    // The first reload is the slower one: the second is running before the first is warm.
    const openFirst = holdNextWarmUp();
    const first = reloadBlog();
    const second = reloadBlog();
    await second;
    openFirst();
    await first;
    const after = blog();
    expect(after).not.toBe(before);
    const [latest] = await after.latestPosts(1);
    expect(latest?.slug).toMatch(/^[a-z0-9-]+$/);
    expect(await after.getCategories()).not.toEqual([]);
    // And once more, one after the other, as saves usually come.
    await reloadBlog();
    expect((await blog().latestPosts(1))[0]?.slug).toBe(latest?.slug);
  },
);
