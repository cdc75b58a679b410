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
  const box = (await page.locator("figure[data-food-chart] svg").boundingBox())!;
  const scale = box.width / CHART_SIZE;
  const angle = (sliceMidAngles(categories.map((c) => c.value))[index]! * Math.PI) / 180;
  const radius = ((INNER_RADIUS + OUTER_RADIUS) / 2) * scale;
  return {
    x: box.x + (CHART_SIZE / 2) * scale + radius * Math.cos(angle),
    y: box.y + (CHART_HEIGHT / 2) * scale - radius * Math.sin(angle),
  };
}

/** Recharts' chunk, fetched when the reader reaches for the chart. */
const CHART_CODE = /\/FoodDonutChart-[\w-]+\.js$/;

/**
 * The reader's pointer enters "What I Eat" (over the legend, clear of the slices): the page
 * fetches the chart's code and redraws the server's SVG live. Resolves once the live chart is
 * drawn, which a pointer can then hover.
 */
async function reachForTheChart(page: Page) {
  const figure = page.locator("figure[data-food-chart]");
  const serverSvg = await figure.locator("svg").elementHandle();
  await figure.getByRole("list", { name: "Legend" }).hover();
  await page.waitForFunction(
    (svg) => document.querySelector("figure[data-food-chart] svg") !== svg,
    serverSvg,
  );
}

test.describe("topic articles at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  for (const { path, page: content } of PAGES) {
    test(`${path} answers 200 with its h1, title and Article JSON-LD`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
      await expect(page).toHaveTitle(`${content.seo.title} | Menopause & Me`);
      const [article, faq, trail] = (
        await page.locator('head script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text));
      expect(article).toMatchObject({
        "@type": "Article",
        headline: content.hero.title,
        datePublished: "2024-01-01",
        dateModified: "2024-01-01",
        author: { "@type": "Person" },
      });
      expect(article.publisher).toMatchObject({ "@type": "Organization", name: "Menopause & Me" });
      expect(faq).toMatchObject({ "@type": "FAQPage" });
      expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
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
    await reachForTheChart(page);

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

  test("the pointer jumping from a slice straight onto a card highlights the card", async ({
    page,
  }) => {
    await page.goto("/food");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "What I Eat" });
    const cards = section.getByRole("article");
    // The chart stays in view beside the cards (it is sticky), so both can be reached.
    await cards.nth(2).scrollIntoViewIfNeeded();
    await reachForTheChart(page);
    const slice = await slicePoint(page, 0);
    await page.mouse.move(slice.x, slice.y);
    await expect(page.locator(".food-slice--active")).toHaveAttribute("fill", categories[0]!.color);

    // One move, so the browser reports leaving the chart and entering the card together.
    const card = (await cards.nth(2).boundingBox())!;
    await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2);
    await expect(cards.nth(2)).toHaveAttribute("data-highlighted", "true");
    await expect(page.getByRole("tooltip")).toContainText(categories[2]!.name);
    await expect(page.locator(".food-slice--active")).toHaveAttribute("fill", categories[2]!.color);
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

/** A name only the Radix accordion's code contains. */
const RADIX_ACCORDION = "AccordionTrigger";

test.describe("hydration of the chart and the FAQ, at 1280 x 800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("/food: hydration keeps the server's SVG without recharts; reaching for the chart fetches it, and it answers hover", async ({
    page,
  }) => {
    // Remember the server's SVG as soon as the HTML is parsed, before the page's scripts run.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        (window as unknown as { serverSvg: Element | null }).serverSvg = document.querySelector(
          "figure[data-food-chart] svg",
        );
      });
    });
    const chartCode: string[] = [];
    page.on("request", (request) => {
      if (CHART_CODE.test(request.url())) chartCode.push(request.url());
    });
    await page.goto("/food");
    await waitForHydration(page);
    const figure = page.locator("figure[data-food-chart]");
    const cards = page.getByRole("region", { name: "What I Eat" }).getByRole("article");
    const tooltip = page.getByRole("tooltip");
    const isServerSvg = () =>
      page.evaluate(
        () =>
          document.querySelector("figure[data-food-chart] svg") ===
          (window as unknown as { serverSvg: Element | null }).serverSvg,
      );
    expect(await isServerSvg()).toBe(true);
    const size = async () => {
      const { width, height } = (await figure.boundingBox())!;
      return { width, height };
    };
    const before = await size();
    // Hydrated, scrolled to and read: the chart's code is not needed, so not fetched.
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator("path.recharts-sector")).toHaveCount(3);
    expect(chartCode).toEqual([]);
    expect(await isServerSvg()).toBe(true);

    await cards.nth(1).hover();
    await expect(tooltip).toContainText(categories[1]!.name);
    await expect(tooltip).toContainText(`${categories[1]!.value}% of daily intake`);
    // The tooltip does not wait for recharts; the grown slice is recharts' own drawing.
    await expect(page.locator(".food-slice--active")).toHaveAttribute("fill", categories[1]!.color);
    expect(chartCode).toHaveLength(1);
    expect(await isServerSvg()).toBe(false);
    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);
    expect(await size()).toEqual(before);
  });

  test("/food: a reader's first hover, straight onto a slice of the server's SVG, shows its tooltip and highlights it and its card", async ({
    page,
  }) => {
    await page.goto("/food");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "What I Eat" });
    const figure = page.locator("figure[data-food-chart]");
    await figure.scrollIntoViewIfNeeded();
    // Nothing has reached for the chart yet: the pointer's one move lands on the slice.
    await expect(figure.locator("path.recharts-sector")).toHaveCount(3);
    const category = categories[1]!;
    const point = await slicePoint(page, 1);
    await page.mouse.move(point.x, point.y);

    const tooltip = page.getByRole("tooltip");
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(category.name);
    await expect(tooltip).toContainText(`${category.value}% of daily intake`);
    await expect(section.getByRole("article").nth(1)).toHaveAttribute("data-highlighted", "true");
    await expect(section.locator('article[data-highlighted="true"]')).toHaveCount(1);
    await expect(page.locator(".food-slice--active")).toHaveAttribute("fill", category.color);

    await page.mouse.move(5, 5);
    await expect(tooltip).toHaveCount(0);
    await expect(section.locator('article[data-highlighted="true"]')).toHaveCount(0);
    await expect(page.locator(".food-slice--active")).toHaveCount(0);
  });

  test("/food after a client-side navigation: the chart is drawn and answers hover", async ({
    page,
  }) => {
    await page.goto("/sleep");
    await waitForHydration(page);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await mainNavLink(page, "Food").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(foodPage.hero.title);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);

    const figure = page.locator("figure[data-food-chart]");
    await expect(
      figure.getByRole("img", { name: /Donut chart of a typical day's intake/ }),
    ).toBeVisible();
    await expect(figure.locator(".food-slice")).toHaveCount(3);
    const cards = page.getByRole("region", { name: "What I Eat" }).getByRole("article");
    await cards.nth(2).hover();
    await expect(page.getByRole("tooltip")).toContainText("30% of daily intake");
    await expect(page.locator(".food-slice--active")).toHaveAttribute("fill", categories[2]!.color);
  });

  test("/: the page hydrates without the accordion's code; when it arrives it replaces the <details>", async ({
    page,
  }) => {
    const chunk = await holdScripts(page, RADIX_ACCORDION);
    await page.goto("/");
    await waitForHydration(page);
    const faq = page.locator("section.faq");
    const count = homePage.qa.items.length;
    await expect.poll(() => chunk.held.length).toBe(1);
    await expect(faq.locator("details")).toHaveCount(count);
    await expect(faq.getByRole("button")).toHaveCount(0);

    chunk.release();
    await expect(faq.locator("button[data-state]")).toHaveCount(count);
    await expect(faq.locator("details")).toHaveCount(0);
    // The FAQ's JSON-LD stays in the head.
    const jsonLd = (
      await page.locator('head script[type="application/ld+json"]').allTextContents()
    ).map((text) => JSON.parse(text));
    expect(jsonLd.map((json) => json["@type"])).toEqual(["WebSite", "FAQPage"]);
  });

  test("an answer opened before the swap stays open; focus on a question moves to its button", async ({
    page,
  }) => {
    const chunk = await holdScripts(page, RADIX_ACCORDION);
    await page.goto("/stress");
    await waitForHydration(page);
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

/** How many of each table role Chromium's accessibility tree has inside the page's one table. */
async function tableRolesInBrowser(page: Page): Promise<Record<string, number>> {
  const client = await page.context().newCDPSession(page);
  const { nodes } = await client.send("Accessibility.getFullAXTree");
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const counts: Record<string, number> = {};
  const count = (nodeId: string) => {
    const node = byId.get(nodeId);
    const role = String(node?.role?.value ?? "");
    if (["row", "columnheader", "rowheader", "cell"].includes(role)) {
      counts[role] = (counts[role] ?? 0) + 1;
    }
    node?.childIds?.forEach(count);
  };
  const tables = nodes.filter((node) => node.role?.value === "table");
  expect(tables).toHaveLength(1);
  count(tables[0]!.nodeId);
  return counts;
}

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
    await expect(table.getByRole("rowheader")).toHaveCount(symptomsPage.phaseTable.rows.length);
    await expect(table.getByRole("columnheader")).toHaveCount(4);
    const firstRow = table.getByRole("row").nth(1);
    await firstRow.scrollIntoViewIfNeeded();
    await expect(firstRow.getByRole("rowheader")).toBeInViewport();
    const cellBox = (await firstRow.getByRole("cell").last().boundingBox())!;
    expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(MOBILE.width);
    // Playwright's roles come from the markup; a screen reader gets the browser's own tree,
    // which the restacking (block display on the table's parts) must not flatten.
    const { rows } = symptomsPage.phaseTable;
    expect(await tableRolesInBrowser(page)).toEqual({
      row: rows.length + 1,
      columnheader: 4,
      rowheader: rows.length,
      cell: rows.length * 3,
    });
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
