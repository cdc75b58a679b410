import type { IsoDate, PageHero } from "~content/types";
import { Icon } from "~/components/Icon";
import { clock, pen } from "~/components/icon-shapes";
import { Byline } from "~/components/content/Byline";
import { HeroImage } from "~/components/content/HeroImage";
import { formatDate } from "~/lib/dates";

/** The <h1>'s id, which the article is labelled by. */
export const ARTICLE_TITLE_ID = "article-title";

/**
 * The article's opening: eyebrow, the page's only <h1>, a standfirst and the illustration.
 * The illustration is the likely LCP element, so it loads eagerly at high priority. Drawn once
 * on the server (`guideLoaderData`): nothing in it answers the reader.
 */
export function ArticleHero({
  hero,
  readingMinutes,
  lastReviewed,
}: {
  hero: PageHero;
  readingMinutes: number;
  lastReviewed: IsoDate;
}) {
  return (
    <header className="bg-gradient-to-b from-brand-soft via-brand-soft/60 to-page">
      <div className="container-page grid items-center gap-8 pb-10 pt-10 sm:pb-14 sm:pt-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-14 lg:pb-16">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1
            id={ARTICLE_TITLE_ID}
            className="mt-3 text-[2.35rem] leading-[1.08] tracking-tight sm:text-5xl lg:text-[3.4rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-prose text-lg leading-relaxed text-ink-soft sm:text-xl">
            {hero.standfirst}
          </p>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-semibold text-ink-soft">
            <span className="inline-flex items-center gap-1.5">
              <Icon path={pen} className="h-4 w-4 text-accent" />
              <span>
                <Byline />, from my own experience
              </span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Icon path={clock} className="h-4 w-4 text-accent" />
              {readingMinutes} min read
            </span>
            <span>
              Last reviewed <time dateTime={lastReviewed}>{formatDate(lastReviewed)}</time>
            </span>
          </p>
        </div>
        <HeroImage
          image={hero.image}
          // An illustration of the theme, not information: paper goes straight to the words.
          className="h-auto w-full rounded-3xl shadow-xl shadow-brand-strong/10 ring-1 ring-line print:hidden"
        />
      </div>
    </header>
  );
}
