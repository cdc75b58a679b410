// Server rendering runs in plain Node, as it does in production.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "~/components/faq/FaqAccordion";
import { faqJsonLd } from "~/lib/seo.server";
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

  it("leaves its JSON-LD to the page's meta, the one emitter of structured data", () => {
    expect(html).not.toContain("application/ld+json");
  });

  it("has FAQPage JSON-LD with plain-text answers", () => {
    const json = faqJsonLd(items);
    expect(json["@type"]).toBe("FAQPage");
    expect(json.mainEntity.map((entry) => entry.name)).toEqual(items.map((item) => item.question));
    expect(json.mainEntity[1]!.acceptedAnswer.text).toBe("Yes - see the NHS.");
    expect(json.mainEntity[2]!.acceptedAnswer.text).toBe("Start with a regular bedtime.");
  });
});
