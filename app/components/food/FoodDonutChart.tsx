import { Cell, Pie, PieChart, Sector, type SectorProps } from "recharts";
import type { FoodCategory } from "~content/food";
import {
  ACTIVE_GROWTH,
  CHART_HEIGHT,
  CHART_SIZE,
  END_ANGLE,
  INNER_RADIUS,
  OUTER_RADIUS,
  PADDING_ANGLE,
  START_ANGLE,
  SLICE_ATTRIBUTE,
  chartSummary,
  type FoodChartProps,
} from "./food-chart";

const activeShape = (props: SectorProps) => (
  <Sector
    {...props}
    outerRadius={(props.outerRadius ?? OUTER_RADIUS) + ACTIVE_GROWTH}
    className="food-slice food-slice--active"
  />
);

const inactiveShape = (props: SectorProps) => (
  <Sector {...props} className="food-slice food-slice--dimmed" opacity={0.35} />
);

const FLUID = { width: "100%", height: "auto" };

/**
 * The "What I Eat" donut. A fixed-size recharts 2 chart, so the server renders the full SVG
 * (no ResponsiveContainer, no animation); CSS scales it down on narrow screens. It only draws:
 * `WhatIEat` follows the pointer and draws the tooltip, so both work on the server's SVG before
 * recharts has arrived.
 */
export function FoodDonutChart({ categories, hovered }: FoodChartProps) {
  return (
    <div
      role="img"
      aria-label={chartSummary(categories)}
      className="[&_g]:outline-none [&_svg]:block [&_svg]:!h-auto [&_svg]:w-full [&_svg]:overflow-visible"
    >
      {/* The label above speaks for the picture; the slices themselves are decoration. */}
      <div aria-hidden="true">
        <PieChart
          id="what-i-eat-chart"
          width={CHART_SIZE}
          height={CHART_HEIGHT}
          // Fixed size for the server's SVG; CSS scales the box down with the column.
          style={FLUID}
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
        >
          <Pie
            data={categories as FoodCategory[]}
            dataKey="value"
            nameKey="name"
            cx="50%"
            cy="50%"
            innerRadius={INNER_RADIUS}
            outerRadius={OUTER_RADIUS}
            paddingAngle={PADDING_ANGLE}
            startAngle={START_ANGLE}
            endAngle={END_ANGLE}
            isAnimationActive={false}
            rootTabIndex={-1}
            stroke="none"
            activeIndex={hovered}
            activeShape={activeShape}
            inactiveShape={inactiveShape}
            className="cursor-pointer"
          >
            {categories.map((category, index) => (
              <Cell
                key={category.name}
                fill={category.color}
                className="food-slice"
                {...{ [SLICE_ATTRIBUTE]: index }}
              />
            ))}
          </Pie>
        </PieChart>
      </div>
    </div>
  );
}
