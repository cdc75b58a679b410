// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import {
  chartSummary,
  intakeLabel,
  sliceMidAngles,
  tooltipAnchor,
} from "~/components/food/food-chart";
import { WhatIEat } from "~/components/food/WhatIEat";
import { foodPage } from "~content/food";

const { categories } = foodPage.whatIEat;

function Section() {
  return (
    // A static router renders the same on the server and in the browser, as Remix's does.
    <StaticRouter location="/food">
      <WhatIEat id="what-i-eat" content={foodPage.whatIEat} />
    </StaticRouter>
  );
}

const sectors = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<SVGGElement>(".recharts-pie-sector"));
const cards = () =>
  within(screen.getByRole("region", { name: "What I Eat" })).getAllByRole("article");
const highlightedCards = () =>
  cards().filter((card) => card.getAttribute("data-highlighted") === "true");

describe("food chart data", () => {
  it("has the three categories at 40/30/30 with the 'Examples' subtitle", () => {
    expect(categories.map(({ name, value, subtitle }) => [name, value, subtitle])).toEqual([
      ["Complex Carbs - Fruit & Veggies", 40, "Examples"],
      ["Healthy Fats", 30, "Examples"],
      ["Protein", 30, "Examples"],
    ]);
  });

  it("labels values and summarises the chart in words", () => {
    expect(intakeLabel(40)).toBe("40% of daily intake");
    expect(chartSummary(categories)).toBe(
      "Donut chart of a typical day's intake: Complex Carbs - Fruit & Veggies 40%, Healthy Fats 30%, Protein 30%.",
    );
  });

  it("points each tooltip at the middle of its slice, clockwise from twelve o'clock", () => {
    const [carbs, fats, protein] = sliceMidAngles([40, 30, 30]);
    expect(carbs).toBeCloseTo(90 - 0.4 * 354 * 0.5);
    expect(fats).toBeCloseTo(90 - 0.4 * 354 - 2 - 0.3 * 354 * 0.5);
    expect(protein).toBeCloseTo(90 - 0.7 * 354 - 4 - 0.3 * 354 * 0.5);
    expect(tooltipAnchor(90)).toEqual({ left: "50.00%", top: "27.50%" });
  });
});

describe("What I Eat once hydrated", () => {
  it("hovering a slice highlights its card and shows the tooltip; leaving clears both", async () => {
    const user = userEvent.setup();
    const { container } = render(<Section />);
    expect(screen.queryByRole("tooltip")).toBeNull();

    await user.hover(sectors(container)[1]!);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Healthy Fats30% of daily intake");
    expect(highlightedCards()).toEqual([cards()[1]]);
    expect(container.querySelectorAll(".food-slice--active")).toHaveLength(1);

    await user.unhover(sectors(container)[1]!);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(highlightedCards()).toEqual([]);
    expect(container.querySelectorAll(".food-slice--active")).toHaveLength(0);
  });

  it("hovering or focusing a card highlights its slice", async () => {
    const user = userEvent.setup();
    const { container } = render(<Section />);
    await user.hover(cards()[2]!);
    expect(highlightedCards()).toEqual([cards()[2]]);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Protein30% of daily intake");
    const active = container.querySelector(".food-slice--active");
    expect(active).toHaveAttribute("fill", categories[2]!.color);
    await user.unhover(cards()[2]!);
    expect(container.querySelector(".food-slice--active")).toBeNull();

    await user.tab();
    expect(cards()[0]).toHaveFocus();
    expect(highlightedCards()).toEqual([cards()[0]]);
    expect(screen.getByRole("tooltip")).toHaveTextContent("40% of daily intake");
    await user.tab();
    expect(highlightedCards()).toEqual([cards()[1]]);
  });

  it("gives the chart a text alternative and a legend with colour dots", () => {
    render(<Section />);
    expect(screen.getByRole("img", { name: chartSummary(categories) })).toBeInTheDocument();
    const legend = screen.getByRole("list", { name: "Legend" });
    const items = within(legend).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Complex Carbs\u00a0- Fruit & Veggies40%",
      "Healthy Fats30%",
      "Protein30%",
    ]);
    expect(items.map((item) => item.querySelector("span")?.style.backgroundColor)).toEqual([
      "rgb(94, 138, 102)",
      "rgb(176, 125, 38)",
      "rgb(192, 99, 74)",
    ]);
  });
});

describe("What I Eat hydration", () => {
  it("hydrates the server's SVG without a mismatch, even after earlier server renders", async () => {
    // recharts numbers its clip paths from a module counter unless the chart has an id; a
    // long-running server would otherwise send ids the browser's first render disagrees with.
    renderToString(<Section />);
    const html = renderToString(<Section />);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelectorAll("path.recharts-sector")).toHaveLength(3);
    // The test setup turns any console.error (React's hydration warnings) into a failure.
    await act(async () => {
      hydrateRoot(container, <Section />);
    });
    expect(container.querySelectorAll("path.recharts-sector")).toHaveLength(3);
    container.remove();
  });
});
