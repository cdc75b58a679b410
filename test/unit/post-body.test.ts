// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import { linkReferencePhrases, loadPurifier, renderPostBody } from "~/lib/blog/body.server";
import { readingMinutes } from "~/lib/reading-time";
import { referenceLinks } from "~content/reference-links";
import { xssVectors } from "../fixtures/xss-vectors";

const ALLOWED_TAGS = new Set([
  "A",
  "BR",
  "P",
  "H2",
  "H3",
  "STRONG",
  "EM",
  "B",
  "I",
  "UL",
  "OL",
  "LI",
  "BLOCKQUOTE",
]);
const ALLOWED_ATTRIBUTES = new Set(["href", "title", "target", "rel"]);

// DOMPurify brings jsdom, which takes seconds to load on a busy machine: once, up front.
beforeAll(() => loadPurifier(), 60_000);

function parse(html: string) {
  // A detached document: parsing here never runs scripts or loads anything.
  const doc = document.implementation.createHTMLDocument("");
  doc.body.innerHTML = html;
  return doc.body;
}

describe("renderPostBody", () => {
  it("turns newlines into line breaks", async () => {
    const html = await renderPostBody("First line\nSecond line\n\nNew paragraph");
    expect(html).toBe("First line<br>\nSecond line<br>\n<br>\nNew paragraph");
  });

  it("keeps subheadings as blocks with no line break padding them out", async () => {
    const html = await renderPostBody(
      "Intro paragraph.\n<h2>What helped</h2>\nFirst point.\n\nSecond point.\r\n\r\n<h3>A smaller one</h3>\r\n\nLast.",
    );
    expect(html).toBe(
      "Intro paragraph.<h2>What helped</h2>First point.<br>\n<br>\nSecond point.<h3>A smaller one</h3>Last.",
    );
    const body = parse(html);
    for (const heading of body.querySelectorAll("h2, h3")) {
      expect(heading.previousSibling?.nodeName).not.toBe("BR");
      expect(heading.nextSibling?.nodeName).not.toBe("BR");
    }
  });

  it("drops attributes from a subheading and keeps other headings out", async () => {
    const html = await renderPostBody(
      '<h2 id="x" style="color:red" onclick="alert(1)">Title</h2><h1>Big</h1><h4>Small</h4>',
    );
    expect(html).toBe("<h2>Title</h2>BigSmall");
  });

  it("links every reference phrase, with the dermatology note", async () => {
    for (const link of referenceLinks) {
      const body = parse(await renderPostBody(`I read the ${link.phrase} last week.`));
      const anchor = body.querySelector("a")!;
      expect(anchor.textContent).toBe(link.phrase);
      expect(anchor.getAttribute("href")).toBe(link.href);
      expect(anchor.getAttribute("target")).toBe("_blank");
      expect(anchor.getAttribute("rel")).toBe("noopener noreferrer");
      if (link.note) expect(body.textContent).toContain(link.note);
    }
    const dermatology = referenceLinks.find((link) => link.note)!;
    expect(dermatology.note).toMatch(/useful summary of the hair and skin changes/);
  });

  it("leaves phrases that are already inside a link alone", () => {
    const html =
      '<a href="https://example.org">NHS menopause symptoms</a> and NHS menopause symptoms';
    const out = parse(html);
    linkReferencePhrases(out);
    const anchors = [...out.querySelectorAll("a")];
    expect(anchors.map((a) => a.getAttribute("href"))).toEqual([
      "https://example.org",
      referenceLinks.find((l) => l.phrase === "NHS menopause symptoms")!.href,
    ]);
  });

  it("keeps internal links in the app and opens external links in a new tab", async () => {
    const body = parse(
      await renderPostBody(
        'See <a href="/sleep">my routine</a>, <a href="https://menopauseandme.co.uk/food?x=1">food</a> and <a href="https://www.nhs.uk/">the NHS</a>.',
      ),
    );
    const [internal, own, external] = [...body.querySelectorAll("a")];
    expect(internal!.getAttribute("href")).toBe("/sleep");
    expect(internal!.hasAttribute("target")).toBe(false);
    expect(own!.getAttribute("href")).toBe("/food?x=1");
    expect(own!.hasAttribute("target")).toBe(false);
    expect(external!.getAttribute("target")).toBe("_blank");
    expect(external!.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("links phrases in text only, never inside an attribute", async () => {
    const phrase = referenceLinks[0]!.phrase;
    const body = parse(
      await renderPostBody(
        `<a href="/sleep" title="My ${phrase} notes">my notes</a> and the ${phrase}.`,
      ),
    );
    const [own, reference] = [...body.querySelectorAll("a")];
    expect(own!.getAttribute("title")).toBe(`My ${phrase} notes`);
    expect(own!.textContent).toBe("my notes");
    expect(reference!.textContent).toBe(phrase);
    expect(body.querySelectorAll("a")).toHaveLength(2);
  });

  it("puts a phrase's note after the sentence that holds the link, as a sentence of its own", async () => {
    const link = referenceLinks.find((item) => item.note)!;
    const body = parse(
      await renderPostBody(
        `I found the ${link.phrase} helpful when my hair changed. Then I rested.`,
      ),
    );
    expect(body.textContent).toBe(
      `I found the ${link.phrase} helpful when my hair changed. ${link.note} Then I rested.`,
    );
  });

  it("treats /\\host and //host as other sites, not paths here", async () => {
    const body = parse(
      await renderPostBody('<a href="/\\evil.example">a</a> <a href="//evil.example">b</a>'),
    );
    for (const anchor of body.querySelectorAll("a")) {
      expect(anchor.getAttribute("target")).toBe("_blank");
      expect(anchor.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("estimates reading time at about 200 words a minute", () => {
    expect(readingMinutes("word ".repeat(50))).toBe(1);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
    expect(readingMinutes('<a href="/x">two words</a>')).toBe(1);
  });
});

describe("renderPostBody against an XSS corpus", () => {
  it("has at least 30 vectors", () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(30);
  });

  it.each(xssVectors)("neutralises %s", async (vector) => {
    const body = parse(await renderPostBody(`Before\n${vector}\nAfter`));
    for (const element of body.querySelectorAll("*")) {
      expect(ALLOWED_TAGS.has(element.tagName), element.tagName).toBe(true);
      for (const attribute of element.attributes) {
        expect(ALLOWED_ATTRIBUTES.has(attribute.name), attribute.name).toBe(true);
      }
      const href = element.getAttribute("href");
      if (href !== null) expect(href).toMatch(/^(https?:|mailto:|\/(?!\/)|#)/i);
      if (element.getAttribute("rel") !== null) {
        expect(element.getAttribute("rel")).toBe("noopener noreferrer");
      }
    }
    expect(body.textContent).toContain("Before");
  });
});
