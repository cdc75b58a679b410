import type { Page } from "@playwright/test";
import { MAX_EXCERPT_LENGTH, MAX_TITLE_LENGTH } from "../../app/lib/blog/rows.server";
import { MAX_DESCRIPTION } from "../../app/lib/page-head";
import { fixturePosts } from "../fixtures/blog-fixture";
import type { PostRow } from "../support/postgrest-standin";
import { pngSize } from "../support/png";
import { DESKTOP, expect, test } from "./fixtures";
import { useSupabaseSite } from "./supabase-site";

/**
 * A post whose title or excerpt is enormous (an article pasted into the wrong box, one endless
 * word) is shown cut to the site's limits, and no page it appears on breaks: the list, the post
 * and its neighbours, its social card and the feed.
 */
test.describe.configure({ mode: "serial" });
const words = (phrase: string, length: number) => phrase.repeat(length / phrase.length + 1);
const LONG = {
  id: 20,
  slug: "pasted-into-the-title",
  title: words("Hot flushes at work and what helped me ", 5_000),
  excerpt: words("The excerpt goes on and on about sleep, food and work. ", 5_000),
};
const UNBROKEN = {
  id: 21,
  slug: "one-endless-word",
  title: "Perimenopause".repeat(400),
  excerpt: "x".repeat(5_000),
};

const row = (post: typeof LONG, day: number): PostRow => ({
  ...post,
  content: "A short body.",
  featured_image_url: null,
  published: true,
  created_at: `2025-07-0${day}T09:00:00+00:00`,
  updated_at: `2025-07-0${day}T09:00:00+00:00`,
  category_id: 1,
});

const supabase = useSupabaseSite({ posts: [...fixturePosts, row(LONG, 1), row(UNBROKEN, 2)] });

/** `shown` is `full` cut to at most `max` characters with an ellipsis, at a word if it has any. */
function expectCut(shown: string, full: string, max: number) {
  expect(Array.from(shown).length).toBeLessThanOrEqual(max);
  expect(shown.endsWith("…"), shown).toBe(true);
  const kept = shown.slice(0, -1);
  expect(full.startsWith(kept)).toBe(true);
  if (/\s/.test(full)) expect(full[kept.length], "cut between words").toMatch(/[\s,.]/);
  // Most of the room is used: the cut is not at some early word.
  expect(Array.from(shown).length).toBeGreaterThan(max / 2);
}

async function sidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const viewport of [{ width: 320, height: 720 }, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the blog list shows both posts cut short, within the screen", async ({ page }) => {
      await page.goto(`${supabase.site.url}/blog`);
      const cards = page.locator("main ul li").filter({ has: page.locator("h3") });
      for (const [index, post] of [UNBROKEN, LONG].entries()) {
        const card = cards.nth(index);
        expectCut(await card.locator("h3").innerText(), post.title, MAX_TITLE_LENGTH);
        expectCut(await card.locator("p").last().innerText(), post.excerpt, MAX_EXCERPT_LENGTH);
        const box = (await card.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(await sidewaysScroll(page)).toBe(0);
    });

    test("the home page's latest posts fit the screen", async ({ page }) => {
      await page.goto(`${supabase.site.url}/`);
      const heading = page.getByRole("heading", { level: 3, name: /^Perimenopause/ });
      expectCut(await heading.innerText(), UNBROKEN.title, MAX_TITLE_LENGTH);
      expect(await sidewaysScroll(page)).toBe(0);
    });

    for (const post of [LONG, UNBROKEN]) {
      test(`${post.slug}: the post page's heading, lead and neighbours fit the screen`, async ({
        page,
      }) => {
        await page.goto(`${supabase.site.url}/blog/${post.slug}`);
        const heading = page.getByRole("heading", { level: 1 });
        expectCut(await heading.innerText(), post.title, MAX_TITLE_LENGTH);
        const headingBox = (await heading.boundingBox())!;
        expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(viewport.width);
        // Too long for the site's name and with no phrase before a colon: the title cut at a
        // word to a search result's 60 characters (decision 34).
        const title = await page.title();
        expect(title.endsWith("…"), title).toBe(true);
        expect(Array.from(title).length, title).toBeLessThanOrEqual(60);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        // A search result's description: whole sentences of the excerpt where it has them
        // (decision 34), else the excerpt cut at a word.
        if (/[.!?] /.test(post.excerpt)) {
          expect(Array.from(description!).length).toBeLessThanOrEqual(MAX_DESCRIPTION);
          expect(post.excerpt.startsWith(description!), description!).toBe(true);
          expect(description).toMatch(/[.!?]$/);
        } else {
          expectCut(description!, post.excerpt, MAX_DESCRIPTION);
        }
        const neighbours = page.getByRole("navigation", { name: "Previous and next posts" });
        // The long posts are the two newest: the newest has only an older neighbour.
        await expect(neighbours.getByRole("link")).toHaveCount(post === UNBROKEN ? 1 : 2);
        const box = (await neighbours.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(await sidewaysScroll(page)).toBe(0);
      });
    }

    test("a neighbour's link shows the long post's title cut short", async ({ page }) => {
      // The newest fixture is just older than the long post.
      await page.goto(`${supabase.site.url}/blog/fixture-food`);
      const next = page
        .getByRole("navigation", { name: "Previous and next posts" })
        .getByRole("link", { name: /^Next post/ });
      await expect(next).toHaveAttribute("href", `/blog/${LONG.slug}`);
      const title = (await next.innerText()).split("\n").at(-1)!;
      expectCut(title, LONG.title, MAX_TITLE_LENGTH);
      expect(await sidewaysScroll(page)).toBe(0);
    });
  });
}

test("each post's social card is drawn from the cut title", async ({ request }) => {
  for (const post of [LONG, UNBROKEN]) {
    const html = await (await request.get(`${supabase.site.url}/blog/${post.slug}`)).text();
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    const alt = /<meta property="og:image:alt" content="([^"]+)"/.exec(html)![1]!;
    expect(alt.length).toBeLessThan(MAX_TITLE_LENGTH + 60);
    const response = await request.get(card.replaceAll("&amp;", "&"));
    expect(response.status()).toBe(200);
    expect(pngSize(Buffer.from(await response.body()))).toEqual({ width: 1200, height: 630 });
  }
});

test("the feed carries the cut titles and excerpts", async ({ request }) => {
  const response = await request.get(`${supabase.site.url}/feed.xml`);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
  for (const post of [LONG, UNBROKEN]) {
    const item = items.find((text) => text.includes(`/blog/${post.slug}<`))!;
    expect(item, post.slug).toBeDefined();
    const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(item)![1]!;
    expectCut(field("title"), post.title, MAX_TITLE_LENGTH);
    expectCut(field("description"), post.excerpt, MAX_EXCERPT_LENGTH);
  }
});

test("the server names each post it cut, one short line each, without the text", async () => {
  const lines = supabase.site
    .output()
    .split("\n")
    .filter((line) => line.includes("is shown cut short"));
  for (const post of [LONG, UNBROKEN]) {
    const named = lines.filter((line) => line.includes(`"${post.slug}"`));
    expect(named.length, post.slug).toBeGreaterThan(0);
    expect(named).toContain(
      `[blog] post "${post.slug}" is shown cut short: title ${post.title.length} characters (limit ${MAX_TITLE_LENGTH}), excerpt ${post.excerpt.length} characters (limit ${MAX_EXCERPT_LENGTH})`,
    );
  }
  for (const line of lines) expect(line.length).toBeLessThan(200);
});
