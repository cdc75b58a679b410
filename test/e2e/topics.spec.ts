import type { Page } from "@playwright/test";
import {
  CHART_HEIGHT,
  CHART_SIZE,
  INNER_RADIUS,
  OUTER_RADIUS,
  sliceMidAngles,
} from "../../app/components/food/food-chart";
import { beautyPage } from "~content/beauty";
import { foodPage } from "~content/food";
import { homePage } from "~content/home";
import { sleepPage } from "~content/sleep";
import { stressPage } from "~content/stress";
import { symptomsPage } from "~content/symptoms";
import {
  DESKTOP,
  MOBILE,
  expect,
  mainNavLink,
  test,
  upgradeFaq,
  waitForHydration,
} from "./fixtures";

const PAGES = [
  { path: "/symptoms", page: symptomsPage },
  { path: "/sleep", page: sleepPage },
  { path: "/food", page: foodPage },
  { path: "/stress", page: stressPage },
  { path: "/beauty", page: beautyPage },
];

const { categories } = foodPage.whatIEat;

/** The FAQ section, found by its heading. */
const faqSection = (page: Page, title: string) => page.getByRole("region", { name: title });

/** A point inside slice `index` of the donut (middle of the ring, middle angle). */
async function slicePoint(page: Page, index: number) {
  const box = (await page.locator("svg.recharts-surface").boundingBox())!;
  const scale = box.width / CHART_SIZE;
  const angle = (sliceMidAngles(categories.map((c) => c.value))[index]! * Math.PI) / 180;
  const radius = ((INNER_RADIUS + OUTER_RADIUS) / 2) * scale;
  return {
    x: box.x + (CHART_SIZE / 2) * scale + radius * Math.cos(angle),
    y: box.y + (CHART_HEIGHT / 2) * scale - radius * Math.sin(angle),
  };
}

test.describe("topic articles at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  for (const { path, page: content } of PAGES) {
    test(`${path} answers 200 with its h1, title and Article JSON-LD`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
      await expect(page).toHaveTitle(`${content.seo.title} | Menopause & Me`);
      const article = JSON.parse(
        (await page.locator('head script[type="application/ld+json"]').textContent())!,
      );
      expect(article).toMatchObject({
        "@type": "Article",
        headline: content.hero.title,
        datePublished: "2024-01-01",
        dateModified: "2024-01-01",
        author: { "@type": "Person" },
      });
      expect(Boolean(article.publisher)).toBe(path === "/food");
      await expect(page.getByRole("img", { name: content.hero.image.alt })).toBeVisible();
    });
  }

  test("the food page's server HTML holds the donut SVG with three sectors", async ({
    request,
  }) => {
    const html = await (await request.get("/food")).text();
    expect(html).toMatch(/<svg[^>]*class="recharts-surface"/);
    expect(html.match(/<path[^>]*class="recharts-sector/g)).toHaveLength(3);
  });

  test("hovering a slice highlights its card and shows the tooltip; hovering a card highlights its slice; leaving clears both", async ({
    page,
  }) => {
    await page.goto("/food");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "What I Eat" });
    const cards = section.getByRole("article");
    const tooltip = page.getByRole("tooltip");
    const activeSlice = page.locator(".food-slice--active");
    await section.scrollIntoViewIfNeeded();

    for (const [index, category] of categories.entries()) {
      const point = await slicePoint(page, index);
      await page.mouse.move(point.x, point.y);
      await expect(tooltip).toContainText(category.name);
      await expect(tooltip).toContainText(`${category.value}% of daily intake`);
      await expect(cards.nth(index)).toHaveAttribute("data-highlighted", "true");
      await expect(section.locator('article[data-highlighted="true"]')).toHaveCount(1);
      await expect(activeSlice).toHaveAttribute("fill", category.color);
    }
    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);
    await expect(section.locator('article[data-highlighted="true"]')).toHaveCount(0);
    await expect(activeSlice).toHaveCount(0);

    await cards.nth(2).hover();
    await expect(activeSlice).toHaveCount(1);
    await expect(activeSlice).toHaveAttribute("fill", categories[2]!.color);
    await expect(tooltip).toContainText("30% of daily intake");
    await expect(cards.nth(2)).toHaveAttribute("data-highlighted", "true");
    await page.mouse.move(5, 5);
    await expect(activeSlice).toHaveCount(0);
    await expect(tooltip).toHaveCount(0);
  });

  test("keyboard focus on a food card highlights its slice", async ({ page }) => {
    await page.goto("/food");
    await waitForHydration(page);
    const cards = page.getByRole("region", { name: "What I Eat" }).getByRole("article");
    await cards.nth(0).focus();
    await expect(page.locator(".food-slice--active")).toHaveAttribute("fill", categories[0]!.color);
    await page.keyboard.press("Tab");
    await expect(cards.nth(1)).toBeFocused();
    await expect(page.locator(".food-slice--active")).toHaveAttribute("fill", categories[1]!.color);
  });

  test("the FAQ opens one answer at a time from the keyboard and closes it again", async ({
    page,
  }) => {
    await page.goto("/stress");
    await waitForHydration(page);
    await upgradeFaq(page);
    const faq = faqSection(page, stressPage.faq.title);
    const buttons = faq.getByRole("button");
    await expect(buttons).toHaveCount(stressPage.faq.items.length);
    const [first, second] = stressPage.faq.items;

    await buttons.nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(first!.answer[1]!)).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(second!.answer[0]!)).toBeVisible();
    await expect(faq.getByText(first!.answer[1]!)).toHaveCount(0);

    await page.keyboard.press("Space");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
  });

  test("the table of contents jumps to a section", async ({ page }) => {
    await page.goto("/symptoms");
    await waitForHydration(page);
    const toc = page.getByRole("navigation", { name: "In this article" }).locator("visible=true");
    await toc.getByRole("link", { name: "Heart palpitations" }).click();
    await expect(page).toHaveURL(/#heart-palpitations$/);
    await expect(
      page.getByRole("heading", { level: 3, name: "Heart palpitations", exact: true }),
    ).toBeInViewport();
  });
});

/** The scripts a page fetches, by what they contain. */
function watchScripts(page: Page) {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on("response", (response) => {
    if (/\.js$/.test(new URL(response.url()).pathname)) {
      scripts.push({ url: response.url(), body: response.text().catch(() => "") });
    }
  });
  return async (signature: string) => {
    const bodies = await Promise.all(scripts.map((script) => script.body));
    return scripts.filter((_, index) => bodies[index]!.includes(signature)).map(({ url }) => url);
  };
}

/** Holds back every script containing `signature` until `release()` is called. */
async function holdScripts(page: Page, signature: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(signature)) {
      held.push(route.request().url());
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held };
}

/** Class names only recharts' code contains, and a name only the Radix accordion's does. */
const RECHARTS = "recharts-surface";
const RADIX_ACCORDION = "AccordionTrigger";

test.describe("code loaded only when wanted, at 1280 x 800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("/food: recharts is not fetched on load; near the chart it hydrates the server's SVG in place", async ({
    page,
  }) => {
    const scriptsWith = watchScripts(page);
    await page.goto("/food");
    await waitForHydration(page);
    const sectors = page.locator("path.recharts-sector");
    const drawing = () => sectors.evaluateAll((paths) => paths.map((p) => p.getAttribute("d")));
    const serverDrawing = await drawing();
    expect(serverDrawing).toHaveLength(3);
    await page.evaluate(() => {
      (window as unknown as { serverSvg: Element | null }).serverSvg =
        document.querySelector("svg.recharts-surface");
    });
    const isServerSvg = () =>
      page.evaluate(
        () =>
          document.querySelector("svg.recharts-surface") ===
          (window as unknown as { serverSvg: Element | null }).serverSvg,
      );
    await page.waitForLoadState("networkidle");
    expect(await scriptsWith(RECHARTS)).toEqual([]);
    expect(await isServerSvg()).toBe(true);

    const figure = page.locator("figure[data-food-chart]");
    const cards = page.getByRole("region", { name: "What I Eat" }).getByRole("article");
    const tooltip = page.getByRole("tooltip");

    // The figure is sticky on wide screens, so its size, not its position, shows a shift.
    const size = async () => {
      const { width, height } = (await figure.boundingBox())!;
      return { width, height };
    };
    const serverSize = await size();
    await figure.scrollIntoViewIfNeeded();
    await expect.poll(() => scriptsWith(RECHARTS)).toHaveLength(1);
    // Only the live chart draws a tooltip.
    await cards.nth(1).hover();
    await expect(tooltip).toContainText(categories[1]!.name);
    await expect(tooltip).toContainText(`${categories[1]!.value}% of daily intake`);
    await expect(cards.nth(1)).toHaveAttribute("data-highlighted", "true");
    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);
    expect(await isServerSvg()).toBe(true);
    expect(await size()).toEqual(serverSize);
    expect(await drawing()).toEqual(serverDrawing);
  });

  test("/food: leaving the page before the chart's code arrives is prompt and clean", async ({
    page,
  }) => {
    await page.goto("/food");
    await waitForHydration(page);
    // The chart's code never arrives while the reader is here.
    await holdScripts(page, RECHARTS);
    for (const name of ["Stress", "Food", "Sleep"]) {
      await mainNavLink(page, name).click();
      await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase()}$`));
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/^$/);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sleepPage.hero.title);
  });

  test("/food after a client-side navigation: a same-size placeholder, then the chart", async ({
    page,
  }) => {
    await page.goto("/sleep");
    await waitForHydration(page);
    const chunk = await holdScripts(page, RECHARTS);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await mainNavLink(page, "Food").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(foodPage.hero.title);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    const figure = page.locator("figure[data-food-chart]");
    const chart = figure.getByRole("img", { name: /Donut chart of a typical day's intake/ });
    await expect(chart).toBeVisible();
    await expect(figure.locator("svg.recharts-surface")).toHaveCount(0);
    await expect.poll(() => chunk.held.length).toBe(1);
    const placeholderBox = (await figure.boundingBox())!;

    chunk.release();
    await expect(figure.locator("path.recharts-sector")).toHaveCount(3);
    const chartBox = (await figure.boundingBox())!;
    expect(Math.abs(chartBox.height - placeholderBox.height)).toBeLessThan(1);
    expect(Math.abs(chartBox.width - placeholderBox.width)).toBeLessThan(1);

    const cards = page.getByRole("region", { name: "What I Eat" }).getByRole("article");
    await cards.nth(2).hover();
    await expect(page.getByRole("tooltip")).toContainText("30% of daily intake");
    await expect(page.locator(".food-slice--active")).toHaveAttribute("fill", categories[2]!.color);
  });

  test("/: the Radix accordion is not fetched on load; near the FAQ it replaces the <details>", async ({
    page,
  }) => {
    const scriptsWith = watchScripts(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const faq = page.locator("section.faq");
    const count = homePage.qa.items.length;
    await expect(faq.locator("details")).toHaveCount(count);
    await expect(faq.getByRole("button")).toHaveCount(0);
    expect(await scriptsWith(RADIX_ACCORDION)).toEqual([]);

    await faq.scrollIntoViewIfNeeded();
    await expect(faq.locator("button[data-state]")).toHaveCount(count);
    await expect(faq.locator("details")).toHaveCount(0);
    expect(await scriptsWith(RADIX_ACCORDION)).toHaveLength(1);
    // JSON-LD stays.
    const jsonLd = JSON.parse(
      (await faq.locator('script[type="application/ld+json"]').textContent())!,
    );
    expect(jsonLd["@type"]).toBe("FAQPage");
  });

  test("/food: the FAQ becomes the accordion while the chart's code is still not loaded", async ({
    page,
  }) => {
    const scriptsWith = watchScripts(page);
    await page.goto("/food");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const faq = faqSection(page, foodPage.faq.title);
    await faq.scrollIntoViewIfNeeded();
    await expect(faq.getByRole("button")).toHaveCount(foodPage.faq.items.length);
    expect(await scriptsWith(RECHARTS)).toEqual([]);
    await expect(page.locator("path.recharts-sector")).toHaveCount(3);
  });

  test("an answer opened before the swap stays open; focus on a question moves to its button", async ({
    page,
  }) => {
    await page.goto("/stress");
    await waitForHydration(page);
    const chunk = await holdScripts(page, RADIX_ACCORDION);
    const faq = faqSection(page, stressPage.faq.title);
    const [, second, third] = stressPage.faq.items;

    await faq.scrollIntoViewIfNeeded();
    await faq.locator("summary").nth(1).click();
    await expect(faq.locator("details").nth(1)).toHaveAttribute("open", "");
    await faq.locator("summary").nth(2).focus();
    await expect.poll(() => chunk.held.length).toBe(1);
    await expect(faq.getByRole("button")).toHaveCount(0);

    chunk.release();
    const buttons = faq.getByRole("button");
    await expect(buttons).toHaveCount(stressPage.faq.items.length);
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(second!.answer[0]!)).toBeVisible();
    await expect(buttons.nth(2)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(third!.answer[0]!)).toBeVisible();
    await page.keyboard.press("ArrowUp");
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(buttons.nth(1)).toHaveAttribute("aria-expanded", "true");
  });

  test("client-side navigation to a page with an FAQ: <details> first, then the accordion", async ({
    page,
  }) => {
    await page.goto("/food");
    await waitForHydration(page);
    await mainNavLink(page, "Stress").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(stressPage.hero.title);
    const faq = faqSection(page, stressPage.faq.title);
    await faq.scrollIntoViewIfNeeded();
    const buttons = faq.getByRole("button");
    await expect(buttons).toHaveCount(stressPage.faq.items.length);
    await buttons.first().click();
    await expect(buttons.first()).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("topic articles at 375 px", () => {
  test.use({ viewport: MOBILE });

  for (const { path, page: content } of PAGES) {
    test(`${path} fits the phone's width`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  test("the solutions table stays a table with headers, restacked as cards", async ({ page }) => {
    await page.goto("/symptoms");
    const table = page.getByRole("table", { name: symptomsPage.phaseTable.caption });
    await expect(table).toBeVisible();
    await expect(table.getByRole("rowheader")).toHaveCount(8);
    await expect(table.getByRole("columnheader")).toHaveCount(4);
    const firstRow = table.getByRole("row").nth(1);
    await firstRow.scrollIntoViewIfNeeded();
    await expect(firstRow.getByRole("rowheader")).toBeInViewport();
    const cellBox = (await firstRow.getByRole("cell").last().boundingBox())!;
    expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(MOBILE.width);
  });
});

test.describe("topic articles without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  for (const { path, page: content } of PAGES) {
    test(`${path}: every FAQ answer can be opened and read`, async ({ page }) => {
      await page.goto(path);
      const faq = faqSection(page, content.faq.title);
      const items = faq.locator("details");
      await expect(items).toHaveCount(content.faq.items.length);
      for (const [index, item] of content.faq.items.entries()) {
        await items.nth(index).locator("summary").click();
        await expect(items.nth(index)).toHaveAttribute("open", "");
        for (const paragraph of item.answer) {
          const plain = paragraph
            .replace(/\[([^\]]+)\]\((https?:[^)]+)\)/g, "$1 (opens in a new tab)")
            .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
            .replace(/\*\*/g, "");
          await expect(items.nth(index)).toContainText(plain);
        }
        await expect(items.nth(index).locator("p").first()).toBeVisible();
      }
    });
  }

  test("/food: the donut is visible SVG with three slices and a legend", async ({ page }) => {
    await page.goto("/food");
    const chart = page.getByRole("img", { name: /Donut chart of a typical day's intake/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator("svg")).toBeVisible();
    const sectors = chart.locator("path.recharts-sector");
    await expect(sectors).toHaveCount(3);
    for (let index = 0; index < 3; index++) await expect(sectors.nth(index)).toBeVisible();
    const box = (await chart.locator("svg").boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    await expect(page.getByRole("list", { name: "Legend" }).getByRole("listitem")).toHaveCount(3);
  });
});
