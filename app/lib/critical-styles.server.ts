import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { EntryContext } from "@remix-run/node";
import type { PageStyles } from "~/components/layout/SiteStyles";
import fontsCss from "~/styles/fonts.css?inline";
import siteCss from "~/styles/tailwind.css?inline";
import siteStylesheet from "~/styles/tailwind.css?url";

/**
 * Which of the site's styles a document carries in its head
 * (docs/decisions/0056-each-page-carries-the-rules-it-uses.md).
 *
 * Contract:
 * - The build (`scripts/critical-css.mjs`) renders every page the sitemap names with the
 *   production server, and writes `<build>/critical-css.json`: for each route, the rules of the
 *   site's stylesheet that its pages use, with the hash of the stylesheet it read them from.
 * - A page of such a route, answered 200 with no error, carries its route's rules in its head
 *   and links the whole stylesheet (a hashed, immutable file) at the end of its body: the first
 *   paint waits for nothing but the document, and every later page has the file in its cache.
 * - Everything else (an error page, a route the build did not see, development, a file missing
 *   or written from another stylesheet) carries the whole stylesheet in its head and links
 *   nothing, as every page did before.
 * - Either way the head carries the web fonts (app/styles/fonts.css) first, and only the head
 *   declares them: declared again by a sheet arriving after the first paint, the fonts would be
 *   loaded anew and could redraw the page's text.
 * - `hash` is the CSP source for the `<style>` this document carries.
 */
export interface DocumentStyles extends PageStyles {
  hash: string;
}

interface CriticalStylesFile {
  version: 1;
  /** SHA-256 (base64) of the stylesheet the rules were read from. */
  sheet: string;
  /** Route id → the rules its pages use. */
  routes: Record<string, string>;
}

const SITE_HASH = sha256(siteCss);
const WHOLE = withFonts(siteCss);

let byRoute: Map<string, DocumentStyles> | undefined;

/** The styles for the document `context` renders with `status`. */
export function documentStyles(
  context: EntryContext,
  status: number,
  file: string | undefined,
): DocumentStyles {
  const { matches, errors } = context.staticHandlerContext;
  if (status !== 200 || errors || !file) return WHOLE;
  byRoute ??= readCriticalStyles(file);
  return byRoute.get(matches.at(-1)?.route.id ?? "") ?? WHOLE;
}

function readCriticalStyles(file: string): Map<string, DocumentStyles> {
  let parsed: CriticalStylesFile;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8")) as CriticalStylesFile;
  } catch (error) {
    console.error(`Every page carries the whole stylesheet: ${file} could not be read`, error);
    return new Map();
  }
  if (parsed.version !== 1 || parsed.sheet !== SITE_HASH) {
    console.error(`Every page carries the whole stylesheet: ${file} is from another build`);
    return new Map();
  }
  return new Map(
    Object.entries(parsed.routes).map(([route, css]) => [route, withFonts(css, siteStylesheet)]),
  );
}

function withFonts(rules: string, stylesheet?: string): DocumentStyles {
  const css = fontsCss + rules;
  return { css, stylesheet, hash: `'sha256-${sha256(css)}'` };
}

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}
