import type { MetaDescriptor } from "@remix-run/node";
import { readingMinutes } from "~/lib/reading-time";
import { resolveSources } from "~/lib/sources.server";
import type { TopicArticle } from "~content/types";

/**
 * What a topic guide's loader sends besides its head: its sources looked up in the catalogue
 * and its reading time counted from all of its prose. Done here so that neither the whole
 * source catalogue nor the word counter is in the guide's JavaScript.
 */
export function guideLoaderData(page: TopicArticle, meta: MetaDescriptor[]) {
  return { meta, sources: resolveSources(page.sources), readingMinutes: readingMinutes(page) };
}
