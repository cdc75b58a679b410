/**
 * An author's photo as pages draw it (docs/decisions/0029-photos.md). The build
 * (photos.server.ts) turns a photo beside a post into AVIF, WebP and JPEG copies at a few widths,
 * all named from one stem: `${base}-${width}.${format}`, and a square crop for the social card.
 * `PostPhoto` is all a page needs to know of them; this module turns it into `srcset` strings.
 * Browser-safe: the card and the post page render it on both sides.
 */

/** The widths made, where the photo is at least that wide: see 0029 for why these. */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;

/** The formats made, best first: a browser takes the first `<source>` it can decode. */
export const PHOTO_FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
] as const;

/** Every browser decodes JPEG: the `<img>` inside the `<picture>`. */
export const FALLBACK_EXTENSION = "jpg";

/** The social card's picture frame (app/lib/social-card/render.server.tsx), drawn at 1x. */
export const CARD_PHOTO_SIZE = 440;

export interface PostPhoto {
  /** The variants' shared stem, a path on this site: `/images/posts/garden-1a2b3c4d5e`. */
  base: string;
  /** Ascending; never wider than the photo itself. */
  widths: number[];
  /** The widest variant's size, upright: for `width`/`height`, so nothing shifts. */
  width: number;
  height: number;
  /** The square crop for the social card: `${base}-card.jpg`. */
  card: string;
}

export function photoVariant(photo: PostPhoto, width: number, extension: string): string {
  return `${photo.base}-${width}.${extension}`;
}

export function photoSrcset(photo: PostPhoto, extension: string): string {
  return photo.widths
    .map((width) => `${photoVariant(photo, width, extension)} ${width}w`)
    .join(", ");
}

/** The fallback `src`: the widest JPEG, for a browser that ignores `srcset` altogether. */
export function photoSrc(photo: PostPhoto): string {
  return photoVariant(photo, photo.widths.at(-1)!, FALLBACK_EXTENSION);
}

export function cardPhoto(base: string): string {
  return `${base}-card.${FALLBACK_EXTENSION}`;
}
