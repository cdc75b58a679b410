import { useEffect, useRef } from "react";
import { Icon, chevronDown } from "~/components/Icon";
import { arrowUp } from "~/components/icon-shapes";
import { MAIN_CONTENT_ID } from "~/components/layout/SkipLink";
import type { TocEntry } from "~/lib/article-frame";
import { useCurrentSection } from "./use-current-section";

export type { TocEntry };

export const CONTENTS_LABEL = "In this article";
/** The top of the page: where the skip link leads, and focus goes with it. */
const TOP_HREF = `#${MAIN_CONTENT_ID}`;

/**
 * The current entry is marked by colour and an accent underline, not weight: bolder text could
 * wrap to another line and move the entries below it.
 */
const linkClass =
  "block rounded-md py-1 text-ink-soft underline-offset-4 transition-colors hover:text-brand-strong hover:underline aria-[current=location]:text-brand-strong aria-[current=location]:underline aria-[current=location]:decoration-accent aria-[current=location]:decoration-2";

function TocList({
  entries,
  current,
  nested = false,
  onNavigate,
}: {
  entries: readonly TocEntry[];
  current: string | undefined;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ol className={nested ? "mb-1 ml-3 border-l border-line pl-3 text-sm" : "space-y-0.5"}>
      {entries.map((entry) => (
        <li key={entry.id} className={entry.screenOnly ? "print:hidden" : undefined}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === current ? "location" : undefined}
            className={linkClass}
            onClick={onNavigate}
          >
            {entry.label}
          </a>
          {!nested && entry.children?.length ? (
            <TocList entries={entry.children} current={current} nested onNavigate={onNavigate} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function BackToTop({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <a
      href={TOP_HREF}
      onClick={onNavigate}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-brand hover:text-brand-strong hover:underline"
    >
      <Icon path={arrowUp} className="h-4 w-4" strokeWidth={2} />
      Back to the top
    </a>
  );
}

/** Every id the contents link to, parents before their children, as the page orders them. */
function flatten(entries: readonly TocEntry[]): TocEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/**
 * The article's contents, in two forms of which only one is displayed:
 *
 * - Phones and tablets: a bar that sticks to the top of the screen all the way down the
 *   article, so the contents and the top are one tap away from anywhere. It is a native
 *   <details> (it opens without JavaScript); once hydrated it names the section being read and
 *   closes when a link is chosen, on Escape or on a tap elsewhere.
 * - From `lg` up: a sticky sidebar, with the current section marked.
 *
 * The current section is progressive enhancement (IntersectionObserver), carried by
 * aria-current="location". In print only the full list shows. See
 * docs/decisions/0014-guides-on-phones-and-paper.md.
 */
export function ContentsBar({
  entries,
  className = "",
}: {
  entries: readonly TocEntry[];
  /** Where the bar sits: it should reach the screen's edges, with the page's side padding. */
  className?: string;
}) {
  const all = flatten(entries);
  const current = useCurrentSection(all.map((entry) => entry.id));
  const currentTop = entries.find(
    (entry) => entry.id === current || entry.children?.some((child) => child.id === current),
  );
  const currentLabel = all.find((entry) => entry.id === current)?.label;
  const topLevel = entries.map(({ children: _, ...entry }) => entry);
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute("open");

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.current?.open) return;
      close();
      details.current.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.current?.contains(event.target)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return (
    <details
      ref={details}
      data-contents-bar
      className={`group sticky top-0 z-20 border-b border-line bg-page lg:hidden print:hidden ${className}`}
    >
      <summary className="flex min-h-[3.25rem] cursor-pointer list-none items-center gap-3 font-semibold text-brand-strong [&::-webkit-details-marker]:hidden">
        <span className="shrink-0">{CONTENTS_LABEL}</span>
        <span className="min-w-0 flex-1 truncate text-sm font-normal text-ink-soft">
          {currentLabel ?? `${entries.length} sections`}
        </span>
        <Icon
          path={chevronDown}
          className="h-5 w-5 shrink-0 text-accent transition-transform group-open:rotate-180"
          strokeWidth={2}
        />
      </summary>
      <nav
        aria-label={CONTENTS_LABEL}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-page px-5 pb-3 pt-2 shadow-lg sm:px-8"
      >
        <TocList entries={topLevel} current={currentTop?.id} onNavigate={close} />
        <div className="mt-2 border-t border-line pt-1">
          <BackToTop onNavigate={close} />
        </div>
      </nav>
    </details>
  );
}

export function ContentsSidebar({ entries }: { entries: readonly TocEntry[] }) {
  const current = useCurrentSection(flatten(entries).map((entry) => entry.id));
  return (
    <nav
      aria-label={CONTENTS_LABEL}
      // The padding (cancelled by the margin) leaves room for the links' focus outlines,
      // which the scroll container would otherwise clip; the scroll padding does the same when
      // a list taller than the screen scrolls a focused link into view at its edge.
      className="sticky top-8 -mx-2 max-h-[calc(100vh-4rem)] scroll-py-2 overflow-y-auto px-2 pb-2 print:static print:mx-0 print:mb-8 print:max-h-none print:overflow-visible print:px-0"
    >
      <p className="eyebrow text-xs">{CONTENTS_LABEL}</p>
      <div className="mt-3 border-l-2 border-accent-soft pl-4 text-[0.95rem] leading-snug print:columns-2 print:gap-8">
        <TocList entries={entries} current={current} />
      </div>
      <div className="mt-3 pl-4 print:hidden">
        <BackToTop />
      </div>
    </nav>
  );
}
