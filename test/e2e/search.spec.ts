import { symptomsAZPage } from "~content/symptoms-a-z";
import { DESKTOP, MOBILE, expect, test, waitForHydration, QUICK } from "./fixtures";

/**
 * Search and the symptoms A–Z as a reader uses them: from the header of any page, on a phone and
 * a desktop, with JavaScript on and off.
 */
for (const javaScriptEnabled of [true, false]) {
  for (const viewport of [MOBILE, DESKTOP]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}, ${viewport.width} px`, () => {
      test.use({ javaScriptEnabled, viewport });

      test("the header's search box finds a guide section by another spelling", async ({
        page,
      }) => {
        await page.goto("/sleep");
        if (javaScriptEnabled) await waitForHydration(page);
        const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
        await box.fill("hot flashes");
        await box.press("Enter");
        await expect(page).toHaveURL(/\/search\?q=hot\+flashes$/);
        const results = page.getByRole("region", { name: /results for/ });
        await expect(results.getByRole("heading", { level: 2 })).toContainText("hot flashes");
        await expect(results.locator("mark").first()).toHaveText(/^(hot|flush)/i);
        await results.getByRole("link", { name: "Hot flushes and night sweats" }).click();
        await expect(page).toHaveURL(/\/symptoms#hot-flushes-night-sweats$/);
      });

      test("no results and an empty search both lead on, to suggestions and the A–Z", async ({
        page,
      }) => {
        await page.goto("/search?q=zzzqqq");
        await expect(page.getByRole("heading", { name: "I couldn't find that" })).toBeVisible();
        await page.getByRole("link", { name: "sleep", exact: true }).click();
        await expect(page).toHaveURL(/\/search\?q=sleep$/);
        await expect(page.getByRole("region", { name: /results for/ })).toBeVisible();
        await page.goto("/search");
        await page.getByRole("link", { name: "Menopause symptoms A–Z" }).first().click();
        await expect(page).toHaveURL(/\/symptoms-a-z$/);
      });

      test("the A–Z links each symptom to its guide section and its posts", async ({ page }) => {
        await page.goto("/symptoms");
        await page.getByRole("main").getByRole("link", { name: "menopause symptoms A–Z" }).click();
        await expect(page).toHaveURL(/\/symptoms-a-z$/);
        if (javaScriptEnabled) await waitForHydration(page);
        for (const symptom of symptomsAZPage.covered) {
          await expect(page.getByRole("heading", { name: symptom.name, exact: true })).toHaveCount(
            1,
          );
        }
        // Posts about hot flushes are found for it: the post on flushes at work among them.
        await expect(
          page
            .getByRole("link", { name: "Hot Flushes in Meetings: What Actually Helped Me at Work" })
            .first(),
        ).toBeVisible();
        for (const symptom of symptomsAZPage.uncovered) {
          await expect(
            page.getByRole("link", { name: new RegExp(symptom.nhs.label) }).first(),
          ).toHaveAttribute("href", symptom.nhs.href);
        }
        await page.getByRole("link", { name: "Heart palpitations" }).first().click();
        await expect(page).toHaveURL(/\/symptoms#heart-palpitations$/);
      });
    });
  }
}

test.describe("a reader's words", () => {
  test.use({ javaScriptEnabled: false });

  test("a medicine the site never names leads to where it writes about such medicines, and the NHS page", async ({
    page,
  }) => {
    await page.goto("/search?q=gabapentin");
    const about = page.getByRole("complementary", { name: "About what you searched for" });
    await expect(about).toContainText("Gabapentin is one of the medicines without hormones");
    await expect(about.getByRole("link", { name: "NHS: Gabapentin" })).toHaveAttribute(
      "href",
      "https://www.nhs.uk/medicines/gabapentin/",
    );
    const results = page.getByRole("region", { name: /results for/ });
    await results.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/treatments#without-hormones$/);
  });

  test(
    "where nothing on the site answers, the page says so and points to the NHS",
    QUICK,
    async ({ page }) => {
      await page.goto("/search?q=tinnitus");
      await expect(page.getByRole("heading", { name: "I couldn't find that" })).toBeVisible();
      await expect(page.getByRole("region", { name: /results for/ })).toHaveCount(0);
      const about = page.getByRole("complementary", { name: "About what you searched for" });
      await expect(about).toContainText("I haven't written about tinnitus yet");
      await expect(about.getByRole("link", { name: "NHS: Tinnitus" })).toHaveAttribute(
        "href",
        "https://www.nhs.uk/conditions/tinnitus/",
      );
    },
  );

  test("a word with its letters swapped is searched as the word it was meant to be", async ({
    page,
  }) => {
    await page.goto("/search?q=insomina");
    await expect(page.getByRole("main")).toContainText(
      "Nothing here matches insomina, so these are the results for insomnia.",
    );
    const results = page.getByRole("region", { name: /results for/ });
    await expect(results.getByRole("heading", { level: 2 })).toContainText("insomnia");
    await expect(results.getByRole("link").first()).toHaveAttribute(
      "href",
      "/symptoms#broken-sleep",
    );
  });
});

test("what a reader typed is shown back as text, never as markup", QUICK, async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await page.goto(`/search?${new URLSearchParams({ q: '<img src=x onerror="alert(1)">' })}`);
  await expect(page.locator("main q").first()).toHaveText('<img src=x onerror="alert(1)">');
  expect(await page.locator("main img[src=x]").count()).toBe(0);
  expect(dialogs).toBe(0);
});

test("results are not for search engines or caches, and the A–Z is in the sitemap", async ({
  request,
}) => {
  const results = await request.get("/search?q=sleep");
  expect(results.headers()["cache-control"]).toBe("no-store");
  const html = await results.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain('rel="canonical"');
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/symptoms-a-z</loc>");
  expect(sitemap).not.toContain("/search");
});

test("the 404 page and the footer lead to search and the A–Z", async ({ page }) => {
  await page.goto("/no-such-page");
  const box = page.getByRole("main").getByRole("searchbox");
  await box.fill("brain fog");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=brain\+fog$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Menopause symptoms A–Z" }).click();
  await expect(page).toHaveURL(/\/symptoms-a-z$/);
});
