import { Link } from "@remix-run/react";
import type { SearchHit } from "~/lib/search/search-index.server";

/** A result's passage: the matched words in <mark>, everything as text (React escapes it). */
function Passage({ pieces }: { pieces: SearchHit["passage"] }) {
  return (
    <p className="mt-2 text-ink-soft">
      {pieces.map((piece, index) =>
        piece.marked ? (
          <mark key={index} className="rounded bg-brand-soft px-0.5 text-ink">
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}

export function SearchResults({ query, results }: { query: string; results: SearchHit[] }) {
  return (
    <section aria-labelledby="search-results" className="mt-12">
      <h2 id="search-results" className="text-3xl">
        {results.length === 1 ? "1 result" : `${results.length} results`} for <q>{query}</q>
      </h2>
      <ol className="mt-6 space-y-4">
        {results.map((result) => (
          <li key={result.href} className="rounded-2xl bg-surface p-5 ring-1 ring-line">
            <p className="eyebrow">
              {result.kind}
              {result.date ? (
                <>
                  {" · "}
                  <time dateTime={result.date}>{result.dateLabel}</time>
                </>
              ) : null}
            </p>
            <h3 className="mt-1 text-xl leading-snug">
              <Link
                to={result.href}
                prefetch="intent"
                className="text-brand-strong underline-offset-4 hover:underline"
              >
                {result.title}
              </Link>
            </h3>
            {result.within ? <p className="text-sm text-ink-soft">In {result.within}</p> : null}
            <Passage pieces={result.passage} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Searches worth trying: each a link to its results, so they work without JavaScript. */
export function SearchSuggestions({ suggestions }: { suggestions: readonly string[] }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-2" aria-label="Suggested searches">
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <Link
            to={`/search?${new URLSearchParams({ q: suggestion })}`}
            className="inline-flex min-h-11 items-center rounded-full bg-muted px-4 py-2 font-semibold text-ink hover:bg-brand-soft"
          >
            {suggestion}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the vocabulary (content/search-vocabulary.ts) says about a name a reader searched for. */
export interface NameNote {
  note?: string;
  nhs?: { href: string; label: string };
}

const linkClass = "font-semibold text-brand-strong underline underline-offset-4 hover:text-brand";

/**
 * Notes on the names in a query that the site doesn't use, or where the difference matters
 * (compounded "bioidentical" hormones), each with its NHS page: above the results, or in place of
 * them when the site has nothing. `lead` stands in for a name with an NHS page and no note.
 */
export function NameNotes({
  heading,
  notes,
  lead,
}: {
  heading: string;
  notes: readonly NameNote[];
  lead: string;
}) {
  return (
    <aside aria-labelledby="search-names" className="mt-8 rounded-2xl bg-muted p-5">
      <h2 id="search-names" className="text-xl">
        {heading}
      </h2>
      <ul className="mt-2 space-y-3">
        {notes.map(({ note, nhs }) => (
          <li key={`${note}${nhs?.href}`}>
            <p>{note ?? lead}</p>
            {nhs ? (
              <p className="mt-1">
                {/* A plain link, in the same tab, as the A–Z's NHS links (docs/decisions/0020). */}
                <a href={nhs.href} className={linkClass}>
                  {nhs.label}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
