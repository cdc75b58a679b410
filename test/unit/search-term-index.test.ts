import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { staticDocuments } from "~/lib/search/documents.server";
import { termOf, words } from "~/lib/search/language";
import { bestOf, TermIndex, type QueryOptions } from "~/lib/search/term-index.server";

/**
 * The term index promises MiniSearch's scores (docs/decisions/0049-search-scored-in-arrays.md),
 * so the ranking readers had is kept. MiniSearch itself, configured as the site's search was
 * before, is the reference here, over every fixed page, section and recipe of the site.
 */
const documents = staticDocuments();

const reference = new MiniSearch({
  idField: "id",
  fields: ["title", "summary", "text"],
  tokenize: words,
  processTerm: (term: string) => termOf(term) ?? undefined,
  searchOptions: {
    boost: { title: 4, summary: 2 },
    prefix: (term: string) => term.length >= 4,
    weights: { fuzzy: 0.3, prefix: 0.4 },
  },
});
reference.addAll(documents);

const index = new TermIndex();
for (const document of documents) index.add([document.title, document.summary, document.text]);

const typos = { prefix: () => false, fuzzy: (term: string) => (term.length >= 5 ? 1 : 0) };

const cases: { query: string; options: QueryOptions }[] = [
  ...[
    "hot flushes",
    "sleep",
    "HRT",
    "menop",
    "joint pain",
    "brain fog",
    "oestrogen gel",
    "porridge",
    "walking in the hills",
    "vaginal dryness",
    "salmon",
    "the",
    "constructor",
  ].flatMap((query) => [
    { query, options: { combine: "and" } as const },
    { query, options: { combine: "or" } as const },
  ]),
  { query: "sleeep flushs", options: { combine: "and", ...typos } },
  { query: "magnesum", options: { combine: "and", ...typos } },
  { query: "night sweats", options: { combine: "and", fields: ["title", "summary"] } },
];

describe("the term index scores as MiniSearch did", () => {
  for (const { query, options } of cases) {
    it(`${JSON.stringify(query)} (${JSON.stringify({ ...options, prefix: undefined, fuzzy: undefined })})`, () => {
      const expected = reference.search(query, {
        combineWith: options.combine === "and" ? "AND" : "OR",
        fields: options.fields ? [...options.fields] : undefined,
        ...(options.prefix ? { prefix: options.prefix } : {}),
        ...(options.fuzzy ? { fuzzy: options.fuzzy, maxFuzzy: 1 } : {}),
      });
      const matches = index.query(query, options);
      expect(matches.size).toBe(expected.length);
      for (const result of expected) {
        const doc = documents.findIndex((document) => document.id === result.id);
        expect(matches.scores[doc], result.id).toBeCloseTo(result.score, 9);
        expect(new Set(matches.termsIn(doc))).toEqual(new Set(result.terms));
      }
      const top = matches.best(20).map((doc) => documents[doc]!.id);
      expect(top).toEqual(expected.slice(0, top.length).map((result) => result.id));
    });
  }

  it("finds nothing for a query of no terms, and says which terms matched", () => {
    expect(index.query("the and of", { combine: "and" }).size).toBe(0);
    const some = index.query("sleep zzqx", { combine: "or" });
    expect([...some.found]).toEqual([termOf("sleep")]);
  });
});

describe("picking the best", () => {
  it("gives the first few in order without sorting everything, ties in their order", () => {
    const numbers = [5, 3, 9, 1, 9, 7, 2, 8];
    expect(bestOf(numbers, 3, (a, b) => b - a)).toEqual([9, 9, 8]);
    expect(bestOf(numbers, 20, (a, b) => a - b)).toEqual([...numbers].sort((a, b) => a - b));
    expect(bestOf([], 3, (a: number, b: number) => a - b)).toEqual([]);
  });
});
