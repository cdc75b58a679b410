import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, GuideText } from "~/components/article/ArticleLayout";
import { guideLoaderData } from "~/components/article/guide-loader.server";
import { WhatIEat, foodDonut } from "~/components/food/WhatIEat";
import {
  FoodBody,
  FoodOpening,
  WHAT_I_EAT_ID,
  foodPage,
  foodToc,
} from "~/components/guides/guides.server";
import { islandCode, loadIslandWith } from "~/components/StaticIsland";
import { loaderMeta } from "~/every-page";

/**
 * The guide's head and frame (`guideLoaderData`), and "What I Eat", which the page draws
 * itself because its chart and cards answer the reader.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...guideLoaderData(request, "food", foodPage, foodToc, { publisher: true }),
    whatIEat: { id: WHAT_I_EAT_ID, content: foodPage.whatIEat },
  };
}

export const meta = loaderMeta();

/** The guide's text either side of "What I Eat": fetched by the browser only to draw it. */
const opening = islandCode<object>(FoodOpening, () =>
  import("~/components/guides/FoodBody").then((module) => ({ default: module.FoodOpening })),
);
const body = islandCode(FoodBody, () => import("~/components/guides/FoodBody"));

export const clientLoader = loadIslandWith(opening, body, foodDonut);

export default function FoodArticle() {
  const { article, whatIEat } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout article={article}>
      <GuideText code={opening} />
      <WhatIEat id={whatIEat.id} content={whatIEat.content} />
      <GuideText code={body} />
    </ArticleLayout>
  );
}
