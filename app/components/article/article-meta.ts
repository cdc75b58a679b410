import type { MetaDescriptor } from "@remix-run/node";
import { absoluteUrl, articleJsonLd, seo, seoContext } from "~/lib/seo";
import { socialImage, topicGuideCard } from "~/lib/social-card/card-spec";
import type { PageSeo } from "~content/types";

/**
 * The structured data's publication and modification date for every topic article, as the
 * specification fixes it. Readers see each page's own `lastReviewed` date instead.
 */
export const ARTICLE_DATE = "2024-01-01";

type MetaArgs = Parameters<typeof seoContext>[0];

interface ArticleContent {
  seo: PageSeo;
  hero: { title: string; image: { src: string } };
}

/**
 * `meta` for a topic article: the shared SEO tags plus Article JSON-LD whose headline is the
 * page's visible <h1>. The social image doubles as the article image (crawlers want a raster).
 */
export function articleMeta(
  args: MetaArgs,
  page: ArticleContent,
  { publisher = false }: { publisher?: boolean } = {},
): MetaDescriptor[] {
  const context = seoContext(args);
  const url = absoluteUrl(context.origin, context.pathname);
  const image = socialImage(topicGuideCard(context.pathname.replace(/^\/+|\/+$/g, ""), page));
  return seo(
    {
      ...page.seo,
      image,
      type: "article",
      structuredData: articleJsonLd({
        headline: page.hero.title,
        description: page.seo.description,
        url,
        image,
        datePublished: ARTICLE_DATE,
        dateModified: ARTICLE_DATE,
        publisher,
        origin: context.origin,
      }),
    },
    context,
  );
}
