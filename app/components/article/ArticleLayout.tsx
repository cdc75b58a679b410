import type { ReactNode } from "react";
import type { SourceList, TopicArticle } from "~content/types";
import { FaqAccordion } from "~/components/faq/FaqAccordion";
import { RelatedArticles } from "~/components/related/RelatedArticles";
import { ArticleHero } from "./ArticleHero";
import { SOURCES_TITLE, SourcesList } from "./SourcesList";
import { ContentsBar, ContentsSidebar, type TocEntry } from "./TableOfContents";

export const RELATED_ID = "related";
export const FAQ_ID = "faq";
export const SOURCES_ID = "sources";

interface ArticleLayoutProps {
  /** The article's content module. */
  page: TopicArticle;
  /**
   * From the article's loader (`guideLoaderData`): its sources looked up and its reading time,
   * so neither the source catalogue nor the word count is in the page's JavaScript.
   */
  sources: SourceList;
  readingMinutes: number;
  /** The article's own sections; related links, the FAQ and the sources are added after them. */
  toc: readonly TocEntry[];
  children: ReactNode;
}

/**
 * The shape every topic article shares: hero, the contents (a bar that follows the reader on
 * phones, a sidebar on wide screens), then the body, related links, the FAQ and the sources it
 * leans on. On paper the related cards are left out: their links cannot be followed there.
 * Routes pass content in; they never lay out the frame themselves.
 */
export function ArticleLayout({
  page,
  sources,
  readingMinutes,
  toc,
  children,
}: ArticleLayoutProps) {
  const { hero, related, faq } = page;
  const titleId = "article-title";
  const entries: TocEntry[] = [
    ...toc,
    { id: RELATED_ID, label: related.title, screenOnly: true },
    { id: FAQ_ID, label: faq.title },
    { id: SOURCES_ID, label: SOURCES_TITLE },
  ];
  return (
    <article aria-labelledby={titleId}>
      <ArticleHero
        hero={hero}
        titleId={titleId}
        readingMinutes={readingMinutes}
        lastReviewed={page.lastReviewed}
      />
      <div className="container-page grid pb-20 pt-4 sm:pt-8 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 print:block print:pt-0">
        <div className="hidden lg:block print:block">
          <ContentsSidebar entries={entries} />
        </div>
        <div className="min-w-0 max-w-[46rem]">
          <ContentsBar entries={entries} className="-mx-5 px-5 sm:-mx-8 sm:px-8" />
          <div className="mt-8 space-y-16 sm:space-y-20 lg:mt-0 print:space-y-10">
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
            <div id={SOURCES_ID} className="scroll-mt-6 border-t border-line pt-12">
              <SourcesList sources={sources} />
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
