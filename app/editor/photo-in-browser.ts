import { PHOTO_LONG_SIDE, PHOTO_QUALITY } from "~/lib/blog/photo-limits";

/**
 * A photo reduced in her browser, for the live site's editor, where Keystatic commits to GitHub
 * from the page and the computer's sharp step (tools/posts/editor-save.ts) never runs
 * (docs/decisions/0053-photos-reduced-in-her-browser.md). Contract:
 *
 * `reduceInBrowser(bytes, extension)` decodes the photo with the browser's own decoder, turned
 * upright by its orientation tag (`createImageBitmap`, `imageOrientation: "from-image"`), draws it
 * at most PHOTO_LONG_SIDE pixels on its long side on a canvas, and encodes the canvas: a JPEG as
 * a JPEG, a PNG as a PNG (transparency kept), a WebP as a WebP where the browser can write one
 * (otherwise a PNG), anything else (a HEIC Safari can read) as a JPEG, at PHOTO_QUALITY. A canvas
 * carries pixels only, so what comes out has no EXIF, XMP or IPTC: no place, no device, and no
 * orientation tag to apply twice. The answer's `extension` is what was written. `null` when the
 * browser cannot decode or encode it; nothing is half done.
 *
 * Every photo is re-encoded, small ones too: knowing whether one carries metadata would mean
 * reading three containers' metadata blocks by hand, and one re-encoding at this quality is
 * invisible at the sizes the site shows (1,600 px at most). It runs only when she chooses a file:
 * a post saved again sends its photo as Keystatic read it from the repository.
 */
export async function reduceInBrowser(
  bytes: Uint8Array,
  extension: string,
): Promise<{ data: Uint8Array; extension: string } | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes as BlobPart]), {
      imageOrientation: "from-image",
    });
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, PHOTO_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return null;
    const type = WRITTEN_AS[extension.toLowerCase()] ?? "image/jpeg";
    if (type === "image/jpeg") {
      // A JPEG has no transparency: what was see-through is white, as on the page, not black.
      context.fillStyle = "#fff";
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, PHOTO_QUALITY / 100),
    );
    const written = blob ? ENDING_OF[blob.type] : undefined;
    if (!blob || !written) return null;
    return { data: new Uint8Array(await blob.arrayBuffer()), extension: written };
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

/** The format each photo's ending is written back as. */
const WRITTEN_AS: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
const ENDING_OF: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};
