import { createContext, useContext, useState } from "react";

/**
 * The site's stylesheet, written into the head of every page rather than linked
 * (docs/decisions/0039-the-stylesheet-travels-in-the-page.md).
 *
 * Contract:
 * - On the server, entry.server provides the built CSS through `SiteStylesProvider`, and
 *   `<SiteStyles />` renders it as one `<style>` element.
 * - In the browser there is no provider: hydration renders the same element with the text it
 *   finds in the page, read once before React compares anything, so React sees exactly what the
 *   server sent and the CSS is never downloaded a second time inside the JavaScript.
 */
const SiteStylesContext = createContext<string | undefined>(undefined);

export const SiteStylesProvider = SiteStylesContext.Provider;

const ELEMENT_ID = "site-styles";

export function SiteStyles() {
  const served = useContext(SiteStylesContext);
  const [css] = useState(() => served ?? document.getElementById(ELEMENT_ID)?.textContent ?? "");
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
