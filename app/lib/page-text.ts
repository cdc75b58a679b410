/**
 * A part of a page the server drew once as HTML (`<StaticHtml>`): its key on the page, and its
 * HTML when the loader's data carries it (client-side navigations; decision 0048).
 */
export interface PageText {
  key: string;
  html?: string;
}
