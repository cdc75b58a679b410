import { Icon, chevronDown } from "~/components/Icon";

export interface TocEntry {
  id: string;
  label: string;
  /** Shown in the desktop sidebar only, where there is room. */
  children?: readonly TocEntry[];
}

const linkClass =
  "block rounded-md py-1 text-ink-soft transition-colors hover:text-brand-strong hover:underline";

function TocList({ entries, nested = false }: { entries: readonly TocEntry[]; nested?: boolean }) {
  return (
    <ol className={nested ? "mb-1 ml-3 border-l border-line pl-3 text-sm" : "space-y-0.5"}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={linkClass}>
            {entry.label}
          </a>
          {!nested && entry.children?.length ? <TocList entries={entry.children} nested /> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * "In this article": a collapsed <details> on small screens (works without JavaScript) and a
 * sticky sidebar from `lg` up. Only one of the two is ever displayed.
 */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const topLevel = entries.map(({ id, label }) => ({ id, label }));
  return (
    <>
      <details className="card group px-5 py-1 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold text-brand-strong [&::-webkit-details-marker]:hidden">
          <span>
            In this article
            <span className="ml-2 text-sm font-normal text-ink-soft">
              {entries.length} sections
            </span>
          </span>
          <Icon
            path={chevronDown}
            className="h-5 w-5 text-accent transition-transform group-open:rotate-180"
            strokeWidth={2}
          />
        </summary>
        <nav aria-label="In this article" className="pb-4">
          <TocList entries={topLevel} />
        </nav>
      </details>
      <nav
        aria-label="In this article"
        // The padding (cancelled by the margin) leaves room for the links' focus outlines,
        // which the scroll container would otherwise clip.
        className="sticky top-8 -mx-2 hidden max-h-[calc(100vh-4rem)] overflow-y-auto px-2 pb-2 lg:block"
      >
        <p className="eyebrow text-xs">In this article</p>
        <div className="mt-3 border-l-2 border-accent-soft pl-4 text-[0.95rem] leading-snug">
          <TocList entries={entries} />
        </div>
      </nav>
    </>
  );
}
