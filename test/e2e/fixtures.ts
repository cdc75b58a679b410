import { test as base, expect, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/find-chromium.mjs";

export { expect };

/**
 * Every browser test gets the built site as baseURL, a Chromium found on this machine, and a
 * page that fails the test if it logs a console error or warning, or throws an uncaught error.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  launchOptions: async ({}, use) => {
    await use({ executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS });
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        // Chromium logs a page's own designed 404/503 (document or Remix .data request) as a
        // failed load; tests assert those statuses. Failed images, scripts or styles still count.
        const url = message.location().url.replace(/[?#].*$/, "");
        const isDocumentStatus =
          /^Failed to load resource: .*status of (404|503)/.test(text) &&
          (url.endsWith(".data") ||
            url.replace(/\/$/, "") ===
              page
                .url()
                .replace(/[?#].*$/, "")
                .replace(/\/$/, ""));
        // Remix fetches route manifests lazily; a test that navigates away (page.goto) while one
        // is in flight aborts it, and Remix logs that. A reader never navigates that way.
        const isAbortedDiscovery = text.startsWith("Failed to fetch manifest patches");
        // Remix 2's <Link prefetch="intent"> warns, and skips the prefetch, when the pointer
        // reaches a link whose route lazy discovery has not fetched yet (a test hovers within
        // milliseconds of hydration); the click still navigates in place, which the tests check.
        // Only this exact message is let through.
        const isUndiscoveredPrefetch = /^Tried to prefetch \/\S* but no routes matched\.$/.test(
          text,
        );
        const type = message.type();
        if (
          (type === "error" && !isDocumentStatus && !isAbortedDiscovery) ||
          (type === "warning" && !isUndiscoveredPrefetch) ||
          // React's hydration complaints, whichever way a build reports them.
          /hydrat|did not match/i.test(text)
        ) {
          problems.push(`${type}: ${text} (${message.location().url})`);
        }
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "console errors, warnings or uncaught errors").toEqual([]);
    },
    { auto: true },
  ],
});

export const MOBILE = { width: 375, height: 812 };

/**
 * The browser checks `npm run test:quick` runs (`--grep @quick`): a few seconds each, one or two
 * per reader journey (the blog, a post, search, a guide with and without JavaScript, /healthz).
 * The whole suite runs them too.
 */
export const QUICK = { tag: "@quick" };
export const DESKTOP = { width: 1280, height: 900 };

/** A link of the main navigation as shown now: the desktop bar, or the open phone menu. */
export function mainNavLink(page: Page, name: string) {
  return page
    .getByRole("navigation", { name: "Main" })
    .locator("visible=true")
    .getByRole("link", { name, exact: true });
}

/** Waits until React has hydrated (the app marks <html> once it has). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * The FAQ is native <details> until the Radix accordion's code arrives, just after hydration;
 * then the accordion replaces it. Waits for the swap.
 */
export async function upgradeFaq(page: Page) {
  const faq = page.locator("section.faq");
  if ((await faq.count()) === 0) return;
  await expect(faq.locator("details")).toHaveCount(0);
  await expect(faq.locator("button[data-state]").first()).toBeAttached();
}
