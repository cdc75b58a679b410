import { SearchForm } from "~/components/search/SearchForm";
import { staticMarkup } from "~/lib/static-page.server";

/** The header's search box. */
function HeaderSearchForm() {
  return <SearchForm compact landmark="Site" inputId="site-search" />;
}

/**
 * The header's search box as HTML, drawn once on the server and sent in the root loader's data:
 * a plain form with nothing to hydrate, so its code is in no page's JavaScript (a server module,
 * which the browser build leaves out; docs/decisions/0026-vite-build-and-static-html.md).
 */
export function headerSearchHtml(): string {
  return staticMarkup(HeaderSearchForm);
}
