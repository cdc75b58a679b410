import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { cardPhoto, CARD_PHOTO_SIZE, photoVariant, type PostPhoto } from "~/lib/blog/photo-sources";
import {
  MANIFEST,
  RECIPE_PICTURES_URL,
  type RecipePicture,
  type RecipeRatio,
} from "~/lib/recipe-images.server";
import {
  encodeVariants,
  ENCODING,
  writeAtomically,
  type Pixels,
  type Sharp,
} from "../posts/photo-builder";

/**
 * Each recipe's picture of its dish (docs/decisions/0033-recipe-illustrations.md).
 *
 * The source is one file per recipe in `content/recipe-images/`, named by its slug: an SVG
 * drawing today, a photo (JPEG, PNG or WebP, at least 1200 px each way) when there is one.
 * `buildRecipePictures` writes into `public/images/recipes/dishes/` (not committed):
 * - a drawing's `<slug>-<hash>.svg`, the drawing itself: what the page and the cards show;
 *   a photo's `<slug>-<hash>-<width>.{avif,webp,jpg}` at 4:3 for each of RECIPE_WIDTHS instead,
 *   made by the posts' encoders (0029) for the same `<picture>`;
 * - only what must be a raster: `<slug>-<hash>-1x1.jpg` (1200×1200), `-4x3.jpg` (1200×900; a
 *   photo's is its 1200 px variant) and `-16x9.jpg` (1200×675), the three ratios Google asks a
 *   recipe's structured data for, and `<slug>-<hash>-card.png` (a photo's: `.jpg`), the 440×440
 *   square the social card frames;
 * - `<slug>.jpg`, the 4:3 JPEG under a name that never changes: the recipe's `imageUrl`;
 * - `pictures.json` (MANIFEST): each slug's `RecipePicture`, which is how pages learn the names.
 * `<hash>` covers the source's bytes and every setting below, so a file that exists is up to
 * date (made once per content); files no recipe uses any more are removed.
 *
 * A drawing is on an 800×600 canvas whose table carries on past its edges, so each ratio is a
 * different window on it rather than a crop of the 4:3: the square is its middle 600×600, the
 * 16:9 a slightly wider and shorter window with the dish at the same place. A photo is cropped
 * to each ratio around its busiest part (sharp's "attention"), never enlarged.
 *
 * An author's tool (docs/decisions/0038-author-tools-live-in-tools.md): sharp is imported only
 * when a picture is made; the server reads the manifest alone (app/lib/recipe-images.server.ts).
 */

/** Where the pictures are written: the address the pages load them from, under public/. */
export { RECIPE_PICTURES_URL };

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
} as const satisfies Record<RecipeRatio, { width: number; height: number }>;

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

/**
 * The three ratios are for search engines' crawlers, not readers: libjpeg-turbo at quality 82
 * encodes them in a third of mozjpeg's time for files about a tenth larger.
 */
const RATIO_JPEG = { quality: 82, mozjpeg: false } as const;

/** Part of every hash: a change here makes every picture again. */
const SETTINGS = {
  version: 3,
  encoding: RECIPE_ENCODING,
  ratioJpeg: RATIO_JPEG,
  widths: RECIPE_WIDTHS,
  ratios: RECIPE_RATIOS,
  windows: ILLUSTRATION_WINDOWS,
  card: CARD_PHOTO_SIZE,
};

const SOURCE = /^([a-z0-9-]+)\.(svg|jpe?g|png|webp)$/;
const GENERATED = /-[0-9a-f]{10}(?:-(?:\d+|1x1|4x3|16x9|card))?\.(?:avif|webp|jpg|png|svg)$/;

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

/**
 * One window on a drawing's canvas holding every ratio's, and the scale (pixels per canvas unit)
 * the most demanding ratio needs: the square's 600 units drawn 1200 px wide. A drawing is drawn
 * once at this size and each ratio cut from it, rather than drawn three times: drawing (the
 * blurred shadows most of all) is most of a drawing's cost.
 */
const DRAWING_WINDOW = (() => {
  const windows = Object.entries(ILLUSTRATION_WINDOWS) as [RecipeRatio, number[]][];
  const x = Math.min(...windows.map(([, w]) => w[0]!));
  const y = Math.min(...windows.map(([, w]) => w[1]!));
  const right = Math.max(...windows.map(([, w]) => w[0]! + w[2]!));
  const bottom = Math.max(...windows.map(([, w]) => w[1]! + w[3]!));
  const scale = Math.max(...windows.map(([ratio, w]) => RECIPE_RATIOS[ratio].width / w[2]!));
  return { x, y, width: right - x, height: bottom - y, scale };
})();

/** The drawing drawn once over DRAWING_WINDOW, as pixels every ratio is cut from. */
async function drawOnce(sharp: Sharp, svg: string): Promise<Pixels> {
  const { x, y, width, height, scale } = DRAWING_WINDOW;
  const framedSvg = svg.replace(/<svg\b[^>]*>/, (root) =>
    root
      .replace(/\swidth="[^"]*"/, ` width="${Math.round(width * scale)}"`)
      .replace(/\sheight="[^"]*"/, ` height="${Math.round(height * scale)}"`)
      .replace(/\sviewBox="[^"]*"/, ` viewBox="${x} ${y} ${width} ${height}"`),
  );
  // librsvg draws at the root's width and height (72 dpi): exactly the pixels asked for.
  const { data, info } = await sharp(Buffer.from(framedSvg))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    raw: { raw: { width: info.width, height: info.height, channels: info.channels } },
  };
}

/** The source drawn or cropped to one ratio at its full size, as a sharp pipeline. */
function framed(
  sharp: Sharp,
  source: { bytes: Buffer; svg: boolean },
  ratio: RecipeRatio,
  drawn: Pixels | null,
) {
  const { width, height } = RECIPE_RATIOS[ratio];
  if (drawn) {
    const [x, y, w, h] = ILLUSTRATION_WINDOWS[ratio];
    const { scale } = DRAWING_WINDOW;
    const left = Math.round((x - DRAWING_WINDOW.x) * scale);
    const top = Math.round((y - DRAWING_WINDOW.y) * scale);
    const region = {
      left,
      top,
      width: Math.min(Math.round(w * scale), drawn.raw.raw.width - left),
      height: Math.min(Math.round(h * scale), drawn.raw.raw.height - top),
    };
    return sharp(drawn.data, drawn.raw).extract(region).resize({ width, height, fit: "fill" });
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
  withRasters: boolean,
): Promise<{ picture: RecipePicture; files: string[]; made: number; needed: number }> {
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
    card: cardPhoto(base),
  };
  const picture: RecipePicture = svg
    ? {
        page: { drawing: `${base}.svg`, ...ILLUSTRATION_CANVAS },
        // A drawing's square for the social card is a PNG: the card is a PNG too, and JPEG's
        // ringing round flat colours made a busy dish's card larger than its 300 KB limit.
        card: `${base}-card.png`,
        ratios: { "1x1": `${base}-1x1.jpg`, "4x3": `${base}-4x3.jpg`, "16x9": `${base}-16x9.jpg` },
      }
    : {
        page: photo,
        card: photo.card,
        // The page's widest 4:3 JPEG is already the 4:3 ratio at 1200 px.
        ratios: {
          "1x1": `${base}-1x1.jpg`,
          "4x3": photoVariant(photo, width, "jpg"),
          "16x9": `${base}-16x9.jpg`,
        },
      };
  const fileOf = (url: string) => path.join(targetDir, path.basename(url));
  const variants = svg
    ? []
    : RECIPE_WIDTHS.flatMap((w) =>
        ["avif", "webp", "jpg"].map((extension) => fileOf(photoVariant(photo, w, extension))),
      );
  const rasters = (Object.keys(RECIPE_RATIOS) as RecipeRatio[]).map((ratio) =>
    fileOf(picture.ratios[ratio]),
  );
  const drawing = "drawing" in picture.page ? fileOf(picture.page.drawing) : null;
  const wanted = [
    ...(drawing ? [drawing] : []),
    ...new Set([...variants, ...rasters]),
    fileOf(picture.card),
  ];
  // Without rasters (development's start), only what the pages show: the drawing, or a photo's
  // sizes. The names of the rest are known all the same, so the manifest is whole.
  const needed = withRasters
    ? wanted
    : wanted.filter((candidate) => candidate === drawing || variants.includes(candidate));
  const missing = needed.filter((candidate) => !existsSync(candidate));
  const source = { bytes, svg };
  if (drawing && missing.includes(drawing)) {
    await writeAtomically(drawing, (temporary) => writeFile(temporary, bytes));
  }
  if (missing.some((candidate) => variants.includes(candidate))) {
    const { data, info } = await framed(sharp, source, "4x3", null)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    await encodeVariants(sharp, { data, raw }, photo, fileOf, missing, RECIPE_ENCODING);
  }
  const jpeg = (pipeline: ReturnType<Sharp>, options: object) =>
    pipeline.flatten({ background: "#ffffff" }).jpeg(options);
  const card = fileOf(picture.card);
  const rastersMissing = missing.some(
    (candidate) => rasters.includes(candidate) || candidate === card,
  );
  const drawn = svg && rastersMissing ? await drawOnce(sharp, bytes.toString("utf8")) : null;
  for (const ratio of Object.keys(RECIPE_RATIOS) as RecipeRatio[]) {
    const target = fileOf(picture.ratios[ratio]);
    const needsCard = ratio === "1x1" && missing.includes(card);
    if (!missing.includes(target) && !needsCard) continue;
    // Drawn (or cut) once per ratio; the card's square is the 1:1 made smaller.
    const { data, info } = await framed(sharp, source, ratio, drawn)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (missing.includes(target)) {
      await writeAtomically(target, (temporary) =>
        jpeg(pixels(), { ...RATIO_JPEG, progressive: true }).toFile(temporary),
      );
    }
    if (needsCard) {
      const resized = pixels().resize(CARD_PHOTO_SIZE, CARD_PHOTO_SIZE);
      await writeAtomically(card, (temporary) =>
        (svg ? resized.png({ compressionLevel: 9 }) : jpeg(resized, RECIPE_ENCODING.card)).toFile(
          temporary,
        ),
      );
    }
  }
  return { picture, files: wanted, made: missing.length, needed: needed.length };
}

/**
 * Makes what is missing for each slug's picture in sourceDir, writes the manifest and the
 * stable `<slug>.jpg`, and removes files no recipe uses any more. Throws, naming each problem,
 * when a recipe has no picture, two, or a photo too small. One picture at a time: each already
 * keeps libvips' threads busy, and a build shares its machine. `rasters: false` makes only what
 * the pages show (development's start; its server makes the rest once it is listening).
 */
export async function buildRecipePictures(
  slugs: readonly string[],
  sourceDir: string,
  targetDir: string,
  { rasters = true }: { rasters?: boolean } = {},
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
    const built = await buildPicture(sharp, slug, path.join(sourceDir, file), targetDir, rasters);
    result.pictures[slug] = built.picture;
    result.made += built.made;
    result.kept += built.needed - built.made;
    built.files.forEach((made) => keep.add(path.basename(made)));
    const fourByThree = path.join(targetDir, path.basename(built.picture.ratios["4x3"]));
    if (existsSync(fourByThree)) await copyFile(fourByThree, path.join(targetDir, `${slug}.jpg`));
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
  const manifest = JSON.stringify({ version: 2, pictures: result.pictures }, null, 2) + "\n";
  // Whole or not at all: a page may be reading it while a build or test writes it.
  await writeAtomically(path.join(targetDir, MANIFEST), (temporary) =>
    writeFile(temporary, manifest),
  );
  return result;
}
