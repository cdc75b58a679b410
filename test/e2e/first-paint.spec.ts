import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Every page sends Remix's own scripts, as the Vite build writes them, and hydrates with no
 * hydration warning (the fixture fails on any console error). The site's stylesheet travels in
 * the page's head, so the first paint waits for no request
 * (docs/decisions/0039-the-stylesheet-travels-in-the-page.md): no stylesheet is requested but
 * the print one, and hydration leaves the styles whole.
 */
for (const path of ["/", "/food", "/symptoms", "/blog/hot-flushes-at-work"]) {
  test(`${path}: the page names its modules and hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(
      html.match(/<link rel="modulepreload" href="\/build\/[^"]+\.js"\/>/g)?.length,
    ).toBeGreaterThan(5);
    const events: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith(".js")) events.push("script requested");
      if (/\.css$/.test(sent.url()) && !/\/print-[^/]+\.css$/.test(sent.url())) {
        events.push("stylesheet requested");
      }
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(events).not.toContain("stylesheet requested");
    expect(events.filter((event) => event === "script requested").length).toBeGreaterThan(5);
    expect(await siteStylesLength(page)).toBe(siteStylesIn(html));
    // Styled by it: the page's text is set in the site's sans-serif, not the browser's default.
    expect(
      await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily),
    ).toMatch(/Source Sans 3/);
  });
}

/** An error page has the same scripts: it hydrates, and its links then navigate in the page. */
test("a 404 page hydrates, then navigates without a new document", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "document") documents.push(sent.url());
  });
  const response = await page.goto("/this/does-not-exist");
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toMatch(/<link rel="modulepreload" href="\/build\//);
  const home = page.getByRole("link", { name: "Back to the home page" });
  // React marks each element it has hydrated; the link's click handler exists from then on.
  // The screen's own link, in <main>: the header's link to "/" hydrates earlier, with the page.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main a[href="/"]')].some((link) =>
      Object.keys(link).some((key) => key.startsWith("__reactProps")),
    ),
  );
  const styles = await siteStylesLength(page);
  expect(styles).toBeGreaterThan(10_000);
  await home.click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/$/);
  expect(documents).toHaveLength(1);
  // The page the reader moved to keeps the stylesheet the first document brought.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await siteStylesLength(page)).toBe(styles);
});

/** The length of the CSS in the page's one `<style id="site-styles">`, as the browser has it. */
function siteStylesLength(page: Page): Promise<number> {
  return page.evaluate(() => {
    const styles = document.querySelectorAll("head style#site-styles");
    return styles.length === 1 ? styles[0]!.textContent!.length : -1;
  });
}

/** The same, in the HTML the server sent. */
function siteStylesIn(html: string): number {
  const css = /<style id="site-styles">([^<]*)<\/style>/.exec(html)?.[1];
  expect(css?.length).toBeGreaterThan(10_000);
  return css!.length;
}
