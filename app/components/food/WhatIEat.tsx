import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { FoodCategory, FoodPage } from "../../../content/food";
import { ArticleSection } from "~/components/article/ArticleSection";
import { useWanted } from "~/lib/use-wanted";
import {
  CHART_HEIGHT,
  CHART_SIZE,
  INNER_RADIUS,
  OUTER_RADIUS,
  chartSummary,
  displayName,
  type HoveredIndex,
} from "./food-chart";
import { FoodCategoryCards } from "./FoodCategoryCards";
import { ServerDonutChart } from "./food-donut.server";

/**
 * The donut's code (recharts, about 110 KiB gzip) is not part of the page's JavaScript. The
 * server draws the chart as SVG; the browser fetches recharts only once the chart comes near
 * the viewport or the reader points at or focuses the section, then hydrates that SVG in
 * place. Until then React leaves the server's SVG alone (a dehydrated Suspense boundary), and
 * the cards highlight themselves.
 *
 * One side effect: React cannot tell whether a context change above that boundary matters to
 * the HTML inside it, so it holds any transition that changes one (Remix's router updates) until
 * the chart has hydrated, or the reader leaves the page. Nothing on /food shows router state,
 * and navigations away still complete; other updates here should not be transitions.
 */
let openChart = () => {};
const chartWanted = new Promise<void>((resolve) => {
  openChart = resolve;
});

const LazyDonutChart = lazy(() => {
  // First rendered with no server-drawn chart on the page: a client-side navigation, so there
  // is nothing to show until the code arrives. Fetch it at once.
  if (!document.querySelector("figure[data-food-chart] svg")) openChart();
  return chartWanted
    .then(() => import("./FoodDonutChart"))
    .then(
      (module) => ({ default: module.FoodDonutChart }),
      // The chunk failed to load: keep what is on screen (the server's SVG, or the
      // placeholder) rather than failing the page.
      () => new Promise<never>(() => {}),
    );
});

/** Where the donut will be, the same size, while its code loads after a client navigation. */
function ChartPlaceholder({ categories }: { categories: readonly FoodCategory[] }) {
  return (
    <div className="-mx-[15%] -my-[15%] w-[130%]">
      <svg
        role="img"
        aria-label={chartSummary(categories)}
        width={CHART_SIZE}
        height={CHART_HEIGHT}
        viewBox={`0 0 ${CHART_SIZE} ${CHART_HEIGHT}`}
        className="block h-auto w-full text-line"
      >
        <circle
          cx={CHART_SIZE / 2}
          cy={CHART_HEIGHT / 2}
          r={(INNER_RADIUS + OUTER_RADIUS) / 2}
          fill="none"
          stroke="currentColor"
          strokeWidth={OUTER_RADIUS - INNER_RADIUS}
        />
      </svg>
    </div>
  );
}

/** Tells the parent once the chart beside it has mounted or hydrated. */
function ReadySignal({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

/**
 * The chart inside its Suspense boundary. Memoised, and given `hovered` only once the chart is
 * live: a server-rendered boundary still waiting for its code must not receive new props, or
 * React 18 throws its HTML away and shows the fallback instead.
 */
const DonutChartIsland = memo(function DonutChartIsland({
  categories,
  hovered,
  onHover,
  onReady,
}: {
  categories: readonly FoodCategory[];
  hovered: HoveredIndex;
  onHover: (index: HoveredIndex) => void;
  onReady: () => void;
}) {
  const Chart = ServerDonutChart ?? LazyDonutChart;
  return (
    <Suspense fallback={<ChartPlaceholder categories={categories} />}>
      <Chart categories={categories} hovered={hovered} onHover={onHover} />
      <ReadySignal onReady={onReady} />
    </Suspense>
  );
});

/** "What I Eat": the donut, its legend and the category cards, sharing one hover state. */
export function WhatIEat({ id, content }: { id: string; content: FoodPage["whatIEat"] }) {
  const [hovered, setHovered] = useState<HoveredIndex>(undefined);
  const [chartReady, setChartReady] = useState(false);
  const markChartReady = useCallback(() => setChartReady(true), []);
  const figure = useRef<HTMLElement>(null);
  const area = useRef<HTMLDivElement>(null);
  useWanted(figure, openChart, { margin: 300, area });
  const { categories } = content;
  return (
    <ArticleSection id={id} heading={content.heading} lead={content.intro}>
      <div
        ref={area}
        className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start lg:gap-8"
      >
        <figure
          ref={figure}
          data-food-chart=""
          className="card overflow-hidden p-5 md:sticky md:top-6"
        >
          <DonutChartIsland
            categories={categories}
            hovered={chartReady ? hovered : undefined}
            onHover={setHovered}
            onReady={markChartReady}
          />
          <figcaption className="mt-2 border-t border-line pt-4">
            <p className="text-sm font-semibold text-ink-soft">A typical day on my plate</p>
            <ul className="mt-3 space-y-2" aria-label="Legend">
              {categories.map((category) => (
                <li key={category.name} className="flex items-center gap-3 text-[0.95rem]">
                  <span
                    aria-hidden="true"
                    className="h-3.5 w-3.5 shrink-0 rounded-full"
                    style={{ backgroundColor: category.color }}
                  />
                  <span className="flex-1 leading-snug">{displayName(category.name)}</span>
                  <span className="font-semibold text-brand-strong">{category.value}%</span>
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <FoodCategoryCards categories={categories} hovered={hovered} onHover={setHovered} />
      </div>
    </ArticleSection>
  );
}
