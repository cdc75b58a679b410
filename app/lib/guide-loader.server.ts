import type { MetaDescriptor } from "@remix-run/node";
import { inlineDrawing } from "~/lib/inline-drawing.server";
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
import { resolveCitations } from "~/lib/citations.server";
import type { FaqItem, PageSeo, TopicArticle } from "~content/types";
import type { ArticleFrame, TocEntry } from "~/lib/article-frame";

/**
 * A topic guide's loader data: its head (with its social card), and the frame its layout draws
 * around the text: hero, contents, related links, FAQ, its sources looked up in the catalogue
 * and its reading time counted from all of its prose. Made on the server so that neither the
 * head's builders, the card code, the whole source catalogue nor the word counter is in the
 * guide's JavaScript (docs/decisions/0023-one-chunk-for-every-page.md), and the frame comes as
 * data because the guide's text comes as HTML
 * (docs/decisions/0026-vite-build-and-static-html.md).
 */
export function guideLoaderData(
  request: Request,
  id: string,
  page: TopicArticle,
  toc: readonly TocEntry[],
): { meta: MetaDescriptor[]; article: ArticleFrame } {
  const image = socialImage(topicGuideCard(id, page));
  return {
    meta: guideMeta(request, page, image),
    article: {
      // The lead drawing travels inside the page (app/lib/inline-drawing.server.ts).
      hero: {
        ...page.hero,
        image: {
          ...page.hero.image,
          src: inlineDrawing(page.hero.image.src) ?? page.hero.image.src,
        },
      },
      lastReviewed: page.lastReviewed,
      toc,
      related: page.related,
      faq: page.faq,
      sources: resolveCitations(page.sources),
      readingMinutes: readingMinutes(page),
    },
  };
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
