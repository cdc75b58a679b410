import { MAX_QUERY_CHARS, SEARCH_QUERY_PARAMETER } from "~/lib/addresses";

/**
 * The site's search box: a plain HTML GET form to /search, the same with JavaScript on or off.
 * The header's is drawn once on the server and sent as HTML (`headerSearchHtml`), so it adds
 * nothing to any page's JavaScript; /search and the 404 screen draw their own.
 * `compact` is the header's: the label is read out but not shown.
 */
export function SearchForm({
  defaultValue = "",
  compact = false,
  label = "Search the site",
  landmark,
  inputId,
  className = "",
}: {
  defaultValue?: string;
  compact?: boolean;
  label?: string;
  /** The search landmark's name, where a page has more than one search form. */
  landmark: string;
  /** The box's id, unique on the page (the header's, the page's). */
  inputId: string;
  className?: string;
}) {
  const id = inputId;
  return (
    <form method="get" action="/search" role="search" aria-label={landmark} className={className}>
      <label htmlFor={id} className={compact ? "sr-only" : "mb-2 block font-semibold text-ink"}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name={SEARCH_QUERY_PARAMETER}
          defaultValue={defaultValue}
          maxLength={MAX_QUERY_CHARS}
          placeholder={compact ? "Hot flushes, HRT, sleep…" : undefined}
          autoComplete="off"
          enterKeyHint="search"
          className={`min-h-11 w-full min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-ink placeholder:text-ink-soft focus-visible:border-brand ${compact ? "text-[0.95rem]" : "text-lg"}`}
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-brand px-4 font-semibold text-on-brand hover:bg-brand-strong"
        >
          {/* Drawn here rather than with the shared Icon: importing it from this route's chunk
              would regroup the chunks every page loads (docs/decisions/0020). */}
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            className="h-5 w-5 shrink-0"
          >
            <path d="M10.5 17.5a7 7 0 100-14 7 7 0 000 14zM15.5 15.5L20 20" />
          </svg>
          Search
        </button>
      </div>
    </form>
  );
}
