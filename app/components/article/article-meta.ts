import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta } from "~/every-page";
import { absoluteUrl, articleJsonLd, faqJsonLd } from "~/lib/seo";
import { genericSocialImage, type SocialImage } from "~/lib/social-card/social-image";
import type { FaqItem, PageSeo } from "~content/types";

/**
 * The structured data's publication and modification date for every topic article: one fixed
 * date the product requires for all of them, whatever each guide's review date. Readers see
 * each page's own `lastReviewed` date instead.
 */
export const ARTICLE_DATE = "2024-01-01";

/** What `meta` gets, with the guide's social card from its loader. */
type MetaArgs = Parameters<typeof pageMeta>[0] & { data?: { image: SocialImage } };

interface ArticleContent {
  seo: PageSeo;
  hero: { title: string; image: { src: string } };
  faq: { items: readonly FaqItem[] };
}

/**
 * `meta` for a topic article: the shared SEO tags plus Article JSON-LD whose headline is the
 * page's visible <h1>, and the FAQ's FAQPage JSON-LD. The social image, from the guide's
 * loader, doubles as the article image (crawlers want a raster).
 */
export function articleMeta(
  args: MetaArgs,
  page: ArticleContent,
  { publisher = false }: { publisher?: boolean } = {},
): MetaDescriptor[] {
  return pageMeta(args, ({ origin, pathname }) => {
    const image = args.data?.image ?? genericSocialImage;
    return {
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
    };
  });
}
