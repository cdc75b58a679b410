/**
 * The site's stylesheet, written into the head of every page rather than linked
 * (docs/decisions/0039-the-stylesheet-travels-in-the-page.md).
 *
 * Contract:
 * - On the server, entry.server hands over the built CSS once, with `serveSiteStyles`, when it
 *   loads; `<SiteStyles />` renders it as one `<style>` element in every page. It is the same
 *   text for every page and every reader, so one value for the process is all there is.
 * - In the browser nothing is handed over: hydration renders the same element with the text it
 *   finds in the page, read once, before React compares anything, so React sees exactly what the
 *   server sent and the CSS is never downloaded a second time inside the JavaScript.
 */
const ELEMENT_ID = "site-styles";

/** On the server, what entry.server handed over; in the browser, the page's own, once read. */
let css: string | undefined;

export function serveSiteStyles(builtCss: string): void {
  css = builtCss;
}

export function SiteStyles() {
  css ??= document.getElementById(ELEMENT_ID)?.textContent ?? "";
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
