import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Paragraphs } from "~/components/content/RichText";
import { cacheHeaders } from "~/lib/response.server";
import { loaderMeta } from "~/lib/page-head";
import { siteSearch } from "~/lib/search/site-search.server";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo.server";
import { socialImage, symptomsAZCard } from "~/lib/social-card/card-spec";
import {
  symptomsAZPage as page,
  type CoveredSymptom,
  type UncoveredSymptom,
} from "~content/symptoms-a-z";

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
    posts: page.covered.map(postsFor),
  };
}

export const meta = loaderMeta();

const linkClass = "font-semibold text-brand-strong underline underline-offset-4 hover:text-brand";

type Post = { href: string; title: string };

/** One line of the index: a symptom written about, one not yet, or another name for one. */
type Entry =
  | { kind: "covered"; name: string; id: string; symptom: CoveredSymptom; posts: Post[] }
  | { kind: "uncovered"; name: string; id: string; symptom: UncoveredSymptom }
  | { kind: "see"; name: string; target: { name: string; id: string } };

/** The anchor of a symptom's entry: "Broken sleep" is #symptom-broken-sleep. */
const entryId = (name: string) =>
  `symptom-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/** Every entry and every other name, under its first letter, in order. */
function byLetter(posts: Post[][]): [string, Entry[]][] {
  const entries: Entry[] = [];
  page.covered.forEach((symptom, index) => {
    const id = entryId(symptom.name);
    entries.push({ kind: "covered", name: symptom.name, id, symptom, posts: posts[index] ?? [] });
    for (const name of symptom.alsoUnder) {
      entries.push({ kind: "see", name, target: { name: symptom.name, id } });
    }
  });
  for (const symptom of page.uncovered) {
    const id = entryId(symptom.name);
    entries.push({ kind: "uncovered", name: symptom.name, id, symptom });
    for (const name of symptom.alsoUnder) {
      entries.push({ kind: "see", name, target: { name: symptom.name, id } });
    }
  }
  const groups = new Map<string, Entry[]>();
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name, "en-GB"))) {
    const letter = entry.name[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...groups.entries()];
}

function Links({ label, places }: { label: string; places: readonly Post[] }) {
  return places.map((place) => (
    <li key={`${label}${place.href}`}>
      <span className="text-ink-soft">{label}: </span>
      <Link to={place.href} prefetch="intent" className={linkClass}>
        {place.title}
      </Link>
    </li>
  ));
}

function EntryItem({ entry }: { entry: Entry }) {
  if (entry.kind === "see") {
    return (
      <li className="text-lg">
        {entry.name}, <em>see</em>{" "}
        <a href={`#${entry.target.id}`} className={linkClass}>
          {entry.target.name}
        </a>
      </li>
    );
  }
  const { symptom } = entry;
  return (
    <li id={entry.id} className="scroll-mt-6">
      <h4 className="text-xl font-semibold">{symptom.name}</h4>
      <p className="mt-1 text-ink-soft">{symptom.note}</p>
      {entry.kind === "uncovered" ? (
        <p className="mt-1">
          <span className="text-ink-soft">{page.index.notYet} </span>
          {/* A plain link, in the same tab: the shared ExternalLink would split a chunk that
              every page loads (docs/decisions/0020). */}
          <a href={entry.symptom.nhs.href} className={linkClass}>
            {entry.symptom.nhs.label}
          </a>
        </p>
      ) : (
        <ul className="mt-2 space-y-1">
          <Links
            label="Guide"
            places={entry.symptom.guides.map(({ href, label }) => ({ href, title: label }))}
          />
          <Links
            label="Treatment"
            places={entry.symptom.treatments.map(({ href, label }) => ({ href, title: label }))}
          />
          <Links label="Post" places={entry.posts} />
          <li>
            <Link
              to={`/search?${new URLSearchParams({ q: entry.symptom.search })}`}
              className={linkClass}
            >
              Everything on {entry.symptom.search}
            </Link>
          </li>
        </ul>
      )}
    </li>
  );
}

export default function SymptomsAZ() {
  const { posts } = useLoaderData<typeof loader>();
  const letters = byLetter(posts);
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
          </ul>
        </nav>

        <section aria-labelledby="index-title">
          <h2 id="index-title" className="text-[1.9rem] leading-tight sm:text-4xl">
            {page.index.heading}
          </h2>
          <p className="mt-3 text-lg text-ink-soft">{page.index.intro}</p>
          {letters.map(([letter, entries]) => (
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
                {entries.map((entry) => (
                  <EntryItem key={entry.name} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
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
