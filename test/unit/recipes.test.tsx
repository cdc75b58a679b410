// @vitest-environment jsdom
import type { MetaDescriptor } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { isoDuration, recipeJsonLd } from "~/components/recipes/recipeJsonLd";
import RecipesIndex, { loader as indexLoader, meta as indexMeta } from "~/routes/recipes._index";
import RecipePage, {
  ErrorBoundary as RecipeErrorBoundary,
  loader as recipeLoader,
  meta as recipeMeta,
} from "~/routes/recipes.$slug";
import { getRecipe, recipeGroups, recipeImageSize, recipes, recipesPage } from "~content/recipes";
import { site } from "~content/site";
import { keepNumbersWithUnits } from "~/lib/typography";

const SLUGS = [
  "spinach-tomato-feta-omelette",
  "peanut-butter-toast",
  "overnight-oats",
  "quinoa-black-bean-bowl",
  "turkey-avocado-wrap",
  "salmon-feta-rocket",
  "sweet-potato-hummus",
  "king-prawn-stir-fry",
  "steak-tomato-mushroom",
  "greek-yogurt-berries",
  "fresh-fruit",
  "protein-shake",
];

const PREP_TIMES = [
  "10 mins",
  "5 mins",
  "Overnight in the fridge",
  "30 mins",
  "10 mins",
  "20 mins",
  "45 mins",
  "10 mins",
  "25 mins",
  "5 mins",
  "2 mins",
  "5 mins",
];

const ORIGIN = "https://menopauseandme.example";

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

describe("recipe content", () => {
  it("has the twelve recipes with the spec's slugs, in order", () => {
    expect(recipes.map((recipe) => recipe.slug)).toEqual(SLUGS);
  });

  it("has the spec's prep times in order, and every recipe serves 1", () => {
    expect(recipes.map((recipe) => recipe.prepTime)).toEqual(PREP_TIMES);
    expect(new Set(recipes.map((recipe) => recipe.serves))).toEqual(new Set(["1"]));
  });

  it("has four groups of three, in the spec's order and headings", () => {
    expect(recipeGroups.map((group) => group.heading)).toEqual([
      "My Breakfasts",
      "My Lunches",
      "My Dinners",
      "My Snacks/Protein Shakes",
    ]);
    for (const [index, group] of recipeGroups.entries()) {
      const slugs = recipes.filter((recipe) => recipe.group === group.id).map((r) => r.slug);
      expect(slugs).toEqual(SLUGS.slice(index * 3, index * 3 + 3));
    }
  });

  it("gives every recipe real content: a quantity on each ingredient, several steps, an image", () => {
    for (const recipe of recipes) {
      expect(recipe.ingredients.length, recipe.slug).toBeGreaterThanOrEqual(4);
      for (const ingredient of recipe.ingredients) expect(ingredient).toMatch(/^\d/);
      expect(recipe.instructions.length, recipe.slug).toBeGreaterThanOrEqual(4);
      for (const step of recipe.instructions) expect(step).not.toMatch(/^\d+[.)]/);
      expect(recipe.imageUrl).toBe(`/images/recipes/${recipe.slug}.svg`);
      expect(recipe.imageAlt.length).toBeGreaterThan(30);
      expect(recipe.blurb.length).toBeLessThanOrEqual(80);
    }
  });

  it("notes that the quinoa bowl keeps 3 days and gives oven temperatures as 200°C (180°C fan)", () => {
    const quinoa = getRecipe("quinoa-black-bean-bowl")!;
    expect([quinoa.description, quinoa.tip].join(" ")).toMatch(/keeps? (for )?3 days/);
    const ovenRecipes = recipes.filter((recipe) =>
      recipe.instructions.some((step) => /oven/i.test(step)),
    );
    expect(ovenRecipes.length).toBeGreaterThan(0);
    for (const recipe of ovenRecipes) {
      expect(recipe.instructions[0]).toContain("200°C (180°C fan)");
    }
  });

  it("has the index page's closing panel", () => {
    expect(recipesPage.comingSoon.heading).toBe("More Recipes Coming Soon");
    expect(recipeImageSize).toEqual({ width: 800, height: 600 });
  });
});

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
  it("has every field Google's recipe rich results ask for", () => {
    const recipe = getRecipe("salmon-feta-rocket")!;
    const data = JSON.parse(JSON.stringify(recipeJsonLd(recipe, ORIGIN)));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Salmon with Feta & Rocket",
      description: recipe.description,
      image: [
        expect.stringMatching(
          /^https:\/\/menopauseandme\.example\/social\/recipe\/salmon-feta-rocket\.png\?v=\w+$/,
        ),
      ],
      author: { "@type": "Person", name: site.author.name || site.author.genericName },
      prepTime: "PT20M",
      totalTime: "PT20M",
      recipeYield: "1",
      recipeCategory: "Lunch",
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

  it("leaves the times out for overnight oats rather than inventing them", () => {
    const data = recipeJsonLd(getRecipe("overnight-oats")!, ORIGIN);
    expect(data).not.toHaveProperty("prepTime");
    expect(data).not.toHaveProperty("totalTime");
    expect(data.recipeCategory).toBe("Breakfast");
  });

  it("gives every recipe a category and, where the prep time is a duration, ISO times", () => {
    for (const recipe of recipes) {
      const data = recipeJsonLd(recipe, ORIGIN);
      expect(["Breakfast", "Lunch", "Dinner", "Snack"]).toContain(data.recipeCategory);
      if (recipe.slug !== "overnight-oats") expect(data.prepTime).toMatch(/^PT\d+M$/);
    }
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
      "My Breakfasts",
      "My Lunches",
      "My Dinners",
      "My Snacks/Protein Shakes",
      "More Recipes Coming Soon",
    ]);
    for (const [index, group] of recipeGroups.entries()) {
      const section = screen.getByRole("region", { name: group.heading });
      const cards = within(section).getAllByRole("article");
      expect(cards).toHaveLength(3);
      for (const [cardIndex, card] of cards.entries()) {
        const recipe = getRecipe(SLUGS[index * 3 + cardIndex]!)!;
        expect(within(card).getByRole("link", { name: recipe.title })).toHaveAttribute(
          "href",
          `/recipes/${recipe.slug}`,
        );
        expect(card).toHaveTextContent(recipe.blurb);
        expect(card).toHaveTextContent(recipe.prepTime);
        expect(card).toHaveTextContent("Serves1");
        const image = within(card).getByRole("img", { name: recipe.imageAlt });
        expect(image).toHaveAttribute("width", "800");
        expect(image).toHaveAttribute("height", "600");
        expect(image).toHaveAttribute("loading", index === 0 ? "eager" : "lazy");
      }
    }
  });

  it("has a title and an ItemList of the twelve recipes", async () => {
    const data = await indexLoader();
    const tags = indexMeta(metaArgs("/recipes", data) as never) as MetaDescriptor[];
    expect(findMeta(tags, "title")).toBe("Recipes | Menopause & Me");
    const list = findMeta(tags, "script:ld+json") as {
      itemListElement: { position: number; url: string }[];
    };
    expect(list.itemListElement).toHaveLength(12);
    expect(list.itemListElement[0]).toMatchObject({
      position: 1,
      url: `${ORIGIN}/recipes/spinach-tomato-feta-omelette`,
    });
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

  it.each(SLUGS)("%s shows its back link, facts, ingredients and numbered steps", async (slug) => {
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
    expect(within(main).getByRole("img", { name: recipe.imageAlt })).toHaveAttribute(
      "src",
      recipe.imageUrl,
    );

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
  });

  it("sets the title '{title} - Recipe' and a parseable Recipe JSON-LD", async () => {
    const data = await recipeLoader({
      params: { slug: "king-prawn-stir-fry" },
      request: new Request(`${ORIGIN}/recipes/king-prawn-stir-fry`),
      context: {},
    });
    const tags = recipeMeta(metaArgs("/recipes/king-prawn-stir-fry", data)) as MetaDescriptor[];
    expect(findMeta(tags, "title")).toBe("King Prawn Stir-Fry - Recipe | Menopause & Me");
    const canonical = tags.find((tag) => "rel" in tag && tag.rel === "canonical");
    expect(canonical).toMatchObject({ href: `${ORIGIN}/recipes/king-prawn-stir-fry` });
    const jsonLd = JSON.parse(JSON.stringify(findMeta(tags, "script:ld+json")));
    for (const field of [
      "name",
      "image",
      "description",
      "author",
      "prepTime",
      "totalTime",
      "recipeYield",
      "recipeIngredient",
      "recipeInstructions",
      "recipeCategory",
    ]) {
      expect(jsonLd, field).toHaveProperty(field);
    }
    expect(jsonLd["@type"]).toBe("Recipe");
    expect(jsonLd.recipeCategory).toBe("Dinner");
    expect(jsonLd.prepTime).toBe("PT10M");
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
