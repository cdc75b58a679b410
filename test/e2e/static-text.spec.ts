import type { Page } from "@playwright/test";
import { SOURCES_TITLE } from "../../app/components/article/SourcesList";
import { symptomsPage } from "../../content/symptoms";
import { weeklyRoutinePage } from "../../content/weekly-routine";
import { DESKTOP, expect, mainNavLink, test, waitForHydration, QUICK } from "./fixtures";

/**
 * The guides' and the routine's text comes from their loaders as HTML, drawn once on the server,
 * so no page's JavaScript carries it; its links still navigate client-side
 * (docs/decisions/0026-vite-build-and-static-html.md). A document carries that HTML once, as
 * markup, and a client-side navigation gets it as data (docs/decisions/0048-text-sent-once.md).
 * A guide's hero and sources are drawn the same way
 * (docs/decisions/0065-the-guides-frame-drawn-once.md).
 */

/** Marks the document, so a test can tell a client-side navigation from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.use({ viewport: DESKTOP });

const chronicleHeading = (page: Page) =>
  page.getByRole("heading", { level: 2, name: symptomsPage.chronicle.heading });

test(
  "/symptoms hydrates around its text: the server's nodes stay, and no script carries the text",
  QUICK,
  async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text());
    });
    // Remember a heading of the text, the hero's title and the sources' heading as soon as the
    // HTML is parsed, before any script runs.
    const served = ["#chronicle h2", "h1", "#sources h2"];
    await page.addInitScript((selectors) => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        (window as unknown as { serverNodes: (Element | null)[] }).serverNodes = selectors.map(
          (selector) => document.querySelector(selector),
        );
      });
    }, served);
    await page.goto("/symptoms");
    await waitForHydration(page);
    await expect(chronicleHeading(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(symptomsPage.hero.title);
    await expect(page.getByRole("heading", { level: 2, name: SOURCES_TITLE })).toBeVisible();
    expect(
      await page.evaluate(
        (selectors) =>
          selectors.map(
            (selector, index) =>
              document.querySelector(selector) !== null &&
              document.querySelector(selector) ===
                (window as unknown as { serverNodes: (Element | null)[] }).serverNodes[index],
          ),
        served,
      ),
    ).toEqual([true, true, true]);
    // The hydrated frame around the text works: the contents lead into it and follow the reader.
    const contents = page
      .getByRole("navigation", { name: "In this article" })
      .locator("visible=true");
    const phases = contents.getByRole("link", { name: symptomsPage.phaseTable.heading });
    await phases.click();
    await expect(page).toHaveURL(/#solutions-by-phase$/);
    await expect(
      page.getByRole("heading", { level: 2, name: symptomsPage.phaseTable.heading }),
    ).toBeInViewport();
    await expect(phases).toHaveAttribute("aria-current", "location");
    // None of the scripts the page loaded carries its text (a cell of the solutions table).
    const cell = symptomsPage.phaseTable.rows[0]!.perimenopause;
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((text) => text.includes(cell))).toEqual([]);
  },
);

/** Words of the first paragraph of a part of the page drawn once, as the reader sees them. */
const firstWords = (key: string) => async (page: Page) => {
  const paragraph = await page.locator(`[data-page-text=${key}] p`).first().textContent();
  const words = paragraph?.match(/[A-Za-z][A-Za-z ,]{24,}/)?.[0];
  expect(words, `plain words in "${paragraph}"`).toBeTruthy();
  return words!;
};

/** The start of a lead drawing, which travels inside the page as its picture's `src`. */
const drawingStart = (key: string) => async (page: Page) => {
  const src = await page.locator(`[data-page-text=${key}] img`).getAttribute("src");
  expect(src).toMatch(/^data:image\/svg\+xml,/);
  return src!.slice(0, 300);
};

// A recipe's steps and a guide's title are also in the structured data for search engines (part
// of the page's head, sent with the loader's data too); the drawings and the sources are not.
for (const [path, part, marker] of [
  ["/symptoms", "text", firstWords("body")],
  ["/blog/hot-flushes-at-work", "text", firstWords("body")],
  ["/recipes/overnight-oats", "drawing", drawingStart("picture")],
  ["/food", "drawing", drawingStart("hero")],
  ["/food", "sources", firstWords("sources")],
  ["/treatments", "sources", firstWords("sources")],
] as const) {
  test(`${path} sends its ${part} once: as markup in the page, as data only to a client-side navigation`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const shown = await marker(page);
    const inlineScripts = await page.evaluate(() =>
      [...document.scripts]
        .filter((script) => !script.src)
        .map((script) => script.textContent)
        .join("\n"),
    );
    expect(inlineScripts).toContain("streamController");
    expect(inlineScripts).not.toContain(shown);
    const data = await page.request.get(`${path}.data`);
    expect(data.ok()).toBe(true);
    expect(await data.text()).toContain(shown);
  });
}

test("a client-side navigation to /symptoms draws its text from the loader's data", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await markDocument(page);
  await mainNavLink(page, "Symptoms").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(symptomsPage.hero.title);
  await expect(chronicleHeading(page)).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(symptomsPage.phaseTable.rows.length + 1);
  await expect(page.getByRole("img", { name: symptomsPage.hero.image.alt })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: SOURCES_TITLE })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});

test("a link in a guide's text navigates without loading a page", QUICK, async ({ page }) => {
  await page.goto("/symptoms");
  await waitForHydration(page);
  await markDocument(page);
  await page.locator("#chronicle").getByRole("link", { name: "sleep page" }).click();
  await expect(page).toHaveURL(/\/sleep$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sleep");
  expect(await isSameDocument(page)).toBe(true);
});

test("/weekly-routine: the browser follows in-page links in its plan, and the plan is drawn again after a client-side navigation", async ({
  page,
}) => {
  const firstDay = weeklyRoutinePage.exercise.days[0]!.day;
  await page.goto("/weekly-routine");
  await waitForHydration(page);
  await page.getByRole("link", { name: firstDay }).first().click();
  await expect(page).toHaveURL(new RegExp(`#${firstDay.toLowerCase()}$`));

  await markDocument(page);
  await mainNavLink(page, "Symptoms").click();
  await expect(chronicleHeading(page)).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole("heading", { level: 2, name: weeklyRoutinePage.daily.heading }),
  ).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});
