import { truncateAtWord } from "~/lib/truncate";

/** Longest title the card lays out; longer ones are cut at a word and end in an ellipsis. */
export const MAX_TITLE_CHARS = 140;
export const MAX_LABEL_CHARS = 60;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * Text exactly as it will be drawn: characters no card font has (emoji, scripts the site's
 * typefaces don't cover) are left out rather than drawn as empty boxes, invisible and control
 * characters go, whitespace is collapsed, and anything past `max` characters is cut at a word
 * boundary with an ellipsis. Markup stays literal text: the renderer never parses HTML.
 */
export function drawableText(
  text: string,
  canDraw: (codePoint: number) => boolean,
  max: number,
): string {
  let kept = "";
  for (const char of text.normalize("NFC").replace(INVISIBLE, " ")) {
    kept += /\s/.test(char) || canDraw(char.codePointAt(0)!) ? char : " ";
  }
  return truncateAtWord(kept.replace(/\s+/g, " ").trim(), max);
}

/** Smaller type for longer titles, so most fit in three lines. */
export function titleFontSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 28) return 72;
  if (length <= 48) return 62;
  if (length <= 80) return 52;
  return 44;
}
