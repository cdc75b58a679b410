import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fixtureCategories, fixturePosts } from "../fixtures/blog-fixture";
import {
  MAX_ROWS,
  startPostgrestStandin,
  type PostgrestStandin,
  type PostRow,
} from "../support/postgrest-standin";
import { startServer, type RunningServer } from "../support/server";
import { generatedPostsSql } from "../../scripts/generate-posts.mjs";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The paged blog list on both sources: the Supabase path with more posts than Supabase answers
 * in one request (its 1,000-row cap is in the loopback server), and the embedded database with
 * generated posts. Canonical addresses, titles, the pager with and without JavaScript, and
 * pages that do not exist.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);
test.use({ baseURL: undefined });

const PER_PAGE = 12;
const GENERATED = 1_010;
const SUPABASE_DIR = path.resolve(import.meta.dirname, "../../supabase");

let backend: PostgrestStandin;
let supabaseSite: RunningServer;
let pgliteSite: RunningServer;
let pgliteDir: string;

function generatedRows(count: number): PostRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 1_000 + index,
    title: `Generated post ${index + 1}`,
    slug: `generated-${index + 1}`,
    excerpt: `Generated excerpt ${index + 1}.`,
    content: "Generated body.",
    featured_image_url: null,
    published: true,
    created_at: new Date(Date.UTC(2020, 0, 1) - (index + 1) * 3_600_000).toISOString(),
    updated_at: new Date(Date.UTC(2020, 0, 1)).toISOString(),
    category_id: index % 2 === 0 ? 1 : 2,
  }));
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000); // two servers, one loading 200 extra posts
  backend = await startPostgrestStandin({
    categories: fixtureCategories,
    posts: [...fixturePosts, ...generatedRows(GENERATED)],
  });
  // The embedded database: the migrations, the test posts, then 200 generated posts.
  pgliteDir = mkdtempSync(path.join(tmpdir(), "paging-"));
  cpSync(path.join(SUPABASE_DIR, "migrations"), path.join(pgliteDir, "migrations"), {
    recursive: true,
  });
  writeFileSync(path.join(pgliteDir, "seed.sql"), generatedPostsSql(200));
  [supabaseSite, pgliteSite] = await Promise.all([
    startServer({
      env: { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey, SITE_URL: "" },
    }),
    startServer({ env: { BLOG_SUPABASE_DIR: pgliteDir, SITE_URL: "" } }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([supabaseSite?.stop(), pgliteSite?.stop()]);
  await backend?.close();
  rmSync(pgliteDir, { recursive: true, force: true });
});

const sources = [
  { name: "Supabase", site: () => supabaseSite, category: "sleep", categoryName: "Sleep" },
  { name: "embedded", site: () => pgliteSite, category: "sleep", categoryName: "Sleep" },
];

for (const source of sources) {
  test.describe(`${source.name} source`, () => {
    test("page 1 shows twelve posts and a pager; later pages have their own address and title", async ({
      page,
    }) => {
      const url = source.site().url;
      await page.goto(`${url}/blog`);
      await expect(page.locator("main ul li a[href^='/blog/']")).toHaveCount(PER_PAGE);
      const pager = page.getByRole("navigation", { name: "Blog pages" });
      await expect(pager.locator("[aria-current='page']")).toHaveText("Page 1");
      await expect(pager.getByRole("link", { name: "Next page" })).toHaveAttribute(
        "href",
        "/blog?page=2",
      );
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", `${url}/blog`);
      await expect(page.locator("head link[rel='next']")).toHaveAttribute(
        "href",
        `${url}/blog?page=2`,
      );

      for (const address of [
        `/blog?category=${source.category}&page=2`,
        `/blog?page=2&category=${source.category}`,
      ]) {
        const response = await page.goto(`${url}${address}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`My Blogs: ${source.categoryName}, page 2 | Menopause & Me`);
        await expect(page.locator("link[rel='canonical']")).toHaveAttribute(
          "href",
          `${url}/blog?category=${source.category}&page=2`,
        );
        await expect(page.locator("head link[rel='prev']")).toHaveAttribute(
          "href",
          `${url}/blog?category=${source.category}`,
        );
      }
    });

    test("page=1 redirects to the canonical address; malformed or past-the-end pages are 404s", async ({
      request,
    }) => {
      const url = source.site().url;
      const first = await request.get(`${url}/blog?page=1&category=${source.category}`, {
        maxRedirects: 0,
      });
      expect(first.status()).toBe(301);
      expect(first.headers().location).toBe(`/blog?category=${source.category}`);
      for (const page of ["abc", "0", "-1", "1.5", "99999", "1e3"]) {
        const response = await request.get(`${url}/blog?page=${page}`);
        expect(response.status(), `page=${page}`).toBe(404);
        expect(await response.text()).toContain("Oops! Page not found");
      }
    });

    test("without JavaScript the pager's plain links move through the list", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${source.site().url}/blog`);
      const firstPage = await page.locator("main ul li a[href^='/blog/']").allTextContents();
      await page.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/\/blog\?page=2$/);
      const secondPage = await page.locator("main ul li a[href^='/blog/']").allTextContents();
      expect(secondPage).toHaveLength(PER_PAGE);
      expect(secondPage.some((card) => firstPage.includes(card))).toBe(false);
      await page.getByRole("link", { name: "Previous page" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await context.close();
    });

    test("with JavaScript the pager navigates in place and brings the list into view", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await page.goto(`${source.site().url}/blog`);
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/\/blog\?page=2$/);
      await expect(
        page.getByRole("navigation", { name: "Blog pages" }).locator("[aria-current='page']"),
      ).toHaveText("Page 2");
      // No reload, and the top of the list (not the page's footer) is on screen.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await expect(page.locator("main ul li a[href^='/blog/']").first()).toBeInViewport();
    });
  });
}

test("every post is reachable through the pager and the sitemap, past Supabase's 1,000-row cap", async () => {
  const url = supabaseSite.url;
  backend.requests.length = 0;
  const seen = new Set<string>();
  let next: string | null = "/blog";
  let pages = 0;
  while (next) {
    const html = await (await fetch(`${url}${next}`)).text();
    for (const match of html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)) seen.add(match[1]!);
    next = html.match(/<a rel="next"[^>]*href="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&") ?? null;
    pages++;
  }
  const published = [...fixturePosts, ...generatedRows(GENERATED)].filter((p) => p.published);
  expect(seen.size).toBe(published.length);
  expect(pages).toBe(Math.ceil(published.length / PER_PAGE));
  // No page view asked the backend for more than a page of posts. (The categories, a handful of
  // rows asked for with the cap as their limit, may be refreshed at any time while the pager is
  // walked: the data cache keeps them fresh for seconds, not minutes.)
  const postReads = backend.requests.filter((r) => r.path.endsWith("/posts"));
  expect(postReads.length).toBeGreaterThan(0);
  expect(Math.max(...postReads.map((r) => Number(r.params.get("limit") ?? 0)))).toBeLessThanOrEqual(
    100,
  );

  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>[^<]*\/blog\/([a-z0-9-]+)<\/loc>/g)].map((m) => m[1]);
  expect(new Set(listed)).toEqual(new Set(published.map((p) => p.slug)));
  expect(Math.max(...backend.requests.map((r) => r.rows ?? 0))).toBeLessThanOrEqual(MAX_ROWS);
  const feed = await (await fetch(`${url}/feed.xml`)).text();
  expect(feed.match(/<item>/g)).toHaveLength(20);
});
