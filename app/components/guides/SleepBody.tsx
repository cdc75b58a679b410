import {
  ArticleIntro,
  ArticleSection,
  Prose,
  ProseArticleSection,
  StepList,
} from "~/components/article/ArticleSection";
import { PhaseOverview } from "~/components/article/PhaseOverview";
import type { TocEntry } from "~/components/article/TableOfContents";
import { sleepPage as page } from "~content/sleep";

export const sleepToc: TocEntry[] = [
  ...page.phases.map(({ id, number, name }) => ({ id, label: `${number}. ${name}` })),
  ...page.closing.map(({ id, heading }) => ({ id, label: heading })),
];

/** The text of /sleep, between its contents and its related links, drawn once on the server (staticMarkup). */
export default function SleepBody() {
  return (
    <>
      <div className="space-y-10">
        <ArticleIntro paragraphs={page.intro} />
        <PhaseOverview label="The three phases" phases={page.phases} />
      </div>
      {page.phases.map((phase) => (
        <ArticleSection
          key={phase.id}
          id={phase.id}
          kicker={`Phase ${phase.number} of ${page.phases.length}`}
          heading={phase.name}
          lead={phase.summary}
        >
          <Prose paragraphs={phase.paragraphs} />
          <div className="mt-8 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
            <h3 className="text-xl">What I did, step by step</h3>
            <div className="mt-5">
              <StepList items={phase.steps} />
            </div>
          </div>
        </ArticleSection>
      ))}
      {page.closing.map((section) => (
        <ProseArticleSection key={section.id} section={section} />
      ))}
    </>
  );
}
