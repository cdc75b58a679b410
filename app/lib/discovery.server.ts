import { recipePath, sitePaths } from "~content/pages";
import { recipes } from "~content/recipes";
import { site } from "~content/site";
import type { PostLink, PostSummary } from "./blog/types";
import { escapeXml, xmlStylesheetInstruction } from "./xml";

export const FEED_PATH = "/feed.xml";
/**
 * The stylesheet a browser that still runs XSLT shows the feed through, as a page that says what
 * a feed is (docs/decisions/0032-a-feed-people-can-read.md). Feed readers ignore it.
 */
export const FEED_STYLESHEET_PATH = "/feed.xsl";
export const FEED_ITEM_COUNT = 20;

/** Every public page that isn't a blog post, for the sitemap: the registry's, then each recipe. */
export function staticPaths(): string[] {
  return [...sitePaths, ...recipes.map((recipe) => recipePath(recipe.slug))];
}

export function sitemapXml(origin: string, posts: readonly PostLink[]): string {
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${
      lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...staticPaths().map((path) => url(path)),
    ...posts.map((post) => url(`/blog/${post.slug}`, post.updated_at)),
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

export function rssXml(origin: string, posts: readonly PostSummary[]): string {
  const items = posts.slice(0, FEED_ITEM_COUNT).map((post) => {
    const link = `${origin}/blog/${post.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.created_at).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      ...(post.category ? [`      <category>${escapeXml(post.category.name)}</category>`] : []),
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0]?.created_at;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    xmlStylesheetInstruction(FEED_STYLESHEET_PATH),
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(site.name)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    "    <language>en-gb</language>",
    `    <atom:link href="${escapeXml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
