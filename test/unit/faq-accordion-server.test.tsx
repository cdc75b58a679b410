// Server rendering runs in plain Node, as it does in production.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { FaqAccordion, faqJsonLd } from "~/components/faq/FaqAccordion";
import type { FaqItem } from "~content/types";

const items: FaqItem[] = [
  { question: "Does it get better?", answer: ["For me it did, slowly."] },
  { question: "Should I see my GP?", answer: ["Yes - see the [NHS](https://www.nhs.uk/)."] },
  { question: "What about sleep?", answer: ["Start with a **regular** bedtime."] },
];

describe("FaqAccordion on the server", () => {
  const html = renderToString(
    <StaticRouter location="/">
      <FaqAccordion items={items} />
    </StaticRouter>,
  );

  it("puts every answer in the HTML inside native, exclusive <details>", () => {
    expect(html.match(/<details name="faq-[^"]+"/g)).toHaveLength(3);
    expect(html).toContain("For me it did, slowly.");
    expect(html).toContain("<strong>regular</strong>");
    expect(html).toContain('href="https://www.nhs.uk/" target="_blank" rel="noopener noreferrer"');
  });

  it("emits FAQPage JSON-LD with plain-text answers", () => {
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json!)).toEqual(faqJsonLd(items));
    expect(faqJsonLd(items).mainEntity[1]!.acceptedAnswer.text).toBe("Yes - see the NHS.");
  });
});
