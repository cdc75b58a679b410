import { staticMarkup } from "~/lib/static-markup.server";
import { foodPage } from "~content/food";
import { FoodDonutChart } from "~/components/food/FoodDonutChart";

function ServerDonut() {
  return <FoodDonutChart categories={foodPage.whatIEat.categories} hovered={undefined} />;
}

/**
 * The donut's SVG, drawn by recharts on the server so /food reads without JavaScript and
 * recharts is not in its up-front JavaScript; `WhatIEat` fetches recharts when the reader
 * reaches for the chart (docs/decisions/0008-food-chart-and-faq-loading.md).
 */
export function donutMarkup(): string {
  return staticMarkup(ServerDonut);
}
