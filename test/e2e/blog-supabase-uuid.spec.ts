import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { startPostgrestStandin, type PostgrestStandin } from "../support/postgrest-standin";
import { seedRows } from "../support/seed-rows";
import { startServer, type RunningServer } from "../support/server";
import { expect, test, upgradeFaq, waitForHydration } from "./fixtures";

/**
 * A Supabase project made the seed's way (Supabase's and Lovable's templates: ids are uuids the
 * database made, its own read policies), then this repository's migrations, holding the test
 * posts: every blog view reads exactly as it does on the embedded database holding the same
 * posts. Lists, category filters, paging, posts with their previous and next links, the feed,
 * the sitemap and the home page's posts.
 */
test.describe.configure({ mode: "serial" });
test.use({ baseURL: undefined });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let backend: PostgrestStandin;
let uuidSite: RunningServer;
let embeddedSite: RunningServer;
let categorySlugs: string[];
let postSlugs: string[];
let middlePostSlug: string;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000); // two databases and two servers
  // The test posts as the embedded database holds them, each id replaced by a random uuid.
  const rows = await seedRows();
  const uuids = new Map<string, string>();
  const uuidOf = (kind: string, id: unknown) => {
    const key = `${kind}:${String(id)}`;
    if (!uuids.has(key)) uuids.set(key, randomUUID());
    return uuids.get(key)!;
  };
  backend = await startPostgrestStandin(
    {
      categories: rows.categories.map((row) => ({ ...row, id: uuidOf("category", row.id) })),
      posts: rows.posts.map((row) => ({
        ...row,
        id: uuidOf("post", row.id),
        category_id: row.category_id === null ? null : uuidOf("category", row.category_id),
      })),
    },
    { project: "seed" },
  );
  const held = await backend.rows();
  expect([...held.categories, ...held.posts].every((row) => UUID.test(String(row.id)))).toBe(true);
  categorySlugs = held.categories.map((row) => row.slug);
  postSlugs = held.posts.filter((row) => row.published).map((row) => row.slug);
  const due = held.posts
    .filter((row) => row.published && Date.parse(row.created_at) <= Date.now())
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  middlePostSlug = due[Math.floor(due.length / 2)]!.slug;
  [uuidSite, embeddedSite] = await Promise.all([
    startServer({
      env: {
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.publishableKey,
        SITE_URL: "",
      },
    }),
    startServer({ env: { SITE_URL: "" } }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([uuidSite?.stop(), embeddedSite?.stop()]);
  await backend?.close();
});

/** What a reader reads on a page: its status, title, main text and every link in it. */
async function view(page: Page, site: RunningServer, address: string) {
  const response = await page.goto(`${site.url}${address}`);
  // Read once the page has settled, as both sites do: the home page's FAQ is <details> (every
  // answer's links in the page) until the accordion's code replaces it.
  await waitForHydration(page);
  await upgradeFaq(page);
  return {
    status: response?.status(),
    title: await page.title(),
    text: await page.locator("main").innerText(),
    links: await page
      .locator("main a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
  };
}

test("every list, category, page and post reads as on the embedded database", async ({ page }) => {
  test.setTimeout(180_000);
  const addresses = [
    "/",
    "/blog",
    "/blog?page=2",
    ...categorySlugs.map((slug) => `/blog?category=${slug}`),
    ...postSlugs.map((slug) => `/blog/${slug}`),
  ];
  expect(postSlugs.length).toBeGreaterThan(12); // two pages
  for (const address of addresses) {
    const fromUuids = await view(page, uuidSite, address);
    expect(fromUuids.status, address).toBe(200);
    expect(fromUuids, address).toEqual(await view(page, embeddedSite, address));
  }
  // The post pages' previous and next links were among them: one post's, to be sure, from the
  // middle of the list (the newest and the oldest have one neighbour each).
  await page.goto(`${uuidSite.url}/blog/${middlePostSlug}`);
  await expect(
    page.getByRole("navigation", { name: "Previous and next posts" }).getByRole("link"),
  ).toHaveCount(2);
  expect(uuidSite.output()).not.toMatch(/left out|cannot be read|invalid/);
});

test("the feed and the sitemap are the embedded database's, but for the address", async () => {
  for (const address of ["/feed.xml", "/sitemap.xml"]) {
    const read = async (site: RunningServer) =>
      (await (await fetch(`${site.url}${address}`)).text()).replaceAll(site.url, "ORIGIN");
    const fromUuids = await read(uuidSite);
    for (const slug of postSlugs) expect(fromUuids, address).toContain(`/blog/${slug}`);
    expect(fromUuids, address).toBe(await read(embeddedSite));
  }
});

test("with JavaScript: a topic chip, a post, then its previous post, in place", async ({
  page,
}) => {
  await page.goto(`${uuidSite.url}/blog`);
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  // The category chip (the header's "Sleep" is the topic page).
  await page.locator("main a[href='/blog?category=sleep']").click();
  await expect(page).toHaveURL(/\/blog\?category=sleep$/);
  const card = page
    .locator("main ul li")
    .filter({ has: page.locator("a[href^='/blog/']") })
    .first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  await card.locator("a[href^='/blog/']").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const previous = page.getByRole("link", { name: /^Previous post/ });
  const href = await previous.getAttribute("href");
  await previous.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(title);
  // Client-side navigations all the way: the page never reloaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
