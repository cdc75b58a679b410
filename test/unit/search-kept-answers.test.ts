import { describe, expect, it } from "vitest";
import { samePosts, siteSearch } from "~/lib/search/site-search.server";
import { postRecord } from "../support/post-record";

/**
 * Repeated identical queries are answered from a small bounded cache (issue 44), keyed on the
 * query as the page spells it and on the index that answered, so nothing stale is kept past a
 * rebuild. The process's own index, over the embedded database's posts.
 */
describe("search keeps its answers", () => {
  it("answers the same query against the same index from what it kept", async () => {
    const first = (await siteSearch()).search.search("night sweats");
    expect(first.length).toBeGreaterThan(0);
    const again = (await siteSearch()).search.search("night sweats");
    expect(again).toBe(first);
    // Another query, or the same words looked for only in titles and excerpts, is its own.
    const { search } = await siteSearch();
    expect(search.search("night sweat")).not.toBe(first);
    expect(search.search("night sweats", { fields: ["title", "summary"] })).not.toBe(first);
  }, 60_000);

  it("keeps a few hundred, the least recently asked first out", async () => {
    const { search } = await siteSearch();
    const first = search.search("hot flushes");
    for (let index = 0; index < 400; index++) search.search(`hot flushes ${index}`);
    const later = search.search("hot flushes");
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
  }, 60_000);
});

describe("search rebuilds only for changed posts", () => {
  const pages = [
    [postRecord("one", "Hot flushes at night."), postRecord("two", "Walking in the hills.")],
    [postRecord("three", "Porridge with seeds.")],
  ];

  it("keeps the index when a refresh reads the same posts again, as new objects", () => {
    expect(samePosts(pages, structuredClone(pages))).toBe(true);
  });

  it("rebuilds for a changed body, title, excerpt, address or date, or a post more or less", () => {
    for (const change of [
      { content: "Hot flushes by day." },
      { title: "Another title" },
      { excerpt: "Another excerpt" },
      { slug: "one-renamed" },
      { created_at: "2020-01-01T00:00:00.000Z" },
    ]) {
      const changed = structuredClone(pages);
      Object.assign(changed[0]![0]!, change);
      expect(samePosts(pages, changed), JSON.stringify(change)).toBe(false);
    }
    expect(samePosts(pages, [pages[0]!])).toBe(false);
    expect(samePosts(pages, [pages[0]!, []])).toBe(false);
  });
});
