import type { ComponentType, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";

/**
 * Text that never changes is drawn here once and sent as HTML in the loader's data, so its
 * components and its words stay out of the browser's JavaScript; the page shows it with
 * `<StaticHtml>` (docs/decisions/0026-vite-build-and-static-html.md).
 *
 * Keyed by the component: in development an edited module brings a new component, so edits
 * still show.
 */
const drawn = new WeakMap<ComponentType, string>();

export function staticMarkup(Component: ComponentType): string {
  let html = drawn.get(Component);
  if (html === undefined) {
    html = elementMarkup(<Component />);
    drawn.set(Component, html);
  }
  return html;
}

/** One element drawn as HTML, each time it is asked for (a recipe's method, from its props). */
export function elementMarkup(element: ReactElement): string {
  // Drawn outside the app's router, so `<Link>`s inside need one of their own; they come out
  // as the plain anchors they are without JavaScript.
  return renderToStaticMarkup(<StaticRouter location="/">{element}</StaticRouter>);
}
