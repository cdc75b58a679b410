/**
 * A post's body or a guide's sentence as plain text for the search index and its passages:
 * Markdown links and images become their words, HTML tags, line markers (headings, quotes, list
 * bullets and numbers) and emphasis marks go, the common entities read as their characters and
 * runs of spaces become one. Not a renderer: the words only need to read as the page reads them.
 *
 * One pass, left to right, linear in the length whatever the text holds (issue 44: a row of
 * `<` × 300,000 cost a regular expression's backtracking about 100 s). Every look-ahead is
 * bounded or remembered: a tag runs to the next `>`, whose position is found once and reused; a
 * link's address runs to `)` but stops at a space or bracket, so no character is read more
 * than a few times.
 */

const ENTITIES = new Map([
  ["&amp;", "&"],
  ["&lt;", "<"],
  ["&gt;", ">"],
  ["&quot;", '"'],
  ["&#39;", "'"],
  ["&nbsp;", " "],
]);
/** The longest of ENTITIES. */
const ENTITY_CHARS = 6;

const isSpace = (char: string | undefined) =>
  char === " " || char === "\n" || char === "\t" || char === "\r" || char === "\f";
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

/** Marks that only emphasise (`**`, `_`, `` ` ``); `~~` is handled apart, a lone `~` is text. */
const EMPHASIS = new Set(["*", "_", "`"]);

/** Characters that end a run of ordinary text, by character code. */
const SPECIAL = new Uint8Array(128);
for (const char of "\n<&![]*_`~ \t\r\f") SPECIAL[char.charCodeAt(0)] = 1;
const isSpecial = (code: number) => code < 128 && SPECIAL[code] === 1;
const SPACE = 32;
const LESS_THAN = 60;

/** How far a line's marker (`## `, `> `, `- `, `12. `) runs from `start`, or `start` if none. */
function lineMarkerEnd(text: string, start: number): number {
  let at = start;
  for (let spaces = 0; spaces < 3 && text[at] === " "; spaces++) at++;
  const first = text[at];
  let end = at;
  if (first === "#") {
    while (end < at + 6 && text[end] === "#") end++;
  } else if (first === ">") {
    return at + (text[at + 1] === " " ? 2 : 1);
  } else if (first === "-" || first === "*" || first === "+") {
    end = at + 1;
  } else if (isDigit(first)) {
    // At most nine digits, as CommonMark reads an ordered list's number.
    while (end < at + 9 && isDigit(text[end])) end++;
    if (text[end] !== ".") return start;
    end++;
  } else {
    return start;
  }
  if (!isSpace(text[end]) || text[end] === undefined) return start;
  while (isSpace(text[end]) && text[end] !== "\n") end++;
  return end;
}

export function plainText(markup: string): string {
  const out: string[] = [];
  /** Whether the last thing written was a space (so runs of spaces become one). */
  let spaced = true;
  const space = () => {
    if (!spaced) out.push(" ");
    spaced = true;
  };
  const write = (text: string) => {
    out.push(text);
    spaced = text.endsWith(" ");
  };
  /** The next `>` at or after a position, found once per stretch of text (-1: none left). */
  let nextGreater = -2;

  let index = lineMarkerEnd(markup, 0);
  while (index < markup.length) {
    const char = markup[index]!;
    if (char === "\n") {
      space();
      index = lineMarkerEnd(markup, index + 1);
      continue;
    }
    if (isSpace(char)) {
      space();
      index++;
      continue;
    }
    if (char === "<") {
      if (nextGreater !== -1 && nextGreater < index) nextGreater = markup.indexOf(">", index);
      if (nextGreater !== -1) {
        space();
        index = nextGreater + 1;
        continue;
      }
      // No `>` after it: from here on `<` is text, and part of the runs below.
    }
    if (char === "&") {
      const entity = markup.slice(index, index + ENTITY_CHARS + 1);
      const end = entity.indexOf(";");
      const meaning = end > 0 ? ENTITIES.get(entity.slice(0, end + 1)) : undefined;
      if (meaning !== undefined) {
        if (meaning === " ") space();
        else write(meaning);
        index += end + 1;
        continue;
      }
    }
    if (char === "!" && markup[index + 1] === "[") {
      // An image: its alt text is its words.
      index++;
      continue;
    }
    if (char === "[") {
      index++;
      continue;
    }
    if (char === "]") {
      index++;
      if (markup[index] === "(") {
        // A link's address, up to its `)`; one with a space, or none, stays as text.
        let end = index + 1;
        while (end < markup.length && !"()[]<".includes(markup[end]!) && !isSpace(markup[end]))
          end++;
        if (markup[end] === ")") index = end + 1;
      }
      continue;
    }
    if (EMPHASIS.has(char) || (char === "~" && markup[index + 1] === "~")) {
      index += char === "~" ? 2 : 1;
      continue;
    }
    // A run of ordinary characters and single spaces, written in one piece.
    let end = index + 1;
    for (; end < markup.length; end++) {
      const code = markup.charCodeAt(end);
      if (!isSpecial(code) || (code === LESS_THAN && nextGreater === -1)) continue;
      if (code !== SPACE || isSpace(markup[end + 1]) || end + 1 === markup.length) break;
    }
    write(markup.slice(index, end));
    index = end;
  }
  if (spaced && out.length > 0 && out.at(-1) === " ") out.pop();
  return out.join("");
}
