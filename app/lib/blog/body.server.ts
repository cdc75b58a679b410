import { isInternalHref } from "~/lib/addresses";
import { referenceLinks, type ReferenceLink } from "~content/reference-links";
import { site } from "~content/site";
import { pictureBodyPhotos } from "./body-photos.server";
import { bodyOverLimits } from "./body-limits";
import {
  bodyMarkup,
  dropDisallowedImages,
  sanitizeOptions,
  type PostFormat,
} from "./post-markup.server";

export { newlinesToBreaks } from "./post-markup.server";

type PurifierModule = typeof import("isomorphic-dompurify");
type Purifier = PurifierModule["default"];
let purifierModule: Promise<PurifierModule> | undefined;

/** DOMPurify (with jsdom) costs about a second to load, so it is loaded once, at start-up. */
export function loadPurifier(): Promise<Purifier> {
  return loadPurifierModule().then((module) => module.default);
}

function loadPurifierModule(): Promise<PurifierModule> {
  purifierModule ??= import("isomorphic-dompurify");
  return purifierModule;
}

/**
 * jsdom's window keeps state from every document parsed in it, so a process that sanitises post
 * after post (any crawl past the data cache) grew its live heap by about 37 KB a post, without
 * end. A fresh window every so many bodies keeps that bounded at little cost.
 */
export const BODIES_PER_WINDOW = 100;
/** Or sooner, after this much text: a long body leaves more behind in the window than a short. */
export const CHARACTERS_PER_WINDOW = 300_000;
let bodiesInWindow = 0;
let charactersInWindow = 0;

/** Origins that count as this site, so absolute links to it become in-app paths. */
function ownOrigins(siteUrl: string | undefined): string[] {
  return [site.productionOrigin, ...(siteUrl ? [siteUrl] : [])];
}

const SENTENCE_END = /[.!?](?=["'’”)]*(?:\s|$))/;

/**
 * Links the reference phrases in the text nodes under `root` (never inside an existing link or
 * an attribute); a phrase's note follows as a sentence of its own, after the sentence that holds
 * the link.
 */
export function linkReferencePhrases(
  root: Node,
  links: readonly ReferenceLink[] = referenceLinks,
): void {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest("a")) textNodes.push(node as Text);
  }
  for (const textNode of textNodes) {
    let rest: Text | null = textNode;
    while (rest) {
      const text: string = rest.data;
      const found = links
        .map((link) => ({ link, index: text.indexOf(link.phrase) }))
        .filter(({ index }) => index >= 0)
        .sort((a, b) => a.index - b.index)[0];
      if (!found) break;
      const { link, index } = found;
      const linked = rest.splitText(index);
      const after = linked.splitText(link.phrase.length);
      const anchor = document.createElement("a");
      anchor.setAttribute("href", link.href);
      anchor.textContent = link.phrase;
      linked.replaceWith(anchor);
      if (link.note) {
        const end = SENTENCE_END.exec(after.data);
        const cut = end ? end.index + end[0].length : after.data.length;
        after.insertData(cut, ` ${link.note}`);
        rest = after.splitText(cut + link.note.length + 1);
      } else {
        rest = after;
      }
    }
  }
}

/** Own absolute links become paths; other sites open in a new tab, without an opener. */
function setLinkTargets(root: ParentNode, origins: readonly string[]): void {
  for (const anchor of root.querySelectorAll("a")) {
    let href = anchor.getAttribute("href") ?? "";
    const own = origins.find((origin) => href === origin || href.startsWith(`${origin}/`));
    if (own) {
      href = href.slice(own.length) || "/";
      anchor.setAttribute("href", href);
    }
    if (isInternalHref(href)) {
      anchor.removeAttribute("target");
      anchor.removeAttribute("rel");
    } else {
      anchor.setAttribute("target", "_blank");
      anchor.setAttribute("rel", "noopener noreferrer");
    }
  }
}

/**
 * A table wider than a phone scrolls sideways inside the column instead of widening the page.
 * The wrapper is focusable and named, so a keyboard can scroll it and a screen reader says
 * what it is. Added after sanitising: it is the app's markup, not the body's.
 */
function scrollableTables(root: ParentNode): void {
  const document = (root as Node).ownerDocument!;
  for (const table of root.querySelectorAll("table")) {
    const wrapper = document.createElement("div");
    wrapper.setAttribute("class", "overflow-x-auto");
    wrapper.setAttribute("role", "region");
    wrapper.setAttribute("aria-label", "Table");
    wrapper.setAttribute("tabindex", "0");
    table.replaceWith(wrapper);
    wrapper.append(table);
  }
}

/**
 * What the author's preview draws for a picture the site does not serve yet
 * (author-preview.server.ts): another source, or her words in its place.
 */
export type ReplaceImage = (src: string) => { src: string } | { note: string } | null;

function replaceImages(root: ParentNode, replace: ReplaceImage): void {
  for (const image of root.querySelectorAll("img")) {
    const replacement = replace(image.getAttribute("src") ?? "");
    if (!replacement) continue;
    if ("src" in replacement) {
      image.setAttribute("src", replacement.src);
      continue;
    }
    // A span, since a Markdown picture sits inside a paragraph; drawn as a block of its own.
    const note = image.ownerDocument.createElement("span");
    note.setAttribute("role", "note");
    note.setAttribute(
      "class",
      "not-prose block rounded-2xl border border-dashed border-accent bg-accent-soft p-5",
    );
    note.textContent = replacement.note;
    image.replaceWith(note);
  }
}

/** A body the page cannot show: past BODY_LIMITS, or one the pipeline failed on. */
export class UnshowableBody extends Error {}

/**
 * The post body pipeline (docs/decisions/0006-post-body-pipeline.md), on the server only: the
 * body's markup for its format (Markdown, or the original text's newlines to <br>), DOMPurify
 * with that format's short allow-list, then, on the sanitised DOM, reference phrases to outbound
 * links and every link's target, and the author's photos to `<picture>`s (body-photos.server.ts);
 * in the author's preview, first `replaceImage`.
 *
 * A body past BODY_LIMITS is refused before any of that runs, and a failure inside the pipeline
 * is that body's alone: both throw UnshowableBody, and a failure also gives the sanitiser a fresh
 * window, so the next body is not parsed into a broken one.
 */
export async function renderPostBody(
  content: string,
  {
    siteUrl,
    format = "text",
    replaceImage,
  }: { siteUrl?: string; format?: PostFormat; replaceImage?: ReplaceImage } = {},
): Promise<string> {
  const over = bodyOverLimits(content, format);
  if (over) throw new UnshowableBody(`line ${over.line}: ${over.message}`);
  const module = await loadPurifierModule();
  try {
    const markup = bodyMarkup(content, format);
    // RETURN_DOM hands back the <body> the sanitised markup was parsed into.
    const body = module.default.sanitize(markup, {
      ...sanitizeOptions(format),
      RETURN_DOM: true,
    }) as unknown as HTMLElement;
    dropDisallowedImages(body);
    linkReferencePhrases(body);
    setLinkTargets(body, ownOrigins(siteUrl));
    if (replaceImage) replaceImages(body, replaceImage);
    pictureBodyPhotos(body);
    scrollableTables(body);
    const html = body.innerHTML;
    // Nothing from this window is used after this line, and the code above never awaits.
    charactersInWindow += content.length;
    if (++bodiesInWindow >= BODIES_PER_WINDOW || charactersInWindow >= CHARACTERS_PER_WINDOW) {
      bodiesInWindow = 0;
      charactersInWindow = 0;
      module.clearWindow();
    }
    return html;
  } catch (error) {
    bodiesInWindow = 0;
    charactersInWindow = 0;
    module.clearWindow();
    throw new UnshowableBody(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}
