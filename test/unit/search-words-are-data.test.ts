import { describe, expect, it } from "vitest";
import { parsePhotoFocus } from "~/lib/blog/photo-sources";
import { termOf, termsOf } from "~/lib/search/language";
import { buildSiteSearch } from "~/lib/search/search-index.server";
import { postRecord } from "../support/post-record";

/**
 * A reader's or the author's word is data, never the key of a plain object: a post that says
 * "constructor" once made every search answer 500 (issue 44). Every name an object inherits is
 * searched for here, and one post holds them all.
 */
const INHERITED_NAMES = [
  ...Object.getOwnPropertyNames(Object.prototype),
  ...Object.getOwnPropertyNames(Function.prototype),
  "prototype",
];

const post = (slug: string, content: string) =>
  postRecord(slug, content, {
    title: `A post on ${slug}`,
    excerpt: INHERITED_NAMES.slice(0, 4).join(" "),
  });

describe("words that objects inherit are only words", () => {
  it("lists the names that broke search", () => {
    for (const name of ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"]) {
      expect(INHERITED_NAMES).toContain(name);
    }
  });

  it("turns each into a term of its own", () => {
    for (const name of INHERITED_NAMES) {
      const term = termOf(name);
      expect(term === null || typeof term === "string", name).toBe(true);
      expect(termsOf(`${name} ${name.toUpperCase()}`).every((t) => typeof t === "string")).toBe(
        true,
      );
    }
  });

  it("indexes a post holding every one of them and finds it by each", async () => {
    const search = await buildSiteSearch([
      [
        post("every-inherited-name", INHERITED_NAMES.join(" and ")),
        post("an-ordinary-post", "Hot flushes at night, and what helped."),
      ],
    ]);
    for (const name of INHERITED_NAMES) {
      const hits = search.search(name);
      expect(
        hits.map((hit) => hit.href),
        name,
      ).toContain("/blog/every-inherited-name");
    }
    expect(search.search("hot flushes").map((hit) => hit.href)).toContain("/blog/an-ordinary-post");
  });

  it("refuses them as a photo's focus rather than reading them as a place", () => {
    for (const name of INHERITED_NAMES) expect(parsePhotoFocus(name), name).toBeNull();
    expect(parsePhotoFocus("top left")).toEqual({ x: 0, y: 0 });
  });
});
