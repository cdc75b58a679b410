import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SearchForm } from "~/components/search/SearchForm";
import {
  NameNotes,
  SearchResults,
  SearchSuggestions,
  type NameNote,
} from "~/components/search/SearchResults";
import { cacheHeaders } from "~/lib/response.server";
import { loaderMeta } from "~/lib/page-head";
import { canonicalSearchQuery, MAX_QUERY_CHARS, SEARCH_QUERY_PARAMETER } from "~/lib/addresses";
import { readersNamesIn } from "~/lib/search/language";
import { siteSearch } from "~/lib/search/site-search.server";
import { pageMeta } from "~/lib/seo.server";
import { searchPage as page } from "~content/search";
import { NHS_MENOPAUSE } from "~content/search-vocabulary";

/**
 * Search results, rendered on the server for every query (docs/decisions/0037-search.md). One
 * page per query anyone can make up, so no HTTP cache stores it (`no-store`: browsers, nginx);
 * the process keeps a few hundred answers itself (site-search.server.ts), and search engines
 * are asked not to list it.
 */
export const headers: HeadersFunction = (args) => cacheHeaders("noStore", args);

export async function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get(SEARCH_QUERY_PARAMETER) ?? "";
  // The guard has already sent any other spelling here (app/lib/addresses.ts); read it the same way
  // regardless, so nothing longer than the limit is ever searched.
  const query = canonicalSearchQuery(raw);
  const meta = pageMeta(request, {
    title: query ? `Search: ${query}` : page.title,
    description: page.description,
    robots: "noindex",
    canonicalUrl: null,
  });
  const cut = [...raw.trim()].length > MAX_QUERY_CHARS;
  if (!query) {
    const none = { results: [], notes: [], named: false, postsSearched: true };
    return { meta, query, searchedFor: query, ...none, cut };
  }
  const { search, postsSearched } = await siteSearch();
  const { hits, searchedFor } = search.answer(query);
  const notes = notesOn(searchedFor);
  // Whether the vocabulary knows a name in the query: then its note says what the site has.
  const named = notes.length > 0;
  // Where nothing on the site answers and the vocabulary knows no NHS page for the name, the
  // NHS menopause pages are the next place to look.
  if (hits.length === 0 && !named) {
    notes.push({ note: page.noResults.elsewhere, nhs: NHS_MENOPAUSE });
  }
  return { meta, query, searchedFor, results: hits, notes, named, postsSearched, cut };
}

/** What the reader's vocabulary says about the names in a query, each said once. */
function notesOn(query: string): NameNote[] {
  const notes = new Map<string, NameNote>();
  for (const { note, nhs } of readersNamesIn(query)) {
    if (note || nhs) notes.set(`${note}|${nhs?.href}`, { note, nhs });
  }
  return [...notes.values()];
}

export const meta = loaderMeta();

export default function Search() {
  const { query, searchedFor, results, notes, named, postsSearched, cut } =
    useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-4xl leading-tight sm:text-5xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-ink-soft">{page.standfirst}</p>
      {/* Keyed by the query, so a new search's box shows what was searched. */}
      <SearchForm
        key={query}
        defaultValue={query}
        label="Search for"
        landmark="This page"
        inputId="search-page-q"
        className="mt-8"
      />
      {cut ? <p className="mt-4 text-ink-soft">{page.cut}</p> : null}
      {!postsSearched ? (
        <p role="status" className="mt-4 rounded-2xl bg-muted p-4 text-ink">
          {page.postsUnavailable}
        </p>
      ) : null}

      {query && results.length > 0 ? (
        <>
          {searchedFor !== query ? (
            <p className="mt-6 text-lg">
              Nothing here matches <q className="font-semibold">{query}</q>, so these are the
              results for <q className="font-semibold">{searchedFor}</q>.
            </p>
          ) : null}
          {notes.length > 0 ? (
            <NameNotes heading={page.aboutNames} notes={notes} lead={page.noResults.nhsLead} />
          ) : null}
          <SearchResults query={searchedFor} results={results} />
        </>
      ) : (
        <section aria-labelledby="search-help" className="mt-12">
          <h2 id="search-help" className="text-3xl">
            {query ? page.noResults.heading : page.empty.heading}
          </h2>
          {query ? (
            <>
              <p className="mt-3 text-lg">
                Nothing here matches <q className="font-semibold">{query}</q>.
                {named ? null : ` ${page.noResults.text}`}
              </p>
              <NameNotes heading={page.aboutNames} notes={notes} lead={page.noResults.nhsLead} />
            </>
          ) : (
            <p className="mt-3 text-lg">{page.empty.text}</p>
          )}
          <SearchSuggestions suggestions={page.suggestions} />
          <p className="mt-8">
            <Link
              to="/symptoms-a-z"
              prefetch="intent"
              className="inline-flex min-h-11 items-center rounded-full bg-surface px-5 py-2 font-semibold text-brand-strong ring-1 ring-line hover:bg-muted"
            >
              {page.azLabel}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
