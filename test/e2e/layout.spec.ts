import { createHash } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { mainNavigation } from "~content/navigation";
import { homePage } from "~content/home";
import { DESKTOP, MOBILE, expect, test, waitForHydration } from "./fixtures";

/** The header's links, as the content lists them (test/unit/content-rules checks that list). */
const NAV = mainNavigation.map((link) => link.label);

test.describe("layout at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("header has the logo link and nine nav links; footer has its three columns", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(NAV);
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Menopause & Me" }).first()).toHaveAttribute(
      "href",
      "/",
    );
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Explore Topics" })).toBeVisible();
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()}`);
    await expect(footer).toContainText("not medical advice");
  });

  test("nav links navigate client-side and scroll to the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Symptoms", exact: true })
      .click();
    await expect(page).toHaveURL(/\/symptoms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Still the same document: a client-side navigation, not a reload.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`mobile menu at 375 px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: MOBILE, javaScriptEnabled });

    test("opens, lists the nine links, and a chosen link navigates", async ({ page }) => {
      await page.goto("/");
      if (javaScriptEnabled) await waitForHydration(page);
      const desktopNav = page.locator("header nav").first();
      await expect(desktopNav).toBeHidden();
      const toggle = javaScriptEnabled
        ? page.getByRole("button", { name: "Menu" })
        : page.locator("summary", { hasText: "Menu" });
      await expect(toggle).toBeVisible();
      await toggle.click();
      const menu = page.getByRole("navigation", { name: "Main" }).locator("visible=true");
      await expect(menu.getByRole("link")).toHaveText(NAV);
      if (javaScriptEnabled) {
        await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
      }
      await menu.getByRole("link", { name: "Sleep" }).click();
      await expect(page).toHaveURL(/\/sleep$/);
      if (javaScriptEnabled) {
        await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
          "aria-expanded",
          "false",
        );
      }
      await expect(
        page.getByRole("navigation", { name: "Main" }).locator("visible=true"),
      ).toHaveCount(0);
    });
  });
}

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found screen inside the layout", async ({
    page,
  }) => {
    const response = await page.goto("/this/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Menopause & Me");
  });

  test("the server's 404 screen hydrates once its code arrives, and its links navigate in place", async ({
    page,
  }) => {
    await page.goto("/this/does-not-exist");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    // The screen's code comes after the page's: until it has, React leaves the server's markup
    // alone and the link is a plain one (a click is a full page load, which also works).
    const home = page.getByRole("link", { name: "Back to the home page" });
    await expect
      .poll(() =>
        home.evaluate((link) => Object.keys(link).some((key) => key.startsWith("__react"))),
      )
      .toBe(true);
    // A full page load would clear this; a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page not found");
    expect(await page.evaluate(() => "stillThisDocument" in window)).toBe(true);
  });

  test("a client-side navigation to an unknown path shows the same screen", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() =>
      (
        window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }
      ).__remixRouter.navigate("/nowhere-at-all"),
    );
    await expect(page).toHaveURL(/\/nowhere-at-all$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});

test.describe("head", () => {
  test("home has one title, a canonical link and social tags", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Finding Your Way Through Menopause | Menopause & Me");
    await expect(page.locator("title")).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^${baseURL}/social/page/home\\.png\\?v=\\w+$`),
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });

  test("a client-side navigation brings the new page's head and sources, built by its loader", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await page
      .getByRole("navigation", { name: "Main" })
      .locator("visible=true")
      .getByRole("link", { name: "Symptoms" })
      .click();
    await expect(page).toHaveURL(/\/symptoms$/);
    await expect(page).toHaveTitle(/^.+ \| Menopause & Me$/);
    await expect(page).not.toHaveTitle("Finding Your Way Through Menopause | Menopause & Me");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/symptoms`,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toEqual([
      "Article",
      "FAQPage",
      "BreadcrumbList",
    ]);
    // The sources, looked up by the loader too.
    const sources = page.getByRole("region", { name: "Sources and further reading" });
    await expect(sources.getByRole("link").first()).toHaveAttribute("href", /^https:\/\//);
    expect(await page.evaluate(() => "stillThisDocument" in window)).toBe(true);
  });

  test("HTML responses carry the security headers and a hash for every inline script", async ({
    page,
  }) => {
    const response = await page.goto("/");
    const headers = response!.headers();
    const csp = headers["content-security-policy"]!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    const html = await response!.text();
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*(?:type="application\/ld\+json"|src=))[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, body] of inline) {
      const hash = createHash("sha256").update(body!).digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    // The browser agrees: the page hydrated, so every script ran under the policy.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });

  test("the same page is the same bytes for every reader, so any cache can keep it", async ({
    request,
  }) => {
    const first = await request.get("/symptoms");
    const second = await request.get("/symptoms");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()["content-security-policy"]).toBe(
      first.headers()["content-security-policy"],
    );
  });
});

test.describe("home page layout", () => {
  test("the topic cards fill every row at four and at two columns: no card left alone", async ({
    page,
  }) => {
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const topics = page.getByRole("region", { name: "Essential Menopause Topics" });
      const boxes = await topics
        .getByRole("listitem")
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
      expect(boxes.length).toBeGreaterThan(3);
      const right = Math.max(...boxes.map((box) => box.right));
      const rows = new Map<number, number>();
      for (const box of boxes) {
        const top = Math.round(box.top);
        rows.set(top, Math.max(rows.get(top) ?? 0, box.right));
      }
      expect(rows.size, `${width} px`).toBeGreaterThan(1);
      for (const [top, rowRight] of rows) {
        expect(Math.abs(rowRight - right), `row at ${top} (${width} px)`).toBeLessThan(2);
      }
    }
  });

  test("at 1280 px the 91% has its evidence under it, and the Q&A opens with its heading", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const hero = page.getByRole("complementary", { name: "Why this site exists" });
    const figure = await hero.getByText("91%", { exact: true }).boundingBox();
    const evidence = page.getByRole("region", { name: "What the research found" });
    const evidenceBox = await evidence.boundingBox();
    expect(evidenceBox!.y).toBeGreaterThan(figure!.y);
    expect(Math.abs(evidenceBox!.x - figure!.x)).toBeLessThan(figure!.width + evidenceBox!.width);
    await expect(evidence).toContainText("947 perimenopausal women");
    await expect(evidence).toContainText("94.1%");
    await expect(evidence.getByRole("link", { name: /perimenopausal women/ })).toHaveAttribute(
      "href",
      "https://pubmed.ncbi.nlm.nih.gov/35758176/",
    );

    const qa = page.getByRole("region", { name: homePage.qa.title });
    const heading = await qa.getByRole("heading", { level: 2 }).boundingBox();
    const intro = await qa.getByText(/^A few things readers often ask/).boundingBox();
    expect(intro!.y).toBeGreaterThan(heading!.y);
    // No wide empty band between the topic cards and the Q&A.
    const topics = await page
      .getByRole("region", { name: "Essential Menopause Topics" })
      .getByRole("list")
      .boundingBox();
    expect(heading!.y - (topics!.y + topics!.height)).toBeLessThan(120);
  });
});

test.describe("narrow screens keep times and measures whole", () => {
  test.use({ viewport: MOBILE });

  /** How many lines the first occurrence of `text` inside `selector` is drawn on. */
  async function linesOf(page: import("@playwright/test").Page, selector: string, text: string) {
    return page.locator(selector).evaluate((root, wanted) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const index = node.textContent!.replace(/\u00a0/g, " ").indexOf(wanted);
        if (index < 0) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + wanted.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    }, text);
  }

  const windDownPill = (page: Page) =>
    page.locator("main dl dt > span", { hasText: "8:00–9:30/10:00 pm" });

  /** How many lines an element's text takes. */
  const linesIn = (element: Locator) =>
    element.evaluate((root) => {
      const range = document.createRange();
      range.selectNodeContents(root);
      const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0);
      return new Set(boxes.map((rect) => Math.round(rect.bottom))).size;
    });

  for (const fonts of ["the site's fonts", "the fallback fonts"] as const) {
    test(`the routine's wind-down time stays in its pill, in whole pieces, in large text on a small phone, in ${fonts}`, async ({
      page,
    }) => {
      // 320 px with text at 150% (a reader's larger-text setting): the narrowest case we design
      // for. The schedule's column is about 190 px wide there, narrower than the time on one line.
      await page.setViewportSize({ width: 320, height: 800 });
      if (fonts === "the site's fonts") {
        // As every page after a reader's first is drawn: the fonts are in the cache.
        await page.goto("/weekly-routine");
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.reload();
      } else {
        // Fonts are optional: a first page on a slow connection is drawn in the fallback fonts.
        await page.route("**/*.woff2", () => {});
        await page.goto("/weekly-routine", { waitUntil: "domcontentloaded" });
      }
      // As a style attribute: the page's policy lets no stylesheet in but its own.
      await page.evaluate(() =>
        document.documentElement.style.setProperty("font-size", "150%", "important"),
      );
      const pill = windDownPill(page);
      const box = (await pill.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(await linesIn(pill)).toBeLessThanOrEqual(2);
      // It breaks only after its dash or slash: "8:00–", "9:30/" and "10:00 pm" are each whole.
      const pieces = await pill.locator("span").all();
      expect(pieces).toHaveLength(3);
      for (const piece of pieces) expect(await linesIn(piece)).toBe(1);
    });
  }

  test("the steak's thickness is never split between number and unit", async ({ page }) => {
    await page.goto("/recipes/steak-tomato-mushroom");
    const ingredients = "section[aria-labelledby=ingredients-title]";
    await expect(page.locator(ingredients)).toContainText("2\u00a0cm thick");
    expect(await linesOf(page, ingredients, "2 cm")).toBe(1);
  });
});

test("/food's cards and tooltip share one wording: '{value}% of daily intake'", async ({
  page,
}) => {
  await page.goto("/food");
  const main = page.getByRole("main");
  await expect(main).not.toContainText(/of my day/i);
  await expect(main.getByText("of daily intake", { exact: true })).toHaveCount(3);
});
