import { startTransition, useEffect, useId, useRef, useState } from "react";
import type { FaqItem } from "~content/types";
import { Paragraphs } from "~/components/content/RichText";
import type { RadixFaqList as RadixFaqListType } from "./RadixFaqList";
import { Icon, chevronDown } from "~/components/Icon";
import { answerClass, itemClass, itemValue, triggerClass } from "./faq-parts";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  title?: string;
  /** A sentence under the heading, introducing the questions. */
  intro?: string;
}

export const DEFAULT_FAQ_TITLE = "Frequently Asked Questions";

/**
 * The site's FAQ: single-open, collapsible, one heading per question. Its FAQPage JSON-LD is the
 * page's to emit, with the rest of its structured data (`faqJsonLd` in `~/lib/seo.server`).
 *
 * Contract:
 * - The server's HTML (and a browser without JavaScript) has native, exclusive <details>, so
 *   every answer is in the page and can be opened without script.
 * - After hydration the browser fetches the Radix accordion (`RadixFaqList`, about 9 KiB gzip)
 *   and swaps it in, in one commit, keeping the answer that was open and the question that had
 *   focus. From then on keyboard and ARIA behaviour are Radix's.
 * - The accordion is fetched with import() rather than with the page so that `/` stays within
 *   its JavaScript budget (docs/decisions/0008-food-chart-and-faq-loading.md). If that fetch
 *   fails, the <details> stay and keep working.
 *
 * Not React.lazy: it needs a Suspense boundary, and React 18 hydrates a server-rendered boundary
 * on its own, later; a state change above it before then (an answer opened early) would make it
 * throw that HTML away.
 */
export function FaqAccordion({ items, title = DEFAULT_FAQ_TITLE, intro }: FaqAccordionProps) {
  const headingId = useId();
  const groupName = `faq-${headingId.replace(/[^a-zA-Z0-9-]/g, "")}`;
  const listRef = useRef<HTMLDivElement>(null);
  const [openValue, setOpenValue] = useState("");
  const [RadixFaqList, setRadixFaqList] = useState<typeof RadixFaqListType>();
  const focusedValue = useRef<string | null>(null);

  // Runs once, while the server's <details> are still in the DOM: keep whichever answer the
  // reader opened before hydration open afterwards.
  useEffect(() => {
    const open = listRef.current?.querySelector<HTMLDetailsElement>("details[open]");
    if (open?.dataset.value) setOpenValue(open.dataset.value);
  }, []);

  // Swap only once the code is here: the <details> stay on screen until the accordion replaces
  // them in one commit, with no empty frame between. As a transition, React draws the accordion
  // in slices between which the browser may answer the reader, instead of one long task
  // (docs/decisions/0039-the-stylesheet-travels-in-the-page.md).
  useEffect(() => {
    let mounted = true;
    import("./RadixFaqList").then(
      (module) => mounted && startTransition(() => setRadixFaqList(() => module.RadixFaqList)),
      () => {}, // Could not load: the native list keeps working.
    );
    return () => {
      mounted = false;
    };
  }, []);

  return (
    <>
      <section aria-labelledby={headingId} className="faq">
        <h2 id={headingId} className="text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-prose text-lg text-ink-soft">{intro}</p> : null}
        <div ref={listRef} className="mt-6 print:hidden">
          {RadixFaqList ? (
            <RadixFaqList
              items={items}
              answers={items.map((item) => (
                <Paragraphs key={item.question} items={item.answer} />
              ))}
              chevron={<Chevron />}
              initialValue={openValue}
              focusedValue={focusedValue}
            />
          ) : (
            <div className="space-y-3">
              {items.map((item, index) => {
                const value = itemValue(index);
                return (
                  <details
                    key={item.question}
                    name={groupName}
                    data-value={value}
                    // A reader may open an answer before hydration; `open` is theirs, not a mismatch.
                    suppressHydrationWarning
                    className={`${itemClass} group`}
                    onToggle={(event) => {
                      const { open } = event.currentTarget;
                      setOpenValue((current) => (open ? value : current === value ? "" : current));
                    }}
                  >
                    <summary
                      className={triggerClass}
                      onFocus={() => (focusedValue.current = value)}
                      onBlur={() => (focusedValue.current = null)}
                    >
                      <h3 className="text-lg">{item.question}</h3>
                      <Chevron />
                    </summary>
                    <div className={answerClass}>
                      <Paragraphs items={item.answer} />
                    </div>
                  </details>
                );
              })}
            </div>
          )}
        </div>
      </section>
      <PrintedAnswers items={items} />
    </>
  );
}

function Chevron() {
  return (
    <Icon
      path={chevronDown}
      className="faq-chevron h-5 w-5 text-accent transition-transform duration-200"
      strokeWidth={2}
    />
  );
}

/**
 * Paper cannot open an answer, and a closed Radix item has no answer in the page at all, so
 * print gets every question and answer as a plain list in place of the interactive one. It sits
 * outside the FAQ's section and is display:none on screen, so neither readers nor the
 * accessibility tree see the answers twice.
 */
function PrintedAnswers({ items }: { items: readonly FaqItem[] }) {
  return (
    <dl className="hidden space-y-4 print:mt-4 print:block">
      {items.map((item) => (
        <div key={item.question} className="break-inside-avoid">
          <dt className="font-serif text-lg font-semibold text-brand-strong">{item.question}</dt>
          <dd className="mt-1 space-y-2">
            <Paragraphs items={item.answer} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
