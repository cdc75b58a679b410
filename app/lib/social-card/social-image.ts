/**
 * A page's social card as its `meta` names it. Loaders build the card's versioned URL with
 * `card-spec.ts` on the server and pass the finished object on, so the browser, which runs
 * `meta` again on every client navigation, needs only this shape and the site-wide fallback,
 * not the card code (docs/decisions/0020-one-registry-one-meta-helper-one-parameter-list.md).
 */
import { site } from "~content/site";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARD_TYPE = "image/png";

export interface SocialImage {
  /** Path on this site; the SEO helper makes it absolute. */
  src: string;
  alt: string;
  width: number;
  height: number;
  type: string;
}

/** The site-wide card for pages that have none of their own (404s, errors, fallbacks). */
export const genericSocialImage: SocialImage = {
  src: site.defaultSocialImage.src,
  alt: site.defaultSocialImage.alt,
  width: site.defaultSocialImage.width,
  height: site.defaultSocialImage.height,
  type: CARD_TYPE,
};
