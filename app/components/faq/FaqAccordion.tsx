import * as Accordion from "@radix-ui/react-accordion";
import { useEffect, useId, useRef, useState } from "react";
import type { FaqItem } from "../../../content/types";
import { Paragraphs } from "~/components/content/RichText";
import { useHydrated } from "~/lib/use-hydrated";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  title?: string;
  /** Emit FAQPage JSON-LD beside the list (off where a page already describes itself). */
  structuredData?: boolean;
}

export const DEFAULT_FAQ_TITLE = "Frequently Asked Questions";

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      className="faq-chevron shrink-0 text-accent transition-transform duration-200"
    >
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const itemClass = "rounded-2xl border border-line bg-surface";
const triggerClass =
  "flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-serif text-lg font-semibold text-brand-strong sm:px-6 [&::-webkit-details-marker]:hidden";
const answerClass = "space-y-3 px-5 pb-5 text-ink sm:px-6 [&_a]:link";

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
 * Single-open, collapsible FAQ. The server (and a browser without JavaScript) gets native
 * <details> elements, so every answer is in the HTML and readable; once hydrated it becomes a
 * Radix accordion with full keyboard support.
 */
export function FaqAccordion({
  items,
  title = DEFAULT_FAQ_TITLE,
  structuredData = true,
}: FaqAccordionProps) {
  const hydrated = useHydrated();
  const headingId = useId();
  const groupName = `faq-${headingId.replace(/[^a-zA-Z0-9-]/g, "")}`;
  const listRef = useRef<HTMLDivElement>(null);
  const [openValue, setOpenValue] = useState("");

  // Runs once, while the server's <details> are still in the DOM: keep whichever answer the
  // reader opened before hydration open afterwards.
  useEffect(() => {
    const open = listRef.current?.querySelector<HTMLDetailsElement>("details[open]");
    if (open?.dataset.value) setOpenValue(open.dataset.value);
  }, []);

  return (
    <section aria-labelledby={headingId} className="faq">
      <h2 id={headingId} className="text-3xl">
        {title}
      </h2>
      <div ref={listRef} className="mt-6">
        {hydrated ? (
          <Accordion.Root
            type="single"
            collapsible
            value={openValue}
            onValueChange={setOpenValue}
            className="space-y-3"
          >
            {items.map((item, index) => (
              <Accordion.Item key={item.question} value={`item-${index}`} className={itemClass}>
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className={`${triggerClass} group`}>
                      {item.question}
                      <Chevron />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className={answerClass}>
                  <Paragraphs items={item.answer} />
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        ) : (
          <div className="space-y-3">
            {items.map((item, index) => (
              <details
                key={item.question}
                name={groupName}
                data-value={`item-${index}`}
                className={`${itemClass} group`}
              >
                <summary className={triggerClass}>
                  <h3 className="text-lg">{item.question}</h3>
                  <Chevron />
                </summary>
                <div className={answerClass}>
                  <Paragraphs items={item.answer} />
                </div>
              </details>
            ))}
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
