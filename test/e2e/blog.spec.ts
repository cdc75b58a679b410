import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { FIXTURE_POSTS_DIR } from "../support/posts-dir";
import { DESKTOP, MOBILE, expect, test, waitForHydration, mainNavLink, QUICK } from "./fixtures";

const ACTIVE = '[aria-current="page"]';

const filterBar = (page: Page) => page.getByRole("navigation", { name: "Filter posts by topic" });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`blog filters, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: DESKTOP });

    test("chips filter the list through the URL and mark one chip active", async ({ page }) => {
      await page.goto("/blog");
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Blogs");
      const filters = page.getByRole("navigation", { name: "Filter posts by topic" });
      await expect(filters.locator(ACTIVE)).toHaveText(["All Topics"]);
      const allCount = await page.locator("main ul li a[href^='/blog/']").count();
      expect(allCount).toBeGreaterThanOrEqual(8);

      await filters.getByRole("link", { name: "Sleep" }).click();
      await expect(page).toHaveURL(/\/blog\?category=sleep$/);
      await expect(filters.locator(ACTIVE)).toHaveText(["Sleep"]);
      const cards = page.locator("main ul li").filter({ has: page.locator("a[href^='/blog/']") });
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeLessThan(allCount);
      for (let index = 0; index < count; index++) {
        await expect(cards.nth(index)).toContainText("Sleep");
      }

      await filters.getByRole("link", { name: "All Topics" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.locator("main ul li a[href^='/blog/']")).toHaveCount(allCount);
    });
  });
}

/** Holds client-side data requests until the returned function is called. */
async function holdDataRequests(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("blog list", () => {
  test(
    "a bookmarked filter loads directly; an unknown category is a 404 that keeps the chips",
    QUICK,
    async ({ page }) => {
      const response = await page.goto("/blog?category=movement");
      expect(response?.status()).toBe(200);
      await expect(filterBar(page).locator(ACTIVE)).toHaveText(["Movement"]);
      await expect(page).toHaveTitle("My Blogs: Movement | Menopause & Me");

      const unknown = await page.goto("/blog?category=not-a-topic");
      expect(unknown?.status()).toBe(404);
      expect(unknown?.headers()["cache-control"]).toMatch(/max-age=60/);
      await expect(page.getByRole("heading", { name: "No Such Topic" })).toBeVisible();
      await expect(filterBar(page).getByRole("link", { name: "Sleep" })).toBeVisible();
    },
  );

  test("cards are one link each, named by the title, with date, category and excerpt", async ({
    page,
  }) => {
    await page.goto("/blog");
    const link = page.locator("main ul li a[href='/blog/hot-flushes-at-work']");
    const card = page
      .locator("main ul li")
      .filter({ has: page.locator("a[href='/blog/hot-flushes-at-work']") });
    await expect(link).toHaveAccessibleName(
      "Hot Flushes in Meetings: What Actually Helped Me at Work",
    );
    await expect(card.getByRole("heading")).toHaveText(
      "Hot Flushes in Meetings: What Actually Helped Me at Work",
    );
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card).toContainText("July 16, 2024");
    await expect(card).toContainText("Symptoms & Health");
    await expect(card).toContainText("The first time a hot flush hit me");
    // The whole card is the link's target: a click on its lower corner, by the excerpt, opens
    // the post.
    const box = (await card.boundingBox())!;
    await card.click({ position: { x: 12, y: box.height - 12 } });
    await expect(page).toHaveURL(/\/blog\/hot-flushes-at-work$/);
  });

  test("every seed post on the list shows the picture its file names, none the No Image panel", async ({
    page,
  }) => {
    const pictureOf = (slug: string) =>
      /^image: (.+)$/m.exec(readFileSync(path.join(FIXTURE_POSTS_DIR, `${slug}.md`), "utf8"))?.[1];
    await page.goto("/blog");
    const cards = page.locator("main ul li").filter({ has: page.locator("a[href^='/blog/']") });
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let index = 0; index < count; index++) {
      const href = await cards.nth(index).getByRole("link").getAttribute("href");
      const picture = pictureOf(href!.slice("/blog/".length));
      expect(picture, href!).toMatch(/^\/images\//);
      await expect(cards.nth(index).locator("img")).toHaveAttribute("src", picture!);
    }
    await expect(page.getByTestId("no-image")).toHaveCount(0);
  });

  test("shows six skeleton cards while a client-side filter is loading", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const release = await holdDataRequests(page);
    await filterBar(page).getByRole("link", { name: "Mind & Mood" }).click();
    const skeletons = page.getByTestId("post-skeletons");
    await expect(skeletons).toBeVisible();
    await expect(skeletons.locator("> div")).toHaveCount(6);
    release();
    await expect(skeletons).toBeHidden();
    await expect(filterBar(page).locator(ACTIVE)).toHaveText(["Mind & Mood"]);
  });

  test("keeps the reader's scroll position when a filter is picked", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/blog");
    await waitForHydration(page);
    const chip = filterBar(page).getByRole("link", { name: "Movement" });
    await chip.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 150));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await chip.click();
    await expect(page).toHaveURL(/category=movement/);
    await expect(filterBar(page).locator(ACTIVE)).toHaveText(["Movement"]);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe("post page", () => {
  test(
    "shows category, date, title, image and body, with Article metadata",
    QUICK,
    async ({ page }) => {
      await page.goto("/blog/night-sweats-and-the-3am-club");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Night Sweats");
      await expect(page.locator("article time").first()).toHaveText("May 21, 2024");
      await expect(
        page.locator("article").getByRole("link", { name: "Sleep" }).first(),
      ).toBeVisible();
      const image = page.locator("article img");
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "675");
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      const ld = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent())!,
      );
      expect(ld).toMatchObject({
        "@type": "BlogPosting",
        datePublished: expect.stringMatching(/^2024-05-21/),
      });
      await expect(page.getByRole("heading", { name: "More from the blog" })).toBeVisible();
    },
  );

  test("subheadings in a body are set like the guides' section headings, with no stray breaks", async ({
    page,
  }) => {
    await page.goto("/sleep");
    const guideHeading = page.locator("#the-foundation-heading");
    const guideStyle = await guideHeading.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontFamily, style.fontSize, style.fontWeight, style.color];
    });
    await page.goto("/blog/hot-flushes-at-work");
    const headings = page.locator(".prose h2");
    await expect(headings.first()).toHaveText("Layers, always");
    expect(await headings.count()).toBeGreaterThanOrEqual(5);
    const postStyle = await headings.first().evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontFamily, style.fontSize, style.fontWeight, style.color];
    });
    expect(postStyle).toEqual(guideStyle);
    // A <br> right beside a heading, with nothing but white space between them.
    const padded = await page.locator(".prose").evaluate((body) => {
      const beside = (node: ChildNode | null, step: "previousSibling" | "nextSibling") => {
        while (node && node.nodeType === Node.TEXT_NODE && !node.textContent!.trim()) {
          node = node[step];
        }
        return node?.nodeName;
      };
      return [...body.querySelectorAll("h2, h3")].filter(
        (heading) =>
          beside(heading.previousSibling, "previousSibling") === "BR" ||
          beside(heading.nextSibling, "nextSibling") === "BR",
      ).length;
    });
    expect(padded).toBe(0);
  });

  test("an internal link in the body navigates without a reload", async ({ page }) => {
    await page.goto("/blog/night-sweats-and-the-3am-club");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator(".prose a[href='/sleep']").click();
    await expect(page).toHaveURL(/\/sleep$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test("absolute links to the site stay in the site; external links open a new tab", async ({
    page,
  }) => {
    await page.goto("/blog/porridge-protein-afternoon-biscuit");
    await expect(page.locator(".prose a", { hasText: "what I eat in a day" })).toHaveAttribute(
      "href",
      "/food",
    );
    await page.goto("/blog/what-i-wish-id-known");
    const external = page.locator(".prose a[href^='https://www.nhs.uk']").first();
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    await expect(
      page.locator(".prose a", { hasText: "Mayo Clinic menopause guide" }),
    ).toHaveAttribute("href", /mayoclinic\.org/);
  });

  test("an unknown post answers 404 with Post Not Found", QUICK, async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
    await expect(
      page.getByText("The blog post you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  });

  test("/blog/ with no slug redirects permanently to the list, query kept", async ({
    page,
    request,
  }) => {
    for (const [from, to] of [
      ["/blog/", "/blog"],
      ["/blog/?category=sleep", "/blog?category=sleep"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    }
    await page.goto("/blog/?category=sleep");
    await expect(page).toHaveURL(/\/blog\?category=sleep$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Blogs");
  });
});

test.describe("between posts", () => {
  /** The published posts, newest first, as the sitemap lists them. */
  async function publishedSlugs(page: Page): Promise<string[]> {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    return [...sitemap.matchAll(/<loc>[^<]*\/blog\/([^<]+)<\/loc>/g)].map(([, slug]) => slug!);
  }

  const neighbours = (page: Page) =>
    page.getByRole("navigation", { name: "Previous and next posts" });

  test("each post links to the older and the newer one; the newest and oldest have only one", async ({
    page,
  }) => {
    const slugs = await publishedSlugs(page);
    expect(slugs.length).toBeGreaterThan(2);
    // From the newest post, walk back through every older one by its "Previous post" link.
    await page.goto(`/blog/${slugs[0]}`);
    await waitForHydration(page);
    const visited = [new URL(page.url()).pathname];
    for (;;) {
      const nav = neighbours(page);
      const previous = nav.getByRole("link", { name: /^Previous post/ });
      const next = nav.getByRole("link", { name: /^Next post/ });
      const index = visited.length - 1;
      if (index === 0) await expect(next).toHaveCount(0);
      else await expect(next).toHaveAttribute("href", visited[index - 1]!);
      if (index === slugs.length - 1) {
        await expect(previous).toHaveCount(0);
        break;
      }
      const title = (await previous.locator("span").last().textContent())!;
      await previous.click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slugs[index + 1]}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      visited.push(new URL(page.url()).pathname);
    }
    expect(visited).toEqual(slugs.map((slug) => `/blog/${slug}`));
  });

  test(
    "works without JavaScript, beside More from the blog",
    QUICK,
    async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      const slugs = await publishedSlugs(page);
      await page.goto(`/blog/${slugs[1]}`);
      await neighbours(page)
        .getByRole("link", { name: /^Next post/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slugs[0]}$`));
      await expect(page.getByRole("heading", { name: "More from the blog" })).toBeVisible();
      await context.close();
    },
  );

  test("a post edited on a later day says when; one never edited does not", async ({ page }) => {
    await page.goto("/blog/night-sweats-and-the-3am-club");
    const meta = page.locator("article time");
    await expect(meta.first()).toHaveText("May 21, 2024");
    await expect(page.locator("article").getByText(/^Updated /)).toHaveText("Updated June 2, 2024");
    await expect(meta.nth(1)).toHaveAttribute("datetime", /^2024-06-02/);
    // Published and never edited: its updated_at is its created_at in the seed.
    await page.goto("/blog/saturday-walks-in-the-hills");
    await expect(page.locator("article time").first()).toBeVisible();
    await expect(page.locator("article").getByText(/^Updated /)).toHaveCount(0);
  });

  test("posts and guides carry a byline that leads to /about", async ({ page }) => {
    for (const path of ["/blog/hot-flushes-at-work", "/sleep"]) {
      await page.goto(path);
      await waitForHydration(page);
      const byline = page.getByRole("link", { name: "the author of Menopause & Me" });
      await expect(byline).toHaveAttribute("href", "/about");
      await byline.click();
      await expect(page).toHaveURL(/\/about$/);
    }
  });
});

test("home shows the newest posts under My Blogs", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "My Blogs" }) });
  await expect(section.locator("a[href^='/blog/']")).toHaveCount(3);
  await expect(section.locator("li").first()).toContainText("November 17, 2026");
});

test("shows a post skeleton while a client-side navigation to a post is loading", async ({
  page,
}) => {
  await page.goto("/blog");
  await waitForHydration(page);
  const release = await holdDataRequests(page);
  await page.locator("a[href='/blog/hot-flushes-at-work']").click();
  await expect(page.getByTestId("post-skeleton")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hot Flushes");
  await expect(page.getByTestId("post-skeleton")).toBeHidden();
});

test("from the home page, the blog shows six skeleton cards and a progress bar while it loads", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const release = await holdDataRequests(page);
  await mainNavLink(page, "Blogs").click();
  const skeletons = page.getByTestId("post-skeletons");
  await expect(skeletons).toBeVisible();
  await expect(skeletons.locator("> div")).toHaveCount(6);
  // A navigation this slow is announced and shown with the progress bar.
  await expect(page.getByTestId("navigation-progress")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading the page…" })).toBeAttached();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Blogs");
  await expect(page.getByTestId("navigation-progress")).toBeHidden();
  await expect(skeletons).toBeHidden();
});
