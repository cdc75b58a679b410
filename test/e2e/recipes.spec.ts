import type { Page } from "@playwright/test";
import sharp from "sharp";
import { getRecipe, recipeGroups, recipes } from "~content/recipes";
import { DESKTOP, MOBILE, expect, test, waitForHydration } from "./fixtures";

const GROUPS = recipeGroups.map((group) => group.heading);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "page scrolls sideways").toBeLessThanOrEqual(0);
}

test.describe("recipes index", () => {
  test("has the hero, four groups of three linked cards and the closing panel", async ({
    page,
  }) => {
    await page.goto("/recipes");
    await expect(page).toHaveTitle("Recipes | Menopause & Me");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "My Menopause-Friendly Recipes",
    );
    for (const [index, heading] of GROUPS.entries()) {
      const group = page.getByRole("region", { name: heading });
      await expect(group.getByRole("heading", { level: 2 })).toHaveText(heading);
      const cards = group.getByRole("article");
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        await expect(card.getByRole("link")).toHaveAttribute("href", /^\/recipes\/[a-z-]+$/);
        await expect(card).toContainText("Serves1");
        const image = card.getByRole("img");
        await expect(image).toHaveAttribute("alt", /^Illustration of .{30,}/);
        // The drawing itself, at its 800×600 canvas (4:3, like every recipe picture), named by
        // its content: no raster for a page.
        await expect(image).toHaveAttribute("width", "800");
        await expect(image).toHaveAttribute("height", "600");
        await expect(image).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
        await expect(image).toHaveAttribute(
          "src",
          /^\/images\/recipes\/dishes\/[a-z-]+-[0-9a-f]{10}\.svg$/,
        );
        await expect(card.locator("picture")).toHaveCount(0);
      }
    }
    await expect(page.getByRole("heading", { name: "More Recipes Coming Soon" })).toBeVisible();
  });

  test("every card links to a recipe page that answers 200 and shows that recipe's title", async ({
    page,
  }) => {
    await page.goto("/recipes");
    const cards = page.getByRole("region", { name: /^My / }).getByRole("article");
    await expect(cards).toHaveCount(recipes.length);
    const links: { href: string; title: string }[] = [];
    for (const card of await cards.all()) {
      links.push({
        href: (await card.getByRole("link").getAttribute("href"))!,
        title: (await card.getByRole("heading").textContent())!.trim(),
      });
    }
    expect(new Set(links.map((link) => link.href)).size).toBe(recipes.length);
    for (const { href, title } of links) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    }
  });

  test("every card's image and text lead to its recipe", async ({ page }) => {
    await page.goto("/recipes");
    await waitForHydration(page);
    const card = page.getByRole("article").filter({ hasText: "King Prawn Stir-Fry" });
    // A click on the middle of the picture, not the title: the link covers the whole card.
    await card.scrollIntoViewIfNeeded();
    const box = (await card.getByRole("img").boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/recipes\/king-prawn-stir-fry$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("King Prawn Stir-Fry");
  });

  test("fits a 375 px phone", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/recipes");
    await expectNoSidewaysScroll(page);
  });
});

test.describe("recipe page", () => {
  test("has its title, headings, lists and Recipe JSON-LD", async ({ page, baseURL }) => {
    // An oven recipe with a tip and a duration, so that every part of the page shows.
    const content = getRecipe("sweet-potato-hummus")!;
    await page.goto("/recipes/sweet-potato-hummus");
    // The product requires a recipe page's title to read '{title} - Recipe'.
    await expect(page).toHaveTitle(`${content.title} - Recipe | Menopause & Me`);
    await expect(page.getByRole("link", { name: "Back to All Recipes" })).toHaveAttribute(
      "href",
      "/recipes",
    );
    const recipe = page.getByRole("article", { name: content.title });
    await expect(recipe.getByRole("heading", { level: 1 })).toHaveText(content.title);
    await expect(recipe.getByRole("heading", { level: 2 })).toHaveText([
      "Ingredients",
      "Instructions",
      "My tip",
    ]);
    await expect(recipe).toContainText(`Prep time${content.prepTime}`);
    await expect(recipe).toContainText("Serves1");
    await expect(recipe).toContainText("Of that, 5 mins preparing and 40 mins cooking.");
    await expect(recipe).toContainText("About 19 g protein per serving");
    await expect(recipe.locator("ul").first().locator("li")).toHaveCount(
      content.ingredients.length,
    );
    await expect(recipe.locator("ol > li")).toHaveCount(content.instructions.length);
    await expect(recipe.locator("ol > li").first()).toContainText("200°C (180°C fan)");

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts.map((text) => JSON.parse(text)["@type"])).toEqual(["Recipe", "BreadcrumbList"]);
    const data = JSON.parse(scripts[0]!);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: content.title,
      // The picture of the dish in the three ratios Google asks for, not the social card.
      image: ["1x1", "4x3", "16x9"].map((ratio) =>
        expect.stringMatching(
          new RegExp(
            `^${baseURL}/images/recipes/dishes/sweet-potato-hummus-[0-9a-f]{10}-${ratio}\\.jpg$`,
          ),
        ),
      ),
      author: { "@type": "Person" },
      prepTime: "PT5M",
      cookTime: "PT40M",
      totalTime: "PT45M",
      recipeYield: "1",
      recipeCategory: "Dinner",
    });
    for (const [url, size] of [
      [data.image[0], "1200x1200"],
      [data.image[1], "1200x900"],
      [data.image[2], "1200x675"],
    ]) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toBe("image/jpeg");
      const meta = await sharp(await response.body()).metadata();
      expect(`${meta.width}x${meta.height}`, url).toBe(size);
    }
    expect(data.description.length).toBeGreaterThan(50);
    expect(data.recipeIngredient).toEqual(content.ingredients);
    expect(data.recipeInstructions).toHaveLength(content.instructions.length);
    for (const step of data.recipeInstructions) {
      expect(step["@type"]).toBe("HowToStep");
      expect(step.text.length).toBeGreaterThan(10);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/recipes/sweet-potato-hummus`,
    );
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`shows the picture of the dish at ${viewport.width} px, inside the page, and nothing moves`, async ({
      page,
    }) => {
      const content = getRecipe("overnight-oats")!;
      await page.setViewportSize(viewport);
      // Every layout shift the page makes, from its first paint.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) {
            shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const requested: string[] = [];
      page.on("request", (sent) => {
        // The other recipes' cards below name their drawings' files; this dish's must not.
        if (sent.url().includes("/images/recipes/dishes/overnight-oats"))
          requested.push(sent.url());
      });
      await page.goto("/recipes/overnight-oats", { waitUntil: "domcontentloaded" });
      // This test is about the picture: on a busy machine the web fonts may still be on their
      // way, and text drawn in them after that moves by a pixel or two. Measure once they are
      // in, and count only the shifts from then on.
      await page.evaluate(async () => {
        await Promise.all([...document.fonts].map((face) => face.load()));
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        (window as unknown as { shifts: number[] }).shifts.length = 0;
      });

      const image = page.getByRole("img", { name: content.imageAlt });
      await expect(image).toBeVisible();
      const title = page.getByRole("heading", { level: 1 });
      const before = { image: (await image.boundingBox())!, title: (await title.boundingBox())! };
      // The box has the picture's 4:3 shape, from its width and height.
      expect(before.image.height).toBeCloseTo((before.image.width * 3) / 4, 0);
      // On a phone the dish comes first, above the title; beside it on a wide screen.
      if (viewport === MOBILE) expect(before.image.y).toBeLessThan(before.title.y);
      else expect(before.image.x).toBeGreaterThan(before.title.x);

      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // The drawing itself, sharp at any size and density, and inside the page's HTML, so it
      // waits for no request of its own (docs/decisions/0039-the-stylesheet-travels-in-the-page.md).
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /^data:image\/svg\+xml,%3Csvg/,
      );
      expect(requested).toEqual([]);
      expect(await image.boundingBox()).toEqual(before.image);
      expect(await title.boundingBox()).toEqual(before.title);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
        [],
      );
    });
  }

  test("the print button appears in a place kept for it: nothing below it moves", async ({
    browser,
  }) => {
    const titleTop = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: MOBILE });
      // Both in the fallback fonts: web fonts are optional, so whether they made the first paint
      // depends on the machine's speed, and a title wraps differently in each.
      await context.route(/\.woff2$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto("/recipes/overnight-oats");
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await expect(page.getByRole("button", { name: "Print recipe" })).toBeVisible();
      } else {
        // Kept invisible without JavaScript: out of reach, but holding its place.
        await expect(page.getByRole("button", { name: "Print recipe" })).toHaveCount(0);
      }
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const top = (await page.getByRole("heading", { level: 1 }).boundingBox())!.y;
      await context.close();
      return top;
    };
    expect(await titleTop(true)).toBe(await titleTop(false));
  });

  test("an unknown recipe answers 404 with the not-found screen", async ({ page }) => {
    const response = await page.goto("/recipes/banana-bread");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page).toHaveTitle("Page not found | Menopause & Me");
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("fits a 375 px phone", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/recipes/overnight-oats");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Berry Overnight Oats");
    await expectNoSidewaysScroll(page);
  });

  test("prints just the recipe", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/recipes/salmon-feta-rocket");
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Print recipe" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("body > header")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("link", { name: "Back to All Recipes" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print recipe" })).toBeHidden();
    await expect(page.getByRole("region", { name: /^More from/ })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Salmon with Feta & Rocket");
    await expect(page.getByRole("region", { name: "Ingredients" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Instructions" })).toBeVisible();
    await expect(page.getByRole("img", { name: /salmon fillet/ })).toBeVisible();
    // Back on screen, everything returns.
    await page.emulateMedia({ media: "screen" });
    await expect(page.locator("body > header")).toBeVisible();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`index to recipe and back, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a card opens its recipe and the back link and history return", async ({ page }) => {
      await page.goto("/recipes");
      if (javaScriptEnabled) await waitForHydration(page);
      await page
        .getByRole("region", { name: "My Lunches" })
        .getByRole("link", { name: "Quinoa & Black Bean Bowl" })
        .click();
      await expect(page).toHaveURL(/\/recipes\/quinoa-black-bean-bowl$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quinoa & Black Bean Bowl");
      await expect(page).toHaveTitle("Quinoa & Black Bean Bowl - Recipe | Menopause & Me");
      await expect(page.getByRole("article").first()).toContainText("3 days");
      if (javaScriptEnabled) {
        // Still the same document: a client-side navigation.
        expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
      } else {
        await expect(page.getByRole("button", { name: "Print recipe" })).toHaveCount(0);
      }

      await page.getByRole("link", { name: "Back to All Recipes" }).click();
      await expect(page).toHaveURL(/\/recipes$/);
      await expect(page.getByRole("heading", { level: 2, name: "My Lunches" })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(/\/recipes\/quinoa-black-bean-bowl$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quinoa & Black Bean Bowl");
      await page.goBack();
      await expect(page).toHaveURL(/\/recipes$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "My Menopause-Friendly Recipes",
      );
    });
  });
}

test.describe("weekly routine", () => {
  test("shows the daily schedule's times and the dated exercise plan", async ({ page }) => {
    await page.goto("/weekly-routine");
    await expect(page).toHaveTitle("My Weekly Routine | Menopause & Me");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Weekly Routine");

    // The product requires this schedule's times and this plan, dated, day by day.
    const schedule = page.getByRole("region", { name: "My Daily Schedule" });
    await expect(schedule.locator("dt")).toHaveText([
      /^5:30–6:00 am\s*Wake up/,
      /^6:00 am\s*Rehydrate/,
      /^6:30 am\s*Breakfast/,
      /^8:00 am–6:00 pm\s*Work\s*Weekdays/,
      /^6:30–7:30 pm\s*Exercise/,
      /^8:00–9:30\/10:00 pm\s*Wind down/,
      /^9:30–10:00 pm\s*Sleep/,
    ]);

    const plan = page.getByRole("region", { name: "My Weekly Exercise Plan" });
    await expect(plan.locator("time")).toHaveText("September 2025");
    const glance = plan.getByRole("table", { name: "The week at a glance" });
    await expect(glance.getByRole("rowheader")).toHaveText([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    await expect(plan.getByRole("article", { name: "Monday" })).toContainText("30 minutes");
    await expect(plan.getByRole("article", { name: "Tuesday" })).toContainText("60 minutes");
    await expect(plan.getByRole("article", { name: "Friday" })).toContainText("Core HIIT");
    const thursday = plan.getByRole("article", { name: "Thursday" });
    await expect(thursday.getByRole("row").filter({ hasText: "Goblet squat" })).toContainText(
      "3 × 10",
    );
    const circuit = plan.getByRole("article", { name: "Sunday" }).getByRole("region", {
      name: "Core circuit",
    });
    await expect(circuit).toContainText("3 rounds × 10 reps of each of 7 moves");
    await expect(circuit.locator("ol > li")).toHaveCount(7);
  });

  test("the glance table's days jump to their cards, and the page fits a phone", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/weekly-routine");
    await expectNoSidewaysScroll(page);
    await page.getByRole("table").getByRole("link", { name: "Sunday" }).click();
    await expect(page).toHaveURL(/#sunday$/);
    await expect(page.getByRole("article", { name: "Sunday" })).toBeInViewport();
  });
});
