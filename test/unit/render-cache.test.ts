import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import {
  RENDER_CACHE_MAX_BYTES,
  cachedDocument,
  documentKey,
  keepDocument,
} from "~/lib/document/render-cache.server";

function context(handler: Partial<EntryContext["staticHandlerContext"]> = {}): EntryContext {
  return {
    staticHandlerContext: {
      loaderData: { root: { year: 2026 } },
      actionData: null,
      errors: null,
      matches: [{ route: { id: "root" } }, { route: { id: "routes/food" } }],
      ...handler,
    },
  } as unknown as EntryContext;
}

const get = (url = "https://m.example/food") => new Request(url);

describe("documentKey", () => {
  it("is the same for the same URL and data, and differs when either changes", () => {
    const key = documentKey(get(), 200, context());
    expect(key).toBeTypeOf("string");
    expect(documentKey(get(), 200, context())).toBe(key);
    expect(documentKey(get("https://m.example/sleep"), 200, context())).not.toBe(key);
    expect(documentKey(get("https://other.example/food"), 200, context())).not.toBe(key);
    expect(documentKey(get(), 200, context({ loaderData: { root: { year: 2027 } } }))).not.toBe(
      key,
    );
  });

  it("ignores query parameters no page reads, so unique query strings share one render", () => {
    const key = documentKey(get("https://m.example/blog?category=sleep"), 200, context());
    expect(
      documentKey(get("https://m.example/blog?utm_source=x&category=sleep&x=1"), 200, context()),
    ).toBe(key);
    expect(documentKey(get("https://m.example/blog?category=food"), 200, context())).not.toBe(key);
    expect(
      documentKey(get("https://m.example/blog?category=sleep&page=2"), 200, context()),
    ).not.toBe(key);
  });

  it("keeps category and page only on the blog list, where they are read", () => {
    const home = documentKey(get("https://m.example/"), 200, context());
    expect(documentKey(get("https://m.example/?page=2"), 200, context())).toBe(home);
    expect(documentKey(get("https://m.example/?category=sleep&page=7"), 200, context())).toBe(home);
    const food = documentKey(get("https://m.example/food"), 200, context());
    expect(documentKey(get("https://m.example/food?page=3"), 200, context())).toBe(food);
  });

  it("leaves errors, non-GET requests, actions and deferred data uncached", () => {
    expect(documentKey(get(), 404, context())).toBeUndefined();
    expect(documentKey(get(), 503, context())).toBeUndefined();
    expect(
      documentKey(new Request("https://m.example/food", { method: "HEAD" }), 200, context()),
    ).toBeUndefined();
    expect(documentKey(get(), 200, context({ errors: { root: new Error("x") } }))).toBeUndefined();
    expect(documentKey(get(), 200, context({ actionData: { "routes/x": 1 } }))).toBeUndefined();
    const deferred = context({ loaderData: { "routes/blog": { posts: Promise.resolve([]) } } });
    expect(documentKey(get(), 200, deferred)).toBeUndefined();
  });

  it("keeps one 404 screen for every address no page has, and only that 404", () => {
    const notFound = {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/$" } }],
      errors: { "routes/$": { status: 404, statusText: "Not Found", data: "Not Found" } },
    } as unknown as Partial<EntryContext["staticHandlerContext"]>;
    const key = documentKey(get("https://m.example/no-such-page"), 404, context(notFound));
    expect(key).toBeTypeOf("string");
    expect(documentKey(get("https://m.example/another-made-up-1"), 404, context(notFound))).toBe(
      key,
    );
    expect(documentKey(get("https://m.example/food"), 200, context())).not.toBe(key);
    // A post's or a topic's 404 is drawn from the address: rendered each time, as before.
    const post = {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/blog.$slug" } }],
      errors: { "routes/blog.$slug": { status: 404 } },
    } as unknown as Partial<EntryContext["staticHandlerContext"]>;
    expect(documentKey(get("https://m.example/blog/x"), 404, context(post))).toBeUndefined();
  });

  it("never keeps a page its route marks no-store, such as one search's results", () => {
    const search = get("https://m.example/search?q=hot+flushes");
    const headers = (value: string) => new Headers({ "Cache-Control": value });
    expect(documentKey(search, 200, context(), headers("no-store"))).toBeUndefined();
    expect(documentKey(get(), 200, context(), headers("public, max-age=300"))).toBeDefined();
  });
});

describe("the document cache", () => {
  it("gives back what it kept under a key, and nothing for no key", () => {
    const key = documentKey(get("https://m.example/cache-test"), 200, context())!;
    expect(cachedDocument(key)).toBeUndefined();
    keepDocument(key, { html: "<html></html>", scriptHashes: ["'sha256-x'"] });
    expect(cachedDocument(key)).toEqual({ html: "<html></html>", scriptHashes: ["'sha256-x'"] });
    keepDocument(undefined, { html: "ignored", scriptHashes: [] });
    expect(cachedDocument(undefined)).toBeUndefined();
  });
});

describe("the document cache's limit", () => {
  it("counts the bytes a page takes in memory, not its characters", () => {
    // A dash is one character but makes the string two bytes a character in V8's heap.
    const page = (index: number) => `<p>${index}</p>${"\u2014".repeat(1_000_000)}`;
    const keys = Array.from({ length: 40 }, (_, index) => `limit-test-${index}`);
    keys.forEach((key, index) => keepDocument(key, { html: page(index), scriptHashes: [] }));
    const kept = keys.filter((key) => cachedDocument(key) !== undefined);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length * 2 * page(0).length).toBeLessThanOrEqual(RENDER_CACHE_MAX_BYTES);
  });
});
