/**
 * `text` cut to at most `max` characters (code points, so no emoji is split), ending in an
 * ellipsis; unchanged if it fits. The cut falls between words when the last whole word ends in
 * the second half, else mid-word (one enormous word), and trailing spaces and punctuation go
 * before the ellipsis.
 */
export function truncateAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join("");
  // The first character left out is a space or punctuation: the cut already ends a word.
  const atWord = /[\s\p{P}]/u.test(chars[max - 1]!) ? cut : cut.replace(/\s+\S*$/, "");
  const kept = Array.from(atWord).length > max / 2 ? atWord : cut;
  return `${kept.replace(/[\s,.;:–—-]+$/, "")}…`;
}
