import { Form } from "@remix-run/react";
import { useId } from "react";
import { Icon, magnifier } from "~/components/Icon";
import { MAX_QUERY_CHARS, SEARCH_QUERY_PARAMETER } from "~/lib/search/query";

/**
 * The site's search box: a plain GET form to /search, so it works with JavaScript off (Remix's
 * `Form` only turns the same request into a client navigation once the page has hydrated).
 * `compact` is the header's: the label is read out but not shown.
 */
export function SearchForm({
  defaultValue = "",
  compact = false,
  label = "Search the site",
  landmark,
  className = "",
}: {
  defaultValue?: string;
  compact?: boolean;
  label?: string;
  /** The search landmark's name, where a page has more than one search form. */
  landmark: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Form method="get" action="/search" role="search" aria-label={landmark} className={className}>
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
          <Icon path={magnifier} className="h-5 w-5" strokeWidth={2} />
          Search
        </button>
      </div>
    </Form>
  );
}
