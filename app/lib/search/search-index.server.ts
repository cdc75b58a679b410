import { performance } from "node:perf_hooks";
import { setImmediate } from "node:timers/promises";
import MiniSearch, { type SearchResult } from "minisearch";
import type { PostRecord } from "~/lib/blog/backend.server";
import { formatDate } from "~/lib/dates";
import { postDocument, staticDocuments, type SearchDocument } from "./documents.server";
import { alternativesFor, termOf, words } from "./language";
import { passage, type PassagePiece } from "./passage";

/** The most results a search shows; a reader refines rather than pages through more. */
export const MAX_RESULTS = 20;
/** Words from a query's alternatives (synonyms) count for this much of the reader's own. */
const ALTERNATIVE_WEIGHT = 0.5;

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
  search(
    query: string,
    { fields }: { fields?: ("title" | "summary" | "text")[] } = {},
  ): SearchHit[] {
    const scores = new Map<string, { score: number; terms: Set<string> }>();
    const add = (results: SearchResult[], weight: number) => {
      for (const result of results) {
        const entry = scores.get(result.id as string) ?? { score: 0, terms: new Set<string>() };
        entry.score += result.score * weight;
        for (const term of result.terms) entry.terms.add(term);
        scores.set(result.id as string, entry);
      }
    };
    // Every word first; when nothing holds them all, any of them; when that finds little, typos.
    const every = this.index.search(query, { combineWith: "AND", fields });
    const found =
      every.length > 0 ? every : this.index.search(query, { combineWith: "OR", fields });
    add(found, 1);
    if (found.length < FEW_RESULTS) {
      add(this.index.search(query, { combineWith: "AND", fields, ...TYPO_OPTIONS }), 1);
    }
    for (const alternative of alternativesFor(query)) {
      add(this.index.search(alternative, { combineWith: "AND", fields }), ALTERNATIVE_WEIGHT);
    }

    return [...scores.entries()]
      .sort((a, b) => b[1].score - a[1].score)
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

function* siteDocuments(postRanges: readonly PostRecord[][]) {
  yield* staticDocuments();
  for (const range of postRanges) for (const post of range) yield postDocument(post);
}

export function buildSiteSearch(postRanges: readonly PostRecord[][]): Promise<SiteSearch> {
  return SiteSearch.build(siteDocuments(postRanges));
}
