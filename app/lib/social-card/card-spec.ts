/**
 * What a page's social card shows, and the URL it is served from. Shared by route loaders and
 * the card renderer, both on the server, so both derive the same card, and the same versioned
 * URL, from the same data. The browser never loads this module: `meta` reads the finished
 * `SocialImage` from loader data.
 */
import { CARD_VERSION_PARAMETER } from "~/lib/addresses";
import { site } from "~content/site";
import { CARD_HEIGHT, CARD_TYPE, CARD_WIDTH, type SocialImage } from "./social-image";

/** Bump when the card's design changes, so every card gets a new URL past long-lived caches. */
export const CARD_DESIGN_VERSION = 1;

/**
 * `page`: a static page by name; `recipe`, `post`, `category`: by slug. Each is one folder
 * under `/social/`.
 */
export type CardKind = "page" | "recipe" | "post" | "category";

export interface CardSpec {
  kind: CardKind;
  /** Page name or slug: with `kind`, names the card in its URL. */
  id: string;
  title: string;
  /** The small line above the title: "Recipe · 10 mins · serves 1". */
  label: string;
  /** A same-site illustration under `/images/`, drawn beside the title. */
  image?: string;
  /** What the card shows, in words, for `og:image:alt`. */
  alt: string;
  /** Anything else the card's URL should change with (a post's `updated_at`). */
  revision?: string;
}

const SEPARATOR = " · ";
const ILLUSTRATION = /^\/images\/[a-z0-9-]+(?:\/[a-z0-9-]+)*\.(?:svg|png|jpe?g)$/;

/** Only our own illustrations are drawn: a card never fetches another host's image. */
export function sameSiteIllustration(url: string | null | undefined): string | undefined {
  return url && ILLUSTRATION.test(url) ? url : undefined;
}

/**
 * A short, stable fingerprint (two 32-bit FNV-1a passes, base 36). It only has to change when
 * the card does; it needs no secrecy, and it has to run in the browser too.
 */
export function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

/** Everything drawn on the card, plus the design version: the cache key and the URL's `v`. */
export function cardVersion(spec: CardSpec): string {
  const { kind, id, title, label, image, revision } = spec;
  return fingerprint(
    JSON.stringify([CARD_DESIGN_VERSION, kind, id, title, label, image ?? "", revision ?? ""]),
  );
}

export function cardPath(spec: CardSpec): string {
  const file = `/social/${spec.kind}/${encodeURIComponent(spec.id)}.png`;
  return `${file}?${CARD_VERSION_PARAMETER}=${cardVersion(spec)}`;
}

export function socialImage(spec: CardSpec): SocialImage {
  return {
    src: cardPath(spec),
    alt: spec.alt,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    type: CARD_TYPE,
  };
}

function card(fields: Omit<CardSpec, "alt">): CardSpec {
  return { ...fields, alt: `${fields.label}: ${fields.title} (${site.name})` };
}

// Cards dates are British long form ("16 July 2024"), as the example label reads.
const cardDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

function formatCardDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : cardDate.format(date);
}

function pageCard({
  id,
  title,
  label,
  image,
}: {
  id: string;
  title: string;
  label: string;
  image?: string;
}): CardSpec {
  return card({ kind: "page", id, title, label, image: sameSiteIllustration(image) });
}

export function recipeCard(recipe: {
  slug: string;
  title: string;
  prepTime: string;
  serves: string;
  imageUrl: string;
  /** The built picture of the dish: the card draws its square crop (its hashed name changes
   * with the picture, and so the card's URL). */
  picture?: { card: string } | null;
}): CardSpec {
  return card({
    kind: "recipe",
    id: recipe.slug,
    title: recipe.title,
    label: ["Recipe", recipe.prepTime, `serves ${recipe.serves}`].join(SEPARATOR),
    image: sameSiteIllustration(recipe.picture?.card ?? recipe.imageUrl),
  });
}

export interface PostForCard {
  slug: string;
  title: string;
  created_at: string;
  updated_at: string;
  featured_image_url: string | null;
  /** An author's photo: the card draws its square crop, not the 4000-pixel original. */
  featured_photo?: { card: string };
  category: { name: string; slug: string } | null;
}

export function postCard(post: PostForCard): CardSpec {
  return card({
    kind: "post",
    id: post.slug,
    title: post.title,
    label: ["Blog", post.category?.name, formatCardDate(post.created_at)]
      .filter(Boolean)
      .join(SEPARATOR),
    image: sameSiteIllustration(post.featured_photo?.card ?? post.featured_image_url),
    revision: post.updated_at,
  });
}

/**
 * The blog's own illustration: its index card, and any category without a topic of its own. The
 * same drawing as one post's picture, kept apart from it, so the blog's card stays the same
 * whatever the author does to that post.
 */
const BLOG_ILLUSTRATION = "/images/blog/notebook.svg";

/**
 * Topic illustrations that suit the seed's blog categories, by slug. A category the author adds
 * later is not listed and gets the blog's illustration, so its card is still a designed one.
 */
const CATEGORY_ILLUSTRATIONS = new Map([
  ["symptoms-health", "/images/topics/symptoms.svg"],
  ["sleep", "/images/topics/sleep.svg"],
  ["food-nutrition", "/images/topics/food.svg"],
  ["mind-mood", "/images/topics/stress.svg"],
  ["movement", "/images/routine/hero.svg"],
]);

/** The blog filtered to one category: `/blog?category=sleep`. */
export function categoryCard(category: { name: string; slug: string }): CardSpec {
  return card({
    kind: "category",
    id: category.slug,
    title: `My posts about ${category.name.toLowerCase()}`,
    label: `My Blogs: ${category.name}`,
    image: CATEGORY_ILLUSTRATIONS.get(category.slug) ?? BLOG_ILLUSTRATION,
  });
}

/*
 * Static pages. Each takes the content its route already imports, so no route pulls another
 * page's content into its bundle, and the server builds the identical card from the same module.
 */

export function homeCard(home: { hero: { headline: string } }): CardSpec {
  return pageCard({
    id: "home",
    title: home.hero.headline,
    label: "A personal guide to menopause",
    image: "/images/home/hero.svg",
  });
}

export function blogIndexCard(): CardSpec {
  return pageCard({
    id: "blog",
    title: "My Blogs: honest notes from my menopause",
    label: "Blog",
    image: BLOG_ILLUSTRATION,
  });
}

interface HeroPage {
  hero: { title: string; image: { src: string } };
}

export function recipesIndexCard(page: HeroPage): CardSpec {
  return pageCard({
    id: "recipes",
    title: page.hero.title,
    label: "Recipes",
    image: page.hero.image.src,
  });
}

export function routineCard(page: HeroPage): CardSpec {
  return pageCard({
    id: "weekly-routine",
    title: page.hero.title,
    label: "Routine",
    image: page.hero.image.src,
  });
}

/** The about page: no illustration of its own, so the logo stands beside the title. */
export function aboutCard(page: { hero: { title: string } }): CardSpec {
  return pageCard({ id: "about", title: page.hero.title, label: "About" });
}

/** A topic guide (symptoms, sleep, food, stress, beauty); its id is its path ("sleep"). */
export function topicGuideCard(id: string, page: HeroPage): CardSpec {
  return pageCard({ id, title: page.hero.title, label: "Guide", image: page.hero.image.src });
}

/** The page that explains the blog's feed and how to follow it in a feed reader. */
export function followCard(page: { hero: { title: string } }): CardSpec {
  return pageCard({
    id: "follow",
    title: page.hero.title,
    label: "Follow along",
    image: BLOG_ILLUSTRATION,
  });
}

/** The treatments page: what the NHS offers and what she chose. */
export function treatmentsCard(page: { hero: { title: string } }): CardSpec {
  return pageCard({
    id: "treatments",
    title: page.hero.title,
    label: "Guide",
    image: "/images/topics/symptoms.svg",
  });
}

/** The printable symptom diary and GP checklist. */
export function symptomDiaryCard(page: { hero: { title: string } }): CardSpec {
  return pageCard({
    id: "symptom-diary",
    title: page.hero.title,
    label: "Printable",
    image: "/images/topics/symptoms.svg",
  });
}

/** The symptom A–Z: every symptom the site covers, and the NHS's for the rest. */
export function symptomsAZCard(page: { hero: { title: string } }): CardSpec {
  return pageCard({
    id: "symptoms-a-z",
    title: page.hero.title,
    label: "A–Z",
    image: "/images/topics/symptoms.svg",
  });
}

/** The symptom tracker that keeps her diary on her phone. */
export function trackerCard(page: { hero: { title: string } }): CardSpec {
  return pageCard({
    id: "tracker",
    title: page.hero.title,
    label: "On your phone",
    image: "/images/topics/symptoms.svg",
  });
}
