import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  toCategoryRows,
  toPostLinks,
  toPostNeighbour,
  toPostRecord,
  toPostSummaries,
} from "~/lib/blog/rows.server";

/**
 * The one place rows from either source are read, given values no PostgreSQL column of the
 * migrations could hand back (a title that is a number, a date that is an object): what a
 * column whose type was changed by hand, or a future source, might send. Each such row is left
 * out with one log line naming it; the rows around it are read. Rows a real database can hold
 * are tested through the PostgREST stand-in (blog-bad-rows.test.ts).
 */
const row = (day: number, fields: Record<string, unknown> = {}) => {
  const date = new Date(Date.UTC(2025, 0, day, 9)).toISOString();
  return {
    id: day,
    title: `Post ${day}`,
    slug: `post-${day}`,
    excerpt: "An excerpt.",
    content: "A body.",
    featured_image_url: null,
    published: true,
    created_at: date,
    updated_at: date,
    category: { id: 1, name: "Sleep", slug: "sleep" },
    ...fields,
  };
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe("a row whose values are not of their column's kind", () => {
  it("is left out of a list with one log line naming the first; the others are read", () => {
    const posts = toPostSummaries([
      row(4),
      row(3, { title: 42 }),
      row(2, { updated_at: { not: "a date" } }),
      row(1),
    ]);
    expect(posts.map((post) => post.slug)).toEqual(["post-4", "post-1"]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe(
      '[blog] 2 post row(s) left out: they cannot be read (e.g. "post-3": the title is not text)',
    );
  });

  it("a date that is not a date leaves a link out of the sitemap; a bad title does not", () => {
    const links = toPostLinks([row(3, { title: 42 }), row(2, { updated_at: "soon" }), row(1)]);
    expect(links.map((link) => link.slug)).toEqual(["post-3", "post-1"]);
    expect(String(warn.mock.calls[0]![0])).toMatch(/"post-2": invalid timestamp: soon/);
  });

  it("is no post at its address, and no neighbour link", () => {
    expect(toPostRecord(row(3, { title: ["a", "list"] }))).toBeNull();
    expect(
      toPostNeighbour({ slug: "post-3", title: 42, created_at: row(3).created_at }),
    ).toBeNull();
    expect(
      toPostNeighbour({ slug: "post-3", title: "Post 3", created_at: { not: "a date" } }),
    ).toBeNull();
    expect(
      toPostNeighbour({ slug: "post-1", title: "Post 1", created_at: row(1).created_at }),
    ).toMatchObject({ slug: "post-1", title: "Post 1" });
  });

  it("a category whose slug is not text is left out of the chips", () => {
    const categories = toCategoryRows([
      { id: 1, name: "Sleep", slug: "sleep" },
      { id: 2, name: "Bad", slug: 7 },
    ]);
    expect(categories.map((category) => category.slug)).toEqual(["sleep"]);
  });
});
