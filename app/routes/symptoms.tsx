import type { LoaderFunctionArgs } from "@remix-run/node";
import { articleMeta } from "~/components/article/article-meta.server";
import { guideLoaderData } from "~/components/article/guide-loader.server";
import { useLoaderData } from "@remix-run/react";
import { loaderMeta } from "~/every-page";
import { socialImage, topicGuideCard } from "~/lib/social-card/card-spec";
import { ArticleLayout } from "~/components/article/ArticleLayout";
import {
  ArticleIntro,
  ArticleSection,
  ProseArticleSection,
} from "~/components/article/ArticleSection";
import { PhaseTable } from "~/components/article/PhaseTable";
import { SymptomChronicle } from "~/components/article/SymptomChronicle";
import { symptomsPage as page } from "~content/symptoms";

/**
 * The guide's head, social card, sources and reading time, made here so that the code and data
 * they need stay out of the browser.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const image = socialImage(topicGuideCard("symptoms", page));
  return guideLoaderData(page, articleMeta(request, page, image));
}

export const meta = loaderMeta();

const CHRONICLE_ID = "chronicle";
const PHASES_ID = "solutions-by-phase";

const toc = [
  {
    id: CHRONICLE_ID,
    label: page.chronicle.heading,
    children: page.chronicle.symptoms.map(({ id, name }) => ({ id, label: name })),
  },
  { id: PHASES_ID, label: page.phaseTable.heading },
  ...page.closing.map(({ id, heading }) => ({ id, label: heading })),
];

export default function SymptomsArticle() {
  const { sources, readingMinutes } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout page={page} sources={sources} readingMinutes={readingMinutes} toc={toc}>
      <ArticleIntro paragraphs={page.intro} />
      <ArticleSection
        id={CHRONICLE_ID}
        heading={page.chronicle.heading}
        lead={page.chronicle.intro}
      >
        <SymptomChronicle symptoms={page.chronicle.symptoms} />
      </ArticleSection>
      <ArticleSection id={PHASES_ID} heading={page.phaseTable.heading} lead={page.phaseTable.intro}>
        <PhaseTable caption={page.phaseTable.caption} rows={page.phaseTable.rows} />
      </ArticleSection>
      {page.closing.map((section) => (
        <ProseArticleSection key={section.id} section={section} />
      ))}
    </ArticleLayout>
  );
}
