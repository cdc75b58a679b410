import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, GuideText } from "~/components/article/ArticleLayout";
import { guideLoaderData, staticMarkup } from "~/lib/static-page.server";
import SleepBody, { sleepToc } from "~/components/guides/SleepBody";
import { loaderMeta } from "~/lib/page-head";
import { pageText } from "~/lib/response.server";
import { sleepPage } from "~content/sleep";

/** The guide's head and frame, and its text drawn once as HTML, all made on the server. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...guideLoaderData(request, context, "sleep", sleepPage, sleepToc),
    body: pageText(context, "body", staticMarkup(SleepBody)),
  };
}

export const meta = loaderMeta();

export default function SleepArticle() {
  const { article, body } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout article={article}>
      <GuideText text={body} />
    </ArticleLayout>
  );
}
