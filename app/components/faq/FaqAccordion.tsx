import { useEffect, useId, useRef, useState } from "react";
import type { FaqItem } from "~content/types";
import { Paragraphs } from "~/components/content/RichText";
import { loadOnce } from "~/lib/load-once";
import { useWanted } from "~/lib/use-wanted";
import { Chevron, answerClass, itemClass, itemValue, triggerClass } from "./faq-parts";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  title?: string;
  /** Emit FAQPage JSON-LD beside the list (off where a page already describes itself). */
  structuredData?: boolean;
}

export const DEFAULT_FAQ_TITLE = "Frequently Asked Questions";

/**
 * The Radix accordion's code (about 10 KiB gzip) is fetched only when the FAQ is wanted, and
 * rendered only once it has arrived. Not React.lazy: that needs a Suspense boundary, and React 18
 * hydrates a server-rendered boundary on its own, later; any state change here before then
 * (an answer opened before hydration) would make it throw that HTML away.
 */
const radixFaqList = loadOnce(() => import("./RadixFaqList").then((module) => module.RadixFaqList));

export function faqJsonLd(items: readonly FaqItem[]) {
  const strip = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*\*/g, "");
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.map(strip).join(" ") },
    })),
  };
}

/**
 * Single-open, collapsible FAQ. The server (and a browser without JavaScript) gets native,
 * exclusive <details> elements, so every answer is in the HTML and readable. Once the list
 * comes within 400 px of the viewport, or the reader points at or focuses it, the browser
 * fetches the Radix accordion (full keyboard support) and swaps it in, keeping the open answer
 * and the focus. Until then, and for good if that code cannot load, the <details> stay.
 */
export function FaqAccordion({
  items,
  title = DEFAULT_FAQ_TITLE,
  structuredData = true,
}: FaqAccordionProps) {
  const headingId = useId();
  const groupName = `faq-${headingId.replace(/[^a-zA-Z0-9-]/g, "")}`;
  const listRef = useRef<HTMLDivElement>(null);
  const [openValue, setOpenValue] = useState("");
  const [upgraded, setUpgraded] = useState(false);
  const focusedValue = useRef<string | null>(null);

  // Runs once, while the server's <details> are still in the DOM: keep whichever answer the
  // reader opened before hydration open afterwards.
  useEffect(() => {
    const open = listRef.current?.querySelector<HTMLDetailsElement>("details[open]");
    if (open?.dataset.value) setOpenValue(open.dataset.value);
  }, []);

  // Swap only once the code is here: the <details> stay on screen until the accordion replaces
  // them in one commit, with no empty frame between.
  useWanted(
    listRef,
    () => {
      radixFaqList.load().then(
        () => setUpgraded(true),
        () => {}, // Could not load: the native list keeps working.
      );
    },
    { margin: 400 },
  );

  const RadixFaqList = upgraded ? radixFaqList.current : undefined;
  return (
    <section aria-labelledby={headingId} className="faq">
      <h2 id={headingId} className="text-3xl">
        {title}
      </h2>
      <div ref={listRef} className="mt-6">
        {RadixFaqList ? (
          <RadixFaqList items={items} initialValue={openValue} focusedValue={focusedValue} />
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
      {structuredData ? (
        <script
          type="application/ld+json"
          // JSON-LD is data, not script; escaping "<" keeps it from closing the tag early.
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(faqJsonLd(items)).replace(/</g, "\\u003c"),
          }}
        />
      ) : null}
    </section>
  );
}
