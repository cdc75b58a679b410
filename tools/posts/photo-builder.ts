import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import {
  CARD_PHOTO_SIZE,
  cardPhoto,
  HEIC_FILE,
  FALLBACK_EXTENSION,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  photoVariant,
  type PhotoFocus,
  type PostPhoto,
} from "~/lib/blog/photo-sources";
import { MANIFEST, PHOTOS_URL } from "~/lib/blog/photos.server";

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
 *   pages learn which variants exist (app/lib/blog/photos.server.ts reads it).
 * `<hash>` is of the photo's bytes and the encoder settings, so a file that exists is up to date
 * and is not made again; files of an earlier version of a photo are removed. A JPEG's own name
 * gets the widest JPEG variant, so a link to it (a body's `![](photo.jpg)`) is not the phone's
 * 4 MB original with its GPS position either.
 *
 * An author's tool (docs/decisions/0038-author-tools-live-in-tools.md): sharp is imported only
 * when a photo is made, and the server never loads this module to show a page.
 */

export const PHOTO_FILE = /\.(?:jpe?g|png|webp|heic|heif)$/i;

/**
 * Part of every hash: a change here makes every variant again. Recipe pictures share it. AVIF at
 * effort 3, not 4: five times faster on a detailed 12-megapixel photo (about 1 s of CPU for the
 * four widths instead of 5), for files 0–40% larger (decision 29).
 */
export const ENCODING = {
  version: 2,
  avif: { quality: 50, effort: 3 },
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

const GENERATED = /-([0-9a-f]{10})-(?:\d+|card(?:-\d+x\d+)?)\.(?:avif|webp|jpg)$/;
const SUBJECT = /^\.subject-([0-9a-f]{10})\.json$/;

export type Sharp = (typeof import("sharp"))["default"];

export async function writeAtomically(file: string, make: (temporary: string) => Promise<unknown>) {
  // A build stopped half-way must not leave a partial file that the next one takes as done.
  // Unique per call: two builds in one process (the development watcher) never share one.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
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

/**
 * Runs `work` holding `lockFile`, created exclusively, so two processes (`posts:check` and the
 * development watcher, or two watchers' reloads) never make the same files at once: the second
 * waits for the first, then finds its files made. A lock left by a process that died is taken
 * over. Plain polling: it waits for a photo, at most seconds.
 */
export async function withLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const handle = await open(lockFile, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (await lockIsStale(lockFile)) {
        await unlink(lockFile).catch(() => {});
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await unlink(lockFile).catch(() => {});
  }
}

async function lockIsStale(lockFile: string): Promise<boolean> {
  try {
    const [owner, { mtimeMs }] = await Promise.all([readFile(lockFile, "utf8"), stat(lockFile)]);
    // Nothing here runs for ten minutes: a lock that old was left by a process that hung.
    if (Date.now() - mtimeMs > 10 * 60_000) return true;
    const pid = Number(owner);
    if (!pid) return Date.now() - mtimeMs > 5_000; // still being written, or never was
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: its process is gone. ENOENT: released meanwhile; try again at once.
    return (error as NodeJS.ErrnoException).code !== "EPERM";
  }
}

/** The 10-hex-digit name of a photo's content under the current encoder settings. */
export function contentHash(bytes: Buffer): string {
  return createHash("sha256")
    .update(JSON.stringify(ENCODING))
    .update(bytes)
    .digest("hex")
    .slice(0, 10);
}

/**
 * Where the subject is, for the 16:9 boxes (hero and cards): sharp's attention strategy (edges,
 * skin tones, saturation) on a small copy, asked for the 16:9 window it would keep. A portrait
 * photo keeps its top part whatever attention finds: heads are there, and attention is drawn to
 * a bright jumper as readily as to a face. The author's `imageFocus` overrides both.
 */
async function findSubject(sharp: Sharp, pixels: Pixels): Promise<PhotoFocus> {
  const { width, height } = pixels.raw.raw;
  const box = { width: 160, height: 90 };
  const portrait = height > width;
  const wide = width / height > box.width / box.height;
  const small = await sharp(pixels.data, pixels.raw)
    .resize({ width: 320 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scaled = small.info;
  const { info } = await sharp(small.data, { raw: { ...scaled, channels: scaled.channels } })
    .resize({ ...box, fit: "cover", position: "attention" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { attentionX = 0, attentionY = 0 } = info as { attentionX?: number; attentionY?: number };
  const percent = (value: number, of: number) =>
    Math.max(0, Math.min(100, Math.round((value / of) * 100)));
  // A photo wider than 16:9 is cropped at its sides, any other at top and bottom: only that
  // axis's point is the attention's.
  const scale = box.width / scaled.width;
  const x = wide ? percent(attentionX, scaled.width * (box.height / scaled.height)) : 50;
  const y = wide ? 50 : percent(attentionY, scaled.height * scale);
  return { x, y: portrait ? Math.min(y, PORTRAIT_TOP) : y };
}

/**
 * How far down a portrait's focus may sit. A 16:9 box shows 42% of a 3:4 photo; at 10% its
 * window starts 6% from the top, where a head is.
 */
const PORTRAIT_TOP = 10;

/** A square window `size` wide round `focus` inside a `width`×`height` photo. */
function squareAround(focus: PhotoFocus, width: number, height: number) {
  const size = Math.min(width, height);
  const at = (percent: number, length: number) =>
    Math.round(Math.max(0, Math.min(length - size, (percent / 100) * length - size / 2)));
  return { left: at(focus.x, width), top: at(focus.y, height), width: size, height: size };
}

const CENTRE: PhotoFocus = { x: 50, y: 50 };

interface BuiltPhoto {
  photo: PostPhoto;
  files: string[];
  made: number;
  /** The content hash, whose files (and `.subject-<hash>.json`) are kept. */
  hash: string;
}

/**
 * Where attention found a photo's subject, kept per content beside its variants, so a photo
 * renamed, or its `imageFocus` taken out, is not decoded again to find it.
 */
function readSubject(file: string): PhotoFocus | undefined {
  try {
    const { x, y } = JSON.parse(readFileSync(file, "utf8")) as PhotoFocus;
    return typeof x === "number" && typeof y === "number" ? { x, y } : undefined;
  } catch {
    return undefined;
  }
}

async function buildPhoto(
  sharp: Sharp,
  source: string,
  targetDir: string,
  authorFocus: PhotoFocus | null,
): Promise<BuiltPhoto> {
  const bytes = await readFile(source);
  const hash = contentHash(bytes);
  const stem = `${stemOf(source)}-${hash}`;
  const meta = await sharp(bytes).metadata();
  const upright = meta.autoOrient;
  const largest = Math.min(upright.width, PHOTO_WIDTHS.at(-1)!);
  const widths = [...PHOTO_WIDTHS.filter((width) => width < largest), largest];
  const height = Math.round((upright.height * largest) / upright.width);
  const base = `${PHOTOS_URL}${stem}`;
  // The card's square follows the author's focus, so its name says which.
  const card = authorFocus
    ? `${base}-card-${Math.round(authorFocus.x)}x${Math.round(authorFocus.y)}.jpg`
    : cardPhoto(base);
  const subjectFile = path.join(targetDir, `.subject-${hash}.json`);
  let known = readSubject(subjectFile);
  const photo: PostPhoto = {
    base,
    widths,
    width: largest,
    height,
    card,
    focus: authorFocus ?? known ?? CENTRE,
  };

  const fileOf = (url: string) => path.join(targetDir, path.basename(url));
  const wanted = [
    ...widths.flatMap((width) =>
      [...PHOTO_FORMATS.map((format) => format.extension), FALLBACK_EXTENSION].map((extension) =>
        fileOf(photoVariant(photo, width, extension)),
      ),
    ),
    fileOf(photo.card),
  ];
  const missingNow = () => wanted.filter((file) => !existsSync(file));
  const done = (made: number): BuiltPhoto => ({
    photo,
    files: wanted,
    made,
    hash,
  });
  if (known && missingNow().length === 0) return done(0);

  return withLock(path.join(targetDir, `.${hash}.lock`), async () => {
    // Another process may have made them while this one waited; the same photo under another
    // name has them under that name's stem: made once, linked here.
    await reuseSameContent(targetDir, hash, stem, missingNow());
    known ??= readSubject(subjectFile);
    const missing = missingNow();
    if (known && missing.length === 0) {
      photo.focus = authorFocus ?? known;
      return done(0);
    }
    // Decoded and shrunk once (a JPEG decodes at a fraction of its size, which is most of the
    // time saved); every variant is resized from these pixels.
    const { data, info } = await sharp(bytes)
      .autoOrient()
      .resize({ width: largest })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const subject = known ?? (await findSubject(sharp, { data, raw }));
    if (!known) {
      await writeAtomically(subjectFile, (temporary) =>
        writeFile(temporary, JSON.stringify(subject)),
      );
    }
    photo.focus = authorFocus ?? subject;
    await encodeVariants(sharp, { data, raw }, photo, fileOf, missing);
    const cardFile = fileOf(photo.card);
    if (missing.includes(cardFile)) {
      const square = authorFocus
        ? sharp(data, raw)
            .extract(squareAround(authorFocus, info.width, info.height))
            .resize({ width: CARD_PHOTO_SIZE, height: CARD_PHOTO_SIZE })
        : sharp(data, raw).resize({
            width: CARD_PHOTO_SIZE,
            height: CARD_PHOTO_SIZE,
            fit: "cover",
            position: "attention",
          });
      await writeAtomically(cardFile, (temporary) =>
        square.flatten({ background: "#ffffff" }).jpeg(ENCODING.card).toFile(temporary),
      );
    }
    return done(missing.length);
  });
}

/** Hard-links (else copies) files of the same content made under another stem. */
async function reuseSameContent(targetDir: string, hash: string, stem: string, missing: string[]) {
  if (missing.length === 0) return;
  const names = await readdir(targetDir);
  for (const file of missing) {
    const suffix = path.basename(file).slice(stem.length);
    const twin = names.find((name) => name.endsWith(`-${hash}${suffix}`) && GENERATED.test(name));
    if (!twin) continue;
    await writeAtomically(file, (temporary) =>
      link(path.join(targetDir, twin), temporary).catch(() =>
        copyFile(path.join(targetDir, twin), temporary),
      ),
    );
  }
}

/** Whether this machine's sharp can decode the photo (an iPhone's HEIC often is not). */
export async function canDecodePhoto(file: string): Promise<boolean> {
  const { default: sharp } = await import("sharp");
  try {
    await sharp(file).resize({ width: 8 }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes what is missing for each photo named (file names in postsDir), writes the manifest and
 * removes variants no photo uses any more. Photos are done one at a time: each already keeps
 * libvips' threads busy, and a build shares its machine. `focus` is each photo's `imageFocus`
 * from the posts that show it. A photo sharp cannot decode (HEIC, here) is left out with a
 * warning: the post check refuses the posts that use it.
 */
export async function buildPhotos(
  names: string[],
  postsDir: string,
  targetDir: string,
  focus: Record<string, PhotoFocus> = {},
): Promise<PhotoBuild> {
  const { default: sharp } = await import("sharp");
  await mkdir(targetDir, { recursive: true });
  const result: PhotoBuild = { photos: {}, made: 0, kept: 0, removed: 0 };
  const hashes = new Set<string>();
  const keep = new Set<string>();
  for (const name of names.filter((entry) => PHOTO_FILE.test(entry)).sort()) {
    const source = path.join(postsDir, name);
    if (HEIC_FILE.test(name) && !(await canDecodePhoto(source))) {
      console.warn(`[photos] ${name}: this machine cannot read HEIC photos; export it as a JPEG`);
      continue;
    }
    const { photo, files, made, hash } = await buildPhoto(
      sharp,
      source,
      targetDir,
      focus[name] ?? null,
    );
    hashes.add(hash);
    result.photos[name] = photo;
    result.made += made;
    result.kept += files.length - made;
    files.forEach((file) => keep.add(path.basename(file)));
    const widest = path.join(targetDir, path.basename(photoVariant(photo, photo.width, "jpg")));
    const own = path.join(targetDir, name);
    if (/\.(?:jpe?g|heic|heif)$/i.test(name)) await copyFile(widest, own);
    else await copyFile(source, own);
  }
  for (const file of await readdir(targetDir)) {
    const variant = GENERATED.exec(file)?.[1];
    const subject = SUBJECT.exec(file)?.[1];
    const hash = variant ?? subject;
    if (!hash || (variant ? keep.has(file) : hashes.has(hash))) continue;
    // Another process may be making a newer photo's files right now: leave those alone.
    if (existsSync(path.join(targetDir, `.${hash}.lock`))) continue;
    await unlink(path.join(targetDir, file)).catch(() => {});
    result.removed++;
  }
  const manifest = JSON.stringify({ version: 2, photos: result.photos }, null, 2) + "\n";
  await writeAtomically(path.join(targetDir, MANIFEST), (temporary) =>
    writeFile(temporary, manifest),
  );
  return result;
}
