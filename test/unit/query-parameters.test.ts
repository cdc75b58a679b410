import { describe, expect, it } from "vitest";
import { queryParametersRead } from "~/lib/query-parameters";

describe("the query parameters a page reads", () => {
  it("are the blog list's on /blog and a card's version on a card, none elsewhere", () => {
    expect(queryParametersRead("/blog")).toEqual(["category", "page"]);
    expect(queryParametersRead("/social/post/x.png")).toEqual(["v"]);
    expect(queryParametersRead("/")).toEqual([]);
    expect(queryParametersRead("/blog/hot-flushes-at-work")).toEqual([]);
  });
});
