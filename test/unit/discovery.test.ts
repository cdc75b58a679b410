// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { PostSummary } from "~/lib/blog/types";
import { cacheControlForStatus, cachePolicies } from "~/lib/response.server";
import {
  FEED_STYLESHEET_PATH,
  robotsTxt,
  rssXml,
  sitemapXml,
  staticPaths,
} from "~/lib/discovery.server";

const origin = "https://menopauseandme.example";
const post: PostSummary = {
  id: "1",
  title: "Fish & Chips <on> Fridays",
  slug: "fish-and-chips",
  excerpt: 'Why I "stopped" & what I eat now.',
  featured_image_url: null,
  featured_image_alt: null,
  created_at: "2025-03-14T08:30:00.000Z",
  updated_at: "2025-03-20T10:00:00.000Z",
  category: { id: "2", name: "Food & Nutrition", slug: "food-nutrition" },
};

function parseXml(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

describe("sitemap", () => {
  it("lists the static pages, the twelve recipes and each post with lastmod", () => {
    const doc = parseXml(sitemapXml(origin, [post]));
    const locs = [...doc.getElementsByTagName("loc")].map((node) => node.textContent);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/weekly-routine`);
    expect(locs).toContain(`${origin}/about`);
    expect(locs).toContain(`${origin}/follow`);
    expect(locs).toContain(`${origin}/symptoms-a-z`);
    // Search results are for readers, not for search engines.
    expect(locs.some((loc) => loc?.includes("/search"))).toBe(false);
    expect(locs.filter((loc) => loc?.includes("/recipes/"))).toHaveLength(12);
    expect(locs).toContain(`${origin}/blog/fish-and-chips`);
    expect(doc.getElementsByTagName("lastmod")[0]?.textContent).toBe(post.updated_at);
    // The navigation, /about, /symptom-diary, /follow, /treatments, /symptoms-a-z, /tracker and
    // the twelve recipes.
    expect(locs).toContain(`${origin}/treatments`);
    expect(locs).toContain(`${origin}/tracker`);
    expect(staticPaths()).toHaveLength(9 + 1 + 1 + 1 + 1 + 1 + 1 + 12);
  });
});

describe("RSS feed", () => {
  it("is valid RSS 2.0 with escaped text and absolute links", () => {
    const doc = parseXml(rssXml(origin, [post]));
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const item = doc.getElementsByTagName("item")[0]!;
    const text = (tag: string) => item.getElementsByTagName(tag)[0]?.textContent;
    expect(text("title")).toBe(post.title);
    expect(text("link")).toBe(`${origin}/blog/fish-and-chips`);
    expect(text("guid")).toBe(`${origin}/blog/fish-and-chips`);
    expect(text("pubDate")).toBe("Fri, 14 Mar 2025 08:30:00 GMT");
    expect(text("description")).toBe(post.excerpt);
  });

  it("stays valid XML when a title or excerpt holds characters XML 1.0 forbids", () => {
    const hostile = {
      ...post,
      title: "Bad\u0001 \u000Cform\uFFFE feed \uD800 title \uDC00 end 🌸",
      excerpt: "Tab\tand\nnewline stay; \u0000null and \u001F go.",
      category: { id: "2", name: "Food\u0008", slug: "food-nutrition" },
    };
    const doc = parseXml(rssXml(origin, [hostile]));
    const item = doc.getElementsByTagName("item")[0]!;
    const text = (tag: string) => item.getElementsByTagName(tag)[0]?.textContent;
    expect(text("title")).toBe("Bad form feed  title  end 🌸");
    expect(text("description")).toBe("Tab\tand\nnewline stay; null and  go.");
    expect(text("category")).toBe("Food");
  });

  it("is valid with no posts", () => {
    parseXml(rssXml(origin, []));
  });

  it("names its own address and, before its root, the stylesheet browsers show it through", () => {
    const doc = parseXml(rssXml(origin, [post]));
    const [instruction] = [...doc.childNodes].filter(
      (node): node is ProcessingInstruction => node.nodeType === node.PROCESSING_INSTRUCTION_NODE,
    );
    expect(instruction?.target).toBe("xml-stylesheet");
    expect(instruction?.data).toBe(`type="text/xsl" href="${FEED_STYLESHEET_PATH}"`);
    expect(doc.documentElement.previousSibling).toBe(instruction);
    const self = doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]!;
    expect(self.getAttribute("rel")).toBe("self");
    expect(self.getAttribute("href")).toBe(`${origin}/feed.xml`);
  });
});

describe("robots.txt", () => {
  it("points to the sitemap", () => {
    expect(robotsTxt(origin)).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("cache policies", () => {
  it("never caches errors as success", () => {
    expect(cacheControlForStatus(200, cachePolicies.blog)).toBe(cachePolicies.blog);
    expect(cacheControlForStatus(200, null)).toBe(cachePolicies.page);
    expect(cacheControlForStatus(404, cachePolicies.page)).toBe(cachePolicies.notFound);
    expect(cacheControlForStatus(503, cachePolicies.blog)).toBe("no-store");
    expect(cacheControlForStatus(500, cachePolicies.page)).toBe("no-store");
    expect(cacheControlForStatus(405, cachePolicies.page)).toBe("no-store");
    // Never looser than the route asked: one person's 404 stays out of every cache.
    expect(cacheControlForStatus(404, cachePolicies.authorOnly)).toBe("private, no-store");
    expect(cacheControlForStatus(404, cachePolicies.noStore)).toBe("no-store");
  });

  it("lets a CDN keep pages longer than browsers, and blog pages in step with the data cache", () => {
    expect(cachePolicies.page).toMatch(
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    const maxAge = (policy: string, key: string) =>
      Number(policy.match(new RegExp(`${key}=(\\d+)`))![1]);
    expect(maxAge(cachePolicies.page, "s-maxage")).toBeGreaterThan(
      maxAge(cachePolicies.page, "max-age"),
    );
    expect(maxAge(cachePolicies.blog, "s-maxage")).toBeLessThanOrEqual(300);
  });
});
