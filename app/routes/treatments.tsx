import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Prose, ProseArticleSection } from "~/components/article/ArticleSection";
import { SourcesList } from "~/components/article/SourcesList";
import { formatDate } from "~/lib/dates";
import { loaderMeta } from "~/lib/loader-meta";
import { articleMeta } from "~/lib/guide-loader.server";
import { resolveCitations } from "~/lib/citations.server";
import { socialImage, treatmentsCard } from "~/lib/social-card/card-spec";
import { treatmentsPage as page } from "~content/treatments";

/** The page's head, social card and sources, made here so that code stays out of the browser. */
export const loader = ({ request }: LoaderFunctionArgs) => ({
  meta: articleMeta(request, page, socialImage(treatmentsCard(page))),
  sources: resolveCitations(page.sources),
});

export const meta = loaderMeta();

/**
 * What the NHS offers for menopause symptoms and what she chose: an introduction, a list of the
 * sections (the guides link to them by anchor), the sections and their sources.
 */
export default function Treatments() {
  const { hero, intro, sections } = page;
  const { sources } = useLoaderData<typeof loader>();
  return (
    <article aria-labelledby="treatments-title">
      <header className="bg-gradient-to-b from-brand-soft to-page">
        <div className="container-page max-w-3xl py-12 sm:py-16">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="treatments-title" className="mt-3 text-4xl leading-tight sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-ink-soft">{hero.standfirst}</p>
          <p className="mt-6 text-sm font-semibold text-ink-soft">
            Last reviewed <time dateTime={page.lastReviewed}>{formatDate(page.lastReviewed)}</time>
          </p>
        </div>
      </header>
      <div className="container-page max-w-3xl space-y-14 pb-8 pt-6 sm:space-y-16">
        <Prose paragraphs={intro} />
        <nav
          aria-labelledby="treatments-contents"
          className="rounded-2xl bg-surface p-6 ring-1 ring-line"
        >
          <h2 id="treatments-contents" className="text-xl">
            On this page
          </h2>
          <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="link inline-flex min-h-11 items-center py-1">
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((section) => (
          <ProseArticleSection key={section.id} section={section} />
        ))}
        <SourcesList sources={sources} />
      </div>
    </article>
  );
}
