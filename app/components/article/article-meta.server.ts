import type { MetaDescriptor } from "@remix-run/node";
import { absoluteUrl, articleJsonLd, faqJsonLd, pageMeta } from "~/lib/seo.server";
import type { SocialImage } from "~/lib/social-card/social-image";
import type { FaqItem, PageSeo } from "~content/types";

/**
 * The structured data's publication and modification date for every topic article: one fixed
 * date the product requires for all of them, whatever each guide's review date. Readers see
 * each page's own `lastReviewed` date instead.
 */
export const ARTICLE_DATE = "2024-01-01";

interface ArticleContent {
  seo: PageSeo;
  hero: { title: string; image: { src: string } };
  faq: { items: readonly FaqItem[] };
}

/**
 * A topic article's tags, built by its loader: the shared SEO tags plus Article JSON-LD whose
 * headline is the page's visible <h1>, and the FAQ's FAQPage JSON-LD. The social card doubles
 * as the article image (crawlers want a raster).
 */
export function articleMeta(
  request: Request,
  page: ArticleContent,
  image: SocialImage,
  { publisher = false }: { publisher?: boolean } = {},
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
        publisher,
        origin,
      }),
      faqJsonLd(page.faq.items),
    ],
  }));
}
