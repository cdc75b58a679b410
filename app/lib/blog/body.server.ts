import { isInternalHref } from "~/lib/links";
import { referenceLinks, type ReferenceLink } from "~content/reference-links";
import { site } from "~content/site";

const ALLOWED_TAGS = [
  "a",
  "br",
  "p",
  "h2",
  "h3",
  "strong",
  "em",
  "b",
  "i",
  "ul",
  "ol",
  "li",
  "blockquote",
];
const ALLOWED_ATTR = ["href", "title"];

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
let bodiesInWindow = 0;

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

/** A subheading's opening or closing tag, with the newlines on either side of it. */
const HEADING_TAG = /\n*(<\/?h[23]\b[^>]*>)\n*/gi;

/**
 * Newlines become <br>, except those beside a subheading's tags: a heading is a block of its
 * own, so a <br> next to it would only add a blank line above or below it.
 */
export function newlinesToBreaks(content: string): string {
  return content.replace(/\r\n?/g, "\n").replace(HEADING_TAG, "$1").replace(/\n/g, "<br>\n");
}

/**
 * The post body pipeline (docs/decisions/0006-post-body-pipeline.md), on the server only:
 * newlines to <br> (none beside a subheading), DOMPurify with a short allow-list, then, on the
 * sanitised DOM, reference phrases to outbound links and every link's target.
 */
export async function renderPostBody(
  content: string,
  { siteUrl }: { siteUrl?: string } = {},
): Promise<string> {
  const withBreaks = newlinesToBreaks(content);
  const module = await loadPurifierModule();
  const DOMPurify = module.default;
  // RETURN_DOM hands back the <body> the sanitised markup was parsed into.
  const body = DOMPurify.sanitize(withBreaks, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  }) as unknown as HTMLElement;
  linkReferencePhrases(body);
  setLinkTargets(body, ownOrigins(siteUrl));
  const html = body.innerHTML;
  // Nothing from this window is used after this line, and the code above never awaits.
  if (++bodiesInWindow >= BODIES_PER_WINDOW) {
    bodiesInWindow = 0;
    module.clearWindow();
  }
  return html;
}
