import { staticMarkup } from "~/lib/static-page.server";
import { foodPage } from "~content/food";
import { FoodDonutChart } from "~/components/food/FoodDonutChart";

function ServerDonut() {
  return <FoodDonutChart categories={foodPage.whatIEat.categories} hovered={undefined} />;
}

/**
 * recharts 2 writes its props onto the `<svg>` and each slice's `<path>` as attributes: the
 * pie's centre (`cx`, `cy`) and the slice's `name`. SVG gives them no meaning there, so
 * browsers draw nothing from them, but HTML's rules forbid them, and the chart offers no way to
 * leave them out. React escapes `>` in attribute values, so a tag ends at the first one.
 */
const TAG_WITH_STRAY_ATTRIBUTES = /<(?:svg|path)\b[^>]*>/g;
const STRAY_ATTRIBUTE = / (?:cx|cy|name)="[^"]*"/g;

/**
 * The donut's SVG, drawn by recharts on the server so /food reads without JavaScript and
 * recharts is not in its up-front JavaScript; `WhatIEat` fetches recharts when the reader
 * reaches for the chart (docs/decisions/0008-food-chart-and-faq-loading.md).
 */
export function donutMarkup(): string {
  return staticMarkup(ServerDonut).replace(TAG_WITH_STRAY_ATTRIBUTES, (tag) =>
    tag.replace(STRAY_ATTRIBUTE, ""),
  );
}
