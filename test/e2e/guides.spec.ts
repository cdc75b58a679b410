import type { Page } from "@playwright/test";
import { beautyPage } from "~content/beauty";
import { foodPage } from "~content/food";
import { sleepPage } from "~content/sleep";
import { stressPage } from "~content/stress";
import { symptomDiaryPage } from "~content/symptom-diary";
import { symptomsPage } from "~content/symptoms";
import { citationCatalogue } from "~content/citations";
import type { TopicArticle } from "~content/types";
import { weeklyRoutinePage } from "~content/weekly-routine";
import { DESKTOP, MOBILE, expect, test, upgradeFaq, waitForHydration, QUICK } from "./fixtures";

/**
 * Long guides on a phone (a contents bar that follows the reader, the current section, a way
 * back to the top) and on paper (every guide prints as itself, the symptom diary in at most
 * three A4 pages).
 */

const ARTICLES: { path: string; page: TopicArticle }[] = [
  { path: "/symptoms", page: symptomsPage },
  { path: "/sleep", page: sleepPage },
  { path: "/food", page: foodPage },
  { path: "/stress", page: stressPage },
  { path: "/beauty", page: beautyPage },
];

const CONTENTS = "In this article";
const A4_PAGE_LIMIT = 3;

/** An answer paragraph as the page shows it: link addresses and bold marks dropped. */
const plain = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\((https?:[^)]+)\)/g, "$1 (opens in a new tab)")
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\*\*/g, "");

/** The phone's contents bar: a <details> whose summary names the section being read. */
const contentsBar = (page: Page) => page.locator("details[data-contents-bar]");

/** Pages in a PDF: its page objects (not the /Pages tree nodes). */
const pdfPageCount = (pdf: Buffer) =>
  pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)!.length;

/** Scrolls until the guide's last line (the end of its sources) is at the foot of the screen. */
async function scrollToEndOfGuide(page: Page) {
  await page.evaluate(() => document.getElementById("sources")!.scrollIntoView({ block: "end" }));
}

test.describe("printing", () => {
  test.use({ viewport: MOBILE });

  for (const { path, page: content } of ARTICLES) {
    test(`${path} prints the article alone, with its contents and every FAQ answer`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      // Radix renders no text for a closed answer: print must not depend on it.
      await upgradeFaq(page);
      const printedAnswers = page.locator("section.faq + dl");
      await expect(printedAnswers).toBeHidden();

      await page.emulateMedia({ media: "print" });
      await expect(page.locator("body > header")).toBeHidden();
      await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(contentsBar(page)).toBeHidden();
      const contents = page.getByRole("navigation", { name: CONTENTS });
      await expect(contents).toBeVisible();
      await expect(contents.getByRole("link", { name: content.faq.title })).toBeVisible();
      await expect(contents.getByRole("link", { name: content.related.title })).toBeHidden();
      await expect(page.getByRole("img", { name: content.hero.image.alt })).toBeHidden();

      await expect(printedAnswers.locator("dt")).toHaveCount(content.faq.items.length);
      for (const [index, item] of content.faq.items.entries()) {
        await expect(printedAnswers.locator("dt").nth(index)).toHaveText(item.question);
        const answer = printedAnswers.locator("dd").nth(index);
        await expect(answer).toBeVisible();
        for (const paragraph of item.answer) await expect(answer).toContainText(plain(paragraph));
      }

      // Outside addresses are printed after their links; links within the page are not.
      const source = citationCatalogue[content.sources.items[0]!];
      const after = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((link) => getComputedStyle(link, "::after").content);
      expect(await after(`main a[href="${source.href}"]`)).toBe(`" (${source.href})"`);
      expect(await after('main nav a[href^="#"]')).toBe("none");

      await page.emulateMedia({ media: "screen" });
      await expect(page.locator("body > header")).toBeVisible();
      await expect(printedAnswers).toBeHidden();
    });
  }

  for (const path of ["/weekly-routine", "/about"]) {
    test(`${path} prints without the site's header, menu and footer`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.emulateMedia({ media: "print" });
      await expect(page.locator("body > header")).toBeHidden();
      await expect(page.getByRole("contentinfo")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test(`the symptom diary prints in at most ${A4_PAGE_LIMIT} A4 pages, the week on the first`, async ({
    page,
  }) => {
    await page.goto("/symptom-diary");
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.getByRole("button", { name: symptomDiaryPage.printing.button })).toBeHidden();
    await expect(page.getByRole("table")).toBeVisible();
    const pdf = await page.pdf({ format: "A4" });
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(2); // the week, then the checklist on a page of its own
    expect(pages).toBeLessThanOrEqual(A4_PAGE_LIMIT);
  });
});

test.describe("the symptom diary", () => {
  const { diary } = symptomDiaryPage;

  test("is a real table: a caption, a column per symptom, sleep, mood and cycle, a row per day", async ({
    page,
  }) => {
    await page.goto("/symptom-diary");
    const table = page.getByRole("table", { name: diary.caption });
    await expect(table).toBeVisible();
    const columns = table.locator('thead th[scope="col"]');
    await expect(columns).toHaveCount(1 + diary.symptoms.length + diary.extras.length);
    for (const symptom of diary.symptoms) {
      await expect(table.getByRole("columnheader", { name: symptom.label })).toBeVisible();
    }
    await expect(table.locator('tbody th[scope="row"]')).toHaveText(diary.days);
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: MOBILE });

    test("the week scrolls sideways inside a labelled region that takes focus; the page does not", async ({
      page,
    }) => {
      await page.goto("/symptom-diary");
      await waitForHydration(page);
      const region = page.getByRole("region", { name: diary.caption });
      await region.focus();
      await expect(region).toBeFocused();
      const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expect(
        page.getByRole("button", { name: symptomDiaryPage.printing.button }),
      ).toBeVisible();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: MOBILE });

    test(
      "says how to print from the browser, and offers no button that cannot work",
      QUICK,
      async ({ page }) => {
        await page.goto("/symptom-diary");
        await expect(page.getByText(symptomDiaryPage.printing.instructions)).toBeVisible();
        await expect(
          page.getByRole("button", { name: symptomDiaryPage.printing.button }),
        ).toHaveCount(0);
      },
    );
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a long guide on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: MOBILE });

    test(
      "the contents are one tap away at the end of the guide, and jump to a section",
      QUICK,
      async ({ page }) => {
        await page.goto("/symptoms");
        if (javaScriptEnabled) await waitForHydration(page);
        await scrollToEndOfGuide(page);
        // The last source, not the list's heading: eleven sources are taller than a phone's screen.
        await expect(page.locator("#sources li").last()).toBeInViewport();
        const bar = contentsBar(page);
        await expect(bar.locator("summary")).toBeInViewport();

        await bar.locator("summary").click();
        const contents = bar.getByRole("navigation", { name: CONTENTS });
        await expect(contents).toBeVisible();
        await contents.getByRole("link", { name: symptomsPage.phaseTable.heading }).click();
        await expect(page).toHaveURL(/#solutions-by-phase$/);
        const heading = page.getByRole("heading", {
          level: 2,
          name: symptomsPage.phaseTable.heading,
        });
        await expect(heading).toBeInViewport();
        if (javaScriptEnabled) await expect(bar).not.toHaveAttribute("open");
        else await bar.locator("summary").click(); // close it by hand, as a reader would
        // The heading lands below the bar, not under it.
        const barBottom = (await bar.boundingBox())!.y + (await bar.boundingBox())!.height;
        expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
      },
    );

    test("back to the top from the end of the guide", async ({ page }) => {
      await page.goto("/symptoms");
      if (javaScriptEnabled) await waitForHydration(page);
      await scrollToEndOfGuide(page);
      const bar = contentsBar(page);
      await bar.locator("summary").click();
      await bar.getByRole("link", { name: "Back to the top" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    });
  });
}

test.describe("the weekly routine on a phone", () => {
  test.use({ viewport: MOBILE });

  test("has the same contents bar, from the plan's last section back to any part", async ({
    page,
  }) => {
    await page.goto("/weekly-routine");
    await waitForHydration(page);
    const last = weeklyRoutinePage.closing.at(-1)!;
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), last.id);
    const bar = contentsBar(page);
    await expect(bar.locator("summary")).toBeInViewport();
    await expect(bar.locator("summary")).toContainText(last.heading);
    await bar.locator("summary").click();
    await bar.getByRole("link", { name: weeklyRoutinePage.exercise.heading }).click();
    await expect(page).toHaveURL(/#exercise-plan$/);
    await expect(
      page.getByRole("heading", { level: 2, name: weeklyRoutinePage.exercise.heading }),
    ).toBeInViewport();
  });
});

test.describe("where the reader is", () => {
  test("on a phone, the bar names the section being read and marks it in the contents", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/symptoms");
    await waitForHydration(page);
    const bar = contentsBar(page);
    await expect(bar.locator("summary")).toContainText("sections");
    const brainFog = symptomsPage.chronicle.symptoms.find((each) => each.id === "brain-fog")!;
    await page.evaluate(() => document.getElementById("brain-fog")!.scrollIntoView());
    await expect(bar.locator("summary")).toContainText(brainFog.name);
    await bar.locator("summary").click();
    await expect(bar.getByRole("link", { name: symptomsPage.chronicle.heading })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect(bar.locator('[aria-current="location"]')).toHaveCount(1);
  });

  test("on a wide screen, the sidebar marks the section being read", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/sleep");
    await waitForHydration(page);
    const sidebar = page.getByRole("navigation", { name: CONTENTS });
    await page.evaluate(() => document.getElementById("faq")!.scrollIntoView());
    await expect(sidebar.getByRole("link", { name: sleepPage.faq.title })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect(sidebar.locator('[aria-current="location"]')).toHaveCount(1);
  });
});

test.describe("the mobile menu", () => {
  test.use({ viewport: MOBILE });

  test("closes once the reader scrolls it out of sight", async ({ page }) => {
    await page.goto("/symptoms");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const button = page.getByRole("button", { name: "Close" });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.evaluate(() => window.scrollTo(0, 2000));
    // The menu's button (the header's other is the search box's).
    await expect(page.locator("body > header button[aria-expanded]")).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });
});
