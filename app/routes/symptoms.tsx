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
import { PhaseTable } from "~/components/article/PhaseTable";
import { SymptomChronicle } from "~/components/article/SymptomChronicle";
import { symptomsPage as page } from "~content/symptoms";

/** The guide's head, sources and reading time, made on the server (`guideLoaderData`). */
export function loader({ request }: LoaderFunctionArgs) {
  return guideLoaderData(request, "symptoms", page);
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
