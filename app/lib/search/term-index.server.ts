import SearchableMap from "minisearch/SearchableMap";
import { termOf, words } from "./language";

/**
 * The search's inverted index (docs/decisions/0049-search-scored-in-arrays.md).
 *
 * Contract: documents are added once, in order, each as its fields' texts, and are numbered
 * from 0 in that order. A query's words are turned into terms as the documents' were
 * (`words`, then `termOf`); each term also matches the index terms it is a prefix of (`prefix`,
 * weighted 0.4) and those one edit away (`fuzzy`, weighted 0.3), the weights falling with the
 * distance. A document's score is MiniSearch's BM25+ (k 1.2, b 0.7, d 0.5; field lengths in
 * distinct words; title ×4, summary ×2), summed over the matched terms and multiplied by the
 * number of the query's terms it holds: the scoring MiniSearch gave the site before (decision
 * 37), so the ranking readers saw is kept. `and` keeps only documents holding every term of the
 * query.
 *
 * Why not MiniSearch itself: it builds a Map entry and two small objects for every document
 * each term touches, so one search for a common word at 10,000 posts took 20 to 60 ms of CPU.
 * Here a search adds numbers into one array indexed by document and allocates nothing per
 * document. MiniSearch's radix tree (`SearchableMap`, a public export) still holds the terms,
 * for the prefix and typo look-ups.
 */

/** The fields a document is searched in, in the order `add` takes their texts. */
export const FIELDS = ["title", "summary", "text"] as const;
export type SearchField = (typeof FIELDS)[number];
const BOOST = [4, 2, 1];

const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.4;
const FUZZY_WEIGHT = 0.3;

/** A term's documents in one field, ascending, with how often the term is in each. */
interface Postings {
  docs: number[];
  counts: number[];
}
/** A term's postings, by field (undefined where the term is not in that field). */
type TermPostings = (Postings | undefined)[];

export interface QueryOptions {
  combine: "and" | "or";
  fields?: readonly SearchField[];
  /** Whether a query term also matches index terms it begins (by default, from 4 letters). */
  prefix?: (term: string) => boolean;
  /** The edits a query term may be away from an index term (by default, none). */
  fuzzy?: (term: string) => number;
}

/** One index term a query term matched, how much it counts, and where it is. */
interface Expansion {
  term: string;
  weight: number;
  postings: TermPostings;
}

/** What one query found. */
export class Matches {
  constructor(
    /** The documents found, in no particular order. */
    readonly docs: readonly number[],
    /** Each document's score, by document number (0 where not found). */
    readonly scores: Float64Array,
    /** The query's terms that matched anything. */
    readonly found: ReadonlySet<string>,
    private readonly expansions: readonly Expansion[],
    private readonly fields: readonly number[],
  ) {}

  static readonly none = new Matches([], new Float64Array(0), new Set(), [], []);

  get size(): number {
    return this.docs.length;
  }

  has(doc: number): boolean {
    return (this.scores[doc] ?? 0) > 0;
  }

  /** The index terms this query matched in one document (for marking the passage shown). */
  termsIn(doc: number): string[] {
    if (!this.has(doc)) return [];
    return this.expansions
      .filter(({ postings }) =>
        this.fields.some((field) => {
          const docs = postings[field]?.docs;
          return docs !== undefined && holds(docs, doc);
        }),
      )
      .map(({ term }) => term);
  }

  /** The `count` best documents, best first; equal scores in the order documents were added. */
  best(count: number): number[] {
    return bestOf(this.docs, count, (a, b) => this.scores[b]! - this.scores[a]! || a - b);
  }
}

export class TermIndex {
  private readonly terms = new SearchableMap<TermPostings>();
  /** Each document's distinct words, by field: `lengths[doc * 3 + field]`. */
  private readonly lengths: number[] = [];
  private readonly totalLength = [0, 0, 0];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds a document (its title, summary and text) and gives its number. */
  add(texts: readonly [string, string, string]): number {
    const doc = this.count++;
    texts.forEach((text, field) => {
      const tokens = words(text);
      const length = new Set(tokens).size;
      this.lengths[doc * 3 + field] = length;
      this.totalLength[field]! += length;
      const counts = new Map<string, number>();
      for (const token of tokens) {
        const term = termOf(token);
        if (term !== null) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      for (const [term, count] of counts) {
        let postings = this.terms.get(term);
        if (!postings) this.terms.set(term, (postings = []));
        const inField = (postings[field] ??= { docs: [], counts: [] });
        inField.docs.push(doc);
        inField.counts.push(count);
      }
    });
    return doc;
  }

  /** Whether a term (as `termOf` gives it) is in one of the fields. */
  holds(term: string, fields: readonly SearchField[] = FIELDS): boolean {
    const postings = this.terms.get(term);
    return postings !== undefined && fields.some((field) => postings[FIELDS.indexOf(field)]);
  }

  query(text: string, options: QueryOptions): Matches {
    const queryTerms = [...new Set(words(text).flatMap((word) => termOf(word) ?? []))];
    if (queryTerms.length === 0 || this.count === 0) return Matches.none;
    const fields = (options.fields ?? FIELDS).map((field) => FIELDS.indexOf(field));
    const prefix = options.prefix ?? ((term: string) => term.length >= 4);

    const total = new Float64Array(this.count);
    const termsHeld = new Uint8Array(this.count);
    const lastTerm = new Int32Array(this.count).fill(-1);
    const touched: number[] = [];
    const found = new Set<string>();
    const expansions: Expansion[] = [];

    queryTerms.forEach((queryTerm, termNumber) => {
      for (const expansion of this.expand(queryTerm, prefix(queryTerm), options.fuzzy)) {
        let any = false;
        for (const field of fields) {
          const postings = expansion.postings[field];
          if (!postings) continue;
          any = true;
          this.score(postings, field, expansion.weight * BOOST[field]!, (doc, score) => {
            if (termsHeld[doc] === 0) touched.push(doc);
            total[doc]! += score;
            if (lastTerm[doc] !== termNumber) {
              lastTerm[doc] = termNumber;
              termsHeld[doc]!++;
            }
          });
        }
        if (any) {
          found.add(queryTerm);
          expansions.push(expansion);
        }
      }
    });

    const needed = options.combine === "and" ? queryTerms.length : 1;
    const docs: number[] = [];
    for (const doc of touched) {
      if (termsHeld[doc]! >= needed) {
        total[doc] = total[doc]! * termsHeld[doc]!;
        docs.push(doc);
      } else {
        total[doc] = 0;
      }
    }
    return new Matches(docs, total, found, expansions, fields);
  }

  /** The index terms a query term matches: itself, then those it begins, then its typos. */
  private expand(term: string, prefix: boolean, fuzzy?: (term: string) => number): Expansion[] {
    const expansions: Expansion[] = [];
    const exact = this.terms.get(term);
    if (exact) expansions.push({ term, weight: 1, postings: exact });
    const seen = new Set([term]);
    if (prefix) {
      for (const [other, postings] of this.terms.atPrefix(term)) {
        if (seen.has(other)) continue;
        seen.add(other);
        const distance = other.length - term.length;
        const weight = (PREFIX_WEIGHT * other.length) / (other.length + 0.3 * distance);
        expansions.push({ term: other, weight, postings });
      }
    }
    const edits = fuzzy?.(term) ?? 0;
    if (edits > 0) {
      for (const [other, [postings, distance]] of this.terms.fuzzyGet(term, edits)) {
        if (seen.has(other)) continue;
        seen.add(other);
        const weight = (FUZZY_WEIGHT * other.length) / (other.length + distance);
        expansions.push({ term: other, weight, postings });
      }
    }
    return expansions;
  }

  /** BM25+ of one term in one field, for every document holding it. */
  private score(
    postings: Postings,
    field: number,
    weight: number,
    add: (doc: number, score: number) => void,
  ): void {
    const { docs, counts } = postings;
    const average = this.totalLength[field]! / this.count;
    const idf = Math.log(1 + (this.count - docs.length + 0.5) / (docs.length + 0.5));
    for (let index = 0; index < docs.length; index++) {
      const doc = docs[index]!;
      const count = counts[index]!;
      const length = this.lengths[doc * 3 + field]!;
      const saturation = (count * (K + 1)) / (count + K * (1 - B + (B * length) / average));
      add(doc, weight * idf * (D + saturation));
    }
  }
}

/** Whether an ascending list holds a number (binary search). */
function holds(sorted: readonly number[], wanted: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = sorted[middle]!;
    if (value === wanted) return true;
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * The `count` first of `items` in the order `compare` gives, without sorting them all: a search
 * can find thousands of documents and shows twenty.
 */
export function bestOf<T>(items: Iterable<T>, count: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]!) >= 0) continue;
    let at = kept.length === count ? count - 1 : kept.length;
    while (at > 0 && compare(item, kept[at - 1]!) < 0) {
      kept[at] = kept[at - 1]!;
      at--;
    }
    kept[at] = item;
  }
  return kept;
}
