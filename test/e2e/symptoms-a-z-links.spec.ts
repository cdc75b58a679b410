import { staticDocuments } from "~/lib/search/documents.server";
import { expect, test } from "./fixtures";

/**
 * Every link on the symptoms A–Z lands where it says: the page opens, and the part of it the
 * link names (its #id) is on the page as a reader's browser draws it. So are the anchors search
 * results link to, every section of every guide (docs/decisions/0041-a-readers-vocabulary.md).
 */
test.use({ javaScriptEnabled: false });

/** The ids a page has, as the browser drew it. */
async function idsOn(page: import("@playwright/test").Page, path: string): Promise<Set<string>> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return new Set(
    await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id)),
  );
}

/** For each page, the anchors links ask of it. */
function anchorsByPage(hrefs: readonly string[]): Map<string, Set<string>> {
  const wanted = new Map<string, Set<string>>();
  for (const href of hrefs) {
    const [path, id] = href.split("#") as [string, string | undefined];
    const anchors = wanted.get(path) ?? new Set<string>();
    if (id) anchors.add(decodeURIComponent(id));
    wanted.set(path, anchors);
  }
  return wanted;
}

test("every link on the A–Z opens its page at an anchor the page has", async ({ page }) => {
  const ownIds = await idsOn(page, "/symptoms-a-z");
  const hrefs = await page
    .getByRole("main")
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  // Its letters, its "see" references and its entries' links, at least.
  expect(hrefs.length).toBeGreaterThan(100);

  const external = hrefs.filter((href) => /^https?:/.test(href));
  for (const href of external) expect(href, href).toMatch(/^https:\/\/www\.nhs\.uk\//);

  const missing: string[] = [];
  for (const href of hrefs.filter((href) => href.startsWith("#"))) {
    if (!ownIds.has(decodeURIComponent(href.slice(1)))) missing.push(`/symptoms-a-z${href}`);
  }
  const internal = hrefs.filter((href) => href.startsWith("/"));
  for (const [path, anchors] of anchorsByPage(internal)) {
    if (path.startsWith("/search")) continue;
    const ids = await idsOn(page, path);
    for (const id of anchors) if (!ids.has(id)) missing.push(`${path}#${id}`);
  }
  expect(missing, "links to an anchor the page doesn't have").toEqual([]);
});

test("every section search links to is an anchor on its page", async ({ page }) => {
  const sections = staticDocuments()
    .map((document) => document.id)
    .filter((id) => id.includes("#"));
  expect(sections.length).toBeGreaterThan(40);
  const missing: string[] = [];
  for (const [path, anchors] of anchorsByPage(sections)) {
    const ids = await idsOn(page, path);
    for (const id of anchors) if (!ids.has(id)) missing.push(`${path}#${id}`);
  }
  expect(missing, "search results that link to an anchor the page doesn't have").toEqual([]);
});
