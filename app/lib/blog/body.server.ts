import { referenceLinks, type ReferenceLink } from "~content/reference-links";
import { site } from "~content/site";
import { countWords, minutesToRead } from "../reading-time";

const ALLOWED_TAGS = ["a", "br", "p", "strong", "em", "b", "i", "ul", "ol", "li", "blockquote"];
const ALLOWED_ATTR = ["href", "title"];

type Purifier = typeof import("isomorphic-dompurify").default;
let purifier: Promise<Purifier> | undefined;

/** DOMPurify (with jsdom) costs about a second to load, so only blog pages pay for it, once. */
export function loadPurifier(): Promise<Purifier> {
  purifier ??= import("isomorphic-dompurify").then(({ default: DOMPurify }) => {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.nodeName !== "A") return;
      const href = node.getAttribute("href") ?? "";
      if (href.startsWith("/") && !href.startsWith("//")) {
        node.removeAttribute("target");
        return;
      }
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    });
    return DOMPurify;
  });
  return purifier;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Origins that count as this site, so absolute links to it become in-app paths. */
export function ownOrigins(): string[] {
  const origins: string[] = [site.productionOrigin];
  const configured = process.env.SITE_URL?.trim();
  if (configured) {
    try {
      origins.push(new URL(configured).origin);
    } catch {
      // An invalid SITE_URL is reported where the origin is used; ignore it here.
    }
  }
  return origins;
}

/** Step 2: link the reference phrases, outside any existing <a>…</a>. */
export function linkReferencePhrases(
  html: string,
  links: readonly ReferenceLink[] = referenceLinks,
): string {
  return html
    .split(/(<a\b[\s\S]*?<\/a>)/gi)
    .map((part) => {
      if (/^<a\b/i.test(part)) return part;
      return links.reduce((text, link) => {
        const anchor = `<a href="${escapeHtml(link.href)}">${escapeHtml(link.phrase)}</a>`;
        const replacement = link.note ? `${anchor} (${escapeHtml(link.note)})` : anchor;
        return text.replace(new RegExp(escapeRegExp(link.phrase), "g"), replacement);
      }, part);
    })
    .join("");
}

/** Absolute links to this site become paths, so they stay on whichever host is serving. */
function relativiseOwnLinks(html: string, origins: readonly string[]): string {
  return origins.reduce(
    (text, origin) =>
      text.replace(
        new RegExp(`href=(["'])${escapeRegExp(origin)}(/[^"']*)?\\1`, "gi"),
        (_m, q, p) => `href=${q}${p || "/"}${q}`,
      ),
    html,
  );
}

/**
 * The post body pipeline (DESIGN.md decision 10): newlines to <br>, reference phrases to
 * outbound links, then DOMPurify with a short allow-list. Runs on the server only.
 */
export async function renderPostBody(content: string): Promise<string> {
  const withBreaks = content.replace(/\r\n?/g, "\n").replace(/\n/g, "<br>\n");
  const linked = relativiseOwnLinks(linkReferencePhrases(withBreaks), ownOrigins());
  const DOMPurify = await loadPurifier();
  return DOMPurify.sanitize(linked, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

export function readingMinutes(content: string): number {
  return minutesToRead(countWords(content.replace(/<[^>]*>/g, " ")));
}
