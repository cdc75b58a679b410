/**
 * The bounds of a post's body, in one module the server, the checker and the editor in her
 * browser all load (docs/decisions/0052-draft-preview-for-the-signed-in-author.md): the page
 * refuses a body past them, `posts:check` names it, and the editor says so under the body as
 * she types. Plain text work only: nothing here parses Markdown.
 */

/** How a body is written: Markdown (post files) or the original plain text. */
type BodyFormat = "text" | "markdown";

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
  format: BodyFormat,
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
