import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, GuideText } from "~/components/article/ArticleLayout";
import { guideLoaderData } from "~/components/article/guide-loader.server";
import { SymptomsBody, symptomsPage, symptomsToc } from "~/components/guides/guides.server";
import { islandCode, loadIslandWith } from "~/components/StaticIsland";
import { loaderMeta } from "~/every-page";

/** The guide's head and frame, made on the server (`guideLoaderData`). */
export function loader({ request }: LoaderFunctionArgs) {
  return guideLoaderData(request, "symptoms", symptomsPage, symptomsToc);
}

export const meta = loaderMeta();

/** The guide's text: in the server's HTML, fetched by the browser only to draw it itself. */
const body = islandCode(SymptomsBody, () => import("~/components/guides/SymptomsBody"));

export const clientLoader = loadIslandWith(body);

export default function SymptomsArticle() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout article={article}>
      <GuideText code={body} />
    </ArticleLayout>
  );
}
