import {
  ArticleIntro,
  ArticleSection,
  ProseArticleSection,
} from "~/components/article/ArticleSection";
import type { TocEntry } from "~/components/article/TableOfContents";
import { NeverEatGrid } from "~/components/food/NeverEatGrid";
import { foodPage as page } from "~content/food";

/** "What I Eat" is drawn by the route itself (its chart and cards answer the reader). */
export const WHAT_I_EAT_ID = "what-i-eat";
const NEVER_ID = "what-i-never-eat-or-drink";

export const foodToc: TocEntry[] = [
  { id: WHAT_I_EAT_ID, label: page.whatIEat.heading },
  { id: NEVER_ID, label: page.neverEat.heading },
  ...page.sections.map(({ id, heading }) => ({ id, label: heading })),
];

/** The text of /food before "What I Eat", drawn once on the server (staticMarkup). */
export function FoodOpening() {
  return <ArticleIntro paragraphs={page.intro} />;
}

/** The text of /food after "What I Eat", up to its related links. */
export default function FoodBody() {
  return (
    <>
      <ArticleSection id={NEVER_ID} heading={page.neverEat.heading} lead={page.neverEat.intro}>
        <NeverEatGrid items={page.neverEat.items} />
      </ArticleSection>
      {page.sections.map((section) => (
        <ProseArticleSection key={section.id} section={section} />
      ))}
    </>
  );
}
