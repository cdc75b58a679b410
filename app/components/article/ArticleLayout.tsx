import type { ReactNode } from "react";
import type { ArticleFrame } from "~/lib/article-frame";
import type { PageText } from "~/lib/page-text";
import { FaqAccordion } from "~/components/faq/FaqAccordion";
import { StaticHtml } from "~/components/content/StaticHtml";
import { RelatedArticles } from "~/components/related/RelatedArticles";
import { ARTICLE_TITLE_ID } from "./ArticleHero";
import { SOURCES_TITLE } from "./SourcesList";
import { ContentsBar, ContentsSidebar, type TocEntry } from "./TableOfContents";

export type { ArticleFrame };

export const RELATED_ID = "related";
/** Between the parts of the body, and between the body and the blocks after it. */
const PARTS_SPACING = "space-y-16 sm:space-y-20 print:space-y-8";
export const FAQ_ID = "faq";
export const SOURCES_ID = "sources";

interface ArticleLayoutProps {
  article: ArticleFrame;
  /** The guide's text, as `GuideText` parts and anything the page draws live between them. */
  children: ReactNode;
}

/** A part of a guide's text, drawn once on the server (`staticMarkup` in its loader). */
export function GuideText({ text }: { text: PageText }) {
  return <StaticHtml text={text} className={PARTS_SPACING} />;
}

/**
 * The shape every topic article shares: hero, the contents (a bar that follows the reader on
 * phones, a sidebar on wide screens), then the body, related links, the FAQ and the sources it
 * leans on. The hero and the sources come drawn by the loader, like the body. On paper the
 * related cards are left out: their links cannot be followed there.
 * Routes pass content in; they never lay out the frame themselves.
 */
export function ArticleLayout({ article, children }: ArticleLayoutProps) {
  const { hero, related, faq, toc, sources } = article;
  const entries: TocEntry[] = [
    ...toc,
    { id: RELATED_ID, label: related.title, screenOnly: true },
    { id: FAQ_ID, label: faq.title },
    { id: SOURCES_ID, label: SOURCES_TITLE },
  ];
  return (
    <article aria-labelledby={ARTICLE_TITLE_ID}>
      <StaticHtml text={hero} />
      <div className="container-page grid pb-20 pt-4 sm:pt-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 print:block print:pb-0 print:pt-0">
        <div className="hidden lg:block print:block">
          <ContentsSidebar entries={entries} />
        </div>
        {/* Paper is narrower than the measure the screen keeps to: use all of it. */}
        <div className="min-w-0 max-w-[46rem] print:max-w-none">
          <ContentsBar entries={entries} className="-mx-5 px-5 sm:-mx-8 sm:px-8" />
          <div className={`mt-8 lg:mt-0 ${PARTS_SPACING}`}>
            {children}
            <div
              id={RELATED_ID}
              // The block's own grid goes to three columns at `lg`; an even count reads better
              // as pairs in the body's width.
              className={`scroll-mt-6 border-t border-line pt-12 print:hidden ${
                related.links.length % 2 === 0 ? "lg:[&_ul]:grid-cols-2" : ""
              }`}
            >
              <RelatedArticles title={related.title} links={related.links} />
            </div>
            <div id={FAQ_ID} className="scroll-mt-6">
              <FaqAccordion title={faq.title} items={faq.items} />
            </div>
            <div id={SOURCES_ID} className="scroll-mt-6 border-t border-line pt-12 print:pt-6">
              <StaticHtml text={sources} />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
