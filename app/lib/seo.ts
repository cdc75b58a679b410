import type { MetaDescriptor } from "@remix-run/node";
import { genericSocialImage, type SocialImage } from "~/lib/social-card/card-spec";
import { site } from "~content/site";

export interface SeoProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Absolute URL; defaults to the site origin plus the current path. */
  canonicalUrl?: string;
  /**
   * The page's social card (`socialImage(...)` from `~/lib/social-card/card-spec`); defaults
   * to the site-wide card. Always a 1200x630 raster: link previews don't show SVG.
   */
  image?: SocialImage;
  type?: "website" | "article";
  structuredData?: Record<string, unknown> | Record<string, unknown>[];
}

export interface SeoContext {
  /** e.g. "https://menopauseandme.co.uk" - from the root loader, never from a Host header. */
  origin: string;
  pathname: string;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

export function documentTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/**
 * The one place every route's `meta` goes through. Remix v2 renders only the deepest
 * route's meta, so this returns the complete set: nothing is inherited or duplicated.
 */
export function seo(props: SeoProps, { origin, pathname }: SeoContext): MetaDescriptor[] {
  const title = documentTitle(props.title);
  const url = props.canonicalUrl ?? absoluteUrl(origin, pathname);
  const card = props.image ?? genericSocialImage;
  const image = absoluteUrl(origin, card.src);

  const tags: (MetaDescriptor | false | undefined)[] = [
    { title },
    { name: "description", content: props.description },
    props.keywords?.length ? { name: "keywords", content: props.keywords.join(", ") } : undefined,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: props.description },
    { property: "og:type", content: props.type ?? "website" },
    { property: "og:url", content: url },
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
    props.structuredData ? { "script:ld+json": props.structuredData } : undefined,
  ];
  return tags.filter((tag): tag is MetaDescriptor => Boolean(tag));
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data: unknown } | undefined>;
}

/** Reads the origin the root loader settled on; falls back to a relative-safe placeholder. */
export function seoContext({ location, matches }: MetaArgsLike): SeoContext {
  const root = matches.find((match) => match?.id === "root")?.data as
    { origin?: string } | undefined;
  return { origin: root?.origin ?? "http://localhost:3000", pathname: location.pathname };
}

/** Convenience for route `meta` exports: `export const meta = (args) => pageMeta(args, {...})`. */
export function pageMeta(args: MetaArgsLike, props: SeoProps): MetaDescriptor[] {
  return seo(props, seoContext(args));
}

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

/** The author as structured data: the name set in `content/site.ts`, else a generic person. */
export function authorPerson(): Record<string, unknown> {
  return { "@type": "Person", name: site.author.name || site.author.genericName };
}

/** Article JSON-LD shared by the topic pages and posts. */
export function articleJsonLd({
  headline,
  description,
  url,
  image,
  datePublished,
  dateModified,
  publisher = false,
  origin,
}: {
  headline: string;
  description: string;
  url: string;
  image: SocialImage;
  datePublished: string;
  dateModified: string;
  publisher?: boolean;
  origin: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline,
    description,
    author: authorPerson(),
    datePublished,
    dateModified,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: imageObject(origin, image),
    ...(publisher
      ? {
          publisher: {
            "@type": "Organization",
            name: site.name,
            logo: {
              "@type": "ImageObject",
              url: absoluteUrl(origin, SITE_LOGO.src),
              width: SITE_LOGO.width,
              height: SITE_LOGO.height,
            },
          },
        }
      : {}),
  };
}
