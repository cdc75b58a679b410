// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import {
  chartSummary,
  displayName,
  intakeLabel,
  sliceMidAngles,
  tooltipAnchor,
} from "~/components/food/food-chart";
import { donutMarkup } from "~/components/food/food-donut.server";
import { WhatIEat } from "~/components/food/WhatIEat";
import { foodPage, type FoodCategory } from "~content/food";

const { categories } = foodPage.whatIEat;

/**
 * What the tooltip reads for a category: its name, then '{value}% of daily intake' (the wording
 * the product requires). toHaveTextContent folds the name's no-break space into a plain one.
 */
const tooltipText = (category: FoodCategory) =>
  `${category.name}${category.value}% of daily intake`;

/** A #rrggbb colour as the browser reports it in a style. */
function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

function Section() {
  return (
    // A static router renders the same on the server and in the browser, as Remix's does.
    <StaticRouter location="/food">
      <WhatIEat id="what-i-eat" content={foodPage.whatIEat} donut={donutMarkup()} />
    </StaticRouter>
  );
}

/** The reader's pointer enters "What I Eat": recharts is fetched and the donut drawn live. */
async function reachForTheChart() {
  await act(async () => {
    fireEvent.pointerOver(screen.getByRole("img", { name: chartSummary(categories) }));
    await import("~/components/food/FoodDonutChart");
    await new Promise((resolve) => setTimeout(resolve));
  });
}

const sectors = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<SVGPathElement>("path.food-slice"));
const cards = () =>
  within(screen.getByRole("region", { name: "What I Eat" })).getAllByRole("article");
const highlightedCards = () =>
  cards().filter((card) => card.getAttribute("data-highlighted") === "true");

describe("food chart wording", () => {
  it("labels values and summarises the chart in words", () => {
    // The product requires the tooltip's wording: '{value}% of daily intake'.
    expect(intakeLabel(40)).toBe("40% of daily intake");
    expect(
      chartSummary([
        { name: "Greens", value: 60 },
        { name: "Grains", value: 40 },
      ]),
    ).toBe("Donut chart of a typical day's intake: Greens 60%, Grains 40%.");
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
    await reachForTheChart();

    await user.hover(sectors(container)[1]!);
    expect(screen.getByRole("tooltip")).toHaveTextContent(tooltipText(categories[1]!));
    expect(highlightedCards()).toEqual([cards()[1]]);
    expect(container.querySelectorAll(".food-slice--active")).toHaveLength(1);

    // recharts draws the hovered slice anew; the browser then reports the pointer over the new
    // path, as user-event does not on its own.
    await user.hover(sectors(container)[1]!);
    expect(screen.getByRole("tooltip")).toHaveTextContent(tooltipText(categories[1]!));
    await user.unhover(sectors(container)[1]!);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(highlightedCards()).toEqual([]);
    expect(container.querySelectorAll(".food-slice--active")).toHaveLength(0);
  });

  it("the pointer moving off a slice onto the chart's background clears the highlight", async () => {
    // Mouse events only, on the server's SVG: a pointer event would also fetch recharts, and
    // jsdom's act() would draw the live chart in the same step (the browser test covers that).
    const hover = (target: Element) => act(() => void fireEvent.mouseOver(target));
    const { container } = render(<Section />);
    hover(sectors(container)[0]!);
    expect(highlightedCards()).toEqual([cards()[0]]);
    hover(container.querySelector("figure svg")!);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(highlightedCards()).toEqual([]);
    hover(sectors(container)[2]!);
    expect(screen.getByRole("tooltip")).toHaveTextContent(tooltipText(categories[2]!));
    expect(highlightedCards()).toEqual([cards()[2]]);
  });

  it("hovering or focusing a card highlights its slice", async () => {
    const user = userEvent.setup();
    const { container } = render(<Section />);
    await reachForTheChart();
    await user.hover(cards()[2]!);
    expect(highlightedCards()).toEqual([cards()[2]]);
    expect(screen.getByRole("tooltip")).toHaveTextContent(tooltipText(categories[2]!));
    const active = container.querySelector(".food-slice--active");
    expect(active).toHaveAttribute("fill", categories[2]!.color);
    await user.unhover(cards()[2]!);
    expect(container.querySelector(".food-slice--active")).toBeNull();

    await user.tab();
    expect(cards()[0]).toHaveFocus();
    expect(highlightedCards()).toEqual([cards()[0]]);
    expect(screen.getByRole("tooltip")).toHaveTextContent(tooltipText(categories[0]!));
    await user.tab();
    expect(highlightedCards()).toEqual([cards()[1]]);
  });

  it("gives the chart a text alternative and a legend with colour dots", () => {
    render(<Section />);
    expect(screen.getByRole("img", { name: chartSummary(categories) })).toBeInTheDocument();
    const legend = screen.getByRole("list", { name: "Legend" });
    const items = within(legend).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(
      categories.map((category) => `${displayName(category.name)}${category.value}%`),
    );
    expect(items.map((item) => item.querySelector("span")?.style.backgroundColor)).toEqual(
      categories.map((category) => rgb(category.color)),
    );
  });
});

describe("What I Eat hydration", () => {
  it("hydrates the server's SVG without a mismatch, and draws it live once reached", async () => {
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
    await reachForTheChart();
    expect(container.querySelectorAll("path.recharts-sector")).toHaveLength(3);
    container.remove();
  });
});
