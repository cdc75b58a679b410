import { execFile } from "node:child_process";
import {
  copyFileSync,
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
import { promisify } from "node:util";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderPostBody } from "~/lib/blog/body.server";
import { copyPostImages, describeProblem, readPostFiles } from "~tools/posts/post-files";
import { forgetPhotoManifest, MANIFEST } from "~/lib/blog/photos.server";
import type { PostPhoto } from "~/lib/blog/photo-sources";
import { importTs } from "../../scripts/import-ts.mjs";
import { testHeic } from "../support/test-heic";
import { testPhoto } from "../support/test-photo";

/**
 * What a phone's photos meet (docs/decisions/0029-photos.md): made once per content, whatever
 * its name and however many processes ask at once; HEIC refused in plain words where sharp
 * cannot read it; the subject kept in the 16:9 boxes; the same <picture> in the body.
 */

let root: string;
const run = promisify(execFile);

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "phone-photos-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string | Buffer> = {}) {
  const postsDir = path.join(root, name, "posts");
  const publicDir = path.join(root, name, "public");
  mkdirSync(postsDir, { recursive: true });
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(postsDir, "categories.yml"), "- name: Life\n  slug: life\n");
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(postsDir, file), content);
  }
  const target = path.join(publicDir, "images/posts");
  const manifest = () =>
    JSON.parse(readFileSync(path.join(target, MANIFEST), "utf8")).photos as Record<
      string,
      PostPhoto
    >;
  return { postsDir, publicDir, target, manifest };
}

const post = (fields: string, body = "Body.") =>
  `---\ntitle: A post\nexcerpt: Short.\ndate: 2025-01-01\n${fields}\n---\n${body}\n`;

describe("a photo is made once per content", () => {
  it("by two processes at once: one makes the files, the other waits and finds them", async () => {
    const { postsDir, target, manifest } = folder("two", {
      "garden.jpg": await testPhoto(2000, 1500),
    });
    mkdirSync(target, { recursive: true });
    // The module as the scripts run it, bundled once, then two Node processes side by side.
    await importTs("tools/posts/photo-builder.ts");
    const bundle = path.resolve(import.meta.dirname, "../../.cache/photo-builder.mjs");
    const child = () =>
      run(process.execPath, [
        "--input-type=module",
        "-e",
        `const { buildPhotos } = await import(${JSON.stringify(bundle)});
         const { made } = await buildPhotos(["garden.jpg"], ${JSON.stringify(postsDir)}, ${JSON.stringify(target)});
         console.log(made);`,
      ]);
    const outputs = await Promise.all([child(), child()]);
    const made = outputs.map(({ stdout }) => Number(stdout.trim())).sort();
    // Four widths in three formats and the card's square: 13 files, made by one of the two.
    expect(made).toEqual([0, 13]);
    expect(readdirSync(target).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(readdirSync(target).filter((name) => name.endsWith(".lock"))).toEqual([]);
    const garden = manifest()["garden.jpg"]!;
    const meta = await sharp(
      path.join(target, `${path.basename(garden.base)}-1600.avif`),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
  }, 180_000);

  it("under another name: linked, not encoded again, and the check does not redo it", async () => {
    const photo = await testPhoto(1600, 1200);
    const { postsDir, publicDir, target, manifest } = folder("renamed", { "first.jpg": photo });
    await copyPostImages({ postsDir, publicDir });
    const first = manifest()["first.jpg"]!;
    const firstFile = path.join(target, `${path.basename(first.base)}-800.avif`);
    const made = statSync(firstFile).mtimeMs;

    copyFileSync(path.join(postsDir, "first.jpg"), path.join(postsDir, "second.jpg"));
    // The build prints a line only when it made or removed a file.
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    await copyPostImages({ postsDir, publicDir });
    const second = manifest()["second.jpg"]!;
    expect(log).not.toHaveBeenCalled();
    // Nothing made again for either: same content, same files (hard links where they can be).
    expect(statSync(firstFile).mtimeMs).toBe(made);
    const secondFile = path.join(target, `${path.basename(second.base)}-800.avif`);
    expect(readFileSync(secondFile).equals(readFileSync(firstFile))).toBe(true);
    expect(second.focus).toEqual(first.focus);

    log.mockRestore();
  }, 120_000);
});

describe("an iPhone's HEIC photo", () => {
  it("is refused by the check in plain words where sharp cannot read it, the rest go on", async () => {
    const heic = await testHeic();
    // The stand-in is a real HEIF with an HEVC image, which sharp's prebuilt libheif reports.
    expect((await sharp(heic).metadata()).compression).toBe("hevc");
    const { postsDir, publicDir, manifest } = folder("heic", {
      "IMG_0042.HEIC": heic,
      "garden.jpg": await testPhoto(800, 600),
      "hero.md": post("image: IMG_0042.HEIC\nimageAlt: Tulips on the kitchen table"),
      "body.md": post("", "Before.\n\n![Tulips on the kitchen table](IMG_0042.HEIC)"),
      "fine.md": post("image: garden.jpg\nimageAlt: A bench under an apple tree"),
    });
    const { problems, posts } = await readPostFiles({ postsDir, publicDir });
    const advice =
      "is an iPhone photo in HEIC format, which the site cannot show: export it as a JPEG (in Photos, share it and choose JPEG, or set Camera › Formats to Most Compatible) and use that file instead";
    expect(problems.map((problem) => describeProblem(problem).replace(`${postsDir}/`, ""))).toEqual(
      [
        `body.md line 9: the image "IMG_0042.HEIC" ${advice}`,
        `hero.md line 5: image "IMG_0042.HEIC" ${advice}`,
      ],
    );
    expect(posts.map((checked) => checked.slug)).toEqual(["fine"]);
    // Making the images skips it with a warning and still makes the others.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await copyPostImages({ postsDir, publicDir, posts });
    expect(warn.mock.calls.flat().join("\n")).toContain("IMG_0042.HEIC");
    warn.mockRestore();
    expect(Object.keys(manifest())).toEqual(["garden.jpg"]);
  }, 60_000);

  it("is refused wherever it is kept: in the post's own folder and under public/", async () => {
    const heic = await testHeic();
    const { postsDir, publicDir } = folder("heic-anywhere", {
      "in-its-folder.md": post("image: ./in-its-folder/image.heic\nimageAlt: Tulips"),
      "under-public.md": post("image: /images/IMG_0044.HEIC\nimageAlt: Tulips"),
    });
    mkdirSync(path.join(postsDir, "in-its-folder"));
    writeFileSync(path.join(postsDir, "in-its-folder/image.heic"), heic);
    mkdirSync(path.join(publicDir, "images"));
    writeFileSync(path.join(publicDir, "images/IMG_0044.HEIC"), heic);
    const { problems, posts } = await readPostFiles({ postsDir, publicDir });
    expect(problems.map((problem) => [problem.field, problem.message.split(" is ")[0]])).toEqual([
      ["image", 'image "./in-its-folder/image.heic"'],
      ["image", 'image "/images/IMG_0044.HEIC"'],
    ]);
    expect(problems[0]!.message).toContain("export it as a JPEG");
    expect(posts).toEqual([]);
  }, 60_000);

  it("is made into pictures like any photo where sharp can read it", async () => {
    // A HEIF sharp decodes (AVIF-coded), under an iPhone's name.
    const heif = await sharp(await testPhoto(1200, 900))
      .avif({ effort: 0 })
      .toBuffer();
    const { postsDir, publicDir, target, manifest } = folder("heif", {
      "IMG_0043.HEIC": heif,
      "hero.md": post("image: IMG_0043.HEIC\nimageAlt: Tulips on the kitchen table"),
    });
    const { problems, posts } = await readPostFiles({ postsDir, publicDir });
    expect(problems).toEqual([]);
    await copyPostImages({ postsDir, publicDir, posts });
    const photo = manifest()["IMG_0043.HEIC"]!;
    expect(photo.widths).toEqual([400, 800, 1200]);
    const jpeg = await sharp(path.join(target, "IMG_0043.HEIC")).metadata();
    expect(jpeg.format).toBe("jpeg");
  }, 60_000);
});

/** A portrait: a face high on a plain wall, above a bright jumper that draws the eye. */
async function portrait(): Promise<Buffer> {
  const [width, height] = [900, 1200];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      let rgb = [170, 190, 205];
      const [dx, dy] = [(x - 450) / 135, (y - 250) / 170];
      if (dx * dx + dy * dy < 1) rgb = [224 + ((x * 7 + y * 3) % 17) - 8, 172, 140];
      else if (y > 480 && Math.abs(x - 450) < 240 + (y - 480) * 0.3) rgb = [40, 60, 200];
      pixels.set(rgb, at);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe("the hero keeps the photo's subject", () => {
  it("keeps a portrait's head in the 16:9 boxes, and the author's imageFocus wins", async () => {
    const { postsDir, publicDir, target, manifest } = folder("focus", {
      "me.jpg": await portrait(),
      "garden.jpg": await testPhoto(1600, 1200),
      "me.md": post("image: me.jpg\nimageAlt: Me in my blue jumper"),
      "garden.md": post("image: garden.jpg\nimageAlt: The hills\nimageFocus: 70% 30%"),
      "bad.md": post("image: garden.jpg\nimageAlt: The hills\nimageFocus: somewhere nice"),
    });
    const { problems, posts } = await readPostFiles({ postsDir, publicDir });
    expect(problems.map((problem) => problem.message)).toEqual([
      'imageFocus must say where the photo\'s subject is, across then down: "50% 20%" (percentages from the top-left corner), or words such as "top" or "bottom left"',
    ]);
    await copyPostImages({ postsDir, publicDir, posts });
    const me = manifest()["me.jpg"]!;
    // The head is at 7–35% of the height; a 16:9 box shows 42% of a 3:4 photo. With the
    // focus's `object-position`, the window starts at y% of the 58% that does not fit.
    const top = (me.focus!.y / 100) * 0.58;
    expect(top).toBeLessThanOrEqual(0.067);
    expect(top + 0.42).toBeGreaterThanOrEqual(0.35);

    const garden = manifest()["garden.jpg"]!;
    expect(garden.focus).toEqual({ x: 70, y: 30 });
    expect(garden.card).toMatch(/-card-70x30\.jpg$/);
    const card = await sharp(path.join(target, path.basename(garden.card))).metadata();
    expect([card.width, card.height]).toEqual([440, 440]);
  }, 60_000);
});

describe("a photo in the body", () => {
  it("is the same <picture> as the hero: sources, srcset, sizes, width and height", async () => {
    const { postsDir, publicDir, manifest } = folder("body", {
      "garden.jpg": await testPhoto(1600, 1200),
    });
    await copyPostImages({ postsDir, publicDir });
    const garden = manifest()["garden.jpg"]!;
    // The pages read public/ in the working directory.
    const cwd = vi.spyOn(process, "cwd").mockReturnValue(path.dirname(publicDir));
    forgetPhotoManifest();
    try {
      const html = await renderPostBody(
        "A morning.\n\n![A bench under an apple tree](garden.jpg)\n\n![A drawing](/images/x.svg)",
        { format: "markdown" },
      );
      const { document } = new JSDOM(html).window;
      const pictures = document.querySelectorAll("picture");
      expect(pictures).toHaveLength(1);
      const [avif, webp] = [...pictures[0]!.querySelectorAll("source")];
      expect(avif!.getAttribute("type")).toBe("image/avif");
      expect(avif!.getAttribute("srcset")).toBe(
        [400, 800, 1200, 1600].map((w) => `${garden.base}-${w}.avif ${w}w`).join(", "),
      );
      expect(webp!.getAttribute("type")).toBe("image/webp");
      const image = pictures[0]!.querySelector("img")!;
      expect(image.getAttribute("src")).toBe(`${garden.base}-1600.jpg`);
      expect(image.getAttribute("alt")).toBe("A bench under an apple tree");
      expect(image.getAttribute("sizes")).toMatch(/768px/);
      expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1600", "1200"]);
      expect(image.getAttribute("loading")).toBe("lazy");
      // An illustration stays one <img>.
      expect(document.querySelector('img[src="/images/x.svg"]')!.closest("picture")).toBeNull();
    } finally {
      cwd.mockRestore();
      forgetPhotoManifest();
    }
  }, 60_000);
});
