import { spellingsOf, termOf } from "./language";

/** A piece of a result's passage; `marked` pieces are words the search matched. */
export interface PassagePiece {
  text: string;
  marked?: true;
}

/** About how long a passage is, in words. */
const PASSAGE_WORDS = 32;
/** Only this much of a text is looked through for the passage (a long post's start is enough). */
const LOOK_THROUGH_CHARS = 20_000;
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/gu;

/**
 * The short passage of `text` a result shows: the stretch of about 32 words holding the most
 * different matched terms (the start of the text when none match), with those words marked.
 * `matched` holds index terms (stems) as the index made them.
 */
export function passage(text: string, matched: ReadonlySet<string>): PassagePiece[] {
  const source = text.slice(0, LOOK_THROUGH_CHARS);
  // Stemming every word of a long page for every result would be most of a search's time, so
  // only words that start like a matched term (or like another spelling of one) are stemmed.
  const starts = new Set(
    [...matched, ...spellingsOf(matched)].map((term) => term.slice(0, 3).toLowerCase()),
  );
  const starting: number[] = [];
  const ending: number[] = [];
  /** Each matched word: its index among the words, and its term. */
  const hits: { word: number; term: string }[] = [];
  // Once some stretch holds every matched term, no later one can be better: reading on far
  // enough to finish every window that starts before it is enough.
  let stopAt = Infinity;
  WORD.lastIndex = 0;
  for (let match = WORD.exec(source); match; match = WORD.exec(source)) {
    const word = match[0];
    if (starts.has(word.slice(0, 3).toLowerCase())) {
      const term = termOf(word);
      if (term !== null && matched.has(term)) {
        hits.push({ word: starting.length, term });
        if (stopAt === Infinity && holdsEveryTerm(hits, matched.size)) {
          stopAt = starting.length + 2 * PASSAGE_WORDS;
        }
      }
    }
    starting.push(match.index);
    ending.push(match.index + word.length);
    if (starting.length > stopAt) break;
  }
  if (starting.length === 0) return [{ text: source.slice(0, 200) }];

  // The window starting a few words before a hit that holds the most different terms.
  let first = 0;
  let bestScore = 0;
  for (let index = 0; index < hits.length; index++) {
    const from = hits[index]!.word;
    const found = new Set<string>();
    for (let next = index; next < hits.length && hits[next]!.word < from + PASSAGE_WORDS; next++) {
      found.add(hits[next]!.term);
    }
    if (found.size > bestScore) {
      bestScore = found.size;
      first = Math.max(0, from - 3);
    }
  }
  const last = Math.min(starting.length, first + PASSAGE_WORDS) - 1;
  const from = first === 0 ? 0 : starting[first]!;
  const to = last === starting.length - 1 ? source.length : ending[last]!;

  const pieces: PassagePiece[] = [];
  let cursor = from;
  for (const hit of hits) {
    if (hit.word < first || hit.word > last) continue;
    const start = starting[hit.word]!;
    const between = source.slice(cursor, start);
    const previous = pieces.at(-1);
    // Matched words with only a space between them are one mark ("hot flush"), not two.
    if (previous?.marked && cursor > from && /^\s*$/.test(between)) {
      previous.text += between + source.slice(start, ending[hit.word]);
    } else {
      if (between) pieces.push({ text: between });
      pieces.push({ text: source.slice(start, ending[hit.word]), marked: true });
    }
    cursor = ending[hit.word]!;
  }
  if (cursor < to) pieces.push({ text: source.slice(cursor, to) });
  if (from > 0) pieces.unshift({ text: "… " });
  if (to < text.length) pieces.push({ text: " …" });
  return pieces;
}

/** Whether the passage-long stretch ending at the last hit holds `wanted` different terms. */
function holdsEveryTerm(hits: readonly { word: number; term: string }[], wanted: number): boolean {
  const last = hits.at(-1)!.word;
  const terms = new Set<string>();
  for (
    let index = hits.length - 1;
    index >= 0 && hits[index]!.word > last - PASSAGE_WORDS;
    index--
  ) {
    terms.add(hits[index]!.term);
  }
  return terms.size === wanted;
}
