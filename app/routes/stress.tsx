import type { LoaderFunctionArgs } from "@remix-run/node";
import { ArticleCard, CardGrid } from "~/components/article/ArticleCards";
import { guideLoaderData } from "~/components/article/guide-loader.server";
import { useLoaderData } from "@remix-run/react";
import { loaderMeta } from "~/every-page";
import { ArticleLayout } from "~/components/article/ArticleLayout";
import {
  ArticleIntro,
  ArticleSection,
  ProseArticleSection,
} from "~/components/article/ArticleSection";
import { stressPage as page } from "~content/stress";

/** The guide's head, sources and reading time, made on the server (`guideLoaderData`). */
export function loader({ request }: LoaderFunctionArgs) {
  return guideLoaderData(request, "stress", page);
}

export const meta = loaderMeta();

const INNER_STRENGTH_ID = "inner-strength";

const toc = [
  { id: page.story.id, label: page.story.heading },
  { id: INNER_STRENGTH_ID, label: page.innerStrength.heading },
  ...page.sections.map(({ id, heading }) => ({ id, label: heading })),
];

export default function StressArticle() {
  const { sources, readingMinutes } = useLoaderData<typeof loader>();
  const { innerStrength } = page;
  return (
    <ArticleLayout page={page} sources={sources} readingMinutes={readingMinutes} toc={toc}>
      <ArticleIntro paragraphs={page.intro} />
      <ProseArticleSection section={page.story} />
      <ArticleSection
        id={INNER_STRENGTH_ID}
        heading={innerStrength.heading}
        lead={innerStrength.intro}
      >
        <CardGrid>
          {innerStrength.practices.map((practice, index) => (
            <ArticleCard
              key={practice.title}
              title={practice.title}
              badge={{ number: index + 1 }}
              description={practice.description}
            />
          ))}
        </CardGrid>
      </ArticleSection>
      {page.sections.map((section) => (
        <ProseArticleSection key={section.id} section={section} />
      ))}
    </ArticleLayout>
  );
}
