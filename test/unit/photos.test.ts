import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_WIDTHS } from "~/lib/blog/photo-sources";
import { copyPostImages } from "~tools/posts/post-files";
import { MANIFEST } from "~/lib/blog/photos.server";
import { testPhoto } from "../support/test-photo";

// One phone-sized photo, made once: encoding it into twelve variants is most of this file's time.
let root: string;
let postsDir: string;
let publicDir: string;
let target: string;
let original: Buffer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "photos-"));
  postsDir = path.join(root, "posts");
  publicDir = path.join(root, "public");
  target = path.join(publicDir, "images/posts");
  original = await testPhoto();
  const { mkdirSync } = await import("node:fs");
  mkdirSync(postsDir);
  writeFileSync(path.join(postsDir, "Garden_Bench.JPG"), original);
  writeFileSync(path.join(postsDir, "small.png"), await testPhoto(600, 450));
  writeFileSync(
    path.join(postsDir, "drawing.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"/>',
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const manifest = () =>
  JSON.parse(readFileSync(path.join(target, MANIFEST), "utf8")) as {
    photos: Record<string, { base: string; widths: number[]; width: number; height: number }>;
  };
const fileOf = (url: string) => path.join(target, path.basename(url));

describe("photos beside the posts", () => {
  it("makes AVIF, WebP and JPEG at each width, a card crop, and a manifest", async () => {
    expect(original.length).toBeGreaterThan(3_000_000);
    expect(await copyPostImages({ postsDir, publicDir })).toBe(3);
    const { photos } = manifest();
    const garden = photos["Garden_Bench.JPG"]!;
    expect(garden.base).toMatch(/^\/images\/posts\/garden-bench-[0-9a-f]{10}$/);
    expect(garden.widths).toEqual([...PHOTO_WIDTHS]);
    expect([garden.width, garden.height]).toEqual([1600, 1200]);
    for (const width of garden.widths) {
      for (const format of ["avif", "webp", "jpeg"] as const) {
        const file = fileOf(`${garden.base}-${width}.${format === "jpeg" ? "jpg" : format}`);
        const meta = await sharp(file).metadata();
        expect(meta.format === "heif" ? "avif" : meta.format).toBe(format);
        expect([meta.width, meta.height]).toEqual([width, (width * 3) / 4]);
        // The phone's metadata (GPS position among it) stays behind.
        expect(meta.exif).toBeUndefined();
      }
    }
    const card = await sharp(fileOf(`${garden.base}-card.jpg`)).metadata();
    expect([card.format, card.width, card.height]).toEqual(["jpeg", 440, 440]);
    // A link to the photo's own name gets the widest JPEG, not the 4 MB original.
    const own = readFileSync(path.join(target, "Garden_Bench.JPG"));
    expect(own.equals(readFileSync(fileOf(`${garden.base}-1600.jpg`)))).toBe(true);

    // Narrower than every width: one variant at its own size, never enlarged.
    const small = photos["small.png"]!;
    expect([small.widths, small.width, small.height]).toEqual([[400, 600], 600, 450]);
    expect(readdirSync(target)).toContain("drawing.svg");
    expect(photos["drawing.svg"]).toBeUndefined();
  }, 120_000);

  it("skips what is up to date and replaces what changed", async () => {
    const before = manifest().photos["Garden_Bench.JPG"]!;
    const stamp = (file: string) => statSync(file).mtimeMs;
    const first = fileOf(`${before.base}-800.avif`);
    const made = stamp(first);
    const started = performance.now();
    await copyPostImages({ postsDir, publicDir });
    // Nothing encoded: hashing the sources and reading their headers only.
    expect(performance.now() - started).toBeLessThan(3000);
    expect(stamp(first)).toBe(made);

    rmSync(fileOf(`${before.base}-400.webp`));
    writeFileSync(path.join(postsDir, "small.png"), await testPhoto(500, 500));
    await copyPostImages({ postsDir, publicDir });
    const after = manifest().photos;
    expect(stamp(first)).toBe(made);
    expect(statSync(fileOf(`${before.base}-400.webp`)).isFile()).toBe(true);
    expect(after["small.png"]!.height).toBe(500);
    // The old version's variants are gone.
    const stems = new Set(
      readdirSync(target)
        .filter((name) => name.startsWith("small-"))
        .map((name) => name.slice(0, "small-".length + 10)),
    );
    expect([...stems]).toEqual([path.basename(after["small.png"]!.base)]);
  }, 120_000);
});
