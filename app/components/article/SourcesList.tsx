import type { SourceList } from "~content/types";
import { ExternalLink } from "~/components/content/RichText";

export const SOURCES_TITLE = "Sources and further reading";

/** One list of sources to a page, so its heading's id is fixed. */
const HEADING_ID = "sources-title";

/**
 * The public pages an article leans on, named by publisher, at its foot. Drawn once on the
 * server (`sourcesText`): nothing in it answers the reader.
 */
export function SourcesList({ sources }: { sources: SourceList }) {
  return (
    <section aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="text-3xl">
        {SOURCES_TITLE}
      </h2>
      <p className="mt-4 max-w-prose text-ink-soft">{sources.intro}</p>
      <ul className="mt-6 space-y-3">
        {sources.items.map((source) => (
          <li key={source.href} className="border-l-4 border-brand-soft pl-4">
            <span className="font-semibold text-brand-strong underline decoration-2 underline-offset-4 hover:decoration-accent">
              <ExternalLink href={source.href}>{source.title}</ExternalLink>
            </span>
            <span className="block text-sm text-ink-soft">{source.publisher}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
