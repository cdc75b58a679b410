/**
 * The donut for the server's render only: in the browser this is undefined, so recharts is not
 * in /food's up-front JavaScript. `WhatIEat` fetches it when the reader reaches for the chart
 * (docs/decisions/0008-food-chart-and-faq-loading.md).
 */
export { FoodDonutChart } from "./FoodDonutChart";
