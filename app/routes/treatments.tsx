import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticHtml } from "~/components/content/StaticHtml";
import TreatmentsBody from "~/components/guides/TreatmentsBody";
import { formatDate } from "~/lib/dates";
import { loaderMeta } from "~/lib/page-head";
import { articleMeta, sourcesText, staticMarkup } from "~/lib/static-page.server";
import { socialImage, treatmentsCard } from "~/lib/social-card/card-spec";
import { pageText } from "~/lib/response.server";
import { treatmentsPage as page } from "~content/treatments";

/**
 * The page's head, social card, hero and sources, and its text drawn once as HTML, all made on
 * the server, so the text and its code stay out of the browser's JavaScript.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => ({
  meta: articleMeta(request, page, socialImage(treatmentsCard(page))),
  hero: page.hero,
  lastReviewed: page.lastReviewed,
  body: pageText(context, "body", staticMarkup(TreatmentsBody)),
  sources: sourcesText(context, page.sources),
});

export const meta = loaderMeta();

/** What the NHS offers for menopause symptoms and what she chose. */
export default function Treatments() {
  const { hero, lastReviewed, body, sources } = useLoaderData<typeof loader>();
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
            Last reviewed <time dateTime={lastReviewed}>{formatDate(lastReviewed)}</time>
          </p>
        </div>
      </header>
      <div className="container-page max-w-3xl space-y-14 pb-8 pt-6 sm:space-y-16">
        <StaticHtml text={body} />
        <StaticHtml text={sources} />
      </div>
    </article>
  );
}
