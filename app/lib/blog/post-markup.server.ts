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

/**
 * What one body may hold (docs/decisions/0006-post-body-pipeline.md). `marked` and the sanitiser
 * run synchronously, and their work grows faster than the body with nesting and with table
 * rows: a 2,000-level list held a process for over a minute, and some Markdown (runs of `*_`)
 * costs time in proportion to the square of its length. These bounds are well past what a post
 * needs (the longest is about 8,500 characters, nested two deep, with no table) and keep the
 * worst body found to about a second of CPU on a busy machine, and the usual one to milliseconds.
 */
export const BODY_LIMITS = {
  /** Markdown costs more to read than the original plain text (one step: newlines to <br>). */
  characters: { markdown: 30_000, text: 60_000 },
  /** Each line is an element or a line break of its own. */
  lines: 3_000,
  /** HTML tags written into the body. */
  tags: 5_000,
  /** Lists, quotes and HTML elements inside one another. */
  nesting: 16,
  /** Rows in one table, and cells in all of a body's tables. */
  tableRows: 300,
  tableCells: 3_000,
} as const;

/** Elements with no end tag, or whose end tag may be left out, do not count as nesting. */
const NOT_NESTING = new Set(
  "area base br col embed hr img input link meta source track wbr p li dt dd tr td th thead tbody tfoot option".split(
    " ",
  ),
);
/**
 * A `/>` closes an element only inside an SVG or MathML drawing: in HTML `<div/>` opens a div
 * (the slash is ignored), so 5,000 of them are 5,000 levels deep to the parser.
 */
const FOREIGN_SELF_CLOSING = new Set(
  "path circle rect line polyline polygon ellipse use stop image mi mo mn".split(" "),
);
const HTML_TAG = /<(\/?)([a-z][a-z0-9]*)\b[^<>]*?(\/?)>/gi;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const FENCE = /^\s{0,3}(?:`{3,}|~{3,})/;

function count(value: number): string {
  return value.toLocaleString("en-GB");
}

/**
 * Why a body is past `BODY_LIMITS`, in words for its author, with the line it happens on; null
 * when it is within them. One pass over the text, before `marked` or the sanitiser see it.
 */
export function bodyOverLimits(
  content: string,
  format: PostFormat,
): { line: number; message: string } | null {
  const characters = BODY_LIMITS.characters[format];
  if (content.length > characters) {
    return {
      line: 1,
      message: `the post is ${count(content.length)} characters long, more than a page can show (${count(characters)}): split it into two posts`,
    };
  }
  const tooDeep = (line: number, depth: number) => ({
    line,
    message: `lists, quotes or tags here are ${count(depth)} levels inside one another, more than a page can show (${BODY_LIMITS.nesting}): keep to a few levels`,
  });
  const lines = content.split("\n");
  if (lines.length > BODY_LIMITS.lines) {
    return {
      line: BODY_LIMITS.lines + 1,
      message: `the post has ${count(lines.length)} lines, more than a page can show (${count(BODY_LIMITS.lines)}): split it into two posts`,
    };
  }
  let tags = 0;
  let htmlDepth = 0;
  let inFence = false;
  let tableRows = 0;
  let tableStart = 0;
  let cells = 0;
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!;
    const line = index + 1;
    for (const [, closing, name, selfClosing] of text.matchAll(HTML_TAG)) {
      if (++tags > BODY_LIMITS.tags) {
        return {
          line,
          message: `the post has more than ${count(BODY_LIMITS.tags)} HTML tags, more than a page can show: write it in Markdown, or split it`,
        };
      }
      const tag = name!.toLowerCase();
      if (NOT_NESTING.has(tag) || (selfClosing && FOREIGN_SELF_CLOSING.has(tag))) continue;
      htmlDepth = closing ? Math.max(0, htmlDepth - 1) : htmlDepth + 1;
      if (htmlDepth > BODY_LIMITS.nesting) return tooDeep(line, htmlDepth);
    }
    const rows = (text.match(/<tr\b/gi) ?? []).length;
    cells += (text.match(/<t[dh]\b/gi) ?? []).length;
    if (format !== "markdown") {
      tableRows += rows;
    } else {
      if (FENCE.test(text)) inFence = !inFence;
      if (inFence) continue;
      // Quotes and list markers at the start of the line, and indentation (two columns a level).
      let depth = 0;
      let indent = 0;
      let rest = text;
      for (;;) {
        const lead = /^[ \t]*/.exec(rest)![0];
        indent += lead.replace(/\t/g, "    ").length;
        rest = rest.slice(lead.length);
        const marker = /^(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/.exec(rest);
        if (!marker) break;
        depth++;
        rest = rest.slice(marker[0].length);
      }
      depth += Math.floor(indent / 2);
      if (depth > BODY_LIMITS.nesting) return tooDeep(line, depth);
      // A Markdown table: a delimiter row, then every following line with a pipe.
      if (text.includes("|") && (tableRows > 0 || TABLE_DELIMITER.test(lines[index + 1] ?? ""))) {
        if (tableRows === 0) tableStart = line;
        // The delimiter row under the header is not a row of the table.
        if (tableRows !== 1 || !TABLE_DELIMITER.test(text)) tableRows++;
        cells += text.split("|").length - 1;
      } else {
        tableRows = rows;
        tableStart = line;
      }
    }
    if (tableRows > BODY_LIMITS.tableRows) {
      return {
        line: tableStart,
        message: `this table has more than ${BODY_LIMITS.tableRows} rows, more than a page can show: split it into smaller tables`,
      };
    }
    if (cells > BODY_LIMITS.tableCells) {
      return {
        line,
        message: `the tables in this post have more than ${count(BODY_LIMITS.tableCells)} cells, more than a page can show: make them smaller`,
      };
    }
  }
  return null;
}
