import { startServer, type RunningServer } from "../support/server";
import { startFakePostgrest, type FakePostgrest } from "../support/fake-postgrest";
import { fixtureCategories, fixturePosts } from "../fixtures/blog-fixture";
import { xssVectors } from "../fixtures/xss-vectors";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The Supabase path end to end: the production server talks over real HTTP on loopback to a
 * server that answers as PostgREST does.
 */
test.describe.configure({ mode: "serial" });

let backend: FakePostgrest;
let site: RunningServer;

test.beforeAll(async () => {
  backend = await startFakePostgrest({ categories: fixtureCategories, posts: fixturePosts });
  site = await startServer({
    env: { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey, SITE_URL: "" },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await backend?.close();
});

test.use({ baseURL: undefined });

test("lists the backend's published posts, newest first, and sends the anon key", async ({
  page,
}) => {
  await page.goto(`${site.url}/blog`);
  const titles = page.locator("main ul li a[href^='/blog/'] h3");
  await expect(titles).toHaveText([
    "Fixture: Breakfast",
    "Fixture: Sleeping Again",
    "Fixture: Hostile Body",
  ]);
  const request = backend.requests.find((r) => r.path === "/rest/v1/posts")!;
  expect(request.headers.apikey).toBe(backend.anonKey);
  expect(request.headers.authorization).toBe(`Bearer ${backend.anonKey}`);
});

test("a post whose body holds the XSS corpus runs none of it", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`${site.url}/blog/fixture-hostile`);
  await waitForHydration(page);
  // Some vectors legitimately swallow the text after them (an unclosed <style>, say).
  await expect(page.getByText("Every vector below must stay inert.")).toBeVisible();
  for (const link of await page.locator(".prose a").all()) {
    await link.hover().catch(() => {});
  }
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator(".prose script, .prose iframe, .prose svg, .prose img").count()).toBe(
    0,
  );
  expect(xssVectors.length).toBeGreaterThanOrEqual(30);
});

test("a failing backend shows the spec's screens and keeps serving what it has", async ({
  page,
}) => {
  await page.goto(`${site.url}/blog`); // cached from the first test
  backend.behave({ kind: "status", status: 503, message: "upstream unavailable" });

  // Cached data keeps being served.
  const cached = await page.goto(`${site.url}/blog`);
  expect(cached?.status()).toBe(200);
  await expect(page.locator("main ul li a[href^='/blog/']")).toHaveCount(3);

  // Nothing cached for this filter: the error message, with a 503.
  const filtered = await page.goto(`${site.url}/blog?category=food-nutrition`);
  expect(filtered?.status()).toBe(503);
  await expect(page.getByText("Failed to load blog posts. Please try again later.")).toBeVisible();

  // Nothing cached for this post: Post Not Found, with a 503.
  const post = await page.goto(`${site.url}/blog/fixture-food`);
  expect(post?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");

  // The rest of the site does not depend on the backend.
  const food = await page.goto(`${site.url}/symptoms`);
  expect(food?.status()).toBe(200);

  expect(site.output()).toContain("Failed to fetch posts for category food-nutrition: ");
  expect(site.output()).toContain("Failed to fetch post: ");
  backend.behave({ kind: "ok" });
});

test("half a Supabase configuration stops the server at start with supabase-js's message", async () => {
  for (const [env, message] of [
    [{ SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_ANON_KEY: "" }, "supabaseKey is required."],
    [{ SUPABASE_URL: "", SUPABASE_ANON_KEY: "key" }, "supabaseUrl is required."],
  ] as const) {
    const error = await startServer({ env }).then(
      (server) => server.stop().then(() => null),
      (e: Error) => e,
    );
    expect(error?.message).toContain("server exited early");
    expect(error?.message).toContain(message);
  }
});
