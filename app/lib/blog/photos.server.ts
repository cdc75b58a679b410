import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { PostPhoto } from "./photo-sources";

/**
 * The pages' side of authors' photos (docs/decisions/0029-photos.md): the manifest the build
 * writes (tools/posts/photo-builder.ts) says which responsive variants each photo has, and
 * `postPhoto(url)` gives a featured image's `PostPhoto`, or null for an illustration, another
 * host's image, or a photo the build has not seen. Nothing here decodes an image: the server
 * never loads sharp to show a page.
 */

export const MANIFEST = "photos.json";

/** Where pages load photos from, as in post-markup.server.ts's POST_IMAGES_PATH. */
export const PHOTOS_URL = "/images/posts/";

/**
 * A build's manifest as the pages read it: the JSON file's `key` object, read again when the
 * file changes (development makes pictures while running), looked at no more than once a
 * second, since every row and card asks. Missing or unreadable: an empty record, so every
 * image is drawn as it is. Posts' photos and recipes' pictures each keep one.
 */
export function manifestReader<T>(file: () => string, key: string, label: string) {
  let cache = { file: "", mtimeMs: -1, checked: 0, entries: {} as Record<string, T> };
  return {
    read(now = Date.now()): Record<string, T> {
      const current = file();
      if (cache.file === current && now - cache.checked < 1000) return cache.entries;
      let mtimeMs = -1;
      try {
        mtimeMs = statSync(current).mtimeMs;
      } catch {
        // Not built yet: every image is drawn as it is.
      }
      if (cache.file !== current || mtimeMs !== cache.mtimeMs) {
        let entries: Record<string, T> = {};
        if (mtimeMs >= 0) {
          try {
            const parsed = JSON.parse(readFileSync(current, "utf8")) as Record<string, unknown>;
            entries = (parsed[key] as Record<string, T> | undefined) ?? {};
          } catch (error) {
            console.warn(
              `[${label}] ${current} is unreadable, so images are drawn unresized: ${error}`,
            );
          }
        }
        cache = { file: current, mtimeMs, checked: now, entries };
      } else {
        cache.checked = now;
      }
      return cache.entries;
    },
    forget() {
      cache = { file: "", mtimeMs: -1, checked: 0, entries: {} };
    },
  };
}

/** Public files, as the social cards read them (render.server.tsx). */
function manifestFile(): string {
  return path.resolve(process.cwd(), "public", PHOTOS_URL.slice(1), MANIFEST);
}

const photoManifest = manifestReader<PostPhoto>(manifestFile, "photos", "photos");
const manifest = () => photoManifest.read();

/** The made variants of a featured image at `/images/posts/<name>`, or null. */
export function postPhoto(url: string | null): PostPhoto | null {
  if (!url?.startsWith(PHOTOS_URL)) return null;
  let name: string;
  try {
    name = decodeURIComponent(url.slice(PHOTOS_URL.length).split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  return Object.hasOwn(manifest(), name) ? manifest()[name]! : null;
}

/** For tests: forget the manifest read. */
export function forgetPhotoManifest(): void {
  photoManifest.forget();
}
