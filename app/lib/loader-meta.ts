import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { documentTitle } from "~/lib/search-snippet";
import { site } from "~content/site";

export { documentTitle };

interface ErrorScreen {
  title: string;
  description: string;
}

const SOMETHING_WENT_WRONG: ErrorScreen = {
  title: "Something went wrong",
  description: site.description,
};

/**
 * A route's `meta`. Every loader builds its page's tags on the server (`pageMeta` in
 * `~/lib/seo.server`) and returns them as `meta`, so the tag and structured-data builders stay
 * out of the browser's JavaScript. When the loader threw (a 404, a 503) there is no data, and
 * the error screen gets its title and description: no canonical address, no social card.
 */
export function loaderMeta(errorScreen: ErrorScreen = SOMETHING_WENT_WRONG): MetaFunction {
  return ({ data }) =>
    (data as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [
      { title: documentTitle(errorScreen.title) },
      { name: "description", content: errorScreen.description },
    ];
}
