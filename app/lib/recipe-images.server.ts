import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { cardPhoto, CARD_PHOTO_SIZE, photoVariant, type PostPhoto } from "./blog/photo-sources";
import {
  encodeVariants,
  ENCODING,
  manifestReader,
  writeAtomically,
  type Sharp,
} from "./blog/photos.server";

/**
 * Each recipe's picture of its dish (docs/decisions/0033-recipe-illustrations.md), made at
 * build by the same encoders as the posts' photos (0029).
 *
 * The source is one file per recipe in `content/recipe-images/`, named by its slug: an SVG
 * illustration today, a photo (JPEG, PNG or WebP, at least 1200 px each way) when there is one.
 * `buildRecipePictures` writes into `public/images/recipes/dishes/` (not committed):
 * - `<slug>-<hash>-<width>.{avif,webp,jpg}` at 4:3 for each of RECIPE_WIDTHS: the page's and
 *   the cards' `<picture>`;
 * - `<slug>-<hash>-1x1.jpg` (1200×1200) and `-16x9.jpg` (1200×675), which with the 1200 px 4:3
 *   JPEG are the three ratios Google asks a recipe's structured data for;
 * - `<slug>-<hash>-card.png` (a photo's: `.jpg`), the 440×440 square the social card frames;
 * - `<slug>.jpg`, the 1200 px 4:3 JPEG under a name that never changes: the recipe's
 *   `imageUrl`;
 * - `pictures.json` (MANIFEST): each slug's `RecipePicture`, which is how pages learn the names.
 * `<hash>` covers the source's bytes and every setting below, so a file that exists is up to
 * date; files no recipe uses any more are removed.
 *
 * An illustration is drawn on an 800×600 canvas whose table carries on past its edges, so each
 * ratio is a different window on it rather than a crop of the 4:3: the square is its middle
 * 600×600, the 16:9 a slightly wider and shorter window with the dish at the same place. A
 * photo is cropped to each ratio around its busiest part (sharp's "attention"), never enlarged.
 *
 * sharp is imported only when a picture is made; the server reads the manifest alone.
 * Relative imports only: scripts bundle this module with esbuild.
 */

export const RECIPE_PICTURES_URL = "/images/recipes/dishes/";
export const MANIFEST = "pictures.json";

/**
 * 4:3 widths for the page and the cards. The recipe page's picture is at most 544 px wide
 * (beside the title on a 1152 px page) and 335 px on a 375 px phone, so 1200 covers both at
 * their usual densities (1088 and 1005 px); a card is at most 347 px (400 at DPR 1, 800 at 2).
 */
export const RECIPE_WIDTHS = [400, 800, 1200] as const;

/** The three ratios of Google's recipe image guidance, each 1200 px wide. */
export const RECIPE_RATIOS = {
  "1x1": { width: 1200, height: 1200 },
  "4x3": { width: 1200, height: 900 },
  "16x9": { width: 1200, height: 675 },
} as const;
export type RecipeRatio = keyof typeof RECIPE_RATIOS;

/** Every illustration's canvas: `<svg width="800" height="600" viewBox="0 0 800 600">`. */
export const ILLUSTRATION_CANVAS = { width: 800, height: 600 } as const;

/** The window on the canvas each ratio shows (x, y, width, height in the canvas's units). */
const ILLUSTRATION_WINDOWS: Record<RecipeRatio, [number, number, number, number]> = {
  "4x3": [0, 0, 800, 600],
  "1x1": [100, 0, 600, 600],
  "16x9": [-66.667, 37.5, 933.333, 525],
};

/**
 * The posts' encoders, but AVIF at effort 2: on flat illustrations it encodes four to eight
 * times faster than effort 4 for files 7–10% larger (measured on two of them, 1200 px: 21 KB
 * against 19 KB), and a fresh checkout's build makes all twelve pictures.
 */
const RECIPE_ENCODING = { ...ENCODING, avif: { ...ENCODING.avif, effort: 2 } } as const;

/** Part of every hash: a change here makes every picture again. */
const SETTINGS = {
  version: 2,
  encoding: RECIPE_ENCODING,
  widths: RECIPE_WIDTHS,
  ratios: RECIPE_RATIOS,
  windows: ILLUSTRATION_WINDOWS,
  card: CARD_PHOTO_SIZE,
};

const SOURCE = /^([a-z0-9-]+)\.(svg|jpe?g|png|webp)$/;
const GENERATED = /-[0-9a-f]{10}-(?:\d+|1x1|16x9|card)\.(?:avif|webp|jpg|png)$/;

/** A recipe's picture as pages and structured data use it. */
export interface RecipePicture extends PostPhoto {
  /** Absolute paths on this site of the three ratios, each 1200 px wide. */
  ratios: Record<RecipeRatio, string>;
}

export interface PictureBuild {
  pictures: Record<string, RecipePicture>;
  made: number;
  kept: number;
  removed: number;
}

/** What is wrong with the source folder for these slugs; empty when every recipe has one. */
export function sourceProblems(slugs: readonly string[], files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const slug of slugs) {
    const found = files.filter((file) => SOURCE.exec(file)?.[1] === slug);
    if (found.length === 0) problems.push(`${slug}: no picture (${slug}.svg or ${slug}.jpg)`);
    if (found.length > 1) problems.push(`${slug}: more than one picture (${found.join(", ")})`);
  }
  for (const file of files) {
    const slug = SOURCE.exec(file)?.[1];
    if (slug && !slugs.includes(slug)) problems.push(`${file}: no recipe has the slug ${slug}`);
  }
  return problems;
}

/** The illustration with its root sized to `width`×`height` pixels and its window on `ratio`. */
export function frameIllustration(svg: string, ratio: RecipeRatio, width: number): string {
  const [x, y, w, h] = ILLUSTRATION_WINDOWS[ratio];
  const height = Math.round((width * h) / w);
  return svg.replace(/<svg\b[^>]*>/, (root) =>
    root
      .replace(/\swidth="[^"]*"/, ` width="${width}"`)
      .replace(/\sheight="[^"]*"/, ` height="${height}"`)
      .replace(/\sviewBox="[^"]*"/, ` viewBox="${x} ${y} ${w} ${h}"`),
  );
}

/** The source drawn or cropped to one ratio at its full size, as a sharp pipeline. */
function framed(sharp: Sharp, source: { bytes: Buffer; svg: boolean }, ratio: RecipeRatio) {
  const { width, height } = RECIPE_RATIOS[ratio];
  if (source.svg) {
    // librsvg draws at the root's width and height (72 dpi): exactly the pixels asked for.
    return sharp(Buffer.from(frameIllustration(source.bytes.toString("utf8"), ratio, width)));
  }
  return sharp(source.bytes)
    .autoOrient()
    .resize({ width, height, fit: "cover", position: "attention" });
}

async function buildPicture(
  sharp: Sharp,
  slug: string,
  file: string,
  targetDir: string,
): Promise<{ picture: RecipePicture; files: string[]; made: number }> {
  const bytes = await readFile(file);
  const svg = file.endsWith(".svg");
  if (!svg) {
    const { width = 0, height = 0 } = (await sharp(bytes).metadata()).autoOrient;
    if (width < 1200 || height < 1200) {
      throw new Error(
        `${file} is ${width}×${height}: a recipe photo needs at least 1200 px each way, ` +
          "so that every ratio is cut from it without enlarging",
      );
    }
  }
  const hash = createHash("sha256")
    .update(JSON.stringify(SETTINGS))
    .update(bytes)
    .digest("hex")
    .slice(0, 10);
  const base = `${RECIPE_PICTURES_URL}${slug}-${hash}`;
  const { width, height } = RECIPE_RATIOS["4x3"];
  const photo: PostPhoto = {
    base,
    widths: [...RECIPE_WIDTHS],
    width,
    height,
    // An illustration's square for the social card is a PNG: the card is a PNG too, and JPEG's
    // ringing round flat colours made a busy dish's card larger than its 300 KB limit.
    card: svg ? `${base}-card.png` : cardPhoto(base),
  };
  const picture: RecipePicture = {
    ...photo,
    ratios: {
      "1x1": `${base}-1x1.jpg`,
      // The page's widest 4:3 JPEG is already the 4:3 ratio at 1200 px.
      "4x3": photoVariant(photo, width, "jpg"),
      "16x9": `${base}-16x9.jpg`,
    },
  };
  const fileOf = (url: string) => path.join(targetDir, path.basename(url));
  const variants = RECIPE_WIDTHS.flatMap((w) =>
    ["avif", "webp", "jpg"].map((extension) => fileOf(photoVariant(picture, w, extension))),
  );
  const wanted = [
    ...variants,
    fileOf(picture.ratios["1x1"]),
    fileOf(picture.ratios["16x9"]),
    fileOf(picture.card),
  ];
  const missing = wanted.filter((candidate) => !existsSync(candidate));
  const source = { bytes, svg };
  if (missing.some((candidate) => variants.includes(candidate))) {
    const { data, info } = await framed(sharp, source, "4x3")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    await encodeVariants(sharp, { data, raw }, picture, fileOf, missing, RECIPE_ENCODING);
  }
  const jpeg = (pipeline: ReturnType<Sharp>, options: object) =>
    pipeline.flatten({ background: "#ffffff" }).jpeg(options);
  for (const ratio of ["1x1", "16x9"] as const) {
    const target = fileOf(picture.ratios[ratio]);
    if (missing.includes(target)) {
      await writeAtomically(target, (temporary) =>
        jpeg(framed(sharp, source, ratio), { ...RECIPE_ENCODING.jpeg, progressive: true }).toFile(
          temporary,
        ),
      );
    }
  }
  const card = fileOf(picture.card);
  if (missing.includes(card)) {
    const square = await framed(sharp, source, "1x1").png().toBuffer();
    const resized = sharp(square).resize(CARD_PHOTO_SIZE, CARD_PHOTO_SIZE);
    await writeAtomically(card, (temporary) =>
      (svg ? resized.png({ compressionLevel: 9 }) : jpeg(resized, RECIPE_ENCODING.card)).toFile(
        temporary,
      ),
    );
  }
  return { picture, files: wanted, made: missing.length };
}

/**
 * Makes what is missing for each slug's picture in sourceDir, writes the manifest and the
 * stable `<slug>.jpg`, and removes files no recipe uses any more. Throws, naming each problem,
 * when a recipe has no picture, two, or a photo too small. One picture at a time: each already
 * keeps libvips' threads busy, and a build shares its machine.
 */
export async function buildRecipePictures(
  slugs: readonly string[],
  sourceDir: string,
  targetDir: string,
): Promise<PictureBuild> {
  const files = (await readdir(sourceDir)).filter((file) => !file.startsWith("."));
  const problems = sourceProblems(slugs, files);
  if (problems.length > 0) {
    throw new Error(`[recipes] pictures in ${sourceDir}:\n  ${problems.join("\n  ")}`);
  }
  const { default: sharp } = await import("sharp");
  await mkdir(targetDir, { recursive: true });
  const result: PictureBuild = { pictures: {}, made: 0, kept: 0, removed: 0 };
  const keep = new Set<string>();
  for (const slug of [...slugs].sort()) {
    const file = files.find((candidate) => SOURCE.exec(candidate)?.[1] === slug)!;
    const built = await buildPicture(sharp, slug, path.join(sourceDir, file), targetDir);
    result.pictures[slug] = built.picture;
    result.made += built.made;
    result.kept += built.files.length - built.made;
    built.files.forEach((made) => keep.add(path.basename(made)));
    await copyFile(
      path.join(targetDir, path.basename(built.picture.ratios["4x3"])),
      path.join(targetDir, `${slug}.jpg`),
    );
  }
  for (const file of await readdir(targetDir)) {
    const generated = GENERATED.test(file);
    const stale = generated && !keep.has(file);
    // A stable `<slug>.jpg` whose recipe is gone.
    const gone = !generated && /^[a-z0-9-]+\.jpg$/.test(file) && !slugs.includes(file.slice(0, -4));
    if (stale || gone) {
      await unlink(path.join(targetDir, file));
      result.removed++;
    }
  }
  const manifest = JSON.stringify({ version: 1, pictures: result.pictures }, null, 2) + "\n";
  // Whole or not at all: a page may be reading it while a build or test writes it.
  await writeAtomically(path.join(targetDir, MANIFEST), (temporary) =>
    writeFile(temporary, manifest),
  );
  return result;
}

// ---------------------------------------------------------------------------------------------
// The pages' side.

const pictures = manifestReader<RecipePicture>(
  () => path.resolve(process.cwd(), "public", RECIPE_PICTURES_URL.slice(1), MANIFEST),
  "pictures",
  "recipes",
);

/** The built picture of a recipe's dish, or null before the build has made it. */
export function recipePicture(slug: string): RecipePicture | null {
  const all = pictures.read();
  return Object.hasOwn(all, slug) ? all[slug]! : null;
}

/** What a `<picture>` needs, without the structured data's ratios: loader data stays small. */
export function pagePicture(slug: string): PostPhoto | null {
  const picture = recipePicture(slug);
  if (!picture) return null;
  const { base, widths, width, height, card } = picture;
  return { base, widths, width, height, card };
}

/** For tests: forget the manifest read. */
export function forgetRecipePictures(): void {
  pictures.forget();
}
