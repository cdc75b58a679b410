import { spellingsOf, termOf } from "./language";

/**
 * Whether a text holds a phrase: its terms one after another, in any of their word forms and
 * spellings ("mood swing" in "my mood swings", "hot flush" in "hot flashes"), with the stop words
 * the index skips skipped here too ("tired all the time"), and at most one other word between
 * two of them, within a sentence ("dry, itchy skin" holds "dry skin"; "black bean … cohosh" does
 * not). Cheap on a long text: one regular
 * expression finds where the phrase's first word could start, and only there are words turned
 * into terms. `terms` are index terms, as `termsOf` makes them, two or more.
 */
export function holdsPhrase(text: string, terms: readonly string[]): boolean {
  const starts = startsOf(terms[0]!);
  starts.lastIndex = 0;
  for (let start = starts.exec(text); start; start = starts.exec(text)) {
    if (followsAt(text, start.index, terms)) return true;
  }
  return false;
}

const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/uy;
const GAP = /[^\p{L}\p{N}]*/uy;
const SENTENCE_END = /[.!?;:]/;
/** Words looked at after a phrase's start: its own, and a few others between them. */
const EXTRA_WORDS = 4;
/** The most words, other than stop words, between two of a phrase's. */
const WORDS_BETWEEN = 1;

function followsAt(text: string, from: number, terms: readonly string[]): boolean {
  WORD.lastIndex = from;
  let matched = 0;
  let between = 0;
  for (let seen = 0; seen < terms.length + EXTRA_WORDS; seen++) {
    // Skip what lies between words (spaces, punctuation), then read the next word.
    GAP.lastIndex = WORD.lastIndex;
    const gap = GAP.exec(text)![0];
    // A phrase never runs on past the end of a sentence ("… my mood. Swings …").
    if (matched > 0 && SENTENCE_END.test(gap)) return false;
    WORD.lastIndex = GAP.lastIndex;
    const word = WORD.exec(text);
    if (!word) return false;
    const term = termOf(word[0]);
    if (term === null) continue;
    if (term === terms[matched]) {
      if (++matched === terms.length) return true;
      between = 0;
    } else if (matched === 0 || ++between > WORDS_BETWEEN) {
      return false;
    }
  }
  return false;
}

/**
 * Where a word with this term may start: its first letters, and the other spellings' first
 * letters. The stemmer changes only a word's end ("easy" is "easi"), so a stem's first letters but
 * its last, at most four, start every word with that stem; a short term (GP, HRT) is kept whole.
 * Kept for the process: the first words of phrases readers type are few.
 */
const startsMemo = new Map<string, RegExp>();
const STARTS_MAX = 5_000;

function startsOf(term: string): RegExp {
  let starts = startsMemo.get(term);
  if (!starts) {
    if (startsMemo.size >= STARTS_MAX) startsMemo.clear();
    const prefixes = new Set([term, ...spellingsOf([term])].map(firstLetters));
    const escaped = [...prefixes].map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    starts = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})`, "giu");
    startsMemo.set(term, starts);
  }
  return starts;
}

function firstLetters(term: string): string {
  return term.length <= 3 ? term : term.slice(0, Math.min(4, term.length - 1));
}
