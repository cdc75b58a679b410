// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createContext, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { chartSummary } from "~/components/food/food-chart";
import { foodPage } from "~content/food";
import { FakeIntersectionObserver } from "../support/fake-intersection-observer";

/**
 * The browser build: Remix empties `*.server.*` modules there, so WhatIEat has no chart of its
 * own and must load recharts when it is wanted. `build.browser` switches the mock between the
 * two builds; the server HTML is always rendered with the real chart.
 */
const build = vi.hoisted(() => ({ browser: false }));
vi.mock("~/components/food/food-donut.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/components/food/food-donut.server")>();
  return {
    get ServerDonutChart() {
      return build.browser ? undefined : actual.ServerDonutChart;
    },
  };
});

/** A fresh WhatIEat module: its "chart wanted" promise and lazy chart last a page load. */
async function loadSection() {
  vi.resetModules();
  const { WhatIEat } = await import("~/components/food/WhatIEat");
  return function Section() {
    return (
      <StaticRouter location="/food">
        <WhatIEat id="what-i-eat" content={foodPage.whatIEat} />
      </StaticRouter>
    );
  };
}

const cards = (root: HTMLElement) => within(root).getAllByRole("article");
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/**
 * Renders `page` on the server, then hydrates the HTML with the browser build, as a reader's
 * first visit does; unmounts after the test.
 */
async function hydrateServerHtml(page: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const serverSvg = container.querySelector("svg.recharts-surface");
  build.browser = true;
  const onRecoverableError = vi.fn();
  const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));
  onTestFinished(async () => {
    // Async: the chart's own root unmounts a moment after the page's.
    await act(async () => root.unmount());
    container.remove();
  });
  return { container, root, serverSvg, onRecoverableError };
}

/** Brings the chart near the viewport and waits for its code. */
async function chartComesNear() {
  const [observer] = FakeIntersectionObserver.watching();
  await act(async () => {
    observer!.enter();
    await vi.dynamicImportSettled();
  });
}

describe("What I Eat in the browser build", () => {
  beforeEach(() => FakeIntersectionObserver.install());
  afterEach(() => {
    vi.unstubAllGlobals();
    build.browser = false;
  });

  it("keeps the server's SVG through hydration and hover; once wanted, the chart hydrates that same SVG", async () => {
    const Section = await loadSection();
    const { container, serverSvg, onRecoverableError } = await hydrateServerHtml(<Section />);
    const drawing = () =>
      [...container.querySelectorAll("path.recharts-sector")].map((path) => path.getAttribute("d"));
    const serverDrawing = drawing();
    expect(serverDrawing).toHaveLength(3);
    expect(container.querySelector("svg.recharts-surface")).toBe(serverSvg);
    const [observer] = FakeIntersectionObserver.watching();
    expect(observer?.options.rootMargin).toBe("300px 0px");
    expect([...observer!.targets].map((target) => target.tagName)).toEqual(["FIGURE"]);

    // A hover before the chart's code is here (mouse events only: no pointer over the section,
    // so nothing is wanted yet): the card lights up, the server's SVG stays as it was.
    fireEvent.mouseOver(cards(container)[2]!);
    expect(cards(container)[2]).toHaveAttribute("data-highlighted", "true");
    await nextTask();
    expect(container.querySelector("svg.recharts-surface")).toBe(serverSvg);
    expect(drawing()).toEqual(serverDrawing);
    expect(screen.queryByRole("tooltip")).toBeNull();

    // Near the viewport: the chart loads, hydrates the same SVG and takes up the hover.
    await chartComesNear();
    await waitFor(() =>
      expect(screen.getByRole("tooltip")).toHaveTextContent("Protein30% of daily intake"),
    );
    expect(container.querySelector("svg.recharts-surface")).toBe(serverSvg);
    expect(container.querySelector(".food-slice--active")).toHaveAttribute(
      "fill",
      foodPage.whatIEat.categories[2]!.color,
    );
    fireEvent.mouseOut(cards(container)[2]!);
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    expect(drawing()).toEqual(serverDrawing);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("an update from above before the chart's code arrives keeps the server's SVG, without errors", async () => {
    // Remix's own providers above every route re-render on each navigation, at normal (not
    // transition) priority. React 18 throws away a waiting server-rendered Suspense boundary
    // that sees such an update (error #421); the chart must not be one.
    const Section = await loadSection();
    const Outer = createContext(0);
    const Page = ({ version }: { version: number }) => (
      <Outer.Provider value={version}>
        <Section />
      </Outer.Provider>
    );
    const { container, root, serverSvg, onRecoverableError } = await hydrateServerHtml(
      <Page version={0} />,
    );
    await act(async () => root.render(<Page version={1} />));
    await nextTask();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector("svg.recharts-surface")).toBe(serverSvg);
    expect(container.querySelectorAll("path.recharts-sector")).toHaveLength(3);
  });

  it("a slice hovered before the chart's code arrives lights its card, and the live chart opens with it raised", async () => {
    const Section = await loadSection();
    const { container } = await hydrateServerHtml(<Section />);

    fireEvent.mouseOver(container.querySelectorAll("path.recharts-sector")[1]!);
    expect(cards(container)[1]).toHaveAttribute("data-highlighted", "true");
    expect(screen.queryByRole("tooltip")).toBeNull();

    await chartComesNear();
    await waitFor(() =>
      expect(screen.getByRole("tooltip")).toHaveTextContent("Healthy Fats30% of daily intake"),
    );
    expect(container.querySelector(".food-slice--active")).toHaveAttribute(
      "fill",
      foodPage.whatIEat.categories[1]!.color,
    );
  });

  it("leaving a server-drawn slice clears the highlight", async () => {
    const Section = await loadSection();
    const { container } = await hydrateServerHtml(<Section />);
    const slices = container.querySelectorAll("path.recharts-sector");
    fireEvent.mouseOver(slices[0]!);
    expect(cards(container)[0]).toHaveAttribute("data-highlighted", "true");
    fireEvent.mouseOver(slices[2]!);
    expect(cards(container)[2]).toHaveAttribute("data-highlighted", "true");
    expect(cards(container)[0]).not.toHaveAttribute("data-highlighted", "true");
    fireEvent.mouseOver(container.querySelector("svg.recharts-surface")!);
    expect(container.querySelectorAll('article[data-highlighted="true"]')).toHaveLength(0);
  });

  it("pointing at the section loads the chart", async () => {
    const user = userEvent.setup();
    const Section = await loadSection();
    const { container } = await hydrateServerHtml(<Section />);
    await user.hover(cards(container)[1]!);
    await act(() => vi.dynamicImportSettled());
    await waitFor(() =>
      expect(screen.getByRole("tooltip")).toHaveTextContent("Healthy Fats30% of daily intake"),
    );
  });

  it("after a client-side navigation, shows a calm placeholder of the same size, then the chart", async () => {
    build.browser = true;
    const Section = await loadSection();
    const { container } = render(<Section />);
    // Not near the viewport, but there is no server SVG to show: the code loads at once.
    const placeholder = screen.getByRole("img", {
      name: chartSummary(foodPage.whatIEat.categories),
    });
    expect(placeholder.tagName.toLowerCase()).toBe("svg");
    expect(placeholder).toHaveAttribute("viewBox", "0 0 400 400");
    expect(placeholder.parentElement).toHaveClass("-mx-[15%]", "-my-[15%]", "w-[130%]");

    await waitFor(() => expect(container.querySelectorAll("path.recharts-sector")).toHaveLength(3));
    expect(screen.getByRole("img", { name: chartSummary(foodPage.whatIEat.categories) })).not.toBe(
      placeholder,
    );
    const user = userEvent.setup();
    await user.hover(cards(container)[0]!);
    expect(screen.getByRole("tooltip")).toHaveTextContent("40% of daily intake");
  });
});
