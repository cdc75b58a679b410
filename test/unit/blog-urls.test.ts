import { describe, expect, it } from "vitest";
import { blogListHref, isInternalHref, pagerItems, parseBlogListQuery } from "~/lib/addresses";
import { safeImageUrl } from "~/lib/blog/rows.server";

describe("blog list addresses", () => {
  const parse = (search: string) => parseBlogListQuery(new URLSearchParams(search));

  it("reads category and page in either order, page 1 without a parameter", () => {
    expect(parse("")).toEqual({ kind: "view", query: { category: null, page: 1 } });
    expect(parse("page=3&category=sleep")).toEqual(parse("category=sleep&page=3"));
    expect(parse("category=%20sleep%20")).toEqual({
      kind: "view",
      query: { category: "sleep", page: 1 },
    });
  });

  it("sends page=1 to the canonical address and calls malformed pages not found", () => {
    expect(parse("page=1&category=sleep")).toEqual({
      kind: "redirect",
      to: "/blog?category=sleep",
    });
    for (const page of ["abc", "0", "-1", "01", "1.5", "1e3", "", "9999999"]) {
      expect(parse(`page=${page}`), page).toEqual({ kind: "not-found" });
    }
  });

  it("writes one canonical form", () => {
    expect(blogListHref({ category: null, page: 1 })).toBe("/blog");
    expect(blogListHref({ category: "sleep", page: 1 })).toBe("/blog?category=sleep");
    expect(blogListHref({ category: "sleep", page: 4 })).toBe("/blog?category=sleep&page=4");
  });

  it("pages the pager shows: ends, neighbours, gaps", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(10, 86)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 86]);
    expect(pagerItems(86, 86)).toEqual([1, "gap", 84, 85, 86]);
  });
});

describe("links and images", () => {
  it("a path here is a single / and a path character; //host and /\\host are elsewhere", () => {
    for (const internal of ["/", "/sleep", "/blog?category=sleep", "/food#chart"]) {
      expect(isInternalHref(internal), internal).toBe(true);
    }
    for (const external of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "https://x.example",
      "mailto:a@b.c",
      "sleep",
      "",
    ]) {
      expect(isInternalHref(external), external).toBe(false);
    }
  });

  it("featured images come over https or from this site", () => {
    expect(safeImageUrl("/images/blog/a.svg")).toBe("/images/blog/a.svg");
    expect(safeImageUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(safeImageUrl("http://127.0.0.1:54321/a.png", "http://127.0.0.1:54321")).toBe(
      "http://127.0.0.1:54321/a.png",
    );
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "http://x.example/a.png",
      "//x.example/a.png",
      "/\\x.example",
      42,
      null,
    ]) {
      expect(safeImageUrl(bad), String(bad)).toBeNull();
    }
  });
});
