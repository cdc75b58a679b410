import { Marked, type Token } from "marked";

/**
 * A post body's markup before sanitising, and what the sanitiser keeps, for both body formats
 * (docs/decisions/0006-post-body-pipeline.md, docs/decisions/0027-posts-are-markdown-files.md):
 *
 * - `markdown`: a file in content/posts/, rendered by `marked` (GitHub flavour) with a single
 *   newline kept as a line break; an image named by a bare file name is one beside the post,
 *   served from `/images/posts/`.
 * - `text`: the original plain text (newlines, `<h2>`/`<h3>` lines, the odd `<a href>`), which
 *   rows written before the `format` column keep, turned into HTML exactly as before.
 *
 * The page pipeline (body.server.ts) and the post file checks (tools/posts/post-files.ts) both
 * use this module, so a file passes the check exactly when the page shows its markup as written.
 */

export type PostFormat = "text" | "markdown";

export const POST_FORMATS: readonly PostFormat[] = ["text", "markdown"];

const TEXT_TAGS = [
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

/** What each format's body may keep; anything else DOMPurify removes (keeping its text). */
export const ALLOWED_MARKUP: Record<PostFormat, { tags: string[]; attributes: string[] }> = {
  text: { tags: TEXT_TAGS, attributes: ["href", "title"] },
  // A post's title is its page's only <h1>, so Markdown headings start at ##. Tables are kept
  // as the author wrote them (with marked's column alignment), within BODY_LIMITS.
  markdown: {
    tags: [
      ...TEXT_TAGS,
      ...["img", "hr", "code", "pre", "del"],
      ...["table", "thead", "tbody", "tr", "th", "td"],
    ],
    attributes: ["href", "title", "src", "alt", "align"],
  },
};

export function sanitizeOptions(format: PostFormat) {
  const { tags, attributes } = ALLOWED_MARKUP[format];
  return { ALLOWED_TAGS: tags, ALLOWED_ATTR: attributes, ALLOW_DATA_ATTR: false };
}

/** Where images that sit beside the post files are served from (copied there by posts:check). */
export const POST_IMAGES_PATH = "/images/posts/";

/**
 * A bare file name (`hot-flush.jpg`, `./hot-flush.jpg`): an image beside the post file; or one in
 * a folder named like a post (`./my-post/image.jpg`), where the editor keeps a post's photos.
 */
const BESIDE_THE_POST = /^(?:\.\/)?((?:[a-z0-9]+(?:-[a-z0-9]+)*\/)?[A-Za-z0-9][\w.-]*)$/;

/** The file name of an image beside the post, or null for a path or a URL. */
export function besideThePost(src: string): string | null {
  return BESIDE_THE_POST.exec(src.trim())?.[1] ?? null;
}

/** What a page links to for an image a post names: a file beside it is served from public/. */
export function postImageUrl(src: string): string {
  const file = besideThePost(src);
  return file ? `${POST_IMAGES_PATH}${file}` : src.trim();
}

/**
 * Images in a body come from this site (a path) or over https, as featured images do: data:,
 * http: and protocol-relative sources are not fetched into a reader's page.
 */
export function isAllowedImageSrc(src: string): boolean {
  return /^\/[^/\\]/.test(src) || /^https:\/\/[^/\\]/i.test(src);
}

const markdown = new Marked({
  gfm: true,
  // The spec's body rule: a newline in the text is a line break on the page.
  breaks: true,
  async: false,
  walkTokens(token: Token) {
    if (token.type === "image") token.href = postImageUrl(token.href);
  },
});

export function markdownToHtml(source: string): string {
  return markdown.parse(source, { async: false });
}

/** marked's tokens for a body, for the checks that need to see raw HTML where it was written. */
export function markdownTokens(source: string): Token[] {
  const tokens = markdown.lexer(source);
  const all: Token[] = [];
  markdown.walkTokens(tokens, (token) => {
    all.push(token);
  });
  return all;
}

/** A subheading's opening or closing tag, with the newlines on either side of it. */
const HEADING_TAG = /\n*(<\/?h[23]\b[^>]*>)\n*/gi;

/**
 * The `text` format: newlines become <br>, except those beside a subheading's tags: a heading
 * is a block of its own, so a <br> next to it would only add a blank line above or below it.
 */
export function newlinesToBreaks(content: string): string {
  return content.replace(/\r\n?/g, "\n").replace(HEADING_TAG, "$1").replace(/\n/g, "<br>\n");
}

/** A body's HTML before sanitising. */
export function bodyMarkup(content: string, format: PostFormat): string {
  return format === "markdown" ? markdownToHtml(content) : newlinesToBreaks(content);
}

/** Removes images the sanitiser kept but a page must not load (see `isAllowedImageSrc`). */
export function dropDisallowedImages(root: ParentNode): string[] {
  const dropped: string[] = [];
  for (const image of root.querySelectorAll("img")) {
    const src = image.getAttribute("src") ?? "";
    if (!isAllowedImageSrc(src)) {
      dropped.push(src);
      image.remove();
    }
  }
  return dropped;
}
