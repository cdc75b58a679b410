import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, GuideText } from "~/components/article/ArticleLayout";
import { guideLoaderData } from "~/components/article/guide-loader.server";
import { BeautyBody, beautyPage, beautyToc } from "~/components/guides/guides.server";
import { islandCode, loadIslandWith } from "~/components/StaticIsland";
import { loaderMeta } from "~/every-page";

/** The guide's head and frame, made on the server (`guideLoaderData`). */
export function loader({ request }: LoaderFunctionArgs) {
  return guideLoaderData(request, "beauty", beautyPage, beautyToc);
}

export const meta = loaderMeta();

/** The guide's text: in the server's HTML, fetched by the browser only to draw it itself. */
const body = islandCode(BeautyBody, () => import("~/components/guides/BeautyBody"));

export const clientLoader = loadIslandWith(body);

export default function BeautyArticle() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout article={article}>
      <GuideText code={body} />
    </ArticleLayout>
  );
}
