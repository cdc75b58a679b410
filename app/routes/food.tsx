import type { LoaderFunctionArgs } from "@remix-run/node";
import { guideLoaderData } from "~/components/article/guide-loader.server";
import { useLoaderData } from "@remix-run/react";
import { loaderMeta } from "~/every-page";
import { ArticleLayout } from "~/components/article/ArticleLayout";
import {
  ArticleIntro,
  ArticleSection,
  ProseArticleSection,
} from "~/components/article/ArticleSection";
import { NeverEatGrid } from "~/components/food/NeverEatGrid";
import { WhatIEat } from "~/components/food/WhatIEat";
import { foodPage as page } from "~content/food";

/** The guide's head, sources and reading time, made on the server (`guideLoaderData`). */
export function loader({ request }: LoaderFunctionArgs) {
  return guideLoaderData(request, "food", page, { publisher: true });
}

export const meta = loaderMeta();

const WHAT_I_EAT_ID = "what-i-eat";
const NEVER_ID = "what-i-never-eat-or-drink";

const toc = [
  { id: WHAT_I_EAT_ID, label: page.whatIEat.heading },
  { id: NEVER_ID, label: page.neverEat.heading },
  ...page.sections.map(({ id, heading }) => ({ id, label: heading })),
];

export default function FoodArticle() {
  const { sources, readingMinutes } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout page={page} sources={sources} readingMinutes={readingMinutes} toc={toc}>
      <ArticleIntro paragraphs={page.intro} />
      <WhatIEat id={WHAT_I_EAT_ID} content={page.whatIEat} />
      <ArticleSection id={NEVER_ID} heading={page.neverEat.heading} lead={page.neverEat.intro}>
        <NeverEatGrid items={page.neverEat.items} />
      </ArticleSection>
      {page.sections.map((section) => (
        <ProseArticleSection key={section.id} section={section} />
      ))}
    </ArticleLayout>
  );
}
