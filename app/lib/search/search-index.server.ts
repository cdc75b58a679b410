import { performance } from "node:perf_hooks";
import { setImmediate } from "node:timers/promises";
import MiniSearch, { type SearchResult } from "minisearch";
import type { PostRecord } from "~/lib/blog/backend.server";
import { formatDate } from "~/lib/dates";
import { postDocument, staticDocuments, type SearchDocument } from "./documents.server";
import { alternativesFor, readersNamesIn, termOf, termsOf, words } from "./language";
import { passage, type PassagePiece } from "./passage";
import { holdsPhrase } from "./phrase";

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

const options = {
  idField: "id",
  fields: ["title", "summary", "text"],
  tokenize: words,
  processTerm: (term: string) => termOf(term) ?? undefined,
  searchOptions: {
    boost: { title: 4, summary: 2 },
    prefix: (term: string) => term.length >= 4,
    // A prefix or fuzzy match counts for less than the word itself.
    weights: { fuzzy: 0.3, prefix: 0.4 },
  },
};

/**
 * Typos are looked for only when the words as typed find little: a fuzzy search costs far more
 * than an exact one (two edits, with prefixes, took 0.6 s for "menopuase"), so it runs without
 * prefixes and allows one edit in a word of five letters or more ("sleeep", "flushs").
 */
const TYPO_OPTIONS = {
  prefix: false,
  fuzzy: (term: string) => (term.length >= 5 ? 1 : 0),
  maxFuzzy: 1,
} as const;
/** Fewer results than this and search tries again allowing typos. */
const FEW_RESULTS = 3;

/** The longest the index's build works before letting requests in (well under /healthz's 50 ms). */
const BUILD_SLICE_MS = 5;

/** A built index over a fixed set of documents. */
export class SiteSearch {
  private readonly index = new MiniSearch<SearchDocument>(options);
  private readonly documents = new Map<string, SearchDocument>();

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
      if (document && !search.documents.has(document.id)) {
        search.documents.set(document.id, document);
        search.index.add(document);
      }
      if (performance.now() - sliceStart >= BUILD_SLICE_MS) {
        await setImmediate();
        sliceStart = performance.now();
      }
    }
    return search;
  }

  get size(): number {
    return this.documents.size;
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
        if (again.scores.size > 0) return { hits: this.hits(again.scores), searchedFor: corrected };
      }
    }
    return { hits: this.hits(found.scores), searchedFor: query };
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
  ): { scores: Map<string, Scored>; unknown: string[] } {
    const scores = new Map<string, Scored>();
    const add = (results: SearchResult[], weight: number, rank: (id: string) => Rank) => {
      for (const result of results) {
        const id = result.id as string;
        const entry = scores.get(id) ?? { score: 0, rank: Rank.AnyWord, terms: new Set<string>() };
        entry.score += result.score * weight;
        entry.rank = Math.max(entry.rank, rank(id));
        for (const term of result.terms) entry.terms.add(term);
        scores.set(id, entry);
      }
    };
    const every = this.index.search(query, { combineWith: "AND", fields });
    add(every, 1, this.phraseRank(every, termsOf(query)));
    const alternatives = alternativesFor(query);
    for (const alternative of alternatives) {
      // Another name counts where it is said as a name, not where its words are scattered
      // ("hormones" here and "therapy" there are not hormone replacement therapy).
      const results = this.index.search(alternative.text, { combineWith: "AND", fields });
      const rank = this.phraseRank(results, termsOf(alternative.text));
      const named = results.filter((result) => rank(result.id as string) === Rank.Name);
      add(named, alternative.weight, rank);
    }

    const named = new Set(readersNamesIn(query).flatMap((entry) => entry.readers.flatMap(termsOf)));
    const queryWords = words(query).filter((word) => termOf(word) !== null);
    let unknown: string[] = [];
    // A query holding a name the vocabulary knows is answered by the vocabulary's names. Otherwise
    // the words no document holds are put right as typos if they can be (`answer`); a lone word
    // nothing holds is one of them, with no second search to say so.
    if (every.length === 0 && named.size === 0) {
      if (queryWords.length === 1) {
        unknown = queryWords;
      } else {
        const any = this.index.search(query, { combineWith: "OR", fields });
        const known = new Set(any.flatMap((result) => result.queryTerms));
        unknown = queryWords.filter((word) => !known.has(termOf(word)!));
        if (unknown.length === 0 && alternatives.length === 0) add(any, 1, () => Rank.AnyWord);
      }
    }
    // A name the vocabulary knows is a real word, not a typo of one the site has ("dizziness" is
    // not "fizzy").
    if (scores.size < FEW_RESULTS && named.size === 0) {
      add(
        this.index.search(query, { combineWith: "AND", fields, ...TYPO_OPTIONS }),
        1,
        () => Rank.AnyWord,
      );
    }
    return { scores, unknown };
  }

  /**
   * How results of an every-word search rank: for a name of two words or more, those of the best
   * that hold it as a phrase rank as the name itself, the rest as its words apart.
   */
  private phraseRank(results: SearchResult[], terms: readonly string[]): (id: string) => Rank {
    if (terms.length < 2) return () => Rank.Name;
    const phrased = new Set<string>();
    for (const result of results.slice(0, PHRASE_CHECKED)) {
      const document = this.documents.get(result.id as string)!;
      if (
        holdsPhrase(document.title, terms) ||
        holdsPhrase(document.summary, terms) ||
        holdsPhrase(document.text, terms)
      ) {
        phrased.add(document.id);
      }
    }
    return (id) => (phrased.has(id) ? Rank.Name : Rank.EveryWord);
  }

  /**
   * The query with its unknown words' transposed letters put back, where that makes a word the
   * site has ("menopuase" → "menopause"), or null. MiniSearch's typos are edits, and a swap is two
   * of them, which costs too much to allow for every word; this looks up each unknown word's
   * few swapped spellings exactly, in one search.
   */
  private correctTransposed(
    query: string,
    unknown: readonly string[],
    fields: SearchField[] | undefined,
  ): string | null {
    const swaps = new Map<string, string>();
    for (const word of unknown.filter((word) => word.length >= MIN_SWAPPED_LENGTH)) {
      for (const swapped of adjacentSwaps(word)) {
        if (termOf(swapped) !== null && !swaps.has(swapped)) swaps.set(swapped, word);
      }
    }
    if (swaps.size === 0) return null;
    const results = this.index.search(
      { combineWith: "OR", queries: [...swaps.keys()] },
      { fields, prefix: false, fuzzy: false },
    );
    const found = new Set(results.flatMap((result) => result.queryTerms));
    const fixes = new Map<string, string>();
    for (const [swapped, word] of swaps) {
      if (!fixes.has(word) && found.has(termOf(swapped)!)) fixes.set(word, swapped);
    }
    if (fixes.size === 0) return null;
    return words(query)
      .map((word) => fixes.get(word) ?? word)
      .join(" ");
  }

  private hits(scores: Map<string, Scored>): SearchHit[] {
    const weighed = new Map<string, number>();
    for (const [id, { score }] of scores) {
      const kind = this.documents.get(id)!.kind;
      weighed.set(id, kind === "Guide section" ? score * SECTION_WEIGHT : score);
    }
    // A page comes after its own section where the section answers nearly as well: the page's
    // summary sums up its sections, so the section is where the answer is ("fezolinetant" is a
    // section of /treatments). A page that answers far better (a whole guide on the words) stays.
    for (const [id, { rank }] of scores) {
      const page = id.split("#")[0]!;
      if (page === id || !scores.has(page) || scores.get(page)!.rank !== rank) continue;
      const [pageScore, sectionScore] = [weighed.get(page)!, weighed.get(id)!];
      if (sectionScore >= pageScore * SECTION_NEARLY_AS_GOOD) {
        weighed.set(page, Math.min(pageScore, sectionScore * PAGE_AFTER_SECTION));
      }
    }
    return [...scores.entries()]
      .sort((a, b) => b[1].rank - a[1].rank || weighed.get(b[0])! - weighed.get(a[0])!)
      .slice(0, MAX_RESULTS)
      .map(([id, { terms }]) => {
        const document = this.documents.get(id)!;
        // MiniSearch reports the index terms it matched; the passage marks words with those terms.
        const matched = new Set([...terms].map((term) => termOf(term) ?? term));
        const inText = passage(document.text, matched);
        const best = inText.some((piece) => piece.marked)
          ? inText
          : passage(document.summary || document.text, matched);
        return {
          href: document.id,
          kind: document.kind,
          title: document.title,
          within: document.within,
          date: document.date,
          dateLabel: document.date ? formatDate(document.date) : undefined,
          passage: best,
        };
      });
  }
}

type SearchField = "title" | "summary" | "text";

/**
 * How well a document answers, before its score: it holds the name the reader typed (or the
 * site's name for it), or all the words but not as one phrase, or only some of them.
 */
enum Rank {
  AnyWord = 0,
  EveryWord = 1,
  Name = 2,
}

interface Scored {
  score: number;
  rank: Rank;
  terms: Set<string>;
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
