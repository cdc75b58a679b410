import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forgetRecipePictures,
  MANIFEST,
  RECIPE_PICTURES_URL,
  recipePicture,
  type RecipePicture,
} from "~/lib/recipe-images.server";
import {
  buildRecipePictures,
  frameIllustration,
  RECIPE_RATIOS,
  RECIPE_WIDTHS,
  sourceProblems,
} from "~tools/recipes/picture-builder";
import type { PostPhoto } from "~/lib/blog/photo-sources";
import { isDrawing } from "~/lib/recipe-picture";
import { recipeTitles } from "~content/recipe-titles";
import { recipes } from "~content/recipes";
import { testPhoto } from "../support/test-photo";

const SOURCES = path.resolve("content/recipe-images");
const PUBLIC_TARGET = path.resolve("public", RECIPE_PICTURES_URL.slice(1));
const slugs = Object.keys(recipeTitles);

/** Each file a picture should have, with the pixel size and format it should have. */
function expectedFiles(picture: RecipePicture, slug: string) {
  const files: { url: string; width: number; height: number; format: string }[] = [];
  // A drawing is shown as itself; only a photo has sizes for the page.
  const page = picture.page;
  for (const width of isDrawing(page) ? [] : RECIPE_WIDTHS) {
    for (const format of ["avif", "webp", "jpg"]) {
      files.push({
        url: `${(page as PostPhoto).base}-${width}.${format}`,
        width,
        height: (width * 3) / 4,
        format,
      });
    }
  }
  for (const [ratio, size] of Object.entries(RECIPE_RATIOS)) {
    files.push({
      url: picture.ratios[ratio as keyof typeof RECIPE_RATIOS],
      ...size,
      format: "jpg",
    });
  }
  // An illustration's card square is a PNG, like the card it goes into; a photo's a JPEG.
  const cardFormat = path.extname(picture.card).slice(1);
  files.push({ url: picture.card, width: 440, height: 440, format: cardFormat });
  files.push({ url: `${RECIPE_PICTURES_URL}${slug}.jpg`, width: 1200, height: 900, format: "jpg" });
  return files;
}

async function expectFiles(targetDir: string, picture: RecipePicture, slug: string) {
  for (const file of expectedFiles(picture, slug)) {
    const meta = await sharp(path.join(targetDir, path.basename(file.url))).metadata();
    const format = { heif: "avif", jpeg: "jpg" }[meta.format as string] ?? meta.format;
    expect([format, meta.width, meta.height], file.url).toEqual([
      file.format,
      file.width,
      file.height,
    ]);
    expect(meta.exif, file.url).toBeUndefined();
  }
}

describe("each recipe's illustration", () => {
  it("is one source per recipe, named by its slug", () => {
    expect(sourceProblems(slugs, readdirSync(SOURCES))).toEqual([]);
    expect(recipes.map((recipe) => recipe.slug).sort()).toEqual([...slugs].sort());
  });

  it.each(slugs)("%s is an 800×600 SVG with no text, script or outside reference", (slug) => {
    const svg = readFileSync(path.join(SOURCES, `${slug}.svg`), "utf8");
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600">/,
    );
    // Words in a picture are lost to screen readers and translation: the alt text says it all.
    expect(svg).not.toMatch(/<text\b|<script\b|<image\b|<foreignObject\b/);
    expect(svg).not.toMatch(/href="(?!#)/);
    // The table carries on past the canvas, so the square and 16:9 windows show no edge.
    expect(svg).toMatch(/<rect x="-200" y="-200" width="1200" height="1000"/);
  });

  it("is described honestly: an illustration's alt text says it is one, a photo's does not", () => {
    const sources = readdirSync(SOURCES);
    for (const recipe of recipes) {
      const drawn = sources.includes(`${recipe.slug}.svg`);
      expect(recipe.imageAlt, recipe.slug).toMatch(
        drawn ? /^Illustration of / : /^(?!Illustration)/,
      );
      expect(recipe.imageUrl).toBe(`${RECIPE_PICTURES_URL}${recipe.slug}.jpg`);
    }
  });

  it("names what is wrong with the folder: a recipe without a picture, with two, a stray file", () => {
    expect(
      sourceProblems(["a", "b", "c"], ["a.svg", "b.svg", "b.jpg", "d.png", "notes.txt"]),
    ).toEqual([
      "b: more than one picture (b.svg, b.jpg)",
      "c: no picture (c.svg or c.jpg)",
      "d.png: no recipe has the slug d",
    ]);
  });

  it("frames an illustration at each ratio by moving its window, not by cropping pixels", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><g/></svg>';
    expect(frameIllustration(svg, "1x1", 1200)).toContain(
      'width="1200" height="1200" viewBox="100 0 600 600"',
    );
    expect(frameIllustration(svg, "16x9", 1200)).toContain('width="1200" height="675"');
    expect(frameIllustration(svg, "4x3", 400)).toContain(
      'width="400" height="300" viewBox="0 0 800 600"',
    );
  });
});

/*
 * The twelve pictures in public/, made by the same step `npm run build` runs: after a build
 * nothing is missing and this takes under a second; on a checkout that has not built, it makes
 * them (seconds of rasterising), as the build would.
 */
describe("the built pictures", () => {
  it("exist for every recipe, at every size and ratio, with the manifest pages read", async () => {
    const { pictures } = await buildRecipePictures(slugs, SOURCES, PUBLIC_TARGET);
    forgetRecipePictures();
    for (const slug of slugs) {
      const picture = pictures[slug]!;
      expect(recipePicture(slug), slug).toEqual(picture);
      // The page and the cards show the drawing itself, byte for byte, under a hashed name.
      expect(picture.page).toEqual({
        drawing: expect.stringMatching(
          new RegExp(`^${RECIPE_PICTURES_URL}${slug}-[0-9a-f]{10}\\.svg$`),
        ),
        width: 800,
        height: 600,
      });
      const drawing = path.join(
        PUBLIC_TARGET,
        path.basename((picture.page as { drawing: string }).drawing),
      );
      expect(readFileSync(drawing).equals(readFileSync(path.join(SOURCES, `${slug}.svg`)))).toBe(
        true,
      );
      await expectFiles(PUBLIC_TARGET, picture, slug);
    }
  }, 300_000);
});

describe("building pictures", () => {
  let root: string;
  let sourceDir: string;
  let targetDir: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "recipe-pictures-"));
    sourceDir = path.join(root, "sources");
    targetDir = path.join(root, "dishes");
    mkdirSync(sourceDir);
    copyFileSync(path.join(SOURCES, "fresh-fruit.svg"), path.join(sourceDir, "fresh-fruit.svg"));
    // A photo in place of an illustration, as the author would add one, carrying a camera's
    // metadata, which must not reach a reader.
    const photo = await sharp(await testPhoto(1800, 1350))
      .withExif({ IFD0: { Make: "Phone", Copyright: "The author" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    writeFileSync(path.join(sourceDir, "protein-shake.jpg"), photo);
  }, 60_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("makes every size from an illustration and from a photo, without the photo's metadata", async () => {
    const result = await buildRecipePictures(
      ["fresh-fruit", "protein-shake"],
      sourceDir,
      targetDir,
    );
    // A drawing: itself, three ratios and the card's square. A photo: nine sizes for the page,
    // the two ratios its 1200 px JPEG is not, and the card's square.
    expect(result.made).toBe(5 + 12);
    for (const slug of ["fresh-fruit", "protein-shake"]) {
      await expectFiles(targetDir, result.pictures[slug]!, slug);
    }
    expect(result.pictures["fresh-fruit"]!.card).toMatch(/-card\.png$/);
    expect(result.pictures["protein-shake"]!.card).toMatch(/-card\.jpg$/);
    const manifest = JSON.parse(readFileSync(path.join(targetDir, MANIFEST), "utf8"));
    expect(manifest.pictures).toEqual(result.pictures);
  }, 180_000);

  it("skips what is up to date and replaces what changed", async () => {
    const before = JSON.parse(readFileSync(path.join(targetDir, MANIFEST), "utf8")).pictures;
    const kept = path.join(targetDir, path.basename(before["protein-shake"].ratios["1x1"]));
    const stamp = statSync(kept).mtimeMs;
    const again = await buildRecipePictures(["fresh-fruit", "protein-shake"], sourceDir, targetDir);
    expect([again.made, again.kept, again.removed]).toEqual([0, 17, 0]);
    expect(statSync(kept).mtimeMs).toBe(stamp);

    // The illustration changes: its files are made again under a new hash, the old ones go.
    const svg = readFileSync(path.join(sourceDir, "fresh-fruit.svg"), "utf8");
    writeFileSync(path.join(sourceDir, "fresh-fruit.svg"), svg.replace("#EDE0E8", "#DCE6D8"));
    const changed = await buildRecipePictures(
      ["fresh-fruit", "protein-shake"],
      sourceDir,
      targetDir,
    );
    expect([changed.made, changed.removed]).toEqual([5, 5]);
    expect(changed.pictures["fresh-fruit"]!.card).not.toBe(before["fresh-fruit"].card);
    expect(existsSync(path.join(targetDir, path.basename(before["fresh-fruit"].card)))).toBe(false);
  }, 180_000);

  it("refuses a photo too small to cut every ratio from, and a recipe with no picture", async () => {
    writeFileSync(path.join(sourceDir, "protein-shake.jpg"), await testPhoto(1000, 750));
    await expect(
      buildRecipePictures(["fresh-fruit", "protein-shake"], sourceDir, targetDir),
    ).rejects.toThrow(/protein-shake\.jpg is 1000×750: a recipe photo needs at least 1200 px/);
    await expect(
      buildRecipePictures(["fresh-fruit", "protein-shake", "overnight-oats"], sourceDir, targetDir),
    ).rejects.toThrow(/overnight-oats: no picture/);
  });
});
