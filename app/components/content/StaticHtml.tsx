import { createContext, useContext, useState } from "react";
import { useInternalLinks } from "~/hooks/use-internal-links";
import type { PageText } from "~/lib/page-text";

/**
 * Text the server drew once, sent once (docs/decisions/0048-text-sent-once.md).
 *
 * Contract:
 * - A loader hands its HTML to `pageText` (app/lib/response.server.ts) under a key unique on
 *   the page. On a client-side navigation (a `.data` request) the HTML comes back in the
 *   loader's data, as before. On a document request only the key does: the HTML goes to this
 *   render through `PageTextProvider` (entry.server), so it is in the page once, as markup, and
 *   not again in the hydration data.
 * - Hydrating, the browser has the key and no HTML: this component reads the HTML from its own
 *   element in the page, once, before React compares anything, and renders exactly that, so
 *   hydration matches by construction (as `SiteStyles` does with the stylesheet). React never
 *   walks the nodes inside: nothing in this text reacts to the reader; what does is drawn by the
 *   route around it.
 * - Plain clicks on internal links inside go to the router (`useInternalLinks`).
 */
const ServerPageText = createContext<ReadonlyMap<string, string> | undefined>(undefined);

/** entry.server: the HTML the loaders of this document request kept out of their data. */
export const PageTextProvider = ServerPageText.Provider;

export function StaticHtml({
  text: { key, html },
  className,
}: {
  text: PageText;
  className?: string;
}) {
  const ref = useInternalLinks<HTMLDivElement>();
  const served = useContext(ServerPageText)?.get(key);
  // Read once, when this element first renders. Without its HTML and without the server's, it
  // is hydrating in the browser: the page has the HTML. (A server always has one or the other.)
  const [first] = useState(
    () => html ?? served ?? document.querySelector(`[data-page-text="${key}"]`)?.innerHTML,
  );
  // Drawn on this site's server from its own content or a sanitised post, never from a
  // reader's input.
  return (
    <div
      ref={ref}
      data-page-text={key}
      className={className}
      dangerouslySetInnerHTML={{ __html: html ?? first ?? "" }}
    />
  );
}
