import { aboutPage } from "~content/about";
import { DESKTOP, MOBILE, expect, test, waitForHydration } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`/about, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: DESKTOP });

    test("renders the author page with its meta", async ({ page, baseURL }) => {
      const response = await page.goto("/about");
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page).toHaveTitle(`${aboutPage.seo.title} | Menopause & Me`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutPage.hero.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        aboutPage.seo.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${baseURL}/about`,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${aboutPage.seo.title} | Menopause & Me`,
      );
      await expect(page.getByRole("region", { name: aboutPage.contact.heading })).toBeVisible();
    });

    test("is reached from the footer and from the home page's About My Journey", async ({
      page,
    }) => {
      await page.goto("/");
      if (javaScriptEnabled) await waitForHydration(page);
      const about = page.getByRole("region", { name: "About My Journey" });
      await about.getByRole("link", { name: /about me/i }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutPage.hero.title);
      await page.goto("/symptoms");
      if (javaScriptEnabled) await waitForHydration(page);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: /^About me/ })
        .click();
      await expect(page).toHaveURL(/\/about$/);
    });
  });
}

test("/about is in the sitemap and fits a 375 px phone", async ({ page, request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`<loc>${baseURL}/about</loc>`);
  await page.setViewportSize(MOBILE);
  await page.goto("/about");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
