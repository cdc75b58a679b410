/**
 * An author's photo as pages draw it (docs/decisions/0029-photos.md). The build
 * (tools/posts/photo-builder.ts) turns a photo beside a post into AVIF, WebP and JPEG copies at a
 * few widths, all named from one stem: `${base}-${width}.${format}`, and a square crop for the
 * social card.
 * `PostPhoto` is all a page needs to know of them; this module turns it into `srcset` strings.
 * Browser-safe: the card and the post page render it on both sides.
 */

/** Every kind of picture a post may name or keep beside it (what the check looks at). */
export const IMAGE_FILE = /\.(?:avif|gif|jpe?g|png|svg|webp|heic|heif)$/i;

/** An iPhone's own format, which no page can show until the build has made its copies. */
export const HEIC_FILE = /\.(?:heic|heif)$/i;

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
  /**
   * The point to keep in view when a box crops the photo (the 16:9 hero and cards), as
   * percentages across and down, used as the image's `object-position`: a point at x% y% of the
   * photo sits at x% y% of the box, so it is always inside it. The author's `imageFocus`, else
   * where sharp's attention finds the subject (a portrait's kept in its top part). Absent in a
   * manifest from before it was made: the box then crops round the centre.
   */
  focus?: PhotoFocus;
}

export interface PhotoFocus {
  x: number;
  y: number;
}

/** The `object-position` that keeps a photo's focus in view, or undefined for the centre. */
export function focusPosition(photo: Pick<PostPhoto, "focus">): string | undefined {
  const focus = photo.focus;
  if (!focus || (focus.x === 50 && focus.y === 50)) return undefined;
  return `${focus.x}% ${focus.y}%`;
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

const FOCUS_WORDS = new Map<string, Partial<PhotoFocus>>(
  Object.entries({
    top: { y: 0 },
    bottom: { y: 100 },
    left: { x: 0 },
    right: { x: 100 },
    centre: {},
    center: {},
    middle: {},
  }),
);

/**
 * A post's `imageFocus` as a point: two percentages, across then down ("50% 20%"), or words
 * ("top", "bottom left", "centre"). Null when it is neither.
 */
export function parsePhotoFocus(text: string): PhotoFocus | null {
  const value = text.trim().toLowerCase();
  const percentages = /^(\d{1,3}(?:\.\d+)?)%?\s+(\d{1,3}(?:\.\d+)?)%?$/.exec(value);
  if (percentages) {
    const [x, y] = [Number(percentages[1]), Number(percentages[2])];
    return x <= 100 && y <= 100 ? { x, y } : null;
  }
  const words = value.split(/[\s,-]+/).filter(Boolean);
  if (words.length === 0 || words.length > 2) return null;
  const focus = { x: 50, y: 50 };
  for (const word of words) {
    const part = FOCUS_WORDS.get(word);
    if (!part) return null;
    Object.assign(focus, part);
  }
  return focus;
}
