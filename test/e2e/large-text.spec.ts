import { sitePaths, recipePath } from "~content/pages";
import { recipes } from "~content/recipes";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * A reader who has set her browser's text to 150% on a small phone (320 px): no page scrolls
 * sideways. The header wraps its menu button under the name, long words break rather than push
 * the layout out, and wide tables scroll inside their own box.
 */

const ROUTES = [
  ...sitePaths,
  recipePath(recipes[0]!.slug),
  "/blog/hot-flushes-at-work",
  "/no-such-page",
];

test.use({ viewport: { width: 320, height: 720 } });

/** What a browser's default text size setting changes: the root font size every rem is made of
 * (as a style attribute: the page's policy lets no stylesheet in but its own). */
async function expectFitsAtLargeText(page: Page) {
  await page.evaluate(() =>
    document.documentElement.style.setProperty("font-size", "150%", "important"),
  );
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

for (const path of ROUTES) {
  test(`${path} fits a 320 px screen with text at 150%, in the site's fonts`, async ({ page }) => {
    // As every page after a reader's first is drawn: the fonts are in the cache.
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.reload();
    await waitForHydration(page);
    await expectFitsAtLargeText(page);
  });

  test(`${path} fits a 320 px screen with text at 150%, in the fallback fonts`, async ({
    page,
  }) => {
    // Fonts are optional: a first page on a slow connection paints in the fallback fonts, which
    // are wider. Their requests are held unanswered, so the page never gets them (nor its load
    // event, which waits for the preloaded fonts).
    await page.route("**/*.woff2", () => {});
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    expect(await page.evaluate(() => document.fonts.check("16px 'Source Sans 3 Variable'"))).toBe(
      false,
    );
    await expectFitsAtLargeText(page);
  });
}
