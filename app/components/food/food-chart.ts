import type { FoodCategory } from "~content/food";

/** The donut's fixed geometry (height 400, radii 60 and 120, 2° gaps); CSS scales the SVG down. */
export const CHART_SIZE = 400;
export const CHART_HEIGHT = 400;
export const INNER_RADIUS = 60;
export const OUTER_RADIUS = 120;
export const PADDING_ANGLE = 2;
/** Twelve o'clock, going clockwise, as people read a clock. */
export const START_ANGLE = 90;
export const END_ANGLE = START_ANGLE - 360;
/** How far the hovered slice grows. */
export const ACTIVE_GROWTH = 8;

export type HoveredIndex = number | undefined;

/** What the chart draws: the categories, one of them perhaps hovered. */
export interface FoodChartProps {
  categories: readonly FoodCategory[];
  hovered: HoveredIndex;
}

/** What the cards share with the chart: the same, and a way to change the hover. */
export interface FoodHoverProps extends FoodChartProps {
  onHover: (index: HoveredIndex) => void;
}

/**
 * Each slice's path carries its index in this attribute, our own rather than recharts' class
 * names, so the section can tell which slice the pointer is on in the server's SVG as well as
 * in the live chart.
 */
export const SLICE_ATTRIBUTE = "data-food-slice";

/** The slice under an event's target, if any. */
export function sliceAt(target: EventTarget | null): HoveredIndex {
  if (!(target instanceof Element)) return undefined;
  const index = target.closest(`[${SLICE_ATTRIBUTE}]`)?.getAttribute(SLICE_ATTRIBUTE);
  return index ? Number(index) : undefined;
}

/** Keeps "Complex Carbs -" together when the name wraps, so no line starts with the dash. */
export function displayName(name: string): string {
  return name.replace(" - ", "\u00a0- ");
}

/** The one wording for a category's share, in the tooltip and on its card. */
export const INTAKE_UNIT = "of daily intake";

export function intakeLabel(value: number): string {
  return `${value}% ${INTAKE_UNIT}`;
}

/** What the chart says, for people who cannot see it. */
export function chartSummary(categories: readonly Pick<FoodCategory, "name" | "value">[]): string {
  const parts = categories.map((category) => `${category.name} ${category.value}%`);
  return `Donut chart of a typical day's intake: ${parts.join(", ")}.`;
}

/**
 * Middle angle of each slice, in degrees (0 = three o'clock, counter-clockwise positive), laid
 * out as recharts lays out a Pie: the padding comes out of the full turn, then each slice takes
 * its share of what is left.
 */
export function sliceMidAngles(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  const available = 360 - values.length * PADDING_ANGLE;
  const angles: number[] = [];
  let start = START_ANGLE;
  values.forEach((value, index) => {
    if (index > 0) start -= PADDING_ANGLE;
    const sweep = total ? (value / total) * available : 0;
    angles.push(start - sweep / 2);
    start -= sweep;
  });
  return angles;
}

/**
 * Where a slice's tooltip points: the middle of the ring at the slice's middle angle, as
 * percentages of the chart box so it stays put however wide the SVG is drawn.
 */
export function tooltipAnchor(midAngle: number): { left: string; top: string } {
  const radius = (INNER_RADIUS + OUTER_RADIUS) / 2;
  const radians = (midAngle * Math.PI) / 180;
  const x = CHART_SIZE / 2 + radius * Math.cos(radians);
  const y = CHART_HEIGHT / 2 - radius * Math.sin(radians);
  const percent = (n: number, of: number) => `${((n / of) * 100).toFixed(2)}%`;
  return { left: percent(x, CHART_SIZE), top: percent(y, CHART_HEIGHT) };
}
