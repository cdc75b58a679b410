import type { MetaDescriptor } from "@remix-run/node";
import { canonicalPath } from "~/lib/addresses";
import { siteOrigin } from "~/lib/env.server";
import { fittedDocumentTitle } from "~/lib/page-head";
import { genericSocialImage, type SocialImage } from "~/lib/social-card/social-image";
import { site } from "~content/site";
import type { FaqItem } from "~content/types";

export interface SeoProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /**
   * Absolute URL; defaults to the site origin plus the page's canonical path. `null` for a
   * page that names no address of its own (a 404 answered with the page's own screen).
   */
  canonicalUrl?: string | null;
  /**
   * The page's social card, built by its loader with `socialImage(...)` from
   * `~/lib/social-card/card-spec`; defaults to the site-wide card. Always a 1200x630 raster:
   * link previews don't show SVG.
   */
  image?: SocialImage;
  type?: "website" | "article";
  /** A paged list's neighbours (paths on this site), as `<link rel="prev">` and `rel="next"`. */
  previousPage?: string;
  nextPage?: string;
  /** `noindex` for a page search engines should not list (search results). */
  robots?: "noindex";
  /** JSON-LD: each object is its own `<script type="application/ld+json">` in the head. */
  structuredData?: Record<string, unknown> | readonly Record<string, unknown>[];
}

export interface SeoContext {
  /** e.g. "https://menopauseandme.co.uk": `SITE_URL`, or the request's own without it (0010). */
  origin: string;
  pathname: string;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

/**
 * Every tag a page's head carries. Remix v2 renders only the deepest route's meta, so this
 * returns the complete set: nothing is inherited or duplicated.
 */
function seo(props: SeoProps, { origin, pathname }: SeoContext): MetaDescriptor[] {
  // Every title that fits is `{title} | Menopause & Me`; a longer one is fitted, never refused.
  const title = fittedDocumentTitle(props.title);
  const url =
    props.canonicalUrl === null
      ? null
      : (props.canonicalUrl ?? absoluteUrl(origin, canonicalPath(pathname)));
  const card = props.image ?? genericSocialImage;
  const image = absoluteUrl(origin, card.src);

  const tags: (MetaDescriptor | false | undefined)[] = [
    { title },
    { name: "description", content: props.description },
    props.robots ? { name: "robots", content: props.robots } : undefined,
    props.keywords?.length ? { name: "keywords", content: props.keywords.join(", ") } : undefined,
    url ? { tagName: "link", rel: "canonical", href: url } : undefined,
    { property: "og:title", content: title },
    { property: "og:description", content: props.description },
    { property: "og:type", content: props.type ?? "website" },
    url ? { property: "og:url", content: url } : undefined,
    { property: "og:image", content: image },
    { property: "og:image:type", content: card.type },
    { property: "og:image:width", content: String(card.width) },
    { property: "og:image:height", content: String(card.height) },
    { property: "og:image:alt", content: card.alt },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: props.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: card.alt },
    props.previousPage
      ? { tagName: "link", rel: "prev", href: absoluteUrl(origin, props.previousPage) }
      : undefined,
    props.nextPage
      ? { tagName: "link", rel: "next", href: absoluteUrl(origin, props.nextPage) }
      : undefined,
    ...[props.structuredData ?? []].flat().map((json) => ({ "script:ld+json": json })),
  ];
  return tags.filter((tag): tag is MetaDescriptor => Boolean(tag));
}

/**
 * The one way a page builds its head: its loader returns `meta: pageMeta(request, {...})`, or,
 * where the tags need the origin or the path (an absolute URL in JSON-LD),
 * `pageMeta(request, ({ origin, pathname }) => ({...}))`, and the route's `meta` is
 * `loaderMeta(...)` from `~/lib/page-head`. Built on the server, so none of this is in the
 * browser's JavaScript (docs/decisions/0023-one-chunk-for-every-page.md).
 */
export function pageMeta(
  request: Request,
  props: SeoProps | ((context: SeoContext) => SeoProps),
): MetaDescriptor[] {
  // A `.data` request reaches the loader with the page's own path.
  const context = { origin: siteOrigin(request), pathname: new URL(request.url).pathname };
  return seo(typeof props === "function" ? props(context) : props, context);
}

/**
 * The publication date the product gives its static pages (guides, routine, diary, recipes) in
 * structured data, whatever each one's review date; posts carry their own dates.
 */
export const CONTENT_PUBLISHED = "2024-01-01";

/** The logo as a raster (structured data wants PNG or JPEG), drawn from `public/logo.svg`. */
export const SITE_LOGO = { src: "/social/logo.png", width: 512, height: 512 } as const;

/** A schema.org ImageObject for a social card, with its absolute URL. */
export function imageObject(origin: string, image: SocialImage): Record<string, unknown> {
  return {
    "@type": "ImageObject",
    url: absoluteUrl(origin, image.src),
    width: image.width,
    height: image.height,
    encodingFormat: image.type,
  };
}

/**
 * The author as structured data: a person whose page is /about, named by `site.author.name`.
 * While that is empty the site is anonymous by the owner's choice, and the person carries no
 * name rather than a description standing in for one (Google reads `name` as a name only).
 */
export function authorPerson(origin: string): Record<string, unknown> {
  return {
    "@type": "Person",
    ...(site.author.name ? { name: site.author.name } : {}),
    url: absoluteUrl(origin, "/about"),
  };
}

/** The site as the publisher of everything on it, with its logo as a raster. */
export function publisherOrganization(origin: string): Record<string, unknown> {
  return {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl(origin, "/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(origin, SITE_LOGO.src),
      width: SITE_LOGO.width,
      height: SITE_LOGO.height,
    },
  };
}

/** A page that is neither an article nor a list: what it is called, where, and whose site. */
export function webPageJsonLd(
  origin: string,
  { name, description, path }: { name: string; description: string; path: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name,
    description,
    url: absoluteUrl(origin, path),
    inLanguage: "en-GB",
    isPartOf: { "@type": "WebSite", name: site.name, url: absoluteUrl(origin, "/") },
    publisher: publisherOrganization(origin),
  };
}

/** One step of a page's trail: its name, and its path on this site unless it is the page itself. */
export interface Crumb {
  name: string;
  path?: string;
}

/**
 * BreadcrumbList JSON-LD: Home, then each page above this one, then this page (whose address is
 * the page's own, so it goes without one, as Google allows for the last item).
 */
export function breadcrumbJsonLd(
  origin: string,
  crumbs: readonly Crumb[],
): Record<string, unknown> {
  const trail: Crumb[] = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(origin, crumb.path) } : {}),
    })),
  };
}

/** FAQPage JSON-LD for a page's questions, with the answers as plain text. */
export function faqJsonLd(items: readonly FaqItem[]) {
  const strip = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*\*/g, "");
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.map(strip).join(" ") },
    })),
  };
}

/**
 * Article JSON-LD for the guides, the routine, the diary and (as BlogPosting) the posts: the
 * properties Google's article documentation recommends, with the site as publisher.
 */
export function articleJsonLd({
  type = "Article",
  headline,
  description,
  url,
  image,
  datePublished,
  dateModified,
  origin,
}: {
  type?: "Article" | "BlogPosting";
  headline: string;
  description: string;
  url: string;
  image: SocialImage;
  datePublished: string;
  dateModified: string;
  origin: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": type,
    headline,
    description,
    author: authorPerson(origin),
    publisher: publisherOrganization(origin),
    datePublished,
    dateModified,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: imageObject(origin, image),
    inLanguage: "en-GB",
  };
}
