import { expect, test } from "./fixtures";
import { expectedTypes, readSearchHead, searchHeadProblems } from "../support/search-head";

/**
 * Every page in the sitemap, and each topic's view of the blog, as search engines and link
 * previews read it from the built site: a title of at most 60 characters, a description of at
 * most 160, JSON-LD that parses, and each type's required and recommended properties, recipes'
 * protein included (docs/decisions/0034-search-titles-and-structured-data.md). Plain requests,
 * no browser: this is what a crawler sees.
 */
test("every page's head fits a search result and carries complete structured data", async ({
  request,
  baseURL,
}) => {
  // About forty pages, read a few at a time; a busy machine needs longer than one page does.
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });
  // The sitemap lists the fixed pages, the twelve recipes and the posts.
  expect(paths.filter((path) => path.startsWith("/recipes/"))).toHaveLength(12);
  expect(paths.filter((path) => path.startsWith("/blog/")).length).toBeGreaterThan(10);

  // The topics' views of the blog are not in the sitemap but are pages of their own.
  const blog = await (await request.get("/blog")).text();
  const topics = [
    ...new Set([...blog.matchAll(/href="(\/blog\?category=[a-z0-9-]+)"/g)].map((m) => m[1]!)),
  ];
  expect(topics.length).toBeGreaterThan(2);

  const problems: Record<string, string[]> = {};
  const queue = [...paths, ...topics];
  const readNext = async (): Promise<void> => {
    const path = queue.shift();
    if (path === undefined) return;
    // A kept-alive connection the server closed as idle just as it was reused (a stalled test
    // process on a loaded machine) resets: asked again, as a crawler would.
    const response = await request.get(path, { maxRetries: 1 });
    expect(response.status(), path).toBe(200);
    const found = searchHeadProblems(readSearchHead(await response.text()), {
      origin,
      expectedTypes: expectedTypes(path),
    });
    if (found.length > 0) problems[path] = found;
    return readNext();
  };
  await Promise.all([readNext(), readNext(), readNext(), readNext()]);
  expect(problems).toEqual({});
});

/**
 * A title too long for `{title} | Menopause & Me` is published all the same, its head fitted to
 * read well (docs/decisions/0034-search-titles-and-structured-data.md): two fixture posts carry
 * no seoTitle for this.
 */
test("a post whose title is too long for the site's name is built, its head fitted", async ({
  request,
}) => {
  const titleOf = async (path: string) => {
    // A kept-alive connection the server closed as idle just as it was reused (a stalled test
    // process on a loaded machine) resets: asked again, as a crawler would.
    const response = await request.get(path, { maxRetries: 1 });
    expect(response.status(), path).toBe(200);
    return readSearchHead(await response.text()).title;
  };
  // 54 characters: whole, without the site's name.
  expect(await titleOf("/blog/a-year-without-a-period")).toBe(
    "A Year Without a Period: What Changed, and What Didn't",
  );
  // 70 characters: the phrase before its colon, with the site's name.
  expect(await titleOf("/blog/half-past-five-in-february")).toBe(
    "Half Past Five in February | Menopause & Me",
  );
});
