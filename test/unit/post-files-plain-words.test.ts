import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addressFor } from "~/editor/config";
import {
  checkPostFiles,
  copyPostImages,
  describeProblem,
  readPostFiles,
} from "~tools/posts/post-files";

/**
 * What the author meets where she writes: a colon in a title and a file that is not a post are
 * named in her words, and a photo where the editor keeps it (the post's own folder) is accepted.
 */

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "posts-"));
  dirs.push(dir);
  const all = { "categories.yml": "- name: Sleep\n  slug: sleep\n", ...files };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

async function problemsIn(files: Record<string, string>): Promise<string[]> {
  const postsDir = folder(files);
  const { problems } = await readPostFiles({ postsDir, publicDir: postsDir });
  return problems.map((problem) => describeProblem(problem).replace(`${postsDir}/`, ""));
}

describe("problems in plain words", () => {
  it("says to put a title with a colon in quotes", async () => {
    expect(
      await problemsIn({
        "hrt.md":
          "---\ntitle: My first year on HRT: what I'd tell my sister\nexcerpt: E\ndate: 2026-01-05\n---\n\nBody\n",
      }),
    ).toEqual([
      `hrt.md line 2: title has a colon in it, which YAML reads as the start of another field: put the whole title in quotes, like this: title: "My first year on HRT: what I'd tell my sister"`,
    ]);
  });

  it("names a .markdown or .txt file beside the posts as not a post", async () => {
    expect(
      await problemsIn({
        "night-sweats.markdown": "---\ntitle: T\nexcerpt: E\ndate: 2026-01-05\n---\n",
        "notes.txt": "ideas",
      }),
    ).toEqual([
      "night-sweats.markdown line 1: this is not a post: only files ending in .md are posts. If it is one, rename it night-sweats.md",
      "notes.txt line 1: this is not a post: only files ending in .md are posts. If it is one, rename it notes.md",
    ]);
  });

  it("keeps YAML's own words for other mistakes", async () => {
    const [problem] = await problemsIn({
      "broken.md": '---\ntitle: "Unclosed\nexcerpt: E\ndate: 2026-01-05\n---\n',
    });
    expect(problem).toMatch(/^broken\.md line \d: the fields are not valid YAML: /);
  });
});

describe("a photo in the post's own folder (where the editor keeps it)", () => {
  it("is accepted and served from /images/posts/<post>/", async () => {
    const postsDir = folder({
      "garden.md":
        "---\ntitle: T\nexcerpt: E\ndate: 2026-01-05\nimage: ./garden/image.svg\nimageAlt: A garden path\n---\n\n![A bench](./garden/bench.svg)\n",
      "garden/image.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "garden/bench.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    });
    const result = await checkPostFiles({ postsDir, publicDir: postsDir });
    expect(result.ok ? [] : result.problems.map(describeProblem)).toEqual([]);
    if (!result.ok) return;
    expect(result.posts[0]!.image).toEqual({
      url: "/images/posts/garden/image.svg",
      alt: "A garden path",
      file: path.join(postsDir, "garden/image.svg"),
      focus: null,
    });
    const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
    dirs.push(publicDir);
    expect(await copyPostImages({ postsDir, publicDir })).toBe(2);
    expect(existsSync(path.join(publicDir, "images/posts/garden/bench.svg"))).toBe(true);
  });

  it("is still checked: a missing one is named", async () => {
    expect(
      await problemsIn({
        "garden.md":
          "---\ntitle: T\nexcerpt: E\ndate: 2026-01-05\nimage: ./garden/image.jpg\nimageAlt: A garden path\n---\n",
      }),
    ).toEqual([
      expect.stringMatching(
        /^garden\.md line 5: image "\.\/garden\/image\.jpg" is not a file beside the post/,
      ),
    ]);
  });
});

describe("the editor's addresses", () => {
  it("are a title in lowercase words, apostrophes dropped", () => {
    expect(addressFor("It's Not You: What I'd Tell My Sister")).toBe(
      "its-not-you-what-id-tell-my-sister",
    );
    expect(addressFor("Crème brûlée & Me")).toBe("creme-brulee-and-me");
  });
});
