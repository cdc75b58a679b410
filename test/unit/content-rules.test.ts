import { existsSync, readFileSync, readdirSync } from "node:fs";
import { MAX_PAGE_TITLE } from "~/lib/page-head";
import { describe, expect, it } from "vitest";
import { staticPaths } from "~/lib/discovery.server";
import * as about from "~content/about";
import * as beauty from "~content/beauty";
import * as follow from "~content/follow";
import * as food from "~content/food";
import { foodPage } from "~content/food";
import * as home from "~content/home";
import * as navigation from "~content/navigation";
import { topicPages } from "~content/page-names";
import { sitePaths } from "~content/pages";
import { recipeTitles, type RecipeSlug } from "~content/recipe-titles";
import { relatedPages as pages } from "~content/related";
import { referenceLinks } from "~content/reference-links";
import * as recipeContent from "~content/recipes";
import { getRecipe, recipeGroups, recipes } from "~content/recipes";
import * as site from "~content/site";
import * as sleep from "~content/sleep";
import * as stress from "~content/stress";
import * as symptomDiary from "~content/symptom-diary";
import * as symptoms from "~content/symptoms";
import * as tracker from "~content/tracker";
import * as treatments from "~content/treatments";
import type { RelatedLink, TopicArticle } from "~content/types";
import * as weeklyRoutine from "~content/weekly-routine";
import { weeklyRoutinePage } from "~content/weekly-routine";
import { citationsByKey } from "~/lib/static-page.server";
import { citationCatalogue } from "~content/citations";

/**
 * Rules the content must keep whatever the words say: counts, names, links, dates and house
 * style. Nothing here copies a content list, except where the product requires a list word for
 * word (a heading, an address, a prep time): each such list says so where it is written out.
 */

const guides: Record<string, TopicArticle> = {
  "/symptoms": symptoms.symptomsPage,
  "/sleep": sleep.sleepPage,
  "/food": food.foodPage,
  "/stress": stress.stressPage,
  "/beauty": beauty.beautyPage,
};

const modules = {
  about,
  beauty,
  follow,
  food,
  home,
  navigation,
  recipes: recipeContent,
  site,
  sleep,
  stress,
  symptomDiary,
  symptoms,
  tracker,
  treatments,
  weeklyRoutine,
};

/** Keys whose values are addresses, identifiers or machine dates, never read as prose. */
const NOT_PROSE = new Set(["href", "src", "slug", "id", "imageUrl", "lastReviewed", "color"]);
/** Names the product requires word for word, spaced hyphen included. */
const REQUIRED_VERBATIM = new Set(["Complex Carbs - Fruit & Veggies"]);

function visibleStrings(value: unknown, key = "", found: string[] = []): string[] {
  if (NOT_PROSE.has(key)) return found;
  if (typeof value === "string") found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => visibleStrings(item, key, found));
  else if (value && typeof value === "object") {
    for (const [childKey, child] of Object.entries(value)) visibleStrings(child, childKey, found);
  }
  return found;
}

/** Prose without the addresses of its inline links. */
const allProse = visibleStrings(modules).map((text) => text.replace(/\]\([^)]*\)/g, "]"));

/** Every heading a reader sees at the top of a page, read from the page's own content. */
function headingAt(href: string): string | undefined {
  const guide = guides[href];
  if (guide) return guide.hero.title;
  if (href === "/weekly-routine") return weeklyRoutinePage.hero.title;
  if (href === "/treatments") return treatments.treatmentsPage.hero.title;
  if (href === "/recipes") return recipeContent.recipesPage.hero.title;
  const recipe = href.startsWith("/recipes/") ? getRecipe(href.slice("/recipes/".length)) : null;
  return recipe?.title;
}

const relatedLinks: [string, RelatedLink][] = Object.entries(guides).flatMap(([path, guide]) =>
  guide.related.links.map((link): [string, RelatedLink] => [path, link]),
);

describe("topic guides", () => {
  it.each(Object.entries(guides))(
    "%s ends with sources: absolute https pages, each listed once",
    (_, guide) => {
      expect(guide.sources.intro.split(/\s+/).length).toBeGreaterThan(25);
      expect(guide.sources.items.length).toBeGreaterThanOrEqual(3);
      const sources = citationsByKey(guide.sources.items);
      const hrefs = sources.map((source) => source.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const source of sources) {
        const url = new URL(source.href);
        expect(url.protocol, source.href).toBe("https:");
        expect(url.href, "written in full, as the browser would").toBe(source.href);
        expect(source.title.length).toBeGreaterThan(3);
        expect(source.publisher.length).toBeGreaterThan(2);
      }
    },
  );

  it.each(Object.entries(guides))(
    "%s lists every page it links to inline among its sources",
    (_, guide) => {
      const inline = [
        ...JSON.stringify({ ...guide, sources: undefined }).matchAll(/\]\((https?:[^)]+)\)/g),
      ].map(([, href]) => href);
      expect(inline.length).toBeGreaterThan(0);
      const listed = citationsByKey(guide.sources.items).map((source) => source.href);
      for (const href of inline) expect(listed).toContain(href);
    },
  );

  it.each(Object.entries(guides))(
    "%s has a review date that is a real day, not in the future",
    (_, guide) => {
      const reviewed = new Date(`${guide.lastReviewed}T00:00:00Z`);
      expect(reviewed.toISOString().slice(0, 10)).toBe(guide.lastReviewed);
      expect(reviewed.getTime()).toBeLessThanOrEqual(Date.now());
    },
  );

  it("take their title and heading from the page registry, so both agree", () => {
    for (const [path, guide] of Object.entries(guides)) {
      expect(guide.hero.title).toBe(topicPages[path as keyof typeof topicPages].title);
      // The head's title is the heading, unless the heading is too long for a search result
      // once the site's name follows it: then a shorter one.
      if (guide.hero.title.length <= MAX_PAGE_TITLE) expect(guide.seo.title).toBe(guide.hero.title);
      else expect(guide.seo.title.length, path).toBeLessThanOrEqual(MAX_PAGE_TITLE);
    }
  });
});

describe("the symptom diary", () => {
  const { diary, seo, hero } = symptomDiary.symptomDiaryPage;

  it("has a column for each symptom of the symptoms guide, in its order", () => {
    const { chronicle, laterChanges } = symptoms.symptomsPage;
    expect(diary.symptoms.map((column) => column.id)).toEqual(
      [...chronicle.symptoms, laterChanges.symptom].map((symptom) => symptom.id),
    );
    expect(diary.extras.map((column) => column.label)).toEqual(["Sleep", "Mood", "Cycle"]);
    expect(diary.days).toHaveLength(7);
  });

  it("is in the page registry and the sitemap, and linked from /symptoms and /about", () => {
    expect(pages["/symptom-diary"]?.title).toBe(hero.title);
    expect(seo.title).toBe(hero.title);
    expect(staticPaths()).toContain("/symptom-diary");
    expect(JSON.stringify(symptoms.symptomsPage)).toContain("](/symptom-diary)");
    expect(JSON.stringify(about.aboutPage)).toContain("](/symptom-diary)");
  });
});

describe("the symptom tracker", () => {
  it("is in the page registry and the sitemap, and linked from the diary, its checklist, /symptoms, the A–Z and the footer", async () => {
    const { symptomsAZPage } = await import("~content/symptoms-a-z");
    expect(staticPaths()).toContain("/tracker");
    expect(tracker.trackerPage.seo.title).toBe(tracker.trackerPage.hero.title);
    const linksTracker = (value: unknown) => JSON.stringify(value).includes("](/tracker)");
    expect(linksTracker(symptomDiary.symptomDiaryPage.intro)).toBe(true);
    expect(linksTracker(symptomDiary.symptomDiaryPage.checklist)).toBe(true);
    expect(linksTracker(symptoms.symptomsPage)).toBe(true);
    expect(linksTracker(symptomsAZPage.intro)).toBe(true);
    expect(navigation.footerPages.map((link) => link.href)).toContain("/tracker");
  });
});

describe("related cards", () => {
  it.each(relatedLinks)("on %s, %o names the page as its heading does", (_, link) => {
    expect(headingAt(link.href)).toBeDefined();
    expect(link.title).toBe(headingAt(link.href));
  });

  it("give each page one label across the whole site", () => {
    const labels = new Map<string, Set<string>>();
    for (const [, link] of relatedLinks) {
      labels.set(link.href, (labels.get(link.href) ?? new Set()).add(link.category));
    }
    for (const [href, seen] of labels) expect([...seen], href).toHaveLength(1);
  });

  it("never link a page to itself and only to pages in the sitemap", () => {
    for (const [path, link] of relatedLinks) {
      expect(link.href).not.toBe(path);
      expect(staticPaths()).toContain(link.href);
    }
  });
});

describe("reference links in post bodies", () => {
  it("send the dermatology phrase to a skin-care page, not an association's home page", () => {
    const dermatology = referenceLinks.find((link) => /Dermatologists/.test(link.phrase))!;
    expect(dermatology.href).not.toMatch(/^https:\/\/(www\.)?bad\.org\.uk\/?$/);
    expect(dermatology.href).toMatch(/^https:\/\//);
    expect(dermatology.note).toMatch(/^[A-Z].*\.$/);
  });
});

describe("the page registry", () => {
  /** The route module a fixed page is rendered by, in Remix's file naming. */
  const INDEX_ROUTES: Record<string, string> = {
    "/": "_index",
    "/blog": "blog._index",
    "/recipes": "recipes._index",
  };

  it("names only pages that have a route", () => {
    for (const href of new Set([...sitePaths, ...Object.keys(pages)])) {
      const recipe = /^\/recipes\/([^/]+)$/.exec(href);
      if (recipe) {
        expect(existsSync("app/routes/recipes.$slug.tsx")).toBe(true);
        expect(getRecipe(recipe[1]!), href).toBeDefined();
      } else {
        const file = INDEX_ROUTES[href] ?? href.slice(1);
        expect(existsSync(`app/routes/${file}.tsx`), href).toBe(true);
      }
    }
  });
});

describe("the header and footer", () => {
  // The product requires exactly these header links, labelled and ordered so.
  it("has the nine header links the product requires, in its order", () => {
    expect(navigation.mainNavigation.map((link) => [link.label, link.href])).toEqual([
      ["Home", "/"],
      ["My Weekly Routine", "/weekly-routine"],
      ["Blogs", "/blog"],
      ["Symptoms", "/symptoms"],
      ["Sleep", "/sleep"],
      ["Food", "/food"],
      ["Stress", "/stress"],
      ["Beauty", "/beauty"],
      ["Recipes", "/recipes"],
    ]);
  });

  // The product requires exactly these footer topics, in this order.
  it("has the eight footer topics the product requires, in its order", () => {
    expect(navigation.exploreTopics.map((link) => link.label)).toEqual([
      "Symptoms",
      "My Weekly Routine",
      "Food",
      "Sleep",
      "Stress",
      "Beauty",
      "Recipes",
      "Blogs",
    ]);
  });

  it("link each page once, by the label the header gives it, and only pages in the sitemap", () => {
    const headerLabel = new Map(navigation.mainNavigation.map((link) => [link.href, link.label]));
    for (const list of [navigation.mainNavigation, navigation.exploreTopics]) {
      const hrefs = list.map((link) => link.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const link of list) {
        expect(staticPaths()).toContain(link.href);
        expect(link.label).toBe(headerLabel.get(link.href));
      }
    }
  });
});

describe("the food guide", () => {
  const { categories } = food.foodPage.whatIEat;

  // The product requires these three groups, named so, at these shares of a day.
  it("has the three food groups the product requires, at 40/30/30, each with 'Examples'", () => {
    expect(categories.map(({ name, value, subtitle }) => [name, value, subtitle])).toEqual([
      ["Complex Carbs - Fruit & Veggies", 40, "Examples"],
      ["Healthy Fats", 30, "Examples"],
      ["Protein", 30, "Examples"],
    ]);
  });

  it("gives every group foods of its own, each listed once", () => {
    const everyFood = categories.flatMap((category) => category.items);
    expect(new Set(everyFood).size).toBe(everyFood.length);
    for (const category of categories) expect(category.items.length).toBeGreaterThanOrEqual(3);
  });

  // The product requires these ten things, in this order; it writes them in lower case.
  it("never eats or drinks the ten things the product lists", () => {
    expect(food.foodPage.neverEat.items.map((item) => item.toLowerCase())).toEqual([
      "alcohol",
      "energy drinks",
      "soft drinks",
      "fast food",
      "takeaways",
      "fried food",
      "hydrogenated oils",
      "aspartame",
      "non-organic dairy",
      "any processed food or ready meals",
    ]);
  });
});

describe("recipes", () => {
  /** The product requires twelve recipes, three in each of four groups, each serving one. */
  const RECIPE_COUNT = 12;
  const PER_GROUP = 3;

  // The product requires these addresses (readers' bookmarks and links point at them), these prep
  // times and these group headings, each in this order.
  it("has the addresses, prep times and group headings the product requires, in order", () => {
    expect(recipes.map((recipe) => [recipe.slug, recipe.prepTime])).toEqual([
      ["spinach-tomato-feta-omelette", "10 mins"],
      ["peanut-butter-toast", "5 mins"],
      ["overnight-oats", "Overnight in the fridge"],
      ["quinoa-black-bean-bowl", "30 mins"],
      ["turkey-avocado-wrap", "10 mins"],
      ["salmon-feta-rocket", "20 mins"],
      ["sweet-potato-hummus", "45 mins"],
      ["king-prawn-stir-fry", "10 mins"],
      ["steak-tomato-mushroom", "25 mins"],
      ["greek-yogurt-berries", "5 mins"],
      ["fresh-fruit", "2 mins"],
      ["protein-shake", "5 mins"],
    ]);
    expect(recipeGroups.map((group) => group.heading)).toEqual([
      "My Breakfasts",
      "My Lunches",
      "My Dinners",
      "My Snacks/Protein Shakes",
    ]);
    expect(recipeContent.recipesPage.comingSoon.heading).toBe("More Recipes Coming Soon");
  });

  it("names in the registry exactly the recipes there are, in their order, as each calls itself", () => {
    expect(Object.keys(recipeTitles)).toEqual(recipes.map((recipe) => recipe.slug));
    for (const recipe of recipes) {
      expect(recipeTitles[recipe.slug as RecipeSlug]).toBe(recipe.title);
    }
  });

  it("lists each group's recipes together, the groups in the order of their headings", () => {
    const groupOrder = recipes.map((recipe) =>
      recipeGroups.findIndex((group) => group.id === recipe.group),
    );
    expect(groupOrder).toEqual([...groupOrder].sort((a, b) => a - b));
  });

  it("has twelve recipes, three per group, with unique slugs that are routes in the sitemap", () => {
    expect(recipes).toHaveLength(RECIPE_COUNT);
    expect(new Set(recipes.map((recipe) => recipe.slug)).size).toBe(RECIPE_COUNT);
    for (const group of recipeGroups) {
      expect(recipes.filter((recipe) => recipe.group === group.id)).toHaveLength(PER_GROUP);
    }
    for (const recipe of recipes) {
      expect(recipe.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(staticPaths()).toContain(`/recipes/${recipe.slug}`);
      expect(recipe.serves).toBe("1");
    }
  });

  it("gives every recipe real content: a quantity on each ingredient, several steps, an image", () => {
    for (const recipe of recipes) {
      expect(recipe.ingredients.length, recipe.slug).toBeGreaterThanOrEqual(4);
      for (const ingredient of recipe.ingredients) expect(ingredient).toMatch(/^\d/);
      expect(recipe.instructions.length, recipe.slug).toBeGreaterThanOrEqual(4);
      for (const step of recipe.instructions) expect(step).not.toMatch(/^\d+[.)]/);
      expect(recipe.imageUrl).toBe(`/images/recipes/dishes/${recipe.slug}.jpg`);
      expect(recipe.imageAlt.length).toBeGreaterThan(30);
      expect(recipe.blurb.length).toBeLessThanOrEqual(80);
    }
  });

  // The product requires both facts: the quinoa bowl keeps 3 days; ovens are 200°C (180°C fan).
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

  /**
   * A step that begins "While" runs alongside the one before it, and one that begins "Ahead of
   * time" is done before the clock starts. Every other step's longest stated time counts.
   */
  function minutesOnTheClock(instructions: readonly string[]): number {
    let total = 0;
    for (const step of instructions) {
      if (/^(While|Ahead of time)\b/.test(step)) continue;
      for (const [, low, high, unit] of step.matchAll(
        /(\d+)(?:[–-](\d+))? (minutes?|seconds?)\b/g,
      )) {
        const amount = Number(high ?? low);
        total += unit!.startsWith("second") ? amount / 60 : amount;
      }
    }
    return total;
  }

  it.each(recipes.filter((recipe) => /^\d+ mins$/.test(recipe.prepTime)))(
    "$slug: the timed steps fit within $prepTime",
    (recipe) => {
      expect(minutesOnTheClock(recipe.instructions)).toBeLessThanOrEqual(
        Number.parseInt(recipe.prepTime, 10),
      );
    },
  );

  it("counts the rule the way a cook would", () => {
    expect(minutesOnTheClock(["Fry for 2–3 minutes.", "Rest for 30 seconds."])).toBe(3.5);
    expect(minutesOnTheClock(["Ahead of time: chill for 15 minutes.", "Boil 5 minutes."])).toBe(5);
    expect(minutesOnTheClock(["Roast 20 minutes.", "While it roasts, fry 5 minutes."])).toBe(20);
  });
});

describe("the home page's 91%", () => {
  const { statistic } = home.homePage.hero;

  // The product requires the landing copy to state this sentence word for word.
  it("states the product's sentence, in the evidence under the figure", () => {
    const sentence = "91% of women do not feel they have enough information about the menopause";
    expect(`${statistic.value} ${statistic.text}`).toContain(sentence);
    expect(statistic.evidence.paragraphs.join(" ")).toContain(sentence);
    // Stated plainly first, then what the surveys measured, with no note arguing the figure.
    expect(statistic.evidence.paragraphs[0]).toMatch(new RegExp(`^${sentence}\\.`));
    expect(statistic.evidence.paragraphs.join(" ")).not.toMatch(
      /\bStrictly\b|sits between|nearer the lower/,
    );
  });

  it("rests on studies linked by their own records, not a journal's home page", () => {
    const sources = citationsByKey(statistic.evidence.sources);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source.href).toMatch(/^https:\/\/(pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/|doi\.org\/10\.)/);
    }
  });
});

describe("the source catalogue", () => {
  it("links no source to a journal's home page", () => {
    for (const source of Object.values(citationCatalogue)) {
      expect(source.href, source.title).not.toMatch(/\/(home|journal)\/[\w-]+\/?$/);
      if (/journal|pubmed/i.test(source.publisher)) {
        expect(source.href).toMatch(
          /^https:\/\/(pubmed\.ncbi\.nlm\.nih\.gov\/\d+\/|doi\.org\/10\.)/,
        );
      }
    }
  });
});

describe("links to a section of a guide", () => {
  /** Every id a guide gives a section, chapter or phase: the anchors its page has. */
  function idsOf(value: unknown, found = new Set<string>()): Set<string> {
    if (Array.isArray(value)) value.forEach((item) => idsOf(item, found));
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "id" && typeof child === "string") found.add(child);
        else idsOf(child, found);
      }
    }
    return found;
  }

  const postBodies = readdirSync("content/posts")
    .filter((file) => file.endsWith(".md"))
    .map((file) => readFileSync(`content/posts/${file}`, "utf8"));
  const anchored = [...visibleStrings(modules), ...postBodies].flatMap((text) =>
    [...text.matchAll(/\]\((\/[a-z-]*)#([\w-]+)\)/g)].map(([, path, id]) => [path!, id!] as const),
  );

  it("point at a section the guide has (the night-sweats post and the home page's promise)", () => {
    expect(anchored).toContainEqual(["/sleep", "what-made-no-difference"]);
    for (const [path, id] of anchored.filter(([path]) => path in guides)) {
      expect(idsOf(guides[path]), `${path}#${id}`).toContain(id);
    }
  });
});

describe("house style", () => {
  it("writes clock times one way: lower-case am and pm", () => {
    for (const text of allProse) expect(text).not.toMatch(/\d ?(AM|PM|a\.m\.|p\.m\.)/);
  });

  it("joins number ranges with an en dash, not a hyphen", () => {
    for (const text of allProse) {
      expect(text).not.toMatch(/(?<![\d/])\d{1,2}(:\d\d)?( ?[ap]m)?-\d/);
    }
  });

  it("uses a real dash where a dash is meant", () => {
    for (const text of allProse.filter((prose) => !REQUIRED_VERBATIM.has(prose))) {
      expect(text).not.toMatch(/ - | -- /);
    }
  });
});

describe("what a UK reader of her age needs", () => {
  const page = treatments.treatmentsPage;
  const text = (value: unknown) => JSON.stringify(value);
  const hrtPost = readFileSync("content/posts/why-i-decided-to-try-hrt.md", "utf8");
  const checklist = text(symptomDiary.symptomDiaryPage.checklist);
  const PPC =
    "https://www.nhsbsa.nhs.uk/help-nhs-prescription-costs/hrt-prescription-prepayment-certificate-hrt-ppc";

  it("has a treatments page in the registry and the sitemap, linked from the guides", () => {
    expect(staticPaths()).toContain("/treatments");
    expect(pages["/treatments"]?.title).toBe(page.hero.title);
    expect(page.seo.title.length).toBeLessThanOrEqual(MAX_PAGE_TITLE);
    for (const guide of [symptoms.symptomsPage, sleep.sleepPage, stress.stressPage])
      expect(text(guide)).toMatch(/\]\(\/treatments(?:#[\w-]+)?\)/);
  });

  it("sets out every kind of treatment, each in a section of its own", () => {
    const ids = page.sections.map((section) => section.id);
    for (const id of [
      "hrt-and-its-forms",
      "what-i-take",
      "vaginal-oestrogen",
      "testosterone",
      "without-hormones",
      "cbt",
      "early-surgical-and-no-hrt",
      "contraception",
      "what-it-costs",
    ])
      expect(ids).toContain(id);
  });

  it("lists every page it links to inline among its sources, all https", () => {
    const inline = [...text(page.sections).matchAll(/\]\((https:[^)]+)\)/g)].map(([, h]) => h);
    const listed = citationsByKey(page.sources.items).map((source) => source.href);
    for (const href of [
      ...inline,
      ...[...text(page.intro).matchAll(/\]\((https:[^)]+)\)/g)].map(([, h]) => h),
    ])
      expect(listed).toContain(href);
  });

  it("gives fezolinetant's NHS status with NICE and the SMC linked, not only 'ask your GP'", () => {
    const fezolinetant = page.sections
      .find((s) => s.id === "without-hormones")!
      .paragraphs.join(" ");
    expect(fezolinetant).toMatch(/Scottish Medicines Consortium/);
    expect(fezolinetant).toContain("](https://www.nice.org.uk/search?q=fezolinetant)");
    expect(fezolinetant).toContain("](https://www.scottishmedicines.org.uk/");
  });

  it("says HRT is not contraception, on /symptoms, the treatments page and the checklist", () => {
    const notContraception = /HRT (?:is not|isn't|does not work as) contraception/;
    expect(text(symptoms.symptomsPage)).toMatch(notContraception);
    expect(text(page)).toMatch(notContraception);
    expect(checklist).toMatch(notContraception);
    expect(text(symptoms.symptomsPage)).toContain("](https://www.nice.org.uk/guidance/ng23)");
  });

  it("names testosterone as NICE's guideline allows, and early and surgical menopause", () => {
    const testosterone = page.sections.find((s) => s.id === "testosterone")!.paragraphs.join(" ");
    expect(testosterone).toContain("](https://www.nice.org.uk/guidance/ng23)");
    const early = page.sections
      .find((s) => s.id === "early-surgical-and-no-hrt")!
      .paragraphs.join(" ");
    expect(early).toMatch(/breast cancer/i);
    expect(early).toContain("](https://www.nhs.uk/conditions/early-menopause/)");
  });

  it("tells the HRT prepayment certificate in the HRT post, the checklist and the treatments page", () => {
    for (const where of [hrtPost, checklist, text(page)]) expect(where).toContain(PPC);
  });

  it("gives the NHS's autumn-and-winter vitamin D advice where bones and food are discussed", () => {
    const food = text(foodPage.sections);
    expect(food).toMatch(/10 micrograms/);
    expect(food).toContain("](https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-d/)");
  });

  it("covers headaches and migraine on /symptoms and in the diary", () => {
    expect(text(symptoms.symptomsPage.closing)).toContain(
      "](https://www.nhs.uk/conditions/migraine/)",
    );
    expect(symptomDiary.symptomDiaryPage.diary.notesLabel).toMatch(/headaches or migraine/i);
  });

  it("says what the food chart's shares are shares of", () => {
    expect(foodPage.whatIEat.intro).toMatch(/shares of a day's calories/);
  });

  it("gives the Friday jumps a pelvic-floor note", () => {
    const friday = weeklyRoutine.weeklyRoutinePage.exercise.days.find((d) => d.day === "Friday")!;
    expect(friday.description).toMatch(/pelvic floor/i);
  });
});

describe("the guides' voice", () => {
  const guideText = Object.values(guides).map((guide) => JSON.stringify(guide));
  const allGuides = guideText.join(" ");
  const postBodies = readdirSync("content/posts")
    .filter((file) => file.endsWith(".md"))
    .map((file) => readFileSync(`content/posts/${file}`, "utf8"));

  it("tells her experience on /sleep rather than instructing: every step is what she did", () => {
    for (const phase of sleep.sleepPage.phases)
      for (const step of phase.steps) expect(step).toMatch(/\b(?:I|I'm|I've|my|My|me)\b/);
  });

  it("leaves the disclaimer to the footer: no 'not a prescription', no 'urge you'", () => {
    for (const text of [...allProse, ...postBodies]) {
      expect(text).not.toMatch(/\bnot a (?:prescription|recommendation|treatment plan)\b/i);
      expect(text).not.toMatch(/\burge you\b|\bfour pillars\b/i);
    }
  });

  it("uses the template words sparingly", () => {
    const count = (pattern: RegExp) => (allGuides.match(pattern) ?? []).length;
    expect(count(/\bhonest(?:ly)?\b/gi)).toBeLessThanOrEqual(2);
    expect(count(/\bgentl[ey]\b/gi)).toBeLessThanOrEqual(6);
    expect(count(/\bstead(?:y|ier|ied|ies|ying)\b/gi)).toBeLessThanOrEqual(6);
  });

  it("says 'rather than' no more often than the posts do", () => {
    const rate = (texts: readonly string[]) => {
      const text = texts.join(" ");
      return (text.match(/\brather than\b/gi) ?? []).length / text.split(/\s+/).length;
    };
    const guideProse = [...Object.values(guides), treatments.treatmentsPage, weeklyRoutinePage];
    expect(rate(visibleStrings(guideProse))).toBeLessThanOrEqual(rate(postBodies) * 1.25);
  });

  it("opens each page's sources in its own way", () => {
    const intros = [
      ...Object.values(guides).map((guide) => guide.sources.intro),
      treatments.treatmentsPage.sources.intro,
      weeklyRoutinePage.sources.intro,
      symptomDiary.symptomDiaryPage.sources.intro,
    ];
    const openings = intros.map((intro) => intro.split(/\s+/).slice(0, 3).join(" "));
    expect(new Set(openings).size).toBe(intros.length);
    // Not every list begins with the page's own story and a "but" before the sources.
    expect(
      intros.filter((intro) => /^[^.]*\b(?:my|mine|mostly)\b[^.]*\bbut\b/i.test(intro)).length,
    ).toBeLessThanOrEqual(1);
  });

  it("files every post under a category that exists", () => {
    const slugs = [
      ...readFileSync("content/posts/categories.yml", "utf8").matchAll(/slug: (\S+)/g),
    ].map(([, slug]) => slug);
    for (const body of postBodies) {
      const category = /^category: (\S+)$/m.exec(body)?.[1];
      expect(slugs).toContain(category);
    }
  });
});

describe("the way to /treatments", () => {
  /** Anything a reader might go on to look up: a medicine, a therapy, or HRT by name. */
  const TREATMENT =
    /\b(?:HRT|hormone replacement therapy|vaginal oestrogen|CBT|talking therap(?:y|ies)|fezolinetant|elinzanetant|antidepressants?)\b/i;

  /** Every part of a page with its own anchor, and all the text inside it. */
  function sectionsOf(value: unknown, found: [string, string][] = []): [string, string][] {
    if (Array.isArray(value)) value.forEach((item) => sectionsOf(item, found));
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.id === "string") found.push([record.id, JSON.stringify(record)]);
      else Object.values(record).forEach((child) => sectionsOf(child, found));
    }
    return found;
  }

  const pagesWithSections = { ...guides, "/weekly-routine": weeklyRoutinePage };

  it.each(Object.entries(pagesWithSections))(
    "%s links /treatments from every section that names a treatment",
    (_, page) => {
      const unlinked = sectionsOf(page)
        .filter(([, text]) => TREATMENT.test(text.replace(/\]\([^)]*\)/g, "]")))
        .filter(([, text]) => !/\]\(\/treatments(?:#[\w-]+)?\)/.test(text))
        .map(([id]) => id);
      expect(unlinked).toEqual([]);
    },
  );

  it("is in the footer and among the home page's topics, and the header keeps its nine", () => {
    expect(navigation.footerPages.map((link) => link.href)).toContain("/treatments");
    expect(home.homePage.topics.links.map((link) => link.href)).toContain("/treatments");
    expect(navigation.mainNavigation.map((link) => link.href)).not.toContain("/treatments");
  });

  it("says what the NHS offers without claiming it routinely offers fezolinetant", () => {
    const { description } = treatments.treatmentsPage.seo;
    expect(description).not.toMatch(/what the NHS offers/i);
    expect(description).toMatch(/NHS status/);
  });
});
