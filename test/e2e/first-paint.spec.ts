import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectHeadRulesStyleWholePage, loadedSheets } from "./head-styles";

/**
 * Every page sends Remix's own scripts, as the Vite build writes them, and hydrates with no
 * hydration warning (the fixture fails on any console error). The rules a page uses travel in
 * its head and the whole stylesheet is linked at the end of its body, so the first paint waits
 * for no stylesheet (docs/decisions/0039-the-stylesheet-travels-in-the-page.md,
 * docs/decisions/0056-each-page-carries-the-rules-it-uses.md): with the whole sheet held back,
 * the page paints in its own type, and when the sheet arrives nothing on it moves.
 */
for (const path of ["/", "/food", "/symptoms", "/blog/hot-flushes-at-work"]) {
  test(`${path}: paints before its stylesheet arrives and hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(
      html.match(/<link rel="modulepreload" fetchpriority="low" href="\/build\/[^"]+\.js"\/>/g)
        ?.length,
      "the modules wait for the page's picture (decision 61)",
    ).toBeGreaterThan(5);
    expect(html.match(/<link rel="modulepreload"/g)?.length, "every module preload").toBe(
      html.match(/<link rel="modulepreload" fetchpriority="low"/g)?.length,
    );
    const sheet =
      /<link id="site-stylesheet" rel="stylesheet" href="(\/build\/tailwind-[^"]+\.css)"\/>/.exec(
        html,
      )?.[1];
    expect(sheet, "the whole stylesheet is linked").toBeDefined();
    expect(siteStylesIn(html)).toBeLessThan(await sheetLength(request, sheet!));

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${sheet}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path, { waitUntil: "commit" });
    // Painted while the sheet is still on its way, and in the site's own type.
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
    );
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();
    expect(
      await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily),
    ).toMatch(/Source Sans 3/);
    expect(await loadedSheets(page)).toBe(0);

    release();
    await waitForHydration(page);
    expect(await loadedSheets(page)).toBe(1);
    expect(await heading.boundingBox()).toEqual(before);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([]);
    // Hydration leaves the page's rules as they came.
    expect(await siteStylesLength(page)).toBe(siteStylesIn(html));
  });
}

/**
 * Without JavaScript, as with it: every element of the page has the same computed style from the
 * rules in its head alone as once the whole stylesheet has arrived (head-styles.ts; the states
 * only a reader's data brings are in first-paint-data.spec.ts).
 */
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ["/", "/food", "/blog/hot-flushes-at-work", "/recipes/overnight-oats"]) {
    test(`${path}: the head's rules style the whole page`, async ({ page }) => {
      await expectHeadRulesStyleWholePage(page, path);
    });
  }
});

/** An error page has the same scripts: it hydrates, and its links then navigate in the page. */
test("a 404 page hydrates, then navigates without a new document", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "document") documents.push(sent.url());
  });
  const response = await page.goto("/this/does-not-exist");
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toMatch(
    /<link rel="modulepreload" fetchpriority="low" href="\/build\//,
  );
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

/** The length of the whole stylesheet the page links. */
async function sheetLength(request: APIRequestContext, sheet: string): Promise<number> {
  return (await (await request.get(sheet)).text()).trimEnd().length;
}

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
