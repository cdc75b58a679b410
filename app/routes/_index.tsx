import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BlogNotice } from "~/components/blog/BlogNotice";
import { PostGrid } from "~/components/blog/PostGrid";
import { blog } from "~/lib/blog/blog.server";
import { citationsByKey } from "~/lib/static-page.server";
import { cacheHeaders, cachePolicies } from "~/lib/response.server";
import { FaqAccordion } from "~/components/faq/FaqAccordion";
import { ExternalLink, Paragraphs } from "~/components/content/RichText";
import { Logo } from "~/components/layout/Logo";
import { loaderMeta } from "~/lib/page-head";
import { faqJsonLd, pageMeta } from "~/lib/seo.server";
import { homeCard, socialImage } from "~/lib/social-card/card-spec";
import { homePage } from "~content/home";
import { site } from "~content/site";
import type { Citation } from "~content/citations";

const HOME_POST_COUNT = 3;

/** The newest posts; if the backend is down the rest of the page still renders. */
export const headers: HeadersFunction = (args) => cacheHeaders("blog", args);

export async function loader({ request }: LoaderFunctionArgs) {
  // Built here, on the server, so neither the head's builders, the card code nor the source
  // list is in the page's JavaScript.
  const page = {
    meta: pageMeta(request, ({ origin }) => ({
      ...homePage.seo,
      image: socialImage(homeCard(homePage)),
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: site.name,
          description: site.description,
          url: `${origin}/`,
        },
        faqJsonLd(homePage.qa.items),
      ],
    })),
    evidenceSources: citationsByKey(homePage.hero.statistic.evidence.sources),
  };
  try {
    return data({ ...page, posts: await blog().latestPosts(HOME_POST_COUNT) });
  } catch {
    // Logged by the data layer. The page is still worth showing, but not worth keeping.
    return data({ ...page, posts: null }, { headers: { "Cache-Control": cachePolicies.noStore } });
  }
}

export const meta = loaderMeta();

function Hero({ evidenceSources }: { evidenceSources: readonly Citation[] }) {
  const { hero } = homePage;
  return (
    <section className="bg-gradient-to-b from-brand-soft to-page" aria-labelledby="home-title">
      <div className="container-page grid items-start gap-10 py-14 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <Logo size={160} priority alt="" className="shadow-lg ring-4 ring-surface" />
          <p className="eyebrow mt-8">{hero.eyebrow}</p>
          <h1 id="home-title" className="mt-3 text-4xl leading-tight sm:text-5xl lg:text-6xl">
            {hero.headline}
          </h1>
          <div className="mt-6 max-w-prose space-y-4 text-lg text-ink">
            <Paragraphs items={hero.story} />
          </div>
        </div>
        <aside aria-label="Why this site exists" className="space-y-6">
          <div className="card p-8 text-center">
            <p className="font-serif text-7xl font-bold text-accent">{hero.statistic.value}</p>
            <p className="mt-3 text-xl font-semibold text-brand-strong">{hero.statistic.text}</p>
          </div>
          <StatisticEvidence sources={evidenceSources} />
        </aside>
      </div>
    </section>
  );
}

/** Under the 91%: what the studies found, in the author's words, with where to read them. */
function StatisticEvidence({ sources }: { sources: readonly Citation[] }) {
  const { evidence } = homePage.hero.statistic;
  return (
    <section aria-labelledby="evidence-title" className="px-1 text-[0.95rem] text-ink-soft">
      <h2 id="evidence-title" className="text-xl text-ink">
        {evidence.heading}
      </h2>
      <div className="mt-3 space-y-2 leading-relaxed">
        <Paragraphs items={evidence.paragraphs} />
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        {sources.map((source) => (
          <li key={source.href} className="border-l-4 border-brand-soft pl-3 leading-snug">
            <ExternalLink
              href={source.href}
              className="font-semibold text-brand-strong underline underline-offset-4"
            >
              {source.title}
            </ExternalLink>
            <span className="block">{source.publisher}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function About() {
  const { about } = homePage;
  return (
    <section className="container-page py-16" aria-labelledby="about-title">
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="about-title" className="text-3xl sm:text-4xl">
            {about.heading}
          </h2>
          <div className="mt-5 space-y-4 text-lg">
            <Paragraphs items={about.paragraphs} />
          </div>
          <p className="mt-6 text-lg">
            <Link to="/about" prefetch="intent" className="link">
              {about.aboutLinkLabel} &rarr;
            </Link>
          </p>
        </div>
        <div className="rounded-3xl bg-sage p-8">
          <h3 className="text-2xl">{about.discoverHeading}</h3>
          <ul className="mt-5 space-y-4">
            {about.discover.map((item) => (
              <li key={item.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-accent"
                />
                <span>
                  <strong className="block text-ink">{item.title}</strong>
                  <span className="text-ink-soft">{item.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Topics() {
  const { topics } = homePage;
  return (
    <section className="container-page py-16" aria-labelledby="topics-title">
      <h2 id="topics-title" className="text-3xl sm:text-4xl">
        {topics.heading}
      </h2>
      <p className="mt-3 max-w-prose text-lg text-ink-soft">{topics.intro}</p>
      {/* Eight cards, so two and four columns both fill every row. */}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {topics.links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              prefetch="intent"
              className="card group flex h-full flex-col p-6 transition-shadow hover:shadow-md"
            >
              <span className="font-serif text-xl font-semibold text-brand-strong group-hover:underline">
                {link.title}
              </span>
              <span className="mt-2 text-ink-soft">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LatestPosts() {
  const { posts } = useLoaderData<typeof loader>();
  const { blogTeaser } = homePage;
  return (
    <section className="bg-muted py-16" aria-labelledby="blogs-title">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="blogs-title" className="text-3xl sm:text-4xl">
              {blogTeaser.heading}
            </h2>
            <p className="mt-3 max-w-prose text-lg text-ink-soft">{blogTeaser.intro}</p>
          </div>
          <Link to="/blog" prefetch="intent" className="link">
            {blogTeaser.linkLabel} &rarr;
          </Link>
        </div>
        <div className="mt-8">
          {posts && posts.length > 0 ? (
            <PostGrid posts={posts} />
          ) : (
            <BlogNotice>
              <p>
                {posts
                  ? "Check back soon for new content about navigating menopause."
                  : "My latest posts can't be shown just now. Please try again later."}
              </p>
            </BlogNotice>
          )}
        </div>
      </div>
    </section>
  );
}

export default function Home() {
  const { evidenceSources } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero evidenceSources={evidenceSources} />
      <About />
      <LatestPosts />
      <Topics />
      <div className="container-page pb-4">
        <div className="max-w-3xl">
          <FaqAccordion
            items={homePage.qa.items}
            title={homePage.qa.title}
            intro={homePage.qa.intro}
          />
        </div>
      </div>
    </>
  );
}
