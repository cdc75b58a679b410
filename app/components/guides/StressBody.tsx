// Reaches what every page has, so that no module this lazily fetched chunk shares with the
// pages is split out of their common files (docs/decisions/0024-static-text-is-not-hydrated.md).
import "~/every-page";
import { ArticleCard, CardGrid } from "~/components/article/ArticleCards";
import {
  ArticleIntro,
  ArticleSection,
  ProseArticleSection,
} from "~/components/article/ArticleSection";
import type { TocEntry } from "~/components/article/TableOfContents";
import { stressPage as page } from "~content/stress";

const INNER_STRENGTH_ID = "inner-strength";

export const stressToc: TocEntry[] = [
  { id: page.story.id, label: page.story.heading },
  { id: INNER_STRENGTH_ID, label: page.innerStrength.heading },
  ...page.sections.map(({ id, heading }) => ({ id, label: heading })),
];

/** The text of /stress, between its contents and its related links (see guides.server.ts). */
export default function StressBody() {
  const { innerStrength } = page;
  return (
    <>
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
    </>
  );
}
