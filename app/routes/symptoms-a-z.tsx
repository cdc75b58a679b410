import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Paragraphs } from "~/components/content/RichText";
import { cacheHeaders } from "~/lib/cache-control";
import { loaderMeta } from "~/lib/loader-meta";
import { siteSearch } from "~/lib/search/site-search.server";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo.server";
import { socialImage, symptomsAZCard } from "~/lib/social-card/card-spec";
import { symptomsAZPage as page, type CoveredSymptom } from "~content/symptoms-a-z";

/** Posts shown under each symptom; "everything on it" searches for the rest. */
const POSTS_PER_SYMPTOM = 3;

/** It lists posts (found by search), so it keeps the blog's cache lifetimes. */
export const headers: HeadersFunction = (args) => cacheHeaders("blog", args);

export async function loader({ request }: LoaderFunctionArgs) {
  // The posts about each symptom are those search finds with it in their title or excerpt, so
  // a new post on hot flushes joins the list as it joins the search index, with nothing to keep
  // in step by hand.
  const { search } = await siteSearch();
  const postsFor = (symptom: CoveredSymptom) =>
    search
      .search(symptom.search, { fields: ["title", "summary"] })
      .filter((hit) => hit.kind === "Blog post")
      .slice(0, POSTS_PER_SYMPTOM)
      .map(({ href, title }) => ({ href, title }));
  return {
    meta: pageMeta(request, ({ origin }) => ({
      ...page.seo,
      image: socialImage(symptomsAZCard(page)),
      structuredData: [
        webPageJsonLd(origin, { ...page.seo, name: page.seo.title, path: "/symptoms-a-z" }),
        breadcrumbJsonLd(origin, [
          { name: "Symptoms", path: "/symptoms" },
          { name: page.hero.title },
        ]),
      ],
    })),
    posts: page.covered.symptoms.map(postsFor),
  };
}

export const meta = loaderMeta();

const linkClass = "font-semibold text-brand-strong underline underline-offset-4 hover:text-brand";

/** The covered symptoms under their first letters, in order. */
function byLetter<T extends { name: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.name.localeCompare(b.name, "en-GB"))) {
    const letter = item.name[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()];
}

export default function SymptomsAZ() {
  const { posts } = useLoaderData<typeof loader>();
  const covered = page.covered.symptoms.map((symptom, index) => ({
    ...symptom,
    posts: posts[index] ?? [],
  }));
  const letters = byLetter(covered);
  return (
    <article aria-labelledby="a-z-title">
      <header className="bg-gradient-to-b from-brand-soft to-page">
        <div className="container-page max-w-3xl py-12 sm:py-16">
          <p className="eyebrow">{page.hero.eyebrow}</p>
          <h1 id="a-z-title" className="mt-3 text-4xl leading-tight sm:text-5xl">
            {page.hero.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-ink-soft">{page.hero.standfirst}</p>
        </div>
      </header>
      <div className="container-page max-w-3xl space-y-14 pb-8 pt-6">
        <div className="space-y-4 text-lg">
          <Paragraphs items={page.intro} className="[&_a]:link" />
        </div>

        <nav aria-label="Symptoms by letter">
          <ul className="flex flex-wrap gap-2">
            {letters.map(([letter]) => (
              <li key={letter}>
                <a
                  href={`#letter-${letter.toLowerCase()}`}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-surface font-semibold text-brand-strong ring-1 ring-line hover:bg-muted"
                >
                  {letter}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#not-yet"
                className="inline-flex min-h-11 items-center rounded-full bg-surface px-4 font-semibold text-brand-strong ring-1 ring-line hover:bg-muted"
              >
                Not covered yet
              </a>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="covered-title">
          <h2 id="covered-title" className="text-[1.9rem] leading-tight sm:text-4xl">
            {page.covered.heading}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{page.covered.intro}</p>
          {letters.map(([letter, symptoms]) => (
            <section
              key={letter}
              id={`letter-${letter.toLowerCase()}`}
              aria-labelledby={`letter-${letter.toLowerCase()}-title`}
              className="mt-10 scroll-mt-6"
            >
              <h3
                id={`letter-${letter.toLowerCase()}-title`}
                className="border-b border-line pb-2 font-serif text-3xl text-brand-strong"
              >
                {letter}
              </h3>
              <ul className="mt-4 space-y-6">
                {symptoms.map((symptom) => (
                  <li key={symptom.name}>
                    <h4 className="text-xl font-semibold">{symptom.name}</h4>
                    <p className="mt-1 text-ink-soft">{symptom.note}</p>
                    <ul className="mt-2 space-y-1">
                      {symptom.guides.map((guide) => (
                        <li key={guide.href}>
                          <span className="text-ink-soft">Guide: </span>
                          <Link to={guide.href} prefetch="intent" className={linkClass}>
                            {guide.label}
                          </Link>
                        </li>
                      ))}
                      {symptom.posts.map((post) => (
                        <li key={post.href}>
                          <span className="text-ink-soft">Post: </span>
                          <Link to={post.href} prefetch="intent" className={linkClass}>
                            {post.title}
                          </Link>
                        </li>
                      ))}
                      <li>
                        <Link
                          to={`/search?${new URLSearchParams({ q: symptom.search })}`}
                          className={linkClass}
                        >
                          Everything on {symptom.search}
                        </Link>
                      </li>
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>

        <section id="not-yet" aria-labelledby="not-yet-title" className="scroll-mt-6">
          <h2 id="not-yet-title" className="text-[1.9rem] leading-tight sm:text-4xl">
            {page.uncovered.heading}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{page.uncovered.intro}</p>
          <ul className="mt-6 space-y-6">
            {page.uncovered.symptoms.map((symptom) => (
              <li key={symptom.name}>
                <h3 className="text-xl font-semibold">{symptom.name}</h3>
                <p className="mt-1 text-ink-soft">{symptom.note}</p>
                <p className="mt-1">
                  {/* A plain link, in the same tab: the shared ExternalLink would split a
                      chunk that every page loads (docs/decisions/0020). */}
                  <a href={symptom.nhs.href} className={linkClass}>
                    {symptom.nhs.label}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>

        <p className="rounded-3xl bg-sage p-6 text-lg sm:p-8">
          {page.closing}{" "}
          <Link to="/about#contact" prefetch="intent" className={linkClass}>
            How to reach me
          </Link>
          .
        </p>
      </div>
    </article>
  );
}
