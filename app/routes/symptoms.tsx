import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ArticleLayout, GuideText } from "~/components/article/ArticleLayout";
import { guideLoaderData, staticMarkup } from "~/lib/static-page.server";
import SymptomsBody, { symptomsToc } from "~/components/guides/SymptomsBody";
import { loaderMeta } from "~/lib/page-head";
import { pageText } from "~/lib/response.server";
import { symptomsPage } from "~content/symptoms";

/** The guide's head and frame, and its text drawn once as HTML, all made on the server. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...guideLoaderData(request, context, "symptoms", symptomsPage, symptomsToc),
    body: pageText(context, "body", staticMarkup(SymptomsBody)),
  };
}

export const meta = loaderMeta();

export default function SymptomsArticle() {
  const { article, body } = useLoaderData<typeof loader>();
  return (
    <ArticleLayout article={article}>
      <GuideText text={body} />
    </ArticleLayout>
  );
}
