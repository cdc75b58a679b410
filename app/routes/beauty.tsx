import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, GuideText } from "~/components/article/ArticleLayout";
import { guideLoaderData, staticMarkup } from "~/lib/static-page.server";
import BeautyBody, { beautyToc } from "~/components/guides/BeautyBody";
import { loaderMeta } from "~/lib/page-head";
import { pageText } from "~/lib/response.server";
import { beautyPage } from "~content/beauty";

/** The guide's head and frame, and its text drawn once as HTML, all made on the server. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...guideLoaderData(request, context, "beauty", beautyPage, beautyToc),
    body: pageText(context, "body", staticMarkup(BeautyBody)),
  };
}

export const meta = loaderMeta();

export default function BeautyArticle() {
  const { article, body } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout article={article}>
      <GuideText text={body} />
    </ArticleLayout>
  );
}
