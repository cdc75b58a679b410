import { SLUG_PATTERN } from "../../app/lib/addresses";
import { startServer } from "../support/server";
import { fixturePosts } from "../fixtures/blog-fixture";
import { xssVectors } from "../fixtures/xss-vectors";
import { useSupabaseSite } from "./supabase-site";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The Supabase path end to end: the production server talks over real HTTP on loopback to a
 * server that answers as PostgREST does.
 */
test.describe.configure({ mode: "serial" });

const supabase = useSupabaseSite();

test("lists the backend's published posts, newest first, and sends the anon key", async ({
  page,
}) => {
  await page.goto(`${supabase.site.url}/blog`);
  const titles = page.locator("main ul li h3");
  await expect(titles).toHaveText([
    "Fixture: Breakfast",
    "Fixture: Sleeping Again",
    "Fixture: Hostile Body",
  ]);
  const request = supabase.backend.requests.find((r) => r.path === "/rest/v1/posts")!;
  expect(request.headers.apikey).toBe(supabase.backend.anonKey);
  expect(request.headers.authorization).toBe(`Bearer ${supabase.backend.anonKey}`);
});

test("a post links to the older and newer published posts the backend holds", async ({ page }) => {
  await page.goto(`${supabase.site.url}/blog/fixture-sleep`);
  const nav = page.getByRole("navigation", { name: "Previous and next posts" });
  await expect(nav.getByRole("link")).toHaveCount(2);
  await expect(nav.getByRole("link", { name: /^Previous post/ })).toHaveAttribute(
    "href",
    "/blog/fixture-hostile",
  );
  await expect(nav.getByRole("link", { name: /^Previous post/ })).toContainText(
    "Fixture: Hostile Body",
  );
  await expect(nav.getByRole("link", { name: /^Next post/ })).toHaveAttribute(
    "href",
    "/blog/fixture-food",
  );
  // The oldest published post has no older one: the draft, older still, is nobody's neighbour.
  // (The newest post is left uncached for the failure test below.)
  await page.goto(`${supabase.site.url}/blog/fixture-hostile`);
  await expect(nav.getByRole("link")).toHaveCount(1);
  await expect(nav.getByRole("link", { name: /^Next post/ })).toHaveAttribute(
    "href",
    "/blog/fixture-sleep",
  );
  const neighbourQuery = supabase.backend.requests.find((r) => r.params.has("or"));
  expect(neighbourQuery?.params.get("limit")).toBe("1");
  // Rows the site would leave out for their slug are skipped by the query itself.
  expect(neighbourQuery?.params.get("slug")).toBe(`match.${SLUG_PATTERN}`);
});

test("a post whose body holds the XSS corpus runs none of it", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`${supabase.site.url}/blog/fixture-hostile`);
  await waitForHydration(page);
  // Some vectors legitimately swallow the text after them (an unclosed <style>, say).
  await expect(page.getByText("Every vector below must stay inert.")).toBeVisible();
  for (const link of await page.locator(".prose a").all()) {
    await link.hover().catch(() => {});
  }
  // Anything a vector scheduled has had its turn once the network is idle and two frames pass.
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator(".prose script, .prose iframe, .prose svg, .prose img").count()).toBe(
    0,
  );
  expect(xssVectors.length).toBeGreaterThanOrEqual(30);
});

test("a failing backend shows the error screens and keeps serving what it has", async ({
  page,
}) => {
  await page.goto(`${supabase.site.url}/blog`); // cached from the first test
  await supabase.backend.behave({ kind: "status", status: 503, message: "upstream unavailable" });

  // Cached data keeps being served.
  const cached = await page.goto(`${supabase.site.url}/blog`);
  expect(cached?.status()).toBe(200);
  await expect(page.locator("main ul li a[href^='/blog/']")).toHaveCount(3);

  // Nothing cached for this filter: the error message, with a 503.
  const filtered = await page.goto(`${supabase.site.url}/blog?category=food-nutrition`);
  expect(filtered?.status()).toBe(503);
  await expect(page.getByText("Failed to load blog posts. Please try again later.")).toBeVisible();

  // Nothing cached for this address (/healthz has read the newest post, and the tests above the
  // others): Post Not Found, with a 503.
  const post = await page.goto(`${supabase.site.url}/blog/fixture-not-read-yet`);
  expect(post?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");

  // The rest of the site does not depend on the supabase.backend.
  const food = await page.goto(`${supabase.site.url}/symptoms`);
  expect(food?.status()).toBe(200);

  expect(supabase.site.output()).toContain("Failed to fetch posts for category food-nutrition: ");
  expect(supabase.site.output()).toContain("Failed to fetch post: ");
  await supabase.backend.behave({ kind: "ok" });
});

test("the post page's data carries the sanitised body only, never the raw text", async () => {
  const data = await (await fetch(`${supabase.site.url}/blog/fixture-hostile.data`)).text();
  expect(data).toContain("Every vector below must stay inert.");
  expect(data).not.toMatch(/onerror|<script|javascript:/i);
});

/**
 * The one browser test that drafts stay hidden, with the backend's own lock off so that only the
 * site's filter stands between a draft and a reader: its address, every list, the feed, the
 * sitemap and its social card. (Each data source's filter has its own test in test/unit.)
 */
test("a backend that shows drafts (a policy mistake) still shows none to readers", async ({
  page,
}) => {
  await supabase.backend.behave({ kind: "drafts-visible" });
  try {
    // After the outage above the circuit breaker waits a few seconds before asking again.
    await expect
      .poll(async () => (await fetch(`${supabase.site.url}/blog/fixture-draft`)).status, {
        timeout: 30_000,
      })
      .toBe(404);
    await page.goto(`${supabase.site.url}/blog/fixture-draft`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
    await expect(page.getByText("Fixture: Draft")).toHaveCount(0);
    expect((await fetch(`${supabase.site.url}/social/post/fixture-draft.png`)).status).toBe(404);
    for (const path of ["/blog", "/blog?category=sleep", "/"]) {
      const html = await (await fetch(`${supabase.site.url}${path}`)).text();
      expect(html, path).toContain("Fixture: Sleeping Again");
      expect(html, path).not.toContain("Fixture: Draft");
    }
    for (const path of ["/feed.xml", "/sitemap.xml"]) {
      const xml = await (await fetch(`${supabase.site.url}${path}`)).text();
      expect(xml, path).not.toContain("fixture-draft");
    }
  } finally {
    await supabase.backend.behave({ kind: "ok" });
  }
});

test("a known topic with no posts keeps the empty state, with a 200", async ({ page }) => {
  const response = await page.goto(`${supabase.site.url}/blog?category=hormones`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "No Posts Yet" })).toBeVisible();
});

test("an image URL that is not https or a path here shows No Image instead", async ({ page }) => {
  await supabase.backend.setRows({
    posts: fixturePosts.map((post) =>
      post.slug === "fixture-food" ? { ...post, featured_image_url: "javascript:alert(1)" } : post,
    ),
  });
  try {
    await page.goto(`${supabase.site.url}/blog?category=food-nutrition`);
    const link = page.locator("main ul li a[href='/blog/fixture-food']");
    const card = page
      .locator("main ul li")
      .filter({ has: page.locator("a[href='/blog/fixture-food']") });
    await expect(card).toContainText("No Image");
    expect(await page.locator("img[src^='javascript:']").count()).toBe(0);
    // The placeholder is decoration: shown, but not part of the link's name.
    const placeholder = card.getByTestId("no-image");
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute("aria-hidden", "true");
    await expect(link).toHaveAccessibleName(
      (await card.getByRole("heading").textContent())!.trim(),
    );
  } finally {
    await supabase.backend.setRows({ posts: fixturePosts });
  }
});

test('a featured image\'s alt text is used on the post page when written; cards keep alt=""', async ({
  page,
}) => {
  await supabase.backend.setRows({
    posts: [
      ...fixturePosts,
      {
        ...fixturePosts[0]!,
        id: 9,
        slug: "fixture-with-alt",
        featured_image_url: "/images/blog/notebook.svg",
        featured_image_alt: "A bowl of porridge with berries on a kitchen table",
      },
    ],
  });
  try {
    await page.goto(`${supabase.site.url}/blog/fixture-with-alt`);
    await expect(
      page.getByRole("img", { name: "A bowl of porridge with berries on a kitchen table" }),
    ).toBeVisible();
  } finally {
    await supabase.backend.setRows({ posts: fixturePosts });
  }
});

test("a 50 MB answer is refused quickly and the server stays responsive", async () => {
  await supabase.backend.behave({ kind: "huge", bytes: 50 * 1024 * 1024 });
  try {
    // A post never read before, so the server must ask (an unknown category would cost no query).
    // A post's row over the answer limit holds a body past what a page can show, so the post is
    // left out as one that does not exist (decision 50): a 404, with the refusal logged.
    const response = await fetch(`${supabase.site.url}/blog/huge-answers`);
    expect(response.status).toBe(404);
    expect((await fetch(`${supabase.site.url}/healthz`)).status).toBe(200);
    expect(supabase.site.output()).toMatch(/over \d+ bytes; refused/);
  } finally {
    await supabase.backend.behave({ kind: "ok" });
  }
});

test("a flood of made-up post addresses does not push real posts out of the cache", async () => {
  const real = await fetch(`${supabase.site.url}/blog/fixture-sleep`);
  expect(real.status).toBe(200);
  const made = Array.from({ length: 600 }, (_, index) => `/blog/made-up-${index}`);
  for (let start = 0; start < made.length; start += 50) {
    const statuses = await Promise.all(
      made
        .slice(start, start + 50)
        .map((path) => fetch(`${supabase.site.url}${path}`).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 404)).toBe(true);
  }
  await supabase.backend.behave({ kind: "status", status: 500, message: "gone" });
  try {
    // Served from what the site holds. The data cache keeps an answer fresh for seconds, so by
    // now it may be stale and its refresh may ask the failing backend; but had the flood pushed
    // it out, there would be nothing to serve and the reader would get a 503.
    const again = await fetch(`${supabase.site.url}/blog/fixture-sleep`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Fixture: Sleeping Again");
    const home = await (await fetch(`${supabase.site.url}/`)).text();
    expect(home).toContain("Fixture: Breakfast");
  } finally {
    await supabase.backend.behave({ kind: "ok" });
  }
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
