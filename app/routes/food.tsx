import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, GuideText } from "~/components/article/ArticleLayout";
import { guideLoaderData, staticMarkup } from "~/lib/static-page.server";
import { donutMarkup } from "~/components/food/food-donut.server";
import { WhatIEat } from "~/components/food/WhatIEat";
import FoodBody, { FoodOpening, WHAT_I_EAT_ID, foodToc } from "~/components/guides/FoodBody";
import { loaderMeta } from "~/lib/page-head";
import { pageText } from "~/lib/response.server";
import { foodPage } from "~content/food";

/**
 * The guide's head and frame (`guideLoaderData`), its text either side of "What I Eat" drawn
 * once as HTML, and "What I Eat", which the page draws itself because its chart and cards
 * answer the reader (its donut starts as the server's SVG).
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...guideLoaderData(request, context, "food", foodPage, foodToc),
    opening: pageText(context, "opening", staticMarkup(FoodOpening)),
    body: pageText(context, "body", staticMarkup(FoodBody)),
    whatIEat: { id: WHAT_I_EAT_ID, content: foodPage.whatIEat, donut: donutMarkup() },
  };
}

export const meta = loaderMeta();

export default function FoodArticle() {
  const { article, opening, body, whatIEat } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout article={article}>
      <GuideText text={opening} />
      <WhatIEat id={whatIEat.id} content={whatIEat.content} donut={whatIEat.donut} />
      <GuideText text={body} />
    </ArticleLayout>
  );
}
