import { FoodDonutChart } from "./FoodDonutChart";

/**
 * The recharts donut, for the server render only. Remix's compiler swaps `*.server.*` modules
 * for empty ones in the browser build, so there this is `undefined` and recharts stays out of
 * the /food route chunk: the browser loads the chart on its own, when it is wanted (WhatIEat).
 */
export const ServerDonutChart: typeof FoodDonutChart | undefined = FoodDonutChart;
