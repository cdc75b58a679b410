import type { Page } from "@playwright/test";
import { footerPages } from "~content/navigation";
import { symptomDiaryPage } from "~content/symptom-diary";
import { symptomsPage } from "~content/symptoms";
import { weeklyRoutinePage } from "~content/weekly-routine";
import { SCROLL_HINT } from "~/components/diary/SymptomDiaryTable";
import { DESKTOP, MOBILE, expect, test, waitForHydration } from "./fixtures";

/**
 * Finding the diary and /about from anywhere, reading the diary and the symptoms guide on a
 * phone, and what the long pages look like on paper: compact, nothing cut in two, the diary's
 * week a landscape sheet with every word inside its cell.
 */

/** Pages in a PDF: its page objects (not the /Pages tree nodes). */
const pdfPageCount = (pdf: Buffer) =>
  pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)!.length;

/** Each page's [width, height] in points, from the PDF's page boxes. */
const pdfPageSizes = (pdf: Buffer) =>
  [...pdf.toString("latin1").matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    ([, width, height]) => ({ width: Number(width), height: Number(height) }),
  );

/** As a browser prints by default: A4, unless the page's own @page rule sets the size. */
const printA4 = (page: Page) => page.pdf({ format: "A4", preferCSSPageSize: true });

/**
 * Page budgets for A4 (docs/decisions/0014-guides-on-phones-and-paper.md). Until the compact
 * print styles /symptoms printed on 14 pages and /weekly-routine on 8 with its day cards cut
 * across pages. /symptoms printed on 11 with the later changes and the HRT section, and prints
 * on 14 since it gained heart health, the pelvic floor and screening (about 900 words more); the
 * budgets leave room for a section more, not for the old spacing.
 */
const A4_BUDGET = { "/symptoms": 15, "/weekly-routine": 6 } as const;

const EVERYWHERE = [
  "/",
  "/symptoms",
  "/weekly-routine",
  "/blog",
  "/blog/hot-flushes-at-work",
  "/recipes/overnight-oats",
  "/no-such-page",
];

test.describe("the diary and /about are in every page's footer", () => {
  for (const path of EVERYWHERE) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      for (const link of footerPages) {
        await expect(footer.getByRole("link", { name: link.label })).toHaveAttribute(
          "href",
          link.href,
        );
      }
    });
  }

  test.describe("without JavaScript, by keyboard, at 375 px", () => {
    test.use({ javaScriptEnabled: false, viewport: MOBILE });

    test("the diary's link shows where focus is and leads to the diary", async ({ page }) => {
      await page.goto("/sleep");
      const diaryLink = footerPages.find((link) => link.href === "/symptom-diary")!;
      const link = page.getByRole("contentinfo").getByRole("link", { name: diaryLink.label });
      await link.focus();
      await expect(link).toBeFocused();
      // The site's focus ring (tailwind.css, :focus-visible): a solid outline, not the
      // browser's faint default or nothing at all.
      const outline = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).toBe("solid");
      expect(outline.width).toBeGreaterThanOrEqual(2);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/symptom-diary$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(symptomDiaryPage.hero.title);
    });
  });
});

test.describe("the diary's week on a phone", () => {
  test.use({ viewport: MOBILE });
  const { diary } = symptomDiaryPage;

  test("says it scrolls sideways, scrolls inside a focusable region and keeps the day in view", async ({
    page,
  }) => {
    await page.goto("/symptom-diary");
    await waitForHydration(page);
    const hint = page.getByText(SCROLL_HINT);
    await expect(hint).toBeVisible();
    const region = page.getByRole("region", { name: diary.caption });
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAccessibleDescription(SCROLL_HINT);
    await region.focus();
    await expect(region).toBeFocused();
    expect(await region.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
      "solid",
    );
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);

    const monday = region.getByRole("rowheader", { name: diary.days[0] });
    const leftBefore = (await monday.boundingBox())!.x;
    for (let press = 0; press < 4; press++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(40);
    // The day column is sticky: the row's name stays where it was while the week moves.
    expect((await monday.boundingBox())!.x).toBeCloseTo(leftBefore, 0);
  });

  test.describe("at 1280 px", () => {
    test.use({ viewport: DESKTOP });

    test("the week fits, so there is no hint", async ({ page }) => {
      // In the site's own fonts, as every page after a reader's first draws it: fonts are
      // optional, so on a loaded machine the first page may be drawn in the fallback fonts,
      // where the week is wider and scrolls inside its box, as it does on a phone.
      await page.goto("/symptom-diary");
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.reload();
      const region = page.getByRole("region", { name: diary.caption });
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      await expect(page.getByText(SCROLL_HINT)).toBeHidden();
    });
  });
});

test.describe("/symptoms on a phone", () => {
  for (const width of [320, 375]) {
    test(`at ${width} px every chapter number is on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/symptoms");
      const numbers = page.locator("#chronicle > div > ol > li span[aria-hidden='true']").filter({
        hasText: /^\d\d$/,
      });
      await expect(numbers).toHaveCount(symptomsPage.chronicle.symptoms.length);
      const lines = await numbers.evaluateAll((spans) =>
        spans.map((span) => {
          const lineHeight = parseFloat(getComputedStyle(span).lineHeight);
          return {
            text: span.textContent,
            lines: span.getBoundingClientRect().height / lineHeight,
          };
        }),
      );
      for (const { text, lines: count } of lines)
        expect(count, `chapter ${text}`).toBeLessThan(1.5);
    });
  }
});

test.describe("on A4 paper", () => {
  test("/symptoms prints compactly, without the site's chrome", async ({ page }) => {
    await page.goto("/symptoms");
    const related = page.locator("#related");
    await expect(related).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(related).toBeHidden();
    // A chapter may run over a page; the old rule that kept each one whole left half of
    // every page empty.
    const chapter = page.locator("#chronicle li").first();
    expect(await chapter.evaluate((el) => getComputedStyle(el).breakInside)).toBe("auto");
    const pages = pdfPageCount(await printA4(page));
    expect(pages).toBeLessThanOrEqual(A4_BUDGET["/symptoms"]);
  });

  test("/weekly-routine keeps each day's card whole", async ({ page }) => {
    await page.goto("/weekly-routine");
    await page.emulateMedia({ media: "print" });
    const days = weeklyRoutinePage.exercise.days;
    const cards = page.locator("#exercise-plan article");
    await expect(cards).toHaveCount(days.length);
    const breaks = await cards.evaluateAll((articles) =>
      articles.map((article) => getComputedStyle(article).breakInside),
    );
    expect(breaks).toEqual(days.map(() => "avoid"));
    // Its rows too, and a heading never ends a page.
    const row = cards.locator("tbody tr").first();
    expect(await row.evaluate((el) => getComputedStyle(el).breakInside)).toBe("avoid");
    const heading = cards.first().getByRole("heading", { level: 3 });
    expect(await heading.evaluate((el) => getComputedStyle(el).breakAfter)).toBe("avoid");
    const pages = pdfPageCount(await printA4(page));
    expect(pages).toBeLessThanOrEqual(A4_BUDGET["/weekly-routine"]);
  });

  test("a post prints itself alone: no way back, neighbours, other posts or illustration", async ({
    page,
  }) => {
    await page.goto("/blog/hot-flushes-at-work");
    const screenOnly = [
      page.getByRole("link", { name: /Back to Blog/ }),
      page.getByRole("navigation", { name: "Previous and next posts" }),
      page.getByRole("heading", { name: "More from the blog" }),
      page.locator("main article > img, main article > picture > img"),
    ];
    for (const part of screenOnly) await expect(part).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const part of screenOnly) await expect(part).toBeHidden();
  });

  test("the diary's week is a landscape sheet on which every word stays inside its cell", async ({
    page,
  }) => {
    await page.goto("/symptom-diary");
    const sizes = pdfPageSizes(await printA4(page));
    expect(sizes.length).toBeLessThanOrEqual(3);
    expect(sizes.length).toBeGreaterThanOrEqual(2); // the week, then the checklist
    const week = sizes[0]!;
    expect(week.width).toBeGreaterThan(week.height);

    // The sheet's width inside its margins (diary-print.css: 12 mm each side), in CSS pixels.
    const sheetWidth = Math.floor(((297 - 2 * 12) / 25.4) * 96);
    await page.setViewportSize({ width: sheetWidth, height: 760 });
    await page.emulateMedia({ media: "print" });
    await expect(page.getByText(SCROLL_HINT)).toBeHidden();
    const table = page.getByRole("table", { name: symptomDiaryPage.diary.caption });
    expect(await table.evaluate((el) => getComputedStyle(el).tableLayout)).toBe("fixed");
    const spills = await table.evaluate((element) => {
      const found: string[] = [];
      for (const cell of element.querySelectorAll<HTMLElement>("th")) {
        const box = cell.getBoundingClientRect();
        if (cell.scrollWidth > cell.clientWidth) found.push(`${cell.textContent}: overflows`);
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = range.getClientRects();
            // One box: the word is whole on one line. More: it was broken to fit.
            if (rects.length !== 1) found.push(`"${match[0]}" is broken across lines`);
            else if (rects[0]!.right > box.right || rects[0]!.left < box.left) {
              found.push(`"${match[0]}" spills out of its cell`);
            }
          }
        }
      }
      return found;
    });
    expect(spills).toEqual([]);
  });
});
