import { useCallback, useEffect, useRef, useState } from "react";
import type { FoodCategory, FoodPage } from "~content/food";
import { ArticleSection } from "~/components/article/ArticleSection";
import { loadOnce } from "~/lib/load-once";
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
import { ServerChartIsland } from "./ServerChartIsland";

/**
 * The donut's code (recharts, about 110 KiB gzip) is not part of the page's JavaScript. The
 * server draws the chart as SVG; the browser fetches recharts only once the chart comes near
 * the viewport or the reader points at or focuses the section, and the chart then hydrates that
 * SVG in place (ServerChartIsland). After a client-side navigation there is no server SVG: a
 * placeholder of the same size holds the space while the code loads.
 */
const donutChart = loadOnce(() =>
  import("./FoodDonutChart").then((module) => module.FoodDonutChart),
);

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

/** "What I Eat": the donut, its legend and the category cards, sharing one hover state. */
export function WhatIEat({ id, content }: { id: string; content: FoodPage["whatIEat"] }) {
  const [hovered, setHovered] = useState<HoveredIndex>(undefined);
  const [Chart, setChart] = useState(() => ServerDonutChart ?? donutChart.current);
  // Read once, before hydration touches anything: is the server's SVG here to keep?
  const [serverDrawn] = useState(
    () => !Chart && document.querySelector("figure[data-food-chart] svg") !== null,
  );
  const showChart = useCallback(() => {
    donutChart.load().then(
      (loaded) => setChart(() => loaded),
      () => {}, // The chunk failed to load: keep what is on screen, and the cards still work.
    );
  }, []);
  const figure = useRef<HTMLElement>(null);
  const area = useRef<HTMLDivElement>(null);
  useWanted(figure, showChart, { margin: 300, area });
  useEffect(() => {
    // After a client-side navigation there is no server SVG to show: fetch the code at once.
    if (!serverDrawn) showChart();
  }, [serverDrawn, showChart]);
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
          {serverDrawn ? (
            <ServerChartIsland
              Chart={Chart}
              categories={categories}
              hovered={hovered}
              onHover={setHovered}
            />
          ) : Chart ? (
            <div>
              <Chart categories={categories} hovered={hovered} onHover={setHovered} />
            </div>
          ) : (
            <ChartPlaceholder categories={categories} />
          )}
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
