import type { LoaderFunctionArgs } from "@remix-run/node";
import { ArticleCard, CardGrid } from "~/components/article/ArticleCards";
import { guideLoaderData } from "~/components/article/guide-loader.server";
import { useLoaderData } from "@remix-run/react";
import { loaderMeta } from "~/every-page";
import { ArticleLayout } from "~/components/article/ArticleLayout";
import {
  ArticleIntro,
  ArticleSection,
  CheckList,
  ProseArticleSection,
} from "~/components/article/ArticleSection";
import { brush, comb, droplet, dumbbell, face, leaf, moon, tooth } from "~/components/icon-shapes";
import { beautyPage as page, type BeautyPillarId, type RegimenCardId } from "~content/beauty";

/** The guide's head, sources and reading time, made on the server (`guideLoaderData`). */
export function loader({ request }: LoaderFunctionArgs) {
  return guideLoaderData(request, "beauty", page);
}

export const meta = loaderMeta();

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

const toc = [
  { id: ROUTINE_ID, label: page.routine.heading },
  { id: REGIMEN_ID, label: page.regimen.heading },
  ...page.sections.map(({ id, heading }) => ({ id, label: heading })),
];

export default function BeautyArticle() {
  const { sources, readingMinutes } = useLoaderData<typeof loader>();
  const { routine, regimen } = page;
  return (
    <ArticleLayout page={page} sources={sources} readingMinutes={readingMinutes} toc={toc}>
      <ArticleIntro paragraphs={page.intro} />
      <ArticleSection id={ROUTINE_ID} heading={routine.heading} lead={routine.intro}>
        <CardGrid>
          {routine.pillars.map((pillar) => (
            <ArticleCard
              key={pillar.id}
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
            <ArticleCard key={card.id} title={card.title} badge={{ icon: REGIMEN_ICONS[card.id] }}>
              <CheckList items={card.items} className="text-[0.98rem] leading-snug" />
            </ArticleCard>
          ))}
        </CardGrid>
      </ArticleSection>
      {page.sections.map((section) => (
        <ProseArticleSection key={section.id} section={section} />
      ))}
    </ArticleLayout>
  );
}
