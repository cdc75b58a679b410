// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { PostSummary } from "~/lib/blog/types";
import { rssXml } from "~/lib/discovery.server";
import { feedStylesheet } from "~/lib/feed-stylesheet.server";
import { loader } from "~/routes/feed[.]xsl";
import { followPage } from "~content/follow";
import { site } from "~content/site";

/**
 * The stylesheet is checked here for what can be checked without a browser: it is well-formed
 * XSLT 1.0 writing HTML, it carries the page's words, and every path it reads is one the feed
 * writes. test/e2e/follow.spec.ts opens the feed in Chromium and reads the page it becomes.
 */

const XSL = "http://www.w3.org/1999/XSL/Transform";
const NAMESPACES: Record<string, string> = { atom: "http://www.w3.org/2005/Atom", xsl: XSL };

const post: PostSummary = {
  id: "1",
  title: "Fish & Chips <on> Fridays",
  slug: "fish-and-chips",
  excerpt: "Why I stopped & what I eat now.",
  featured_image_url: null,
  featured_image_alt: null,
  created_at: "2025-03-14T08:30:00.000Z",
  updated_at: "2025-03-20T10:00:00.000Z",
  category: { id: "2", name: "Food & Nutrition", slug: "food-nutrition" },
};

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const stylesheet = parse(feedStylesheet());
const feed = parse(rssXml("https://menopauseandme.example", [post]));

function evaluate(expression: string, context: Node): string {
  return feed.evaluate(expression, context, (prefix) => NAMESPACES[prefix ?? ""] ?? null, 2, null)
    .stringValue;
}

/** The node a stylesheet expression is read from: the feed, or the first item of a for-each. */
function contextOf(element: Element): Node {
  let loop = element.parentElement;
  while (loop && !(loop.namespaceURI === XSL && loop.localName === "for-each")) {
    loop = loop.parentElement;
  }
  if (!loop) return feed;
  const first = feed.evaluate(
    loop.getAttribute("select")!,
    feed,
    (prefix) => NAMESPACES[prefix ?? ""] ?? null,
    9,
    null,
  ).singleNodeValue;
  expect(first, loop.getAttribute("select")!).not.toBeNull();
  return first!;
}

describe("the feed's stylesheet", () => {
  it("is XSLT 1.0 that writes an HTML page, with no script", () => {
    const root = stylesheet.documentElement;
    expect(root.namespaceURI).toBe(XSL);
    expect(root.localName).toBe("stylesheet");
    expect(root.getAttribute("version")).toBe("1.0");
    const output = stylesheet.getElementsByTagNameNS(XSL, "output")[0]!;
    expect(output.getAttribute("method")).toBe("html");
    expect(stylesheet.getElementsByTagName("html")[0]?.getAttribute("lang")).toBe("en-GB");
    expect(stylesheet.getElementsByTagName("script")).toHaveLength(0);
    expect(stylesheet.querySelector('meta[name="viewport"]')).not.toBeNull();
  });

  it("says what the feed is and leads to the page that explains feed readers", () => {
    const text = stylesheet.documentElement.textContent ?? "";
    const { feedView, address, latest } = followPage;
    for (const words of [feedView.eyebrow, feedView.title, ...feedView.paragraphs, address.label]) {
      expect(text).toContain(words);
    }
    expect(text).toContain(latest.heading);
    expect(stylesheet.getElementsByTagName("h1")[0]?.textContent).toBe(feedView.title);
    expect(stylesheet.getElementsByTagName("title")[0]?.textContent).toBe(
      `${feedView.title} | ${site.name}`,
    );
    const follow = [...stylesheet.getElementsByTagName("a")].find(
      (link) => link.getAttribute("href") === site.links.feed.href,
    );
    expect(follow?.textContent).toBe(feedView.moreLink);
  });

  it("uses the site's own fonts, stylesheet and logo", () => {
    // Vitest has no built stylesheet to name; the browser test loads the real ones.
    expect(stylesheet.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(2);
    expect(stylesheet.querySelector("img")?.getAttribute("src")).toBe("/logo.svg");
  });

  it("reads only what the feed writes", () => {
    const reads = [...stylesheet.getElementsByTagNameNS(XSL, "*")].filter(
      (element) =>
        ["value-of", "if", "when", "with-param"].includes(element.localName) &&
        !/\$/.test(element.getAttribute("select") ?? element.getAttribute("test") ?? "$"),
    );
    const expressions = reads.map((element) => [
      element.getAttribute("select") ?? element.getAttribute("test")!,
      evaluate(element.getAttribute("select") ?? element.getAttribute("test")!, contextOf(element)),
    ]);
    expect(Object.fromEntries(expressions)).toEqual({
      "/rss/channel/atom:link[@rel='self']/@href": "https://menopauseandme.example/feed.xml",
      "/rss/channel/item": expect.stringContaining(post.title),
      category: "Food & Nutrition",
      pubDate: "Fri, 14 Mar 2025 08:30:00 GMT",
      link: "https://menopauseandme.example/blog/fish-and-chips",
      title: post.title,
      description: post.excerpt,
      "/rss/channel/link": "https://menopauseandme.example/blog",
    });
  });

  it("is served as XSL, cached like a static page", async () => {
    const response = loader();
    expect(response.headers.get("Content-Type")).toBe("text/xsl; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    expect(await response.text()).toBe(feedStylesheet());
  });
});
