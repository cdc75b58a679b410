import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Callout } from "~/components/article/ArticleSection";
import { PrintButton } from "~/components/content/PrintButton";
import { Paragraphs } from "~/components/content/RichText";
import { GpChecklist } from "~/components/diary/GpChecklist";
import { DiaryScale, SymptomDiaryTable, WriteInLine } from "~/components/diary/SymptomDiaryTable";
import { formatDate } from "~/lib/dates";
import { loaderMeta } from "~/lib/page-head";
import { articleMeta, sourcesText } from "~/lib/static-page.server";
import { StaticHtml } from "~/components/content/StaticHtml";
import { useLoaderData } from "@remix-run/react";
import { socialImage, symptomDiaryCard } from "~/lib/social-card/card-spec";
import { symptomDiaryPage as page } from "~content/symptom-diary";
import diaryPrintStyles from "~/styles/diary-print.css?url";

/**
 * The page's head, social card and sources (drawn once), made here so that code stays out of
 * the browser.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => ({
  meta: articleMeta(request, page, socialImage(symptomDiaryCard(page))),
  sources: sourcesText(context, page.sources),
});

export const meta = loaderMeta();

/**
 * Printed, the page is landscape: thirteen columns and seven rows fit a sheet's width with room
 * to write. Only this page asks for it, so the rule is in a stylesheet of its own. (A landscape
 * week with the checklist on an upright page would need named pages of two sizes, which
 * Chromium prints shrunk and cut off.)
 */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: diaryPrintStyles, media: "print" },
];

/**
 * How to print. The browser's own Print always works; the button needs JavaScript and appears
 * after hydration in a row that already has its height, so nothing below it moves.
 */
function PrintControls() {
  return (
    <>
      <p>{page.printing.instructions}</p>
      <div className="min-h-11 print:hidden">
        <PrintButton label={page.printing.button} />
      </div>
    </>
  );
}

/**
 * A page made for paper: on screen it reads as an introduction, the diary and the checklist;
 * printed, it is one A4 week of the diary and the appointment checklist on the next page.
 */
export default function SymptomDiary() {
  const { hero, intro, diary, checklist, disclaimer } = page;
  const { sources } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="diary-title">
      <header className="bg-gradient-to-b from-brand-soft to-page print:bg-none">
        <div className="container-page max-w-5xl py-12 sm:py-16 print:max-w-none print:px-0 print:py-0">
          <p className="eyebrow print:hidden">{hero.eyebrow}</p>
          <h1
            id="diary-title"
            className="mt-3 text-4xl leading-tight sm:text-5xl print:mt-0 print:text-[18pt]"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-3xl text-xl leading-relaxed text-ink-soft print:hidden">
            {hero.standfirst}
          </p>
          <p className="mt-6 text-sm font-semibold text-ink-soft print:hidden">
            Last reviewed <time dateTime={page.lastReviewed}>{formatDate(page.lastReviewed)}</time>
          </p>
        </div>
      </header>

      <div className="container-page max-w-5xl space-y-14 pb-8 pt-2 sm:space-y-16 print:max-w-none print:space-y-0 print:p-0">
        <div className="[&_a]:link max-w-3xl space-y-4 text-lg print:hidden">
          <Paragraphs items={intro} />
          <PrintControls />
        </div>

        <section
          id="diary"
          aria-labelledby="diary-heading"
          className="scroll-mt-6 print:mt-2 print:break-after-page"
        >
          <h2 id="diary-heading" className="text-3xl print:text-[13pt]">
            {diary.heading}
          </h2>
          <div className="mt-5 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] print:mt-2 print:grid-cols-[50mm_minmax(0,1fr)] print:gap-4">
            <WriteInLine label={`${diary.weekLabel}:`} />
            <DiaryScale diary={diary} />
          </div>
          <div className="mt-6 print:mt-3">
            <SymptomDiaryTable diary={diary} />
          </div>
          <div className="mt-6 print:mt-3">
            <WriteInLine label={`${diary.notesLabel}:`} lines={3} />
          </div>
        </section>

        <section
          id="gp-checklist"
          aria-labelledby="checklist-heading"
          className="scroll-mt-6 print:pt-0"
        >
          <h2 id="checklist-heading" className="text-3xl print:text-[16pt]">
            {checklist.heading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-ink-soft print:mt-1 print:text-[10pt]">
            {checklist.intro}
          </p>
          <div className="mt-8 print:mt-4">
            <GpChecklist groups={checklist.groups} />
          </div>
        </section>

        <div className="max-w-3xl print:mt-3 print:max-w-none print:text-[9.5pt] print:[&_[role=note]]:p-3">
          <Callout title={disclaimer.title} text={disclaimer.text} />
        </div>

        <div
          id="sources"
          className="scroll-mt-6 border-t border-line pt-12 print:mt-3 print:pt-2 print:text-[8.5pt] print:[&_h2]:text-[11pt] print:[&_li]:leading-tight print:[&_p]:mt-1 print:[&_p]:max-w-none print:[&_ul]:mt-1.5 print:[&_ul]:grid print:[&_ul]:grid-cols-3 print:[&_ul]:gap-x-4 print:[&_ul]:gap-y-1 print:[&_ul]:space-y-0"
        >
          <StaticHtml text={sources} />
        </div>
      </div>
    </article>
  );
}
