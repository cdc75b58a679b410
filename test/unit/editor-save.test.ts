import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_LONG_SIDE } from "~/lib/blog/photo-limits";
import { HEIC_ADVICE, prepareSave, reducePhoto, steadyFields } from "~tools/posts/editor-save";
import { testHeic } from "../support/test-heic";
import { testPhoto } from "../support/test-photo";

/**
 * What the editor's save goes through (docs/decisions/0042-the-editor-checks-where-she-writes.md):
 * the fields written over the file's own, photos reduced or refused, and the real check on the
 * folder as it would be after the save, its problems in the editor's words.
 */

const encode = (text: string) => new TextEncoder().encode(text);
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "editor-save-"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string> = {}) {
  const postsDir = path.join(root, name, "posts");
  const publicDir = path.join(root, name, "public");
  mkdirSync(postsDir, { recursive: true });
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(postsDir, "categories.yml"), "- name: Sleep\n  slug: sleep\n");
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(postsDir, file), content);
  }
  return { postsDir, publicDir };
}

describe("the fields of a saved post", () => {
  const previous = [
    "---",
    'title: "Night Sweats: What Helped"',
    "excerpt: A short excerpt that she wrote by hand, long enough that js-yaml folds it at eighty.",
    "date: 2026-01-05",
    "category: sleep",
    "---",
    "",
    "First paragraph.",
    "",
    "Second paragraph.",
    "",
  ].join("\n");

  it("keep every unchanged line as it was: one edited sentence is one changed line", () => {
    // As Keystatic writes it: its own order and quotes, long values folded, draft spelt out.
    const keystatic = [
      "---",
      "title: 'Night Sweats: What Helped'",
      "excerpt: >-",
      "  A short excerpt that she wrote by hand, long enough that js-yaml folds it at",
      "  eighty.",
      "date: '2026-01-05T00:00'",
      "category: sleep",
      "draft: false",
      "---",
      "First paragraph.",
      "",
      "Second paragraph, edited.",
      "",
    ].join("\n");
    // The date as the editor shows it means the same day; the check reads both alike, but the
    // file keeps hers.
    const saved = steadyFields(previous, keystatic.replace("'2026-01-05T00:00'", "2026-01-05"));
    expect(saved).toBe(previous.replace("Second paragraph.", "Second paragraph, edited."));
  });

  it("put a new field in the check's order and drop a field emptied", () => {
    const keystatic = [
      "---",
      "title: 'Night Sweats: What Helped'",
      "excerpt: A short excerpt that she wrote by hand, long enough that js-yaml folds it at eighty.",
      "date: 2026-01-05",
      "draft: true",
      "seoTitle: Night Sweats",
      "---",
      "First paragraph.",
      "",
    ].join("\n");
    const saved = steadyFields(previous, keystatic);
    expect(saved.split("---")[1]).toBe(
      [
        "",
        'title: "Night Sweats: What Helped"',
        "excerpt: A short excerpt that she wrote by hand, long enough that js-yaml folds it at eighty.",
        "date: 2026-01-05",
        "draft: true",
        "seoTitle: Night Sweats",
        "",
      ].join("\n"),
    );
  });

  it("of a new post are in the check's order, each on one line", () => {
    const keystatic =
      "---\ndraft: true\ntitle: 'It''s Not You: What I''d Tell My Sister'\nexcerpt: >-\n  Three\n  things.\ndate: 2026-12-03T07:30\n---\nBody.\n";
    expect(steadyFields(null, keystatic)).toBe(
      "---\ntitle: \"It's Not You: What I'd Tell My Sister\"\nexcerpt: Three things.\ndate: 2026-12-03T07:30\ndraft: true\n---\nBody.\n",
    );
  });
});

describe("a photo chosen in the editor", () => {
  it("is kept at most 2,560 px on its long side, upright, without the camera's metadata", async () => {
    // A phone's photo taken sideways: stored 4000×3000 with an orientation tag and its place.
    const phone = await sharp(await testPhoto())
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Phone", Model: "Pocket 12" } } })
      .jpeg({ quality: 92 })
      .toBuffer();
    const reduced = await reducePhoto(phone, "image.jpg");
    if ("problem" in reduced) throw new Error(reduced.problem);
    const meta = await sharp(reduced.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1920, PHOTO_LONG_SIDE]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(reduced.bytes.length).toBeLessThan(phone.length / 2);
    // Reduced once, it is returned as it came when saved again.
    const again = await reducePhoto(reduced.bytes, "image.jpg");
    expect("bytes" in again && again.bytes).toBe(reduced.bytes);
  }, 60_000);

  it("in HEIC is refused in plain words where sharp cannot read it", async () => {
    expect(await reducePhoto(await testHeic(), "IMG_0042.HEIC")).toEqual({
      problem: HEIC_ADVICE,
    });
  });

  it("in HEIC that sharp reads becomes a JPEG, and the post names the JPEG", async () => {
    const heif = await sharp(await testPhoto(1200, 900))
      .avif({ effort: 0 })
      .toBuffer();
    const { postsDir, publicDir } = folder("heif");
    const post =
      "---\ntitle: Tulips\nexcerpt: Short.\ndate: 2026-01-05\nimage: ./tulips/image.heic\nimageAlt: Tulips on the table\n---\nBody.\n";
    const prepared = await prepareSave(
      {
        additions: [
          { path: "posts/tulips.md", contents: encode(post) },
          { path: "posts/tulips/image.heic", contents: heif },
        ],
        deletions: [],
      },
      { postsDir, publicDir },
    );
    if (!prepared.ok) throw new Error(prepared.problems.join("\n"));
    expect(prepared.update.additions.map((file) => file.path)).toEqual([
      "posts/tulips.md",
      "posts/tulips/image.jpg",
    ]);
    expect(new TextDecoder().decode(prepared.update.additions[0]!.contents)).toContain(
      "image: ./tulips/image.jpg\n",
    );
    expect((await sharp(prepared.update.additions[1]!.contents).metadata()).format).toBe("jpeg");
  }, 60_000);
});

describe("a save the check would refuse", () => {
  it("is refused with the check's problems in the editor's words, without files or lines", async () => {
    const { postsDir, publicDir } = folder("refused", {
      "other.md": "---\ntitle: Other\nexcerpt: Short.\ndate: 2026-01-05\n---\nBody.\n",
    });
    const body = "<div/>\n".repeat(4990) + "x".repeat(40_000);
    const post = `---\ntitle: Too Long\nexcerpt: Short.\ndate: 2026-01-05\ncategory: naps\nimageAlt: Nothing\n---\n${body}`;
    const prepared = await prepareSave(
      { additions: [{ path: "posts/too-long.md", contents: encode(post) }], deletions: [] },
      { postsDir, publicDir },
    );
    expect(prepared.ok).toBe(false);
    const problems = prepared.ok ? [] : prepared.problems;
    expect(problems).toEqual([
      'Topic "naps" is not in categories.yml (its slugs: sleep)',
      '"What the photo shows" is given but there is no image',
      expect.stringMatching(/^The post is [\d,]+ characters long, more than a page can show/),
    ]);
    expect(problems.join("\n")).not.toMatch(/\.md|line \d/);
  });

  it("is let through when the post passes, whatever another post's problem", async () => {
    const { postsDir, publicDir } = folder("passes", {
      "broken.md": "---\ntitle: Broken\n---\n",
    });
    const post = "---\ntitle: Fine\nexcerpt: Short.\ndate: 2026-01-05\n---\nBody.\n";
    const prepared = await prepareSave(
      { additions: [{ path: "posts/fine.md", contents: encode(post) }], deletions: [] },
      { postsDir, publicDir },
    );
    expect(prepared).toMatchObject({ ok: true });
  });
});
