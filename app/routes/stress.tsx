import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, GuideText } from "~/components/article/ArticleLayout";
import { guideLoaderData, staticMarkup } from "~/lib/static-page.server";
import StressBody, { stressToc } from "~/components/guides/StressBody";
import { loaderMeta } from "~/lib/page-head";
import { pageText } from "~/lib/response.server";
import { stressPage } from "~content/stress";

/** The guide's head and frame, and its text drawn once as HTML, all made on the server. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...guideLoaderData(request, context, "stress", stressPage, stressToc),
    body: pageText(context, "body", staticMarkup(StressBody)),
  };
}

export const meta = loaderMeta();

export default function StressArticle() {
  const { article, body } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout article={article}>
      <GuideText text={body} />
    </ArticleLayout>
  );
}
