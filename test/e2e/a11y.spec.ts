import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { sitePaths, recipePath } from "~content/pages";
import { recipes } from "~content/recipes";
import { DESKTOP, MOBILE, expect, test, upgradeFaq, waitForHydration } from "./fixtures";

/**
 * Accessibility audit: axe-core on every route at both widths and in both colour schemes, with
 * JavaScript on, plus the states a reader opens (mobile menu, an FAQ answer).
 */

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Every fixed page in the registry, one recipe, and the blog's and the site's other states. */
const ROUTES = [
  ...sitePaths,
  recipePath(recipes[0]!.slug),
  "/blog?category=sleep",
  "/blog/hot-flushes-at-work",
  "/blog/no-such-post",
  "/no-such-page",
  "/search",
  "/search?q=hot+flashes",
  "/search?q=zzzqqq",
  "/search?q=gabapentin",
  "/search?q=insomina",
];

/** Runs axe on the current document; page.evaluate is not subject to the page's CSP. */
async function axeViolations(page: Page) {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        { resultTypes: ["violations"] },
      ) as Promise<AxeResults>,
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(" "),
      html: node.html.slice(0, 300),
      summary: node.failureSummary,
    })),
  }));
}

async function expectNoViolations(page: Page, label: string) {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${label}:\n${JSON.stringify(violations, null, 2)}`).toEqual(
    [],
  );
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  // The tracker's own code arrives after hydration: audit it once it has opened her diary.
  if (path === "/tracker") await page.locator('[data-tracker="ready"]').waitFor();
  // Fonts change text metrics and so what axe measures for contrast and target size.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const colorScheme of ["light", "dark"] as const) {
  for (const [width, viewport] of [
    ["375", MOBILE],
    ["1280", DESKTOP],
  ] as const) {
    test.describe(`axe at ${width} px, ${colorScheme} scheme`, () => {
      test.use({ viewport, colorScheme });

      test("every route has no violations", async ({ page }) => {
        test.setTimeout(120_000);
        const failures: string[] = [];
        for (const path of ROUTES) {
          await visit(page, path);
          const violations = await axeViolations(page);
          if (violations.length > 0) {
            failures.push(`${path}:\n${JSON.stringify(violations, null, 2)}`);
          }
        }
        expect(failures, `axe violations:\n${failures.join("\n\n")}`).toEqual([]);
      });

      test("an open FAQ answer has no violations", async ({ page }) => {
        await visit(page, "/sleep");
        await upgradeFaq(page);
        const faq = page.locator("section.faq");
        await faq.getByRole("button").first().click();
        await expect(faq.locator('[data-state="open"][role="region"]')).toBeVisible();
        await expectNoViolations(page, "/sleep with an FAQ answer open");
      });

      if (width === "375") {
        test("the open mobile menu has no violations", async ({ page }) => {
          await visit(page, "/");
          await page.getByRole("button", { name: "Menu" }).click();
          await expect(page.getByRole("button", { name: "Close" })).toBeVisible();
          await expectNoViolations(page, "/ with the mobile menu open");
        });

        test("a guide's open contents bar, part way down, has no violations", async ({ page }) => {
          await visit(page, "/symptoms");
          await page.evaluate(() => document.getElementById("brain-fog")!.scrollIntoView());
          const bar = page.locator("details[data-contents-bar]");
          await expect(bar.locator('[aria-current="location"]')).toHaveCount(1);
          await bar.locator("summary").click();
          await expect(bar.getByRole("navigation", { name: "In this article" })).toBeVisible();
          await expectNoViolations(page, "/symptoms with the contents bar open");
        });
      }
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Keyboard
// ---------------------------------------------------------------------------------------------

/** Marks, in DOM order, every element a Tab press should reach; returns how many. */
function markTabStops() {
  const selector = [
    "a[href]",
    "button:not([disabled])",
    "input:not([disabled]):not([type=hidden])",
    "select:not([disabled])",
    "textarea:not([disabled])",
    "summary",
    "[tabindex]",
    '[contenteditable="true"]',
  ].join(",");
  // A group of radio buttons is one stop: its checked button, or its first when none is.
  const radioStop = (radio: HTMLInputElement) => {
    const group = [...document.querySelectorAll<HTMLInputElement>("input[type=radio]")].filter(
      (other) => other.name === radio.name && other.form === radio.form,
    );
    return (group.find((other) => other.checked) ?? group[0]) === radio;
  };
  const stops = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest("[inert]") &&
      el.checkVisibility({ visibilityProperty: true }) &&
      !(el instanceof HTMLInputElement && el.type === "radio" && el.name && !radioStop(el)),
  );
  stops.forEach((el, index) => el.setAttribute("data-tab-stop", String(index)));
  return stops.length;
}

interface FocusReport {
  stop: number | null;
  element: string;
  /** Why the focus indicator falls short, or null when it is clearly visible. */
  problem: string | null;
}

/**
 * Describes document.activeElement: which marked stop it is, and whether it shows a focus
 * indicator (an outline on it or its ::before/::after, or a box-shadow ring at least 2 px wide)
 * with 3:1 contrast against what surrounds it, not cut off by an ancestor's overflow, and the
 * element is not covered by anything else.
 */
async function focusReport(): Promise<FocusReport | null> {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  // Judge the settled focus style, not a frame of its transition.
  await Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished));

  const parse = (color: string) => {
    const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
    return { rgb: parts.slice(0, 3), alpha: parts.length > 3 ? parts[3]! : 1 };
  };
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  // The indicator is drawn around the element, so it sits on the nearest opaque background.
  const surroundings = () => {
    for (let node = el.parentElement; node; node = node.parentElement) {
      const { rgb, alpha } = parse(getComputedStyle(node).backgroundColor);
      if (alpha >= 0.9) return rgb;
    }
    return parse(getComputedStyle(document.documentElement).backgroundColor).rgb;
  };

  // Each indicator: its colour and width, the box it is drawn around and how far outside it
  // reaches, and the element from which ancestors can clip it.
  interface Indicator {
    color: string;
    width: number;
    box: DOMRect;
    reach: number;
    clipFrom: Element | null;
  }
  const indicators: Indicator[] = [];
  for (const pseudo of [null, "::before", "::after"]) {
    const style = getComputedStyle(el, pseudo);
    if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) <= 0) continue;
    const width = parseFloat(style.outlineWidth);
    const reach = width + Math.max(0, parseFloat(style.outlineOffset));
    // A pseudo-element stretched over its containing block (a "whole card is the link" overlay)
    // is drawn around that block, and the block's own overflow clips it.
    const overlay =
      pseudo !== null &&
      style.position === "absolute" &&
      [style.top, style.right, style.bottom, style.left].every((inset) => inset === "0px");
    const block = overlay ? el.offsetParent : null;
    indicators.push({
      color: style.outlineColor,
      width,
      box: (block ?? el).getBoundingClientRect(),
      reach,
      clipFrom: block ?? el.parentElement,
    });
  }
  const shadow = getComputedStyle(el).boxShadow;
  for (const [, color, x, y, blur, spread] of shadow.matchAll(
    /(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px/g,
  )) {
    if (Number(x) === 0 && Number(y) === 0 && Number(blur) === 0 && Number(spread) > 0) {
      indicators.push({
        color: color!,
        width: Number(spread),
        box: el.getBoundingClientRect(),
        reach: Number(spread),
        clipFrom: el.parentElement,
      });
    }
  }

  /** The first ancestor whose overflow cuts into the indicator, if any. */
  const clippedBy = ({ box, reach, clipFrom }: Indicator) => {
    for (let node = clipFrom; node && node !== document.body; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if (overflowX === "visible" && overflowY === "visible") continue;
      const clip = node.getBoundingClientRect();
      const tolerance = 1;
      if (
        box.left - reach < clip.left - tolerance ||
        box.top - reach < clip.top - tolerance ||
        box.right + reach > clip.right + tolerance ||
        box.bottom + reach > clip.bottom + tolerance
      ) {
        return node;
      }
    }
    return null;
  };

  const background = surroundings();
  let problem: string | null = null;
  const strong = indicators.filter(
    ({ color, width }) =>
      width >= 2 && parse(color).alpha >= 0.9 && contrast(parse(color).rgb, background) >= 3,
  );
  const describe = (list: Indicator[]) =>
    JSON.stringify(list.map(({ color, width }) => ({ color, width })));
  if (indicators.length === 0) problem = "no outline or ring";
  else if (strong.length === 0) {
    problem = `indicator too faint: ${describe(indicators)} on rgb(${background.join(", ")})`;
  } else if (strong.every((indicator) => clippedBy(indicator))) {
    const clipper = clippedBy(strong[0]!)!;
    problem = `indicator clipped by the overflow of <${clipper.tagName.toLowerCase()} class="${clipper.className}">`;
  }

  // Not obscured: the middle of its first box hits the element itself (or something in it).
  const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!problem && box.width > 0 && !(hit && (el.contains(hit) || hit.contains(el)))) {
    problem = `covered by ${hit?.outerHTML.slice(0, 120) ?? "nothing (off screen)"}`;
  }

  const stop = el.getAttribute("data-tab-stop");
  return {
    stop: stop === null ? null : Number(stop),
    element: el.outerHTML.slice(0, 160),
    problem,
  };
}

/** Tabs through the whole page; returns the stops reached and any focus problems. */
async function tabThrough(page: Page) {
  const expected = await page.evaluate(markTabStops);
  const reached: number[] = [];
  const problems: string[] = [];
  for (let step = 0; step < expected + 30; step++) {
    await page.keyboard.press("Tab");
    const report = await page.evaluate(focusReport);
    // A date field takes a Tab for each of its parts (day, month, year): one stop still.
    if (report !== null && report.stop !== null && report.stop === reached.at(-1)) continue;
    if (report === null || (report.stop !== null && reached.includes(report.stop))) break;
    if (report.stop !== null) reached.push(report.stop);
    if (report.problem) problems.push(`${report.element}\n  ${report.problem}`);
  }
  return { expected, reached, problems };
}

/**
 * The report of every marked stop in the other colour scheme, without a second walk: each stop
 * is focused by script right after a keyboard Tab, so it matches :focus-visible as it does when
 * tabbed to (the order was the walk's to check; what is judged here is each indicator's colour).
 */
async function reportEachStop(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  await page.keyboard.press("Tab");
  // A string, so the function is defined in the page as written (evaluate is not subject to the
  // page's CSP; a function given to evaluate could not call it).
  await page.evaluate(`window.__focusReport = ${focusReport.toString()}`);
  const reports = await page.evaluate(async () => {
    const report = (window as unknown as { __focusReport: typeof focusReport }).__focusReport;
    const found: Awaited<ReturnType<typeof focusReport>>[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("[data-tab-stop]")) {
      el.focus();
      // The next frame, as a reader would see it: what the page does on focus (a food card's
      // ring is React state) is drawn by then, and the report waits for its transitions.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      found.push(await report());
    }
    return found;
  });
  return reports.flatMap((report) =>
    report?.problem ? [`${report.element}\n  ${report.problem} (${colorScheme} scheme)`] : [],
  );
}

for (const [width, viewport] of [
  ["375", MOBILE],
  ["1280", DESKTOP],
] as const) {
  test.describe(`keyboard at ${width} px`, () => {
    test.use({ viewport, colorScheme: "light" });

    test("Tab reaches every interactive element in order, each visibly focused in both schemes", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const failures: string[] = [];
      for (const path of ROUTES) {
        await visit(page, path);
        // Swap the FAQ's <details> for the accordion first: mid-walk, it would replace the
        // stops just marked.
        await upgradeFaq(page);
        const { expected, reached, problems } = await tabThrough(page);
        const order = Array.from({ length: expected }, (_, index) => index);
        if (JSON.stringify(reached) !== JSON.stringify(order)) {
          failures.push(`${path}: reached stops ${reached.join(",")} of 0..${expected - 1}`);
        }
        problems.push(...(await reportEachStop(page, "dark")));
        await page.emulateMedia({ colorScheme: "light" });
        for (const problem of problems) failures.push(`${path}: ${problem}`);
      }
      expect(failures, failures.join("\n")).toEqual([]);
    });
  });
}

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`mobile menu by keyboard, ${colorScheme} scheme`, () => {
    test.use({ viewport: MOBILE, colorScheme });

    test("Enter and Space open it, Tab walks its links, Escape closes it and focus returns to the button", async ({
      page,
    }) => {
      await visit(page, "/");
      const toggle = page.locator("header button[aria-controls]");
      const menu = page.getByRole("navigation", { name: "Main" }).locator("visible=true");
      await tabTo(page, toggle);
      await expect(toggle).toHaveAccessibleName("Menu");

      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toHaveAccessibleName("Close");
      const links = menu.getByRole("link");
      await expect(links).toHaveCount(9);
      for (let index = 0; index < 9; index++) {
        await page.keyboard.press("Tab");
        await expect(links.nth(index)).toBeFocused();
        const report = await page.evaluate(focusReport);
        expect(report?.problem ?? null, report?.element).toBeNull();
      }

      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toHaveCount(0);
      await expect(toggle).toBeFocused();

      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("link")).toHaveCount(9);
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
    });

    test("tabbing out of the open menu closes it, so focus is never hidden under it", async ({
      page,
    }) => {
      await visit(page, "/");
      const toggle = page.locator("header button[aria-controls]");
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      for (let index = 0; index < 10; index++) await page.keyboard.press("Tab");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      const report = await page.evaluate(focusReport);
      expect(report, "focus left the menu for the page").not.toBeNull();
      expect(report!.problem, report!.element).toBeNull();
    });

    test("Enter on a menu link navigates and closes the menu", async ({ page }) => {
      await visit(page, "/");
      const toggle = page.locator("header button[aria-controls]");
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
      const sleep = page
        .getByRole("navigation", { name: "Main" })
        .locator("visible=true")
        .getByRole("link", { name: "Sleep" });
      await tabTo(page, sleep, 12);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/sleep$/);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });
  });
}

test.describe("FAQ accordion by keyboard", () => {
  test.use({ viewport: DESKTOP });

  test("Tab reaches a question, Enter opens it, arrows move between questions, Space toggles", async ({
    page,
  }) => {
    await visit(page, "/sleep");
    await upgradeFaq(page);
    const questions = page.locator("section.faq").getByRole("button");
    const count = await questions.count();
    expect(count).toBeGreaterThan(2);
    const texts = await questions.allTextContents();
    // Radix labels each open answer region with its question.
    const answer = (index: number) =>
      page.locator("section.faq").getByRole("region", { name: texts[index], exact: true });

    await tabTo(page, questions.first());
    await page.keyboard.press("Enter");
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    await expect(answer(0)).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(answer(1)).toBeVisible();
    // One answer open at a time.
    await expect(questions.first()).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(answer(1)).toBeHidden();

    await page.keyboard.press("ArrowUp");
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(questions.first()).toBeFocused();
    // Tab leaves the accordion's questions in order, like any other buttons.
    await page.keyboard.press("Tab");
    await expect(questions.nth(1)).toBeFocused();
    const report = await page.evaluate(focusReport);
    expect(report?.problem ?? null, report?.element).toBeNull();
  });
});
