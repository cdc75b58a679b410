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
  chartSummary,
  displayName,
  intakeLabel,
  sliceMidAngles,
  tooltipAnchor,
  type FoodHoverProps,
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
 * (no ResponsiveContainer, no animation); CSS scales it down on narrow screens.
 */
export function FoodDonutChart({ categories, hovered, onHover }: FoodHoverProps) {
  const active = hovered === undefined ? undefined : categories[hovered];
  const anchor =
    hovered === undefined
      ? undefined
      : tooltipAnchor(sliceMidAngles(categories.map((c) => c.value))[hovered]!);
  return (
    // The chart box is wider than its column: the SVG's empty margin around the donut bleeds
    // out, so the donut itself fills the column.
    <div className="relative -mx-[15%] -my-[15%] w-[130%]">
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
              onMouseEnter={(_, index) => onHover(index)}
              onMouseLeave={() => onHover(undefined)}
              className="cursor-pointer"
            >
              {categories.map((category) => (
                <Cell key={category.name} fill={category.color} className="food-slice" />
              ))}
            </Pie>
          </PieChart>
        </div>
      </div>
      {active && anchor ? (
        <div
          role="tooltip"
          className="pointer-events-none absolute z-10 w-max max-w-[11rem] -translate-x-1/2 -translate-y-[calc(100%+0.75rem)] rounded-xl bg-brand-strong px-3.5 py-2.5 text-center text-sm leading-snug text-page shadow-lg after:absolute after:left-1/2 after:top-full after:-translate-x-1/2 after:border-[6px] after:border-transparent after:border-t-brand-strong"
          style={anchor}
        >
          <span className="block font-semibold">{displayName(active.name)}</span>
          <span className="block">{intakeLabel(active.value)}</span>
        </div>
      ) : null}
    </div>
  );
}
