import { JSDOM } from "jsdom";

/**
 * What search engines and link previews read from a page's head, and the rules it has to meet
 * (docs/decisions/0034-search-titles-and-structured-data.md): a title of at most 60 characters
 * ending in the site's name, a description of at most 160, JSON-LD that parses, and for each
 * structured data type the properties Google's documentation requires or recommends. Used by
 * test/e2e/search-heads.spec.ts on every page of the built site.
 */

export const SITE_NAME = "Menopause & Me";
const MAX_TITLE = 60;
const MAX_DESCRIPTION = 160;

export interface SearchHead {
  title: string;
  description: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  canonical: string | null;
  /** Each ld+json script: the parsed value, or the parse error's message. */
  jsonLd: ({ ok: true; value: unknown } | { ok: false; error: string })[];
  /** The visible text of the page's <main>, to check structured data against it. */
  mainText: string;
}

export function readSearchHead(html: string): SearchHead {
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute("content") ?? null;
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    ogTitle: meta('meta[property="og:title"]'),
    ogDescription: meta('meta[property="og:description"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
      try {
        return { ok: true as const, value: JSON.parse(script.textContent ?? "") };
      } catch (error) {
        return { ok: false as const, error: (error as Error).message };
      }
    }),
    mainText: (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " "),
  };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim().length > 0;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const ISO_DURATION = /^PT(?:\d+H)?(?:\d+M)?$/;
const length = (text: string) => Array.from(text).length;

/** Every rule this page's head breaks, in plain words; empty when it meets them all. */
export function searchHeadProblems(
  head: SearchHead,
  { origin, expectedTypes }: { origin: string; expectedTypes: readonly string[] },
): string[] {
  const problems: string[] = [];
  const problem = (message: string) => problems.push(message);

  // The specification's `{page title} | {name}` whenever it fits; a title too long for that
  // is fitted without the name (or cut), never refused.
  const suffix = ` | ${SITE_NAME}`;
  if (!head.title.endsWith(suffix) && length(head.title + suffix) <= MAX_TITLE) {
    problem(`title "${head.title}" does not end in "${suffix}", and would fit with it`);
  }
  if (length(head.title) > MAX_TITLE) {
    problem(`title is ${length(head.title)} characters (at most ${MAX_TITLE}): "${head.title}"`);
  }
  if (!isText(head.description)) problem("no meta description");
  else if (length(head.description) > MAX_DESCRIPTION) {
    problem(`description is ${length(head.description)} characters (at most ${MAX_DESCRIPTION})`);
  }
  if (head.ogTitle !== head.title) problem(`og:title "${head.ogTitle}" is not the title`);
  if (head.ogDescription !== head.description) problem("og:description is not the description");

  const values: Json[] = [];
  head.jsonLd.forEach((script, index) => {
    if (!script.ok) problem(`JSON-LD script ${index + 1} does not parse: ${script.error}`);
    else if (!isObject(script.value)) problem(`JSON-LD script ${index + 1} is not an object`);
    else values.push(script.value);
  });
  const types = values.map((value) => String(value["@type"]));
  if (types.join(",") !== expectedTypes.join(",")) {
    problem(`JSON-LD types are [${types.join(", ")}], expected [${expectedTypes.join(", ")}]`);
  }
  for (const value of values) {
    const type = String(value["@type"]);
    const say = (message: string) => problem(`${type}: ${message}`);
    if (value["@context"] !== "https://schema.org") say('@context is not "https://schema.org"');
    const rules = TYPE_RULES[type];
    if (!rules) say("no rules for this type: add them to test/support/search-head.ts");
    else rules(value, { origin, head, say });
  }
  return problems;
}

interface RuleContext {
  origin: string;
  head: SearchHead;
  say: (message: string) => void;
}

type Rule = (value: Json, context: RuleContext) => void;

const requireText = (value: Json, keys: readonly string[], say: (message: string) => void) => {
  for (const key of keys) if (!isText(value[key])) say(`${key} is missing or empty`);
};

const onSite = (url: unknown, origin: string) =>
  typeof url === "string" && (url === origin || url.startsWith(`${origin}/`));

/** Google's author markup: a Person (or Organization) with a name or a url, never a description. */
const author: Rule = (value, { origin, say }) => {
  const person = value.author;
  if (!isObject(person)) return say("author is missing");
  if (person["@type"] !== "Person") say(`author is a ${String(person["@type"])}, not a Person`);
  if (person.url !== `${origin}/about`)
    say(`author.url is ${String(person.url)}, not ${origin}/about`);
  if ("name" in person && (!isText(person.name) || /author of|menopause & me/i.test(person.name))) {
    say(`author.name "${String(person.name)}" is not a name`);
  }
};

const publisher: Rule = (value, { origin, say }) => {
  const organization = value.publisher;
  if (!isObject(organization)) return say("publisher is missing");
  if (organization["@type"] !== "Organization") say("publisher is not an Organization");
  if (organization.name !== SITE_NAME) say(`publisher.name is not "${SITE_NAME}"`);
  if (!onSite(organization.url, origin)) say("publisher.url is not this site");
  const logo = organization.logo;
  if (!isObject(logo) || !onSite(logo.url, origin)) say("publisher.logo.url is missing");
};

const dates =
  (keys: readonly string[]): Rule =>
  (value, { say }) => {
    for (const key of keys) {
      if (typeof value[key] !== "string" || !ISO_DATE.test(value[key] as string)) {
        say(`${key} "${String(value[key])}" is not an ISO 8601 date`);
      }
    }
  };

const article: Rule = (value, context) => {
  const { head, say } = context;
  requireText(value, ["headline", "description"], say);
  if (isText(value.headline) && length(value.headline) > 110)
    say("headline is over 110 characters");
  const image = value.image;
  if (!isObject(image) || !onSite(image.url, context.origin)) say("image is missing");
  dates(["datePublished", "dateModified"])(value, context);
  author(value, context);
  publisher(value, context);
  const page = value.mainEntityOfPage;
  if (!isObject(page) || page["@id"] !== head.canonical) {
    say("mainEntityOfPage.@id is not the page's canonical address");
  }
};

const TYPE_RULES: Record<string, Rule> = {
  Article: article,
  BlogPosting: article,

  Recipe: (value, context) => {
    const { head, say } = context;
    requireText(
      value,
      ["name", "description", "recipeYield", "recipeCategory", "recipeCuisine", "keywords"],
      say,
    );
    // Google takes image addresses or ImageObjects, one per aspect ratio.
    const images = Array.isArray(value.image) ? value.image : [value.image];
    if (!images.every((image) => onSite(isObject(image) ? image.url : image, context.origin))) {
      say("image is not an address (or ImageObject) on this site");
    }
    author(value, context);
    dates(["datePublished"])(value, context);
    for (const key of ["prepTime", "cookTime", "totalTime"]) {
      if (typeof value[key] !== "string" || !ISO_DURATION.test(value[key] as string)) {
        say(`${key} "${String(value[key])}" is not an ISO 8601 duration`);
      }
    }
    if (!Array.isArray(value.recipeIngredient) || value.recipeIngredient.length === 0) {
      say("recipeIngredient is empty");
    }
    const steps = value.recipeInstructions;
    if (
      !Array.isArray(steps) ||
      steps.length === 0 ||
      !steps.every((step) => isObject(step) && step["@type"] === "HowToStep" && isText(step.text))
    ) {
      say("recipeInstructions is not a list of HowToStep with text");
    }
    const nutrition = value.nutrition;
    const protein = isObject(nutrition) ? String(nutrition.proteinContent) : "";
    if (
      !isObject(nutrition) ||
      nutrition["@type"] !== "NutritionInformation" ||
      !/^\d+ g$/.test(protein)
    ) {
      say('nutrition.proteinContent is missing (NutritionInformation with e.g. "30 g")');
    } else if (!head.mainText.includes(`About ${protein} protein per serving`)) {
      say(`the page does not show "About ${protein} protein per serving"`);
    }
  },

  BreadcrumbList: (value, { origin, head, say }) => {
    const items = value.itemListElement;
    if (!Array.isArray(items) || items.length < 2)
      return say("itemListElement has fewer than 2 items");
    items.forEach((item, index) => {
      if (
        !isObject(item) ||
        item["@type"] !== "ListItem" ||
        item.position !== index + 1 ||
        !isText(item.name)
      ) {
        say(`item ${index + 1} is not a ListItem with its position and a name`);
      } else if (index < items.length - 1 && !onSite(item.item, origin)) {
        say(`item ${index + 1} (${item.name}) has no address on this site`);
      } else if (index === items.length - 1 && "item" in item && item.item !== head.canonical) {
        say("the last item's address is not the page's");
      }
    });
    if (isObject(items[0]) && (items[0].name !== "Home" || items[0].item !== `${origin}/`)) {
      say("the trail does not start at Home");
    }
  },

  FAQPage: (value, { say }) => {
    const questions = value.mainEntity;
    if (
      !Array.isArray(questions) ||
      questions.length === 0 ||
      !questions.every(
        (question) =>
          isObject(question) &&
          question["@type"] === "Question" &&
          isText(question.name) &&
          isObject(question.acceptedAnswer) &&
          isText(question.acceptedAnswer.text),
      )
    ) {
      say("mainEntity is not a list of Questions with accepted answers");
    }
  },

  WebPage: (value, context) => {
    const { origin, head, say } = context;
    requireText(value, ["name", "description"], say);
    if (value.url !== head.canonical) say("url is not the page's canonical address");
    if (!isObject(value.isPartOf) || value.isPartOf.url !== `${origin}/`)
      say("isPartOf is not the site");
    publisher(value, context);
  },

  WebSite: (value, { origin, say }) => {
    requireText(value, ["name"], say);
    if (!onSite(value.url, origin)) say("url is not this site");
  },

  AboutPage: (value, context) => {
    requireText(value, ["name", "description"], context.say);
    author({ author: value.mainEntity }, context);
    publisher(value, context);
  },

  ItemList: (value, { origin, say }) => {
    const items = value.itemListElement;
    if (!Array.isArray(items) || items.length === 0) return say("itemListElement is empty");
    if (
      !items.every(
        (item, index) => isObject(item) && item.position === index + 1 && onSite(item.url, origin),
      )
    ) {
      say("itemListElement is not a list of ListItems with positions and addresses on this site");
    }
  },

  Blog: (value, context) => {
    const { origin, say } = context;
    requireText(value, ["name", "description"], say);
    if (value.url !== `${origin}/blog`) say("url is not the blog's address");
    author(value, context);
    publisher(value, context);
    const posts = value.blogPost;
    if (
      !Array.isArray(posts) ||
      posts.length === 0 ||
      !posts.every(
        (post) =>
          isObject(post) &&
          post["@type"] === "BlogPosting" &&
          isText(post.headline) &&
          onSite(post.url, origin) &&
          typeof post.datePublished === "string" &&
          ISO_DATE.test(post.datePublished),
      )
    ) {
      say("blogPost is not a list of BlogPostings with headline, url and datePublished");
    }
  },

  CollectionPage: (value, context) => {
    const { origin, head, say } = context;
    requireText(value, ["name", "description"], say);
    if (value.url !== head.canonical) say("url is not the page's canonical address");
    if (!isObject(value.isPartOf) || value.isPartOf.url !== `${origin}/blog`)
      say("isPartOf is not the blog");
    const list = value.mainEntity;
    if (!isObject(list) || list["@type"] !== "ItemList")
      return say("mainEntity is not an ItemList");
    TYPE_RULES.ItemList!(list, context);
  },
};

/** The structured data each kind of page carries, in order, by its path. */
export function expectedTypes(path: string): string[] {
  const url = new URL(path, "http://x");
  if (url.pathname === "/") return ["WebSite", "FAQPage"];
  if (url.pathname === "/about") return ["AboutPage"];
  if (url.pathname === "/follow") return ["WebPage"];
  if (["/symptoms-a-z", "/tracker"].includes(url.pathname)) return ["WebPage", "BreadcrumbList"];
  if (url.pathname === "/recipes") return ["ItemList"];
  if (url.pathname.startsWith("/recipes/")) return ["Recipe", "BreadcrumbList"];
  if (url.pathname.startsWith("/blog/")) return ["BlogPosting", "BreadcrumbList"];
  if (url.pathname === "/blog") {
    return url.searchParams.has("category") ? ["CollectionPage", "BreadcrumbList"] : ["Blog"];
  }
  if (["/weekly-routine", "/symptom-diary", "/treatments"].includes(url.pathname))
    return ["Article", "BreadcrumbList"];
  return ["Article", "FAQPage", "BreadcrumbList"];
}
