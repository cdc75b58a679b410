import { afterEach, describe, expect, it } from "vitest";
import { canonicalPath } from "~/lib/addresses";
import {
  absoluteUrl,
  articleJsonLd,
  authorPerson,
  breadcrumbJsonLd,
  pageMeta,
  SITE_LOGO,
  type SeoProps,
} from "~/lib/seo.server";
import {
  fittedDescription,
  fittedDocumentTitle,
  MAX_DESCRIPTION,
  MAX_DOCUMENT_TITLE,
  loaderMeta,
} from "~/lib/page-head";
import { socialImage, topicGuideCard } from "~/lib/social-card/card-spec";
import { genericSocialImage } from "~/lib/social-card/social-image";
import { foodPage } from "~content/food";
import { site } from "~content/site";

const context = { origin: "https://menopauseandme.co.uk", pathname: "/sleep" };

/** A loader's head for a request to `context`'s address (no SITE_URL: the request's origin). */
function seo(props: SeoProps, { origin, pathname }: typeof context) {
  return pageMeta(new Request(`${origin}${pathname}`), props);
}

function find(tags: ReturnType<typeof pageMeta>, key: string, value: string) {
  return tags.filter((tag) => (tag as Record<string, unknown>)[key] === value);
}

describe("seo", () => {
  const tags = seo({ title: "Sleep", description: "How I sleep again." }, context);

  it("titles the page '{title} | {site name}' exactly once", () => {
    const titles = tags.filter((tag) => "title" in tag);
    expect(titles).toEqual([{ title: `Sleep | ${site.name}` }]);
  });

  it("links the canonical URL to the origin plus the current path", () => {
    expect(find(tags, "rel", "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: "https://menopauseandme.co.uk/sleep" },
    ]);
  });

  it("names no canonical address or og:url for a page that is not there", () => {
    // A loader that threw sent no head: the route's error screen gets a title and description.
    const missing = loaderMeta({ title: "Page not found", description: "Sorry." })({
      data: undefined,
      error: new Response("Not Found", { status: 404 }),
    } as unknown as Parameters<ReturnType<typeof loaderMeta>>[0]) as ReturnType<typeof pageMeta>;
    expect(missing).toEqual([
      { title: `Page not found | ${site.name}` },
      { name: "description", content: "Sorry." },
    ]);
    expect(find(missing, "rel", "canonical")).toEqual([]);
    expect(find(missing, "property", "og:url")).toEqual([]);
    const unknown = seo({ title: "x", description: "y", canonicalUrl: null }, context);
    expect(find(unknown, "rel", "canonical")).toEqual([]);
  });

  it("emits Open Graph tags with property= and sensible defaults", () => {
    const og = Object.fromEntries(
      tags
        .filter((tag) => "property" in tag)
        .map((tag) => [
          (tag as { property: string }).property,
          (tag as { content: string }).content,
        ]),
    );
    expect(og["og:type"]).toBe("website");
    expect(og["og:url"]).toBe("https://menopauseandme.co.uk/sleep");
    expect(og["og:site_name"]).toBe(site.name);
    expect(og["og:image"]).toBe(`https://menopauseandme.co.uk${site.defaultSocialImage.src}`);
    expect(og["og:image:type"]).toBe("image/png");
    expect(og["og:image:width"]).toBe("1200");
    expect(og["og:image:height"]).toBe("630");
    expect(og["og:image:alt"]).toBe(site.defaultSocialImage.alt);
    expect(find(tags, "name", "twitter:card")).toEqual([
      { name: "twitter:card", content: "summary_large_image" },
    ]);
  });

  it("never emits the same tag twice", () => {
    const keys = tags.map((tag) => JSON.stringify(Object.entries(tag).slice(0, 2)));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("drops keywords and JSON-LD when not given, and includes them when given", () => {
    expect(find(tags, "name", "keywords")).toHaveLength(0);
    expect(tags.some((tag) => "script:ld+json" in tag)).toBe(false);
    const full = seo(
      {
        title: "Food",
        description: "d",
        keywords: ["protein", "menopause diet"],
        type: "article",
        image: socialImage(topicGuideCard("food", foodPage)),
        canonicalUrl: "https://example.org/food",
        structuredData: { "@type": "Article" },
      },
      context,
    );
    expect(find(full, "name", "keywords")[0]).toMatchObject({ content: "protein, menopause diet" });
    expect(find(full, "property", "og:type")[0]).toMatchObject({ content: "article" });
    const card = find(full, "property", "og:image")[0] as { content: string };
    expect(card.content).toMatch(
      /^https:\/\/menopauseandme\.co\.uk\/social\/page\/food\.png\?v=\w+$/,
    );
    expect(find(full, "name", "twitter:image")[0]).toMatchObject({ content: card.content });
    expect(find(full, "property", "og:image:alt")[0]).toMatchObject({
      content: `Guide: ${foodPage.hero.title} (${site.name})`,
    });
    expect(find(full, "rel", "canonical")[0]).toMatchObject({ href: "https://example.org/food" });
    expect(full.find((tag) => "script:ld+json" in tag)).toEqual({
      "script:ld+json": { "@type": "Article" },
    });
  });

  it("takes the path from the request, and its origin where SITE_URL is unset", () => {
    // SITE_URL, where set, wins over the request (test/e2e/hostile.spec.ts).
    const tags = pageMeta(new Request("https://example.net/food?utm_source=x"), {
      title: "Food",
      description: "d",
    });
    expect(find(tags, "rel", "canonical")[0]).toMatchObject({ href: "https://example.net/food" });
  });

  it("hands the origin and path to props that need them", () => {
    const tags = pageMeta(new Request("https://example.net/blog"), ({ origin, pathname }) => ({
      title: "Blog",
      description: "d",
      structuredData: { "@type": "Blog", url: `${origin}${pathname}` },
    }));
    expect(tags).toContainEqual({
      "script:ld+json": { "@type": "Blog", url: "https://example.net/blog" },
    });
  });

  it("gives each structured data object a script of its own", () => {
    const tags = seo(
      {
        title: "Sleep",
        description: "d",
        structuredData: [{ "@type": "Article" }, { "@type": "FAQPage" }],
      },
      context,
    );
    expect(tags.filter((tag) => "script:ld+json" in tag)).toEqual([
      { "script:ld+json": { "@type": "Article" } },
      { "script:ld+json": { "@type": "FAQPage" } },
    ]);
  });

  it("links a paged list's neighbours by absolute URL, and only those it has", () => {
    const middle = seo(
      { title: "Blog", description: "d", previousPage: "/blog", nextPage: "/blog?page=3" },
      context,
    );
    expect(find(middle, "rel", "prev")).toEqual([
      { tagName: "link", rel: "prev", href: "https://menopauseandme.co.uk/blog" },
    ]);
    expect(find(middle, "rel", "next")).toEqual([
      { tagName: "link", rel: "next", href: "https://menopauseandme.co.uk/blog?page=3" },
    ]);
    expect(find(tags, "rel", "prev")).toEqual([]);
    expect(find(tags, "rel", "next")).toEqual([]);
  });
});

describe("absoluteUrl and articleJsonLd", () => {
  it("resolves paths against the origin and keeps absolute URLs", () => {
    expect(absoluteUrl("https://a.test", "/x.png")).toBe("https://a.test/x.png");
    expect(absoluteUrl("https://a.test", "https://b.test/y.png")).toBe("https://b.test/y.png");
  });

  it("describes an article with its author's page and the site as publisher", () => {
    const ld = articleJsonLd({
      headline: "H",
      description: "D",
      url: "https://a.test/food",
      image: genericSocialImage,
      datePublished: "2024-01-01",
      dateModified: "2024-01-01",
      origin: "https://a.test",
    });
    expect(ld).toMatchObject({
      "@type": "Article",
      author: { "@type": "Person", url: "https://a.test/about" },
      mainEntityOfPage: { "@id": "https://a.test/food" },
      publisher: {
        "@type": "Organization",
        name: site.name,
        url: "https://a.test/",
        logo: { url: `https://a.test${SITE_LOGO.src}`, width: 512, height: 512 },
      },
      image: {
        "@type": "ImageObject",
        url: `https://a.test${site.defaultSocialImage.src}`,
        width: 1200,
        height: 630,
      },
    });
    const post = articleJsonLd({
      type: "BlogPosting",
      headline: "H",
      description: "D",
      url: "https://a.test/blog/h",
      image: genericSocialImage,
      datePublished: "2025-01-01T08:00:00.000Z",
      dateModified: "2025-01-02T08:00:00.000Z",
      origin: "https://a.test",
    });
    expect(post).toMatchObject({ "@type": "BlogPosting", publisher: { name: site.name } });
  });

  it("lays a trail from Home, linking every step but the page itself", () => {
    expect(
      breadcrumbJsonLd("https://a.test", [{ name: "My Blogs", path: "/blog" }, { name: "A post" }]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://a.test/" },
        { "@type": "ListItem", position: 2, name: "My Blogs", item: "https://a.test/blog" },
        { "@type": "ListItem", position: 3, name: "A post" },
      ],
    });
  });
});

describe("authorPerson", () => {
  const author = site.author as { name: string };
  const name = author.name;
  afterEach(() => {
    author.name = name;
  });

  it("names no one while the author stays anonymous, and links her page", () => {
    author.name = "";
    expect(authorPerson("https://a.test")).toEqual({
      "@type": "Person",
      url: "https://a.test/about",
    });
  });

  it("names the author once the site owner sets a name", () => {
    author.name = "Jane Example";
    expect(authorPerson("https://a.test")).toEqual({
      "@type": "Person",
      name: "Jane Example",
      url: "https://a.test/about",
    });
  });
});

describe("search snippets", () => {
  it("fits text no check has seen: whole sentences where it can, else a cut at a word", () => {
    const sentences = `${"A first sentence that runs on for a while. ".repeat(3)}And a last one.`;
    expect(fittedDescription("Short enough.")).toBe("Short enough.");
    const fitted = fittedDescription(sentences.repeat(2));
    expect(fitted.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(fitted).toMatch(/\.$/);
    const oneSentence = fittedDescription("word ".repeat(60));
    expect(oneSentence.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(oneSentence).toMatch(/…$/);
  });

  it("keeps `{title} | Menopause & Me` for every title that fits and fits the rest so they read", () => {
    expect(fittedDocumentTitle("Sleep")).toBe("Sleep | Menopause & Me");
    const fits = "A".repeat(43);
    expect(fittedDocumentTitle(fits)).toBe(`${fits} | Menopause & Me`);
    // Too long for the site's name, short enough alone: the whole title, nothing cut.
    const sister = "My first year on HRT: what I'd tell my sister's friend";
    expect(fittedDocumentTitle(sister)).toBe(sister);
    // Longer than a result: the phrase before the colon, with the site's name.
    expect(
      fittedDocumentTitle("Half Past Five in February: Keeping My Routine Through the Dark Months"),
    ).toBe("Half Past Five in February | Menopause & Me");
    // A lead too short to name the page, or none: a cut at a word.
    const noLead = "HRT: " + "what I learnt about patches, gels and the months it took ".repeat(2);
    const cut = fittedDocumentTitle(noLead);
    expect(Array.from(cut).length).toBeLessThanOrEqual(MAX_DOCUMENT_TITLE);
    expect(cut).toMatch(/^HRT: what I learnt .* [a-z]+…$/);
    for (const title of [sister, noLead, "word ".repeat(40), "x".repeat(200)]) {
      expect(Array.from(fittedDocumentTitle(title)).length).toBeLessThanOrEqual(MAX_DOCUMENT_TITLE);
    }
  });
});

describe("canonicalPath", () => {
  it("lower-cases, decodes letters and drops trailing and doubled slashes", () => {
    expect(canonicalPath("/ABOUT")).toBe("/about");
    expect(canonicalPath("/%61bout")).toBe("/about");
    expect(canonicalPath("/about/")).toBe("/about");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("//evil.example/")).toBe("/evil.example");
  });

  it("leaves alone what names no page: encoded slashes, dot segments, other characters", () => {
    for (const path of [
      "/build/..%2Fpackage.json",
      "/%2e%2e/.env",
      "/blog/%C3%A9t%C3%A9",
      "/%E0%A4%A",
    ]) {
      expect(canonicalPath(path), path).toBe(path);
    }
  });
});
