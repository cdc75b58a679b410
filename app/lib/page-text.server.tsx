import type { AppLoadContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import type { PageText } from "./page-text";

/**
 * Sends a page's static HTML once (contract in app/components/content/StaticHtml.tsx;
 * docs/decisions/0048-text-sent-once.md). server/index.js gives every document request a
 * `pageText` map in its load context and a `.data` request none: a document's loaders leave
 * their HTML there for entry.server's render, a client-side navigation gets it in the data.
 * Without a map (a loader called by a test) the HTML is in the data, which is always correct.
 */
export function pageText(context: AppLoadContext | undefined, key: string, html: string): PageText {
  const documentText = context?.pageText;
  if (!documentText) return { key, html };
  documentText.set(key, html);
  return { key };
}

/** Whether a request to server/index.js is for a document, whose static HTML is sent once. */
export function documentLoadContext(pathname: string): AppLoadContext {
  return pathname.endsWith(".data") ? {} : { pageText: new Map() };
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** A document request's static HTML, by key, for entry.server's render. */
    pageText?: Map<string, string>;
  }
}

/** One element drawn as HTML, each time it is asked for (a post's body, a recipe's method). */
export function elementMarkup(element: ReactElement): string {
  // Drawn outside the app's router, so `<Link>`s inside need one of their own; they come out
  // as the plain anchors they are without JavaScript.
  return renderToStaticMarkup(<StaticRouter location="/">{element}</StaticRouter>);
}
