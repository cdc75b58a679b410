// @vitest-environment jsdom
import type { MetaDescriptor } from "@remix-run/node";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { isoDuration, minutesDuration, recipeJsonLd } from "~/lib/recipe-json-ld";
import { pagePicture } from "~/lib/recipe-images.server";
import { isDrawing } from "~/lib/recipe-picture";
import RecipesIndex, { loader as indexLoader, meta as indexMeta } from "~/routes/recipes._index";
import RecipePage, {
  ErrorBoundary as RecipeErrorBoundary,
  loader as recipeLoader,
  meta as recipeMeta,
} from "~/routes/recipes.$slug";
import { getRecipe, recipeGroups, recipeImageSize, recipes, recipesPage } from "~content/recipes";
import { recipeProtein } from "~content/recipe-protein";
import { site } from "~content/site";
import { keepNumbersWithUnits } from "~/lib/typography";

const ORIGIN = "https://menopauseandme.example";

/** The drawing the page and the cards show, once a build has named it. */
function drawingOf(slug: string) {
  const picture = pagePicture(slug);
  return picture && isDrawing(picture) ? picture : null;
}

/** The three ratios of a recipe's picture, as recipes.server.ts passes them. */
const pictures = (slug: string) =>
  ["1x1", "4x3", "16x9"].map((ratio) => `/images/recipes/dishes/${slug}-0123456789-${ratio}.jpg`);

function metaArgs(pathname: string, data: unknown) {
  return {
    data,
    params: {},
    location: { pathname, search: "", hash: "", state: null, key: "default" },
    matches: [{ id: "root", pathname: "/", params: {}, data: { origin: ORIGIN }, meta: [] }],
  } as unknown as Parameters<typeof recipeMeta>[0];
}

function findMeta(tags: MetaDescriptor[], key: string): unknown {
  const tag = tags.find((candidate) => key in candidate) as Record<string, unknown> | undefined;
  return tag?.[key];
}

describe("isoDuration", () => {
  it("turns plain durations into ISO 8601", () => {
    expect(isoDuration("10 mins")).toBe("PT10M");
    expect(isoDuration("2 mins")).toBe("PT2M");
    expect(isoDuration("1 hr 15 mins")).toBe("PT1H15M");
    expect(isoDuration("2 hours")).toBe("PT2H");
  });

  it("refuses to guess at anything else", () => {
    expect(isoDuration("Overnight in the fridge")).toBeUndefined();
    expect(isoDuration("")).toBeUndefined();
    expect(isoDuration("a while")).toBeUndefined();
  });
});

describe("recipe JSON-LD", () => {
  const jsonLdFor = (slug: string) => {
    const recipe = getRecipe(slug)!;
    return JSON.parse(
      JSON.stringify(
        recipeJsonLd(recipe, ORIGIN, pictures(slug), recipeProtein(slug, recipe.ingredients)),
      ),
    );
  };

  it("has the properties Google's recipe documentation recommends", () => {
    const recipe = getRecipe("salmon-feta-rocket")!;
    const data = jsonLdFor("salmon-feta-rocket");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: recipe.title,
      description: recipe.searchDescription,
      // The picture of the dish in Google's three ratios, as absolute URLs.
      image: pictures(recipe.slug).map((path) => `${ORIGIN}${path}`),
      author: { "@type": "Person", url: `${ORIGIN}/about` },
      datePublished: "2024-01-01",
      // 20 mins from start to finish: 5 preparing, 15 in the oven.
      prepTime: "PT5M",
      cookTime: "PT15M",
      totalTime: "PT20M",
      recipeYield: "1",
      recipeCategory: "Lunch",
      recipeCuisine: "Mediterranean",
      nutrition: { "@type": "NutritionInformation", proteinContent: "34 g" },
      recipeIngredient: recipe.ingredients,
      url: `${ORIGIN}/recipes/salmon-feta-rocket`,
    });
    expect(data.keywords).toContain("menopause");
    expect(data.recipeInstructions).toHaveLength(recipe.instructions.length);
    expect(data.recipeInstructions[0]).toEqual({
      "@type": "HowToStep",
      position: 1,
      text: recipe.instructions[0],
    });
  });

  it("gives overnight oats five minutes' making and the night's minimum in the fridge", () => {
    const data = jsonLdFor("overnight-oats");
    expect(data).toMatchObject({ prepTime: "PT5M", cookTime: "PT0M", totalTime: "PT6H5M" });
    expect(data.recipeCategory).toBe("Breakfast");
  });

  it("gives every recipe times that add up to its prep time, a cuisine and its protein", () => {
    for (const recipe of recipes) {
      const data = jsonLdFor(recipe.slug);
      expect(["Breakfast", "Lunch", "Dinner", "Snack"]).toContain(data.recipeCategory);
      const { prepare, cook, chill } = recipe.timing;
      if (/^\d+ mins$/.test(recipe.prepTime)) {
        expect(prepare + cook, recipe.slug).toBe(Number.parseInt(recipe.prepTime, 10));
        expect(chill).toBeUndefined();
        expect(data.totalTime).toBe(`PT${prepare + cook}M`);
      } else {
        expect(recipe.prepTime).toBe("Overnight in the fridge");
        expect(chill).toBeGreaterThanOrEqual(6 * 60);
      }
      expect(data.prepTime).toMatch(/^PT(\d+H)?\d+M$/);
      expect(data.cookTime).toMatch(/^PT(\d+H)?\d+M$/);
      expect(data.recipeCuisine).toEqual(expect.any(String));
      expect(data.nutrition.proteinContent).toMatch(/^\d+ g$/);
      expect(recipe.searchDescription.length, recipe.slug).toBeLessThanOrEqual(160);
    }
  });

  it("writes minutes as ISO 8601 durations", () => {
    expect(minutesDuration(0)).toBe("PT0M");
    expect(minutesDuration(45)).toBe("PT45M");
    expect(minutesDuration(60)).toBe("PT1H");
    expect(minutesDuration(365)).toBe("PT6H5M");
  });
});

describe("protein per serving", () => {
  it("adds up each ingredient's protein and rounds to a whole gram", () => {
    const omelette = getRecipe("spinach-tomato-feta-omelette")!;
    const protein = recipeProtein(omelette.slug, omelette.ingredients);
    // Three large eggs (180 g at 12.6 g per 100 g) carry most of it.
    expect(protein.lines[0]).toEqual({ ingredient: "3 large eggs", protein: 22.7, from: "CoFID" });
    expect(protein.grams).toBe(
      Math.round(protein.lines.reduce((sum, line) => sum + line.protein, 0)),
    );
    expect(protein.grams).toBe(30);
  });

  it("accounts for every ingredient line of every recipe, once", () => {
    for (const recipe of recipes) {
      expect(() => recipeProtein(recipe.slug, recipe.ingredients), recipe.slug).not.toThrow();
    }
  });

  it("refuses to give a figure once an ingredient changes without its working", () => {
    const oats = getRecipe("overnight-oats")!;
    expect(() => recipeProtein(oats.slug, [...oats.ingredients, "30 g cashew nuts"])).toThrow(
      'overnight-oats: "30 g cashew nuts" is neither counted nor too small to count',
    );
    expect(() =>
      recipeProtein(
        oats.slug,
        oats.ingredients.map((line) => line.replace("40 g rolled", "50 g rolled")),
      ),
    ).toThrow('"40 g rolled porridge oats" begins 0 ingredient lines, not one');
  });
});

describe("/recipes", () => {
  function renderIndex() {
    const Stub = createRemixStub([
      { path: "/recipes", Component: RecipesIndex, loader: indexLoader },
      { path: "/recipes/:slug", Component: () => <p>recipe page</p> },
    ]);
    return render(<Stub initialEntries={["/recipes"]} />);
  }

  it("shows the hero, four groups of three linked cards and the closing panel", async () => {
    renderIndex();
    expect(
      await screen.findByRole("heading", { level: 1, name: recipesPage.hero.title }),
    ).toBeVisible();
    const groupHeadings = screen.getAllByRole("heading", { level: 2 });
    expect(groupHeadings.map((heading) => heading.textContent)).toEqual([
      ...recipeGroups.map((group) => group.heading),
      recipesPage.comingSoon.heading,
    ]);
    for (const [index, group] of recipeGroups.entries()) {
      const section = screen.getByRole("region", { name: group.heading });
      const cards = within(section).getAllByRole("article");
      const groupRecipes = recipes.filter((recipe) => recipe.group === group.id);
      expect(cards).toHaveLength(groupRecipes.length);
      for (const [cardIndex, card] of cards.entries()) {
        const recipe = groupRecipes[cardIndex]!;
        expect(within(card).getByRole("link", { name: recipe.title })).toHaveAttribute(
          "href",
          `/recipes/${recipe.slug}`,
        );
        expect(card).toHaveTextContent(recipe.blurb);
        expect(card).toHaveTextContent(recipe.prepTime);
        expect(card).toHaveTextContent("Serves1");
        const image = within(card).getByRole("img", { name: recipe.imageAlt });
        // The drawing itself at its canvas's 800×600 once the build has named it; before, the
        // recipe's own 1200×900 URL. 4:3 either way.
        const { width, height } = drawingOf(recipe.slug) ?? recipeImageSize;
        expect(image).toHaveAttribute("width", String(width));
        expect(image).toHaveAttribute("height", String(height));
        expect(image).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
      }
    }
  });

  it("has a title and an ItemList of every recipe, in order", async () => {
    const data = await indexLoader({
      request: new Request(`${ORIGIN}/recipes`),
      params: {},
      context: {},
    });
    const tags = indexMeta(metaArgs("/recipes", data) as never) as MetaDescriptor[];
    expect(findMeta(tags, "title")).toBe("Recipes | Menopause & Me");
    const list = findMeta(tags, "script:ld+json") as {
      itemListElement: { position: number; url: string }[];
    };
    expect(list.itemListElement).toEqual(
      recipes.map((recipe, index) =>
        expect.objectContaining({ position: index + 1, url: `${ORIGIN}/recipes/${recipe.slug}` }),
      ),
    );
  });
});

describe("/recipes/:slug", () => {
  function renderRecipe(slug: string) {
    const Stub = createRemixStub([
      {
        path: "/recipes/:slug",
        Component: RecipePage,
        loader: recipeLoader,
        ErrorBoundary: RecipeErrorBoundary,
      },
      { path: "/recipes", Component: () => <p>all recipes</p> },
      { path: "/", Component: () => <p>home</p> },
    ]);
    return render(<Stub initialEntries={[`/recipes/${slug}`]} />);
  }

  it.each(recipes.map((recipe) => recipe.slug))(
    "%s shows its back link, facts, ingredients and numbered steps",
    async (slug) => {
      const recipe = getRecipe(slug)!;
      renderRecipe(slug);
      expect(await screen.findByRole("heading", { level: 1, name: recipe.title })).toBeVisible();
      expect(screen.getByRole("link", { name: "Back to All Recipes" })).toHaveAttribute(
        "href",
        "/recipes",
      );
      const main = screen.getByRole("article", { name: recipe.title });
      expect(main).toHaveTextContent(recipe.description);
      expect(main).toHaveTextContent(`Prep time${recipe.prepTime}`);
      expect(main).toHaveTextContent(`Serves${recipe.serves}`);
      const { grams } = recipeProtein(slug, recipe.ingredients);
      expect(main).toHaveTextContent(`About ${grams} g protein per serving`);
      expect(within(main).getByRole("link", { name: /standard food tables/ })).toHaveAttribute(
        "href",
        "https://www.gov.uk/government/publications/composition-of-foods-integrated-dataset-cofid",
      );
      // The drawing itself, inside the page, once the build has named it (decision 39): the
      // same SVG as the file; the recipe's own URL before.
      const drawing = drawingOf(slug);
      const src = within(main).getByRole("img", { name: recipe.imageAlt }).getAttribute("src")!;
      if (drawing) {
        expect(src).toMatch(/^data:image\/svg\+xml,/);
        expect(decodeURIComponent(src.slice(src.indexOf(",") + 1))).toBe(
          readFileSync(path.join("public", drawing.drawing), "utf8"),
        );
      } else {
        expect(src).toBe(recipe.imageUrl);
      }

      const ingredients = screen.getByRole("region", { name: "Ingredients" });
      const ingredientList = within(ingredients).getByRole("list");
      expect(ingredientList.tagName).toBe("UL");
      expect(
        within(ingredientList)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(recipe.ingredients.map(keepNumbersWithUnits));

      const instructions = screen.getByRole("region", { name: "Instructions" });
      const steps = within(instructions).getByRole("list");
      expect(steps.tagName).toBe("OL");
      const items = within(steps).getAllByRole("listitem");
      expect(items).toHaveLength(recipe.instructions.length);
      expect(items[0]).toHaveTextContent(recipe.instructions[0]!);

      const more = screen.getByRole("region", { name: /^More from/ });
      expect(within(more).getAllByRole("article")).toHaveLength(2);
    },
  );

  it("sets the title '{title} - Recipe' and a parseable Recipe JSON-LD", async () => {
    const recipe = getRecipe("king-prawn-stir-fry")!;
    const data = await recipeLoader({
      params: { slug: "king-prawn-stir-fry" },
      request: new Request(`${ORIGIN}/recipes/king-prawn-stir-fry`),
      context: {},
    });
    const tags = recipeMeta(metaArgs("/recipes/king-prawn-stir-fry", data)) as MetaDescriptor[];
    // The product requires a recipe page's title to read '{title} - Recipe'.
    expect(findMeta(tags, "title")).toBe(`${recipe.title} - Recipe | ${site.name}`);
    const canonical = tags.find((tag) => "rel" in tag && tag.rel === "canonical");
    expect(canonical).toMatchObject({ href: `${ORIGIN}/recipes/king-prawn-stir-fry` });
    const scripts = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
    const [jsonLd, trail] = JSON.parse(JSON.stringify(scripts));
    expect(trail).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Recipes", item: `${ORIGIN}/recipes` },
        { "@type": "ListItem", position: 3, name: recipe.title },
      ],
    });
    expect(tags).toContainEqual({ name: "description", content: recipe.searchDescription });
    for (const field of [
      "name",
      "image",
      "description",
      "author",
      "datePublished",
      "prepTime",
      "cookTime",
      "totalTime",
      "recipeCuisine",
      "nutrition",
      "recipeYield",
      "recipeIngredient",
      "recipeInstructions",
      "recipeCategory",
    ]) {
      expect(jsonLd, field).toHaveProperty(field);
    }
    expect(jsonLd["@type"]).toBe("Recipe");
    expect(jsonLd.recipeCategory).toBe("Dinner");
    expect(jsonLd.totalTime).toBe("PT10M");
  });

  it("answers an unknown slug with a 404 and the not-found screen", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(
      recipeLoader({
        params: { slug: "banana-bread" },
        request: new Request(`${ORIGIN}/recipes/banana-bread`),
        context: {},
      }),
    ).rejects.toMatchObject({ init: { status: 404 } });
    renderRecipe("banana-bread");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("banana-bread"));
    const tags = recipeMeta(metaArgs("/recipes/banana-bread", undefined)) as MetaDescriptor[];
    expect(findMeta(tags, "title")).toBe("Page not found | Menopause & Me");
  });
});
