import type { AppLoadContext, MetaDescriptor } from "@remix-run/node";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ComponentType, ReactElement } from "react";
import { elementMarkup, pageText } from "./response.server";
import { ArticleHero } from "~/components/article/ArticleHero";
import { SourcesList } from "~/components/article/SourcesList";
import type { PageText } from "~/lib/page-text";
import type { ArticleFrame, TocEntry } from "~/lib/article-frame";
import { readingMinutes } from "~/lib/reading-time";
import {
  absoluteUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  CONTENT_PUBLISHED,
  faqJsonLd,
  pageMeta,
} from "~/lib/seo.server";
import { socialImage, topicGuideCard } from "~/lib/social-card/card-spec";
import type { SocialImage } from "~/lib/social-card/social-image";
import { citationCatalogue, type Citation, type CitationKey } from "~content/citations";
import type { FaqItem, PageSeo, SourceList, SourcesBlock, TopicArticle } from "~content/types";

/**
 * What the loader of a page whose content is fixed (a guide, the routine, the diary, the
 * treatments page, the home page, a recipe) makes of that content on the server, so that none of
 * it is in the page's JavaScript (docs/decisions/0023-one-chunk-for-every-page.md,
 * docs/decisions/0026-vite-build-and-static-html.md). Each is made once per process, or once
 * per content module (a new one after an edit in development).
 *
 * Contract:
 * - `guideLoaderData(request, context, id, page, toc)`: a topic guide's head and the frame its
 *   layout draws around the text; `articleMeta` is the head of any first-person article.
 * - `sourcesText(context, block)`: a page's sources, looked up and drawn once for `<StaticHtml>`.
 * - `staticMarkup(Component)`: text that never changes, drawn as HTML for `<StaticHtml>`.
 * - `inlineDrawing("/images/…/x.svg")`: a page's lead drawing as a `data:` URL, or null.
 * - `citationsByKey(keys)`: sources looked up in the catalogue, for a page that names a few.
 */

// A guide's loader data, and an article's head.

/**
 * A topic guide's loader data: its head (with its social card), and the frame its layout draws
 * around the text. Its hero (title, byline, reading time counted from all of its prose, review
 * date, lead drawing) and its sources are drawn here once, as its text is, and sent once
 * (`pageText`): nothing in them answers the reader, so they cost the browser no code and no
 * hydration (docs/decisions/0065-the-guides-frame-drawn-once.md). The contents, the related
 * links and the FAQ come as data, for the components the page draws. Made on the server so that
 * neither the head's builders, the card code, the whole source catalogue nor the word counter is
 * in the guide's JavaScript (docs/decisions/0023-one-chunk-for-every-page.md).
 */
export function guideLoaderData(
  request: Request,
  context: AppLoadContext | undefined,
  id: string,
  page: TopicArticle,
  toc: readonly TocEntry[],
): { meta: MetaDescriptor[]; article: ArticleFrame } {
  const image = socialImage(topicGuideCard(id, page));
  return {
    meta: guideMeta(request, page, image),
    article: {
      hero: pageText(context, "hero", heroMarkup(page)),
      toc,
      related: page.related,
      faq: page.faq,
      sources: sourcesText(context, page.sources),
    },
  };
}

function heroMarkup(page: TopicArticle): string {
  // Keyed by the page: its reading time and review date are part of the hero.
  return drawnOnce(page, () => (
    <ArticleHero
      // The lead drawing travels inside the page (`inlineDrawing`, below).
      hero={{
        ...page.hero,
        image: {
          ...page.hero.image,
          src: inlineDrawing(page.hero.image.src) ?? page.hero.image.src,
        },
      }}
      readingMinutes={readingMinutes(page)}
      lastReviewed={page.lastReviewed}
    />
  ));
}

/**
 * The structured data's publication and modification date for every article that is not a post
 * (and for the recipes): one fixed date the product requires for all of them, whatever each
 * page's review date. Readers see each page's own `lastReviewed` date instead.
 */
export const ARTICLE_DATE = CONTENT_PUBLISHED;

interface ArticleContent {
  seo: PageSeo;
  hero: { title: string; image: { src: string } };
  faq: { items: readonly FaqItem[] };
}

/**
 * A first-person page's head as an article (the guides, the weekly routine, the symptom diary):
 * the shared SEO tags, Article JSON-LD whose headline is the page's visible <h1>, the trail from
 * the home page, and whatever else the page adds (a guide's FAQ). The social card doubles as the
 * article image (crawlers want a raster).
 */
export function articleMeta(
  request: Request,
  page: { seo: PageSeo; hero: { title: string } },
  image: SocialImage,
  extra: readonly Record<string, unknown>[] = [],
): MetaDescriptor[] {
  return pageMeta(request, ({ origin, pathname }) => ({
    ...page.seo,
    image,
    type: "article",
    structuredData: [
      articleJsonLd({
        headline: page.hero.title,
        description: page.seo.description,
        url: absoluteUrl(origin, pathname),
        image,
        datePublished: ARTICLE_DATE,
        dateModified: ARTICLE_DATE,
        origin,
      }),
      ...extra,
      breadcrumbJsonLd(origin, [{ name: page.hero.title }]),
    ],
  }));
}

/** A guide's head: an article with its FAQ. */
function guideMeta(request: Request, page: ArticleContent, image: SocialImage) {
  return articleMeta(request, page, image, [faqJsonLd(page.faq.items)]);
}

// Text drawn once.

/**
 * Text that never changes is drawn here once and sent as HTML, so its components and its words
 * stay out of the browser's JavaScript; the page shows it with `<StaticHtml>`
 * (docs/decisions/0026-vite-build-and-static-html.md).
 */
export function staticMarkup(Component: ComponentType): string {
  return drawnOnce(Component, () => <Component />);
}

/**
 * Each drawing is made once per process, keyed by what it is drawn from (a component, a content
 * module's object): in development an edited module brings a new one, so edits still show.
 */
const drawn = new WeakMap<object, string>();

function drawnOnce(key: object, element: () => ReactElement): string {
  let html = drawn.get(key);
  if (html === undefined) {
    html = elementMarkup(element());
    drawn.set(key, html);
  }
  return html;
}

// A lead drawing inside the page.

/**
 * A page's lead drawing as a `data:` URL, so it arrives inside the page's HTML instead of as a
 * request of its own (docs/decisions/0039-the-stylesheet-travels-in-the-page.md).
 *
 * Contract: `inlineDrawing("/images/…/x.svg")` reads that SVG from `public/` once per process
 * (its name carries its content's hash, so it never changes under a running server) and returns
 * it as a `data:image/svg+xml` URL, or null when the file is missing or larger than
 * INLINE_LIMIT_BYTES, in which case the page names the file as before. For the one picture a
 * page leads with: a drawing on every card would make the page heavier than the files.
 */
export const INLINE_LIMIT_BYTES = 16 * 1024;

const inlined = new Map<string, string | null>();

export function inlineDrawing(publicPath: string): string | null {
  let url = inlined.get(publicPath);
  if (url === undefined) {
    url = read(publicPath);
    inlined.set(publicPath, url);
  }
  return url;
}

function read(publicPath: string): string | null {
  if (!/^\/images\/[\w/-]+\.svg$/.test(publicPath)) return null;
  try {
    const svg = readFileSync(path.resolve(process.cwd(), "public", publicPath.slice(1)), "utf8");
    if (Buffer.byteLength(svg) > INLINE_LIMIT_BYTES) return null;
    return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  } catch {
    return null;
  }
}

// Sources.

/*
 * Sources looked up on the server: a page's list drawn once as HTML, or the few a page names
 * sent as loader data. A `.server` module, because a route that imports the catalogue itself
 * keeps a bare import of the catalogue's shared chunk in its JavaScript even when only its
 * loader uses it.
 */

/** The catalogue's entries for these names, in the order given. */
export function citationsByKey(keys: readonly CitationKey[]): Citation[] {
  return keys.map((key) => citationCatalogue[key]);
}

/** A page's sources block with its entries looked up. */
function resolveCitations({ intro, items }: SourcesBlock): SourceList {
  return { intro, items: citationsByKey(items) };
}

/**
 * A page's sources, drawn once as HTML for `<StaticHtml>`: a list of links that never changes,
 * so neither it nor its component is in the page's JavaScript.
 */
export function sourcesText(context: AppLoadContext | undefined, block: SourcesBlock): PageText {
  const html = drawnOnce(block, () => <SourcesList sources={resolveCitations(block)} />);
  return pageText(context, "sources", html);
}
