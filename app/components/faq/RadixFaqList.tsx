import * as Accordion from "@radix-ui/react-accordion";
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import type { FaqItem } from "~content/types";
import { answerClass, itemClass, itemValue, triggerClass } from "./faq-parts";

/**
 * The FAQ as a Radix accordion: single-open, collapsible, arrow keys between questions. Loaded
 * on its own (FaqAccordion) and mounted in place of the native <details> list, carrying over
 * the answer that was open and the question that had focus. The answers and the chevron come
 * drawn from the page, so that this chunk imports none of the page's own components: whatever
 * it imports, esbuild splits out of the chunk every page loads (decision 0023).
 */
export function RadixFaqList({
  items,
  answers,
  chevron,
  initialValue,
  focusedValue,
}: {
  items: readonly FaqItem[];
  /** Each item's answer, drawn. */
  answers: readonly ReactNode[];
  chevron: ReactNode;
  /** The item open in the <details> list, or "" for none. */
  initialValue: string;
  /** The item whose <summary> had focus when the list was swapped, if any. */
  focusedValue: RefObject<string | null>;
}) {
  const root = useRef<HTMLDivElement>(null);

  // The focused <summary> has just left the DOM, taking focus with it: hand focus to its
  // button before the browser paints, without scrolling.
  useLayoutEffect(() => {
    const value = focusedValue.current;
    const active = document.activeElement;
    if (!value || (active && active !== document.body)) return;
    root.current
      ?.querySelector<HTMLElement>(`button[data-value="${value}"]`)
      ?.focus({ preventScroll: true });
  }, [focusedValue]);

  return (
    <Accordion.Root
      ref={root}
      type="single"
      collapsible
      defaultValue={initialValue}
      className="space-y-3"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={itemValue(index)} className={itemClass}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger data-value={itemValue(index)} className={`${triggerClass} group`}>
                {item.question}
                {chevron}
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className={answerClass}>{answers[index]}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
