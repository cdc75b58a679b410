import type { LoaderFunctionArgs } from "@remix-run/node";
import { guideLoaderData } from "~/components/article/guide-loader.server";
import { useLoaderData } from "@remix-run/react";
import { loaderMeta } from "~/every-page";
import { ArticleLayout } from "~/components/article/ArticleLayout";
import {
  ArticleIntro,
  ArticleSection,
  Prose,
  ProseArticleSection,
  StepList,
} from "~/components/article/ArticleSection";
import { PhaseOverview } from "~/components/article/PhaseOverview";
import { sleepPage as page } from "~content/sleep";

/** The guide's head, sources and reading time, made on the server (`guideLoaderData`). */
export function loader({ request }: LoaderFunctionArgs) {
  return guideLoaderData(request, "sleep", page);
}

export const meta = loaderMeta();

const toc = [
  ...page.phases.map(({ id, number, name }) => ({ id, label: `${number}. ${name}` })),
  ...page.closing.map(({ id, heading }) => ({ id, label: heading })),
];

export default function SleepArticle() {
  const { sources, readingMinutes } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout page={page} sources={sources} readingMinutes={readingMinutes} toc={toc}>
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
    </ArticleLayout>
  );
}
