import {
  FALLBACK_EXTENSION,
  PHOTO_FORMATS,
  photoSrc,
  photoSrcset,
  type PostPhoto,
} from "./photo-sources";
import { postPhoto } from "./photos.server";

/**
 * Photos in a post's body drawn as the hero is (docs/decisions/0029-photos.md): an `<img>` whose
 * source is a photo the build made variants of becomes a `<picture>` with AVIF and WebP
 * `<source>`s and the JPEG `<img>`, each with the widths' `srcset` and the body column's
 * `sizes`, and `width`/`height` so its box is there before a byte arrives. Lazy: a body's photo
 * is below the hero. Runs on the sanitised body, so only markup made here is added; any other
 * image (an SVG, another site's) stays as it is.
 */

/** The body column: max-w-3xl (768px) from 832px, else the page less its padding. */
export const BODY_IMAGE_SIZES =
  "(min-width: 832px) 768px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)";

export function pictureBodyPhotos(
  root: ParentNode,
  photoOf: (src: string) => PostPhoto | null = postPhoto,
): void {
  for (const image of root.querySelectorAll("img")) {
    const photo = photoOf(image.getAttribute("src") ?? "");
    if (!photo) continue;
    const document = image.ownerDocument;
    const picture = document.createElement("picture");
    for (const format of PHOTO_FORMATS) {
      const source = document.createElement("source");
      source.setAttribute("type", format.type);
      source.setAttribute("srcset", photoSrcset(photo, format.extension));
      source.setAttribute("sizes", BODY_IMAGE_SIZES);
      picture.append(source);
    }
    image.setAttribute("src", photoSrc(photo));
    image.setAttribute("srcset", photoSrcset(photo, FALLBACK_EXTENSION));
    image.setAttribute("sizes", BODY_IMAGE_SIZES);
    image.setAttribute("width", String(photo.width));
    image.setAttribute("height", String(photo.height));
    image.setAttribute("loading", "lazy");
    image.setAttribute("decoding", "async");
    image.replaceWith(picture);
    picture.append(image);
  }
}
