import { createContext, useContext } from "react";

/**
 * The site's styles as a document carries them: rules written into its head, and (when those
 * are only the rules its page uses) the whole stylesheet linked at the end of its body
 * (docs/decisions/0039-the-stylesheet-travels-in-the-page.md,
 * docs/decisions/0056-each-page-carries-the-rules-it-uses.md).
 *
 * Contract:
 * - On the server, entry.server hands this document's styles to `SiteStylesProvider`
 *   (`documentStyles` there chooses them); `<SiteStyles />` renders the rules as one
 *   `<style>` in the head and `<SiteStylesheet />` the link, if any, where it stands.
 * - In the browser nothing is handed over: hydration renders the same two elements with what it
 *   finds in the page, read once, before React compares anything, so React sees exactly what
 *   the server sent, the CSS is never downloaded a second time inside the JavaScript, and pages
 *   reached without a new document keep the first one's (the linked sheet has every rule).
 */
export interface PageStyles {
  /** The rules in the head. */
  css: string;
  /** The whole stylesheet's address, linked at the end of the body; none when `css` is whole. */
  stylesheet?: string;
}

const STYLE_ID = "site-styles";
const LINK_ID = "site-stylesheet";

const ServerStyles = createContext<PageStyles | undefined>(undefined);

/** entry.server: the styles this document carries. */
export const SiteStylesProvider = ServerStyles.Provider;

/** In the browser, the page's own, once read. */
let inPage: PageStyles | undefined;

function usePageStyles(): PageStyles {
  const served = useContext(ServerStyles);
  if (served) return served;
  inPage ??= {
    css: document.getElementById(STYLE_ID)?.textContent ?? "",
    stylesheet: document.getElementById(LINK_ID)?.getAttribute("href") ?? undefined,
  };
  return inPage;
}

export function SiteStyles() {
  const { css } = usePageStyles();
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

export function SiteStylesheet() {
  const { stylesheet } = usePageStyles();
  return stylesheet ? <link id={LINK_ID} rel="stylesheet" href={stylesheet} /> : null;
}
