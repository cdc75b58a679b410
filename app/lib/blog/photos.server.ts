import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  CARD_PHOTO_SIZE,
  cardPhoto,
  FALLBACK_EXTENSION,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  photoVariant,
  type PostPhoto,
} from "./photo-sources";

/**
 * Authors' photos, made into responsive images at build (docs/decisions/0029-photos.md).
 *
 * `buildPhotos(names, postsDir, targetDir)` takes the raster images beside the posts (JPEG, PNG,
 * WebP) and writes, into targetDir (public/images/posts/, not committed):
 * - `<stem>-<hash>-<width>.{avif,webp,jpg}` for each of PHOTO_WIDTHS the photo is at least as
 *   wide as (or one at its own width when it is narrower than all of them), upright, in sRGB,
 *   without the camera's metadata;
 * - `<stem>-<hash>-card.jpg`, a 440×440 crop around the busiest part, for the social card;
 * - `photos.json` (MANIFEST), each photo's `PostPhoto` keyed by its file name, which is how the
 *   pages learn which variants exist.
 * `<hash>` is of the photo's bytes and the encoder settings, so a file that exists is up to date
 * and is not made again; files of an earlier version of a photo are removed. A JPEG's own name
 * gets the widest JPEG variant, so a link to it (a body's `![](photo.jpg)`) is not the phone's
 * 4 MB original with its GPS position either.
 *
 * `postPhoto(url)` is the pages' side: the `PostPhoto` for a featured image's URL, or null for
 * an illustration, another host's image, or a photo the build has not seen.
 *
 * sharp is imported only when a photo is made, so the server never loads it.
 * Relative imports only: scripts bundle this module with esbuild.
 */

export const MANIFEST = "photos.json";

/** Where pages load photos from, as in post-markup.server.ts's POST_IMAGES_PATH. */
const PHOTOS_URL = "/images/posts/";

export const PHOTO_FILE = /\.(?:jpe?g|png|webp)$/i;

/** Part of every hash: a change here makes every variant again. Recipe pictures share it. */
export const ENCODING = {
  version: 1,
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  card: { quality: 82, mozjpeg: true },
} as const;

/** What the build wrote; `made` and `kept` count files, for the build's one line of output. */
export interface PhotoBuild {
  photos: Record<string, PostPhoto>;
  made: number;
  kept: number;
  removed: number;
}

/** A file name as a URL-safe stem the social card accepts: lowercase words and hyphens. */
function stemOf(name: string): string {
  const stem = path
    .basename(name, path.extname(name))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return stem || "photo";
}

const GENERATED = /-[0-9a-f]{10}-(?:\d+|card)\.(?:avif|webp|jpg)$/;

export type Sharp = (typeof import("sharp"))["default"];

export async function writeAtomically(file: string, make: (temporary: string) => Promise<unknown>) {
  // A build stopped half-way must not leave a partial file that the next one takes as done.
  const temporary = `${file}.${process.pid}.tmp`;
  await make(temporary);
  await rename(temporary, file);
}

/** The encoders' settings, as ENCODING gives them (recipes' pictures choose their own). */
export interface Encoding {
  avif: { quality: number; effort: number };
  webp: { quality: number; effort: number };
  jpeg: { quality: number; mozjpeg: boolean };
}

/** Decoded pixels, as sharp gives them from `.raw().toBuffer({ resolveWithObject: true })`. */
export interface Pixels {
  data: Buffer;
  raw: { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
}

/**
 * Writes the AVIF, WebP and JPEG of each of `photo.widths` that is in `missing`, each resized
 * from the same decoded pixels. Shared by posts' photos and recipes' pictures.
 */
export async function encodeVariants(
  sharp: Sharp,
  { data, raw }: Pixels,
  photo: PostPhoto,
  fileOf: (url: string) => string,
  missing: string[],
  encoding: Encoding = ENCODING,
): Promise<void> {
  const variant = (width: number) => sharp(data, raw).resize({ width });
  const encoders: Record<string, (width: number, file: string) => Promise<unknown>> = {
    avif: (width, file) => variant(width).avif(encoding.avif).toFile(file),
    webp: (width, file) => variant(width).webp(encoding.webp).toFile(file),
    jpg: (width, file) =>
      variant(width)
        .flatten({ background: "#ffffff" })
        .jpeg({ ...encoding.jpeg, progressive: true })
        .toFile(file),
  };
  for (const width of photo.widths) {
    for (const extension of Object.keys(encoders)) {
      const file = fileOf(photoVariant(photo, width, extension));
      if (missing.includes(file)) {
        await writeAtomically(file, (temporary) => encoders[extension]!(width, temporary));
      }
    }
  }
}

async function buildPhoto(
  sharp: Sharp,
  source: string,
  targetDir: string,
): Promise<{ photo: PostPhoto; files: string[]; made: number }> {
  const bytes = await readFile(source);
  const hash = createHash("sha256")
    .update(JSON.stringify(ENCODING))
    .update(bytes)
    .digest("hex")
    .slice(0, 10);
  const stem = `${stemOf(source)}-${hash}`;
  const meta = await sharp(bytes).metadata();
  const upright = meta.autoOrient;
  const largest = Math.min(upright.width, PHOTO_WIDTHS.at(-1)!);
  const widths = [...PHOTO_WIDTHS.filter((width) => width < largest), largest];
  const height = Math.round((upright.height * largest) / upright.width);
  const base = `${PHOTOS_URL}${stem}`;
  const photo: PostPhoto = { base, widths, width: largest, height, card: cardPhoto(base) };

  const fileOf = (url: string) => path.join(targetDir, path.basename(url));
  const wanted = [
    ...widths.flatMap((width) =>
      [...PHOTO_FORMATS.map((format) => format.extension), FALLBACK_EXTENSION].map((extension) =>
        fileOf(photoVariant(photo, width, extension)),
      ),
    ),
    fileOf(photo.card),
  ];
  const missing = wanted.filter((file) => !existsSync(file));
  if (missing.length === 0) return { photo, files: wanted, made: 0 };

  // Decoded and shrunk once (a JPEG decodes at a fraction of its size, which is most of the
  // time saved); every variant is resized from these pixels.
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .resize({ width: largest })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await encodeVariants(sharp, { data, raw }, photo, fileOf, missing);
  const card = fileOf(photo.card);
  if (missing.includes(card)) {
    await writeAtomically(card, (temporary) =>
      sharp(data, raw)
        .resize({
          width: CARD_PHOTO_SIZE,
          height: CARD_PHOTO_SIZE,
          fit: "cover",
          position: "attention",
        })
        .flatten({ background: "#ffffff" })
        .jpeg(ENCODING.card)
        .toFile(temporary),
    );
  }
  return { photo, files: wanted, made: missing.length };
}

/**
 * Makes what is missing for each photo named (file names in postsDir), writes the manifest and
 * removes variants no photo uses any more. Photos are done one at a time: each already keeps
 * libvips' threads busy, and a build shares its machine.
 */
export async function buildPhotos(
  names: string[],
  postsDir: string,
  targetDir: string,
): Promise<PhotoBuild> {
  const { default: sharp } = await import("sharp");
  await mkdir(targetDir, { recursive: true });
  const result: PhotoBuild = { photos: {}, made: 0, kept: 0, removed: 0 };
  const keep = new Set<string>();
  for (const name of names.filter((entry) => PHOTO_FILE.test(entry)).sort()) {
    const source = path.join(postsDir, name);
    const { photo, files, made } = await buildPhoto(sharp, source, targetDir);
    result.photos[name] = photo;
    result.made += made;
    result.kept += files.length - made;
    files.forEach((file) => keep.add(path.basename(file)));
    const widest = path.join(targetDir, path.basename(photoVariant(photo, photo.width, "jpg")));
    const own = path.join(targetDir, name);
    if (/\.jpe?g$/i.test(name)) await copyFile(widest, own);
    else await copyFile(source, own);
  }
  for (const file of await readdir(targetDir)) {
    if (GENERATED.test(file) && !keep.has(file)) {
      await unlink(path.join(targetDir, file));
      result.removed++;
    }
  }
  const manifest = JSON.stringify({ version: 1, photos: result.photos }, null, 2) + "\n";
  await writeFile(path.join(targetDir, MANIFEST), manifest);
  return result;
}

// ---------------------------------------------------------------------------------------------
// The pages' side.

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
