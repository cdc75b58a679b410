import {
  ArticleIntro,
  ArticleSection,
  ProseArticleSection,
} from "~/components/article/ArticleSection";
import { PhaseTable } from "~/components/article/PhaseTable";
import { SymptomChapter, SymptomChronicle } from "~/components/article/SymptomChronicle";
import type { TocEntry } from "~/components/article/TableOfContents";
import { symptomsPage as page } from "~content/symptoms";

const CHRONICLE_ID = "chronicle";
const LATER_ID = "later-changes";
const PHASES_ID = "solutions-by-phase";

export const symptomsToc: TocEntry[] = [
  {
    id: CHRONICLE_ID,
    label: page.chronicle.heading,
    children: page.chronicle.symptoms.map(({ id, name }) => ({ id, label: name })),
  },
  {
    id: LATER_ID,
    label: page.laterChanges.heading,
    children: [{ id: page.laterChanges.symptom.id, label: page.laterChanges.symptom.name }],
  },
  { id: PHASES_ID, label: page.phaseTable.heading },
  ...page.closing.map(({ id, heading }) => ({ id, label: heading })),
];

/** The text of /symptoms, between its contents and its related links, drawn once on the server (staticMarkup). */
export default function SymptomsBody() {
  return (
    <>
      <ArticleIntro paragraphs={page.intro} />
      <p className="rounded-2xl bg-sage p-5 text-lg">
        Looking for one symptom rather than the whole story? My{" "}
        <a
          href="/symptoms-a-z"
          className="font-semibold text-brand-strong underline underline-offset-4 hover:text-brand"
        >
          menopause symptoms A–Z
        </a>{" "}
        lists every one I write about, and the NHS pages for the ones I haven&rsquo;t yet.
      </p>
      <ArticleSection
        id={CHRONICLE_ID}
        heading={page.chronicle.heading}
        lead={page.chronicle.intro}
      >
        <SymptomChronicle symptoms={page.chronicle.symptoms} />
      </ArticleSection>
      <ArticleSection
        id={LATER_ID}
        heading={page.laterChanges.heading}
        lead={page.laterChanges.intro}
      >
        <SymptomChapter symptom={page.laterChanges.symptom} />
      </ArticleSection>
      <ArticleSection id={PHASES_ID} heading={page.phaseTable.heading} lead={page.phaseTable.intro}>
        <PhaseTable caption={page.phaseTable.caption} rows={page.phaseTable.rows} />
      </ArticleSection>
      {page.closing.map((section) => (
        <ProseArticleSection key={section.id} section={section} />
      ))}
    </>
  );
}
