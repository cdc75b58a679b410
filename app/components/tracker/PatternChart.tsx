import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { shortDate } from "~/lib/tracker/days";
import type { ChartPoint } from "~/lib/tracker/chart-data";
import { trackerPage } from "~content/tracker";

const copy = trackerPage.form;

/** The site's palette, read as CSS variables so the chart follows the dark theme. */
const colour = (name: string) => `rgb(var(--color-${name}))`;

/**
 * The pattern as a chart (recharts, fetched only here): hot flushes, night sweats and mood over
 * the range, bleeding as dots along the foot, and each medicine change as a dashed line, so
 * "the flushes eased three weeks after the patch" can be seen. Screen readers get the table
 * beside it instead (ChartSection); the drawing is hidden from them.
 */
export default function PatternChart({ points }: { points: ChartPoint[] }) {
  // Bleeding is a row of marks along the foot: a value only on the days (or weeks) she bled.
  const data = points.map((point) => ({ ...point, bleedingMark: point.bleeding ? 0 : null }));
  return (
    <div aria-hidden="true" className="h-72 w-full sm:h-80">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 16, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid stroke={colour("line")} strokeDasharray="3 3" />
          <XAxis
            dataKey="date"
            tickFormatter={shortDate}
            stroke={colour("ink-soft")}
            fontSize={12}
            minTickGap={24}
          />
          <YAxis stroke={colour("ink-soft")} fontSize={12} allowDecimals={false} />
          <Tooltip
            labelFormatter={(date) => shortDate(String(date))}
            contentStyle={{ background: colour("surface"), borderColor: colour("line") }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {points
            .filter((point) => point.changes.length > 0)
            .map((point) => (
              <ReferenceLine
                key={point.date}
                x={point.date}
                stroke={colour("accent")}
                strokeDasharray="5 4"
                strokeWidth={2}
                label={{
                  value: "℞",
                  position: "insideTop",
                  fill: colour("accent"),
                  fontSize: 14,
                }}
              />
            ))}
          <Line
            name={copy.hotFlushes}
            dataKey="hotFlushes"
            stroke={colour("accent")}
            strokeWidth={2}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
          <Line
            name={copy.nightSweats}
            dataKey="nightSweats"
            stroke={colour("brand")}
            strokeWidth={2}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
          <Line
            name={copy.mood}
            dataKey="mood"
            stroke={colour("ink-soft")}
            strokeWidth={2}
            strokeDasharray="2 3"
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
          <Line
            name={trackerPage.charts.legendBleeding}
            dataKey="bleedingMark"
            stroke="none"
            legendType="none"
            dot={{ r: 5, fill: colour("accent"), stroke: colour("accent") }}
            activeDot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
