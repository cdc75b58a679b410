import { performance } from "node:perf_hooks";
import { setImmediate } from "node:timers/promises";
import type { PostRecord } from "~/lib/blog/backend.server";
import { formatDate } from "~/lib/dates";
import { postDocument, staticDocuments, type SearchDocument } from "./documents.server";
import { alternativesFor, readersNamesIn, termOf, termsOf, words } from "./language";
import { passage, type PassagePiece } from "./passage";
import { holdsPhrase } from "./phrase";
import { bestOf, Matches, TermIndex, type SearchField } from "./term-index.server";

/** The most results a search shows; a reader refines rather than pages through more. */
export const MAX_RESULTS = 20;
/**
 * A guide's section counts this much more than other documents: the guides are the site's
 * considered answer on each subject, so at an equal match a reader gets the section before a post
 * that tells one day of the story (the post follows it).
 */
const SECTION_WEIGHT = 1.3;

export interface SearchHit {
  href: string;
  kind: SearchDocument["kind"];
  title: string;
  within?: string;
  date?: string;
  /** The date as pages write it, made here so the page's JavaScript needs no date formatting. */
  dateLabel?: string;
  passage: PassagePiece[];
}

/**
 * Typos are looked for only when the words as typed find little: a fuzzy search costs far more
 * than an exact one, so it runs without prefixes and allows one edit in a word of five letters or
 * more ("sleeep", "flushs").
 */
const TYPO_OPTIONS = {
  prefix: () => false,
  fuzzy: (term: string) => (term.length >= 5 ? 1 : 0),
} as const;
/** Fewer results than this and search tries again allowing typos. */
const FEW_RESULTS = 3;

/** The longest the index's build works before letting requests in (well under /healthz's 50 ms). */
const BUILD_SLICE_MS = 5;

/** A built index over a fixed set of documents. */
export class SiteSearch {
  private readonly index = new TermIndex();
  /** The documents, by their number in the index. */
  private readonly documents: SearchDocument[] = [];
  private readonly numbers = new Map<string, number>();
  /** A section's page's number, by the section's number (-1: not a section of an indexed page). */
  private pages: number[] = [];

  /**
   * Indexes documents a few at a time, preparing each only when its turn comes (a post's text
   * is cleaned up here, not before), and gives the event loop back whenever a stretch has taken
   * `BUILD_SLICE_MS`: a rebuild while the site is serving never holds a request up for longer
   * than that and one document (docs/decisions/0040-search-reads-every-post.md). The first of
   * two documents with one address is kept.
   */
  static async build(documents: Iterable<SearchDocument | null>): Promise<SiteSearch> {
    const search = new SiteSearch();
    let sliceStart = performance.now();
    for (const document of documents) {
      if (document && !search.numbers.has(document.id)) {
        const number = search.index.add([document.title, document.summary, document.text]);
        search.documents[number] = document;
        search.numbers.set(document.id, number);
      }
      if (performance.now() - sliceStart >= BUILD_SLICE_MS) {
        await setImmediate();
        sliceStart = performance.now();
      }
    }
    search.pages = search.documents.map(({ id }) => {
      const page = id.split("#")[0]!;
      return page === id ? -1 : (search.numbers.get(page) ?? -1);
    });
    return search;
  }

  get size(): number {
    return this.documents.length;
  }

  /**
   * The best results for a (trimmed, length-limited) query, best first; `fields` narrows where
   * the words must be (the A–Z's posts "about" a symptom have it in their title or excerpt).
   */
  search(query: string, options: { fields?: SearchField[] } = {}): SearchHit[] {
    return this.answer(query, options).hits;
  }

  /**
   * The results, and what was searched for: the query, or the query with a word's typo put right
   * ("insomina" is searched as "insomnia") when the word as typed is nowhere on the site.
   */
  answer(
    query: string,
    { fields }: { fields?: SearchField[] } = {},
  ): { hits: SearchHit[]; searchedFor: string } {
    const found = this.find(query, fields);
    if (found.unknown.length > 0) {
      const corrected = this.correctTransposed(query, found.unknown, fields);
      if (corrected) {
        const again = this.find(corrected, fields);
        if (again.scored.size > 0) return { hits: this.hits(again.scored), searchedFor: corrected };
      }
    }
    return { hits: this.hits(found.scored), searchedFor: query };
  }

  /**
   * Every document the query finds, scored and ranked (see `Scored`), and the query's words the
   * site has nowhere. The reader's words, and the site's own names for what they name
   * (`alternativesFor`), are searched with every word required; a document holding a multi-word
   * name as a phrase ranks before one that only holds its words. Only when nothing holds every
   * word, no word is unknown and the vocabulary knows no name in the query, is any one word
   * enough ("a recipe never wins on one shared word": "black cohosh" is not about black beans).
   */
  private find(
    query: string,
    fields: SearchField[] | undefined,
  ): { scored: Scored; unknown: string[] } {
    const scored = new Scored(this.size);
    const every = this.index.query(query, { combine: "and", fields });
    scored.add(every, 1, this.phraseRank(every, termsOf(query)));
    const alternatives = alternativesFor(query);
    for (const alternative of alternatives) {
      // Another name counts where it is said as a name, not where its words are scattered
      // ("hormones" here and "therapy" there are not hormone replacement therapy).
      const matches = this.index.query(alternative.text, { combine: "and", fields });
      const rank = this.phraseRank(matches, termsOf(alternative.text));
      scored.add(matches, alternative.weight, rank, Rank.Name);
    }

    const named = new Set(readersNamesIn(query).flatMap((entry) => entry.readers.flatMap(termsOf)));
    const queryWords = words(query).filter((word) => termOf(word) !== null);
    let unknown: string[] = [];
    // A query holding a name the vocabulary knows is answered by the vocabulary's names. Otherwise
    // the words no document holds are put right as typos if they can be (`answer`); a lone word
    // nothing holds is one of them, with no second search to say so.
    if (every.size === 0 && named.size === 0) {
      if (queryWords.length === 1) {
        unknown = queryWords;
      } else {
        const any = this.index.query(query, { combine: "or", fields });
        unknown = queryWords.filter((word) => !any.found.has(termOf(word)!));
        if (unknown.length === 0 && alternatives.length === 0) {
          scored.add(any, 1, () => Rank.AnyWord);
        }
      }
    }
    // A name the vocabulary knows is a real word, not a typo of one the site has ("dizziness" is
    // not "fizzy").
    if (scored.size < FEW_RESULTS && named.size === 0) {
      scored.add(
        this.index.query(query, { combine: "and", fields, ...TYPO_OPTIONS }),
        1,
        () => Rank.AnyWord,
      );
    }
    return { scored, unknown };
  }

  /**
   * How results of an every-word search rank: for a name of two words or more, those of the best
   * that hold it as a phrase rank as the name itself, the rest as its words apart.
   */
  private phraseRank(matches: Matches, terms: readonly string[]): (doc: number) => Rank {
    if (terms.length < 2) return () => Rank.Name;
    const phrased = new Set<number>();
    for (const doc of matches.best(PHRASE_CHECKED)) {
      const document = this.documents[doc]!;
      if (
        holdsPhrase(document.title, terms) ||
        holdsPhrase(document.summary, terms) ||
        holdsPhrase(document.text, terms)
      ) {
        phrased.add(doc);
      }
    }
    return (doc) => (phrased.has(doc) ? Rank.Name : Rank.EveryWord);
  }

  /**
   * The query with its unknown words' transposed letters put back, where that makes a word the
   * site has ("menopuase" → "menopause"), or null. A swap is two edits, which costs too much to
   * allow for every word as a typo; this looks up each unknown word's few swapped spellings.
   */
  private correctTransposed(
    query: string,
    unknown: readonly string[],
    fields: SearchField[] | undefined,
  ): string | null {
    const fixes = new Map<string, string>();
    for (const word of unknown.filter((word) => word.length >= MIN_SWAPPED_LENGTH)) {
      const fix = adjacentSwaps(word).find((swapped) => {
        const term = termOf(swapped);
        return term !== null && this.index.holds(term, fields);
      });
      if (fix) fixes.set(word, fix);
    }
    if (fixes.size === 0) return null;
    return words(query)
      .map((word) => fixes.get(word) ?? word)
      .join(" ");
  }

  private hits(scored: Scored): SearchHit[] {
    const weighed = new Float64Array(this.size);
    const sections: number[] = [];
    for (const doc of scored.docs) {
      const section = this.documents[doc]!.kind === "Guide section";
      weighed[doc] = section ? scored.scores[doc]! * SECTION_WEIGHT : scored.scores[doc]!;
      if (this.pages[doc]! >= 0) sections.push(doc);
    }
    // A page comes after its own section where the section answers nearly as well: the page's
    // summary sums up its sections, so the section is where the answer is ("fezolinetant" is a
    // section of /treatments). A page that answers far better (a whole guide on the words) stays.
    sections.sort((a, b) => weighed[b]! - weighed[a]!);
    for (const section of sections) {
      const page = this.pages[section]!;
      if (!scored.has(page) || scored.ranks[page] !== scored.ranks[section]) continue;
      if (weighed[section]! >= weighed[page]! * SECTION_NEARLY_AS_GOOD) {
        weighed[page] = Math.min(weighed[page]!, weighed[section]! * PAGE_AFTER_SECTION);
      }
    }
    const best = bestOf(
      scored.docs,
      MAX_RESULTS,
      (a, b) => scored.ranks[b]! - scored.ranks[a]! || weighed[b]! - weighed[a]! || a - b,
    );
    return best.map((doc) => {
      const document = this.documents[doc]!;
      // The passage marks the words holding the index terms the query matched in this document.
      const matched = scored.termsIn(doc);
      const inText = passage(document.text, matched);
      const found = inText.some((piece) => piece.marked)
        ? inText
        : passage(document.summary || document.text, matched);
      return {
        href: document.id,
        kind: document.kind,
        title: document.title,
        within: document.within,
        date: document.date,
        dateLabel: document.date ? formatDate(document.date) : undefined,
        passage: found,
      };
    });
  }
}

/**
 * How well a document answers, before its score: it holds the name the reader typed (or the
 * site's name for it), or all the words but not as one phrase, or only some of them.
 */
enum Rank {
  AnyWord = 0,
  EveryWord = 1,
  Name = 2,
}

/**
 * The documents a query's searches found, each with its summed score, its best rank and the
 * searches that found it (for the terms to mark).
 */
class Scored {
  readonly docs: number[] = [];
  readonly scores: Float64Array;
  readonly ranks: Int8Array;
  private readonly found: { matches: Matches; counted: (doc: number) => boolean }[] = [];

  constructor(size: number) {
    this.scores = new Float64Array(size);
    this.ranks = new Int8Array(size).fill(-1);
  }

  get size(): number {
    return this.docs.length;
  }

  has(doc: number): boolean {
    return this.ranks[doc]! >= 0;
  }

  /** Counts a search's documents, weighted, ranked by `rank`; with `only`, those of that rank. */
  add(matches: Matches, weight: number, rank: (doc: number) => Rank, only?: Rank): void {
    const counted = only === undefined ? () => true : (doc: number) => rank(doc) === only;
    for (const doc of matches.docs) {
      const docRank = rank(doc);
      if (only !== undefined && docRank !== only) continue;
      if (this.ranks[doc]! < 0) this.docs.push(doc);
      this.scores[doc]! += matches.scores[doc]! * weight;
      this.ranks[doc] = Math.max(this.ranks[doc]!, docRank);
    }
    this.found.push({ matches, counted });
  }

  termsIn(doc: number): Set<string> {
    const terms = new Set<string>();
    for (const { matches, counted } of this.found) {
      if (counted(doc)) for (const term of matches.termsIn(doc)) terms.add(term);
    }
    return terms;
  }
}

/** A section scoring at least this share of its page's score answers nearly as well. */
const SECTION_NEARLY_AS_GOOD = 0.5;
/** A page placed after its section scores this much of the section's score. */
const PAGE_AFTER_SECTION = 0.99;
/** The best of an every-word search that are checked for holding the words as a phrase. */
const PHRASE_CHECKED = 40;
/** The shortest unknown word whose transposed letters are looked for. */
const MIN_SWAPPED_LENGTH = 4;

/** The word with each pair of neighbouring letters swapped: "insomina" gives "insomnia". */
function adjacentSwaps(word: string): string[] {
  const letters = [...word];
  const swaps: string[] = [];
  for (let index = 0; index + 1 < letters.length; index++) {
    if (letters[index] === letters[index + 1]) continue;
    const swapped = [...letters];
    [swapped[index], swapped[index + 1]] = [swapped[index + 1]!, swapped[index]!];
    swaps.push(swapped.join(""));
  }
  return swaps;
}

function* siteDocuments(postRanges: readonly PostRecord[][]) {
  yield* staticDocuments();
  for (const range of postRanges) for (const post of range) yield postDocument(post);
}

export function buildSiteSearch(postRanges: readonly PostRecord[][]): Promise<SiteSearch> {
  return SiteSearch.build(siteDocuments(postRanges));
}
