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

/** The text of /stress, between its contents and its related links, drawn once on the server (staticMarkup). */
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
