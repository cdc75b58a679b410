import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Whether a page is whole with the rules in its head alone
 * (docs/decisions/0056-each-page-carries-the-rules-it-uses.md): with JavaScript off, every
 * element's computed style is the same while the linked whole stylesheet is held back as once it
 * has arrived, so nothing the reader sees changes when it does. (Hover and focus rules apply
 * later, with the reader's first move.) The page must run without JavaScript.
 */
export async function expectHeadRulesStyleWholePage(page: Page, url: string): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/tailwind-*.css", async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(url, { waitUntil: "commit" });
    await page.locator("footer").waitFor({ state: "attached" });
    expect(await loadedSheets(page)).toBe(0);
    const before = await computedStyles(page);
    release();
    await expect.poll(() => loadedSheets(page)).toBe(1);
    expect(await computedStyles(page), url).toEqual(before);
  } finally {
    release();
    await page.unroute("**/build/tailwind-*.css");
  }
}

/** How many stylesheets the linked whole sheet has given the page (0 until it arrives). */
export function loadedSheets(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.styleSheets].filter((sheet) => sheet.href?.includes("/build/tailwind-")).length,
  );
}

/** What lays out and colours each element of the page, in document order. */
function computedStyles(page: Page): Promise<string[]> {
  const properties = [
    "display",
    "position",
    "box-sizing",
    "width",
    "height",
    "margin",
    "padding",
    "border",
    "font",
    "line-height",
    "letter-spacing",
    "color",
    "background-color",
    "grid-template-columns",
    "flex",
    "gap",
    "visibility",
    "opacity",
  ];
  // What comes before the link: without JavaScript the parser waits at it for the sheet.
  return page
    .locator("body *:not(#site-stylesheet, #site-stylesheet ~ *, #site-stylesheet ~ * *)")
    .evaluateAll(
      (elements, names) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return `${element.tagName} ${names.map((name) => style.getPropertyValue(name)).join("|")}`;
        }),
      properties,
    );
}
