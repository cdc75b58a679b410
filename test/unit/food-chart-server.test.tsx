// Server rendering runs in plain Node, as it does in production.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { donutMarkup } from "~/components/food/food-donut.server";
import { WhatIEat } from "~/components/food/WhatIEat";
import { foodPage } from "~content/food";

describe("What I Eat on the server", () => {
  const html = renderToString(
    <StaticRouter location="/food">
      <WhatIEat id="what-i-eat" content={foodPage.whatIEat} donut={donutMarkup()} />
    </StaticRouter>,
  );

  it("renders the donut as real SVG with three sectors, not an empty box", () => {
    expect(html).toMatch(/<svg[^>]*class="recharts-surface"[^>]*width="400" height="400"/);
    expect(html).toContain('viewBox="0 0 400 400"');
    const sectors = html.match(/<path[^>]*class="recharts-sector[^"]*"[^>]*d="M [^"]+"/g) ?? [];
    expect(sectors).toHaveLength(3);
    for (const category of foodPage.whatIEat.categories) {
      expect(html).toContain(`fill="${category.color}"`);
    }
    expect(html).not.toContain("recharts-responsive-container");
  });

  it("leaves out the props recharts writes as attributes HTML forbids on <svg> and <path>", () => {
    const tags = html.match(/<(?:svg|path)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(3);
    for (const tag of tags) expect(tag).not.toMatch(/ (?:cx|cy|name)=/);
  });

  it("gives the chart a text alternative and nothing hovered yet", () => {
    expect(html).toContain(
      'role="img" aria-label="Donut chart of a typical day&#x27;s intake: Complex Carbs - Fruit &amp; Veggies 40%, Healthy Fats 30%, Protein 30%."',
    );
    expect(html).not.toContain('role="tooltip"');
    expect(html).not.toContain('data-highlighted="true"');
  });
});
