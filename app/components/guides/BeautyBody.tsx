import { ArticleCard, CardGrid } from "~/components/article/ArticleCards";
import {
  ArticleIntro,
  ArticleSection,
  CheckList,
  ProseArticleSection,
} from "~/components/article/ArticleSection";
import type { TocEntry } from "~/components/article/TableOfContents";
import { brush, comb, droplet, dumbbell, face, leaf, moon, tooth } from "~/components/icon-shapes";
import { beautyPage as page, type BeautyPillarId, type RegimenCardId } from "~content/beauty";

const ROUTINE_ID = "my-beauty-routine";
const REGIMEN_ID = "my-regimen";

const PILLAR_ICONS: Record<BeautyPillarId, string> = {
  sleep: moon,
  hydration: droplet,
  nutrition: leaf,
  exercise: dumbbell,
};

const REGIMEN_ICONS: Record<RegimenCardId, string> = {
  face,
  makeup: brush,
  hair: comb,
  "oral-care": tooth,
};

export const beautyToc: TocEntry[] = [
  { id: ROUTINE_ID, label: page.routine.heading },
  { id: REGIMEN_ID, label: page.regimen.heading },
  ...page.sections.map(({ id, heading }) => ({ id, label: heading })),
];

/** The text of /beauty, between its contents and its related links, drawn once on the server (staticMarkup). */
export default function BeautyBody() {
  const { routine, regimen } = page;
  return (
    <>
      <ArticleIntro paragraphs={page.intro} />
      <ArticleSection id={ROUTINE_ID} heading={routine.heading} lead={routine.intro}>
        <CardGrid>
          {routine.pillars.map((pillar) => (
            <ArticleCard
              key={pillar.id}
              id={pillar.id}
              title={pillar.title}
              badge={{ icon: PILLAR_ICONS[pillar.id] }}
              description={pillar.description}
              tone="sage"
            />
          ))}
        </CardGrid>
      </ArticleSection>
      <ArticleSection id={REGIMEN_ID} heading={regimen.heading}>
        <CardGrid>
          {regimen.cards.map((card) => (
            <ArticleCard
              key={card.id}
              id={card.id}
              title={card.title}
              badge={{ icon: REGIMEN_ICONS[card.id] }}
            >
              <CheckList items={card.items} className="text-[0.98rem] leading-snug" />
            </ArticleCard>
          ))}
        </CardGrid>
      </ArticleSection>
      {page.sections.map((section) => (
        <ProseArticleSection key={section.id} section={section} />
      ))}
    </>
  );
}
