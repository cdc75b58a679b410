import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { editorConfig } from "~/editor/config";
import { renderPostBody } from "~/lib/blog/body.server";
import {
  checkPostFiles,
  describeProblem,
  parsePostDate,
  readPostFiles,
} from "~tools/posts/post-files";

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public");
let dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A posts folder holding these files (name → text), with two categories unless given. */
function postsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "posts-"));
  dirs.push(dir);
  const all = {
    "categories.yml": "- name: Sleep\n  slug: sleep\n- name: Food\n  slug: food\n",
    ...files,
  };
  for (const [name, text] of Object.entries(all)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const GOOD = `---
title: "What I'd Tell My Younger Self"
excerpt: A short one.
date: 2025-06-01T08:30
category: sleep
---

First line
second line

## A subheading
`;

async function problemsIn(files: Record<string, string>): Promise<string[]> {
  const postsDir = postsFolder(files);
  const { problems } = await readPostFiles({ postsDir, publicDir: PUBLIC_DIR });
  return problems.map((problem) => describeProblem(problem).replace(`${postsDir}/`, ""));
}

describe("the author's posts (content/posts/)", () => {
  it("have no problems", async () => {
    const result = await readPostFiles();
    expect(result.problems.map(describeProblem)).toEqual([]);
    expect(result.posts.length).toBeGreaterThan(0);
  });

  it("keep their pictures in their own folders, so the editor opens every one", async () => {
    const { posts } = await readPostFiles();
    const picture = editorConfig({ kind: "local" }, []).collections!.posts!.schema.image;
    for (const { slug, file } of posts) {
      const image = /^image: (.+)$/m.exec(readFileSync(file, "utf8"))?.[1];
      if (image === undefined) continue;
      const asset = readFileSync(path.join(path.dirname(file), image));
      expect(() => picture.parse(image, { slug, asset }), slug).not.toThrow();
    }
  });
});

describe("reading post files", () => {
  it("reads a good post: UK time without an offset, Markdown body as written", async () => {
    const postsDir = postsFolder({ "my-post.md": GOOD });
    const result = await checkPostFiles({ postsDir, publicDir: PUBLIC_DIR });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.categories).toEqual([
      { name: "Sleep", slug: "sleep" },
      { name: "Food", slug: "food" },
    ]);
    expect(result.posts).toEqual([
      expect.objectContaining({
        slug: "my-post",
        title: "What I'd Tell My Younger Self",
        // 08:30 in June is British Summer Time, an hour ahead of UTC.
        date: "2025-06-01T07:30:00.000Z",
        updated: "2025-06-01T07:30:00.000Z",
        category: "sleep",
        draft: false,
        image: null,
        body: "First line\nsecond line\n\n## A subheading",
      }),
    ]);
  });

  it("reads dates as ISO 8601, in UK time when no offset is given", () => {
    expect(parsePostDate("2026-01-10")).toBe("2026-01-10T00:00:00.000Z");
    expect(parsePostDate("2026-07-10")).toBe("2026-07-09T23:00:00.000Z");
    expect(parsePostDate("2026-07-10T09:00:00+02:00")).toBe("2026-07-10T07:00:00.000Z");
    expect(parsePostDate("2026-07-10 09:00Z")).toBe("2026-07-10T09:00:00.000Z");
    for (const bad of ["2026-02-30", "10/07/2026", "2026-07-10T25:00", "tomorrow"]) {
      expect(parsePostDate(bad), bad).toBeNull();
    }
  });

  it("names the file, the line and the field of every problem, in plain words", async () => {
    expect(
      await problemsIn({
        "no-title.md": "---\nexcerpt: Hi\ndate: 2025-01-01\n---\nBody\n",
        "Bad_Name.md": GOOD,
        "wrong.md": `---
title: Wrong
excerpt: Hi
date: next week
category: hormones
draft: maybe
image: /images/blog/no-such-file.svg
colour: red
---
Body
`,
        "no-fields.md": "Just a body\n",
      }),
    ).toEqual([
      'Bad_Name.md line 1: the file name "Bad_Name" is not a valid address: use lowercase letters and digits in words joined by single hyphens, e.g. my-first-post.md',
      "no-fields.md line 1: the file must start with its fields (title, excerpt, date) between two --- lines",
      "no-title.md line 4: title is missing",
      'wrong.md line 4: date "next week" is not a date such as 2026-03-14 or 2026-03-14T08:30 (UK time)',
      'wrong.md line 5: category "hormones" is not in categories.yml (its slugs: sleep, food)',
      "wrong.md line 6: draft must be true or false",
      'wrong.md line 7: image "/images/blog/no-such-file.svg" is not a file under public',
      "wrong.md line 8: colour: unknown field (the fields are title, excerpt, date, updated, category, draft, image, imageAlt, imageFocus, seoTitle, description)",
      "wrong.md line 9: imageAlt is missing: every image needs a sentence saying what it shows",
    ]);
  });

  it("finds markup the sanitiser would remove or leave open, and images without alt text", async () => {
    const body = [
      "# Too big",
      "<script>alert(1)</script>",
      "Some <em>open text",
      '<img src="/favicon.svg">',
      "![](/logo.svg)",
      '<a href="/sleep" onclick="steal()">sleep</a>',
      "![A bedroom](beside-the-post.jpg)",
    ].join("\n\n");
    const problems = await problemsIn({
      "markup.md": `---\ntitle: T\nexcerpt: E\ndate: 2025-01-01\n---\n\n${body}\n`,
    });
    expect(problems).toEqual([
      "markup.md line 7: a heading with # is not shown as a heading: use ## or ### (the title is the page's only top heading)",
      "markup.md line 9: <script> is not allowed in a post: the sanitiser would remove it",
      "markup.md line 11: <em> is never closed: add </em>",
      'markup.md line 13: the image /favicon.svg has no alt text: give it alt="what it shows"',
      "markup.md line 15: the image /logo.svg has no alt text: write ![what it shows](/logo.svg)",
      "markup.md line 17: the onclick attribute on <a> is not allowed: the sanitiser would remove it",
      expect.stringMatching(
        /^markup\.md line 19: the image "beside-the-post\.jpg" is not a file beside the post/,
      ),
    ]);
  });

  it("finds duplicate categories and leaves a broken post out of the posts it returns", async () => {
    const postsDir = postsFolder({
      "categories.yml": "- name: Sleep\n  slug: sleep\n- name: Rest\n  slug: sleep\n",
      "good.md": GOOD,
      "broken.md": "---\ntitle: Broken\n---\n",
    });
    const result = await readPostFiles({ postsDir, publicDir: PUBLIC_DIR });
    expect(result.problems.map(describeProblem).join("\n")).toContain(
      'categories.yml line 4: slug "sleep" is already used by category 1',
    );
    expect(await checkPostFiles({ postsDir, publicDir: PUBLIC_DIR })).toMatchObject({
      ok: false,
    });
  });

  it("advises, never refuses, a title another post already has, on both posts", async () => {
    const post = (title: string) =>
      `---\ntitle: ${title}\nexcerpt: Short.\ndate: 2025-01-01\n---\nBody\n`;
    const postsDir = postsFolder({
      "first-night.md": post("My First Night Sweat"),
      "second-night.md": post("my first  night sweat"),
      "other.md": post("Something Else"),
    });
    const { posts, problems, notes } = await readPostFiles({ postsDir, publicDir: PUBLIC_DIR });
    expect(problems).toEqual([]);
    expect(posts).toHaveLength(3);
    expect(notes.map(describeProblem).map((line) => line.replace(`${postsDir}/`, ""))).toEqual([
      'first-night.md line 2: title "My First Night Sweat" is also the title of the post at /blog/second-night: readers would see two posts of one name (give this one a title of its own)',
      'second-night.md line 2: title "my first  night sweat" is also the title of the post at /blog/first-night: readers would see two posts of one name (give this one a title of its own)',
    ]);
  });

  it("never refuses a post for a long title or excerpt: a note says what the head will carry", async () => {
    const long = "A Title Long Enough That Search Results Would Cut It Short"; // 58
    const excerpt = "An excerpt that goes on. ".repeat(8).trim(); // 199
    const post = (fields: string) => `---\n${fields}\ndate: 2025-01-01\n---\nBody\n`;
    const files = {
      "a-long-title.md": post(`title: ${long}\nexcerpt: ${excerpt}`),
      "b-long-seo-fields.md": post(
        `title: Another ${long}\nseoTitle: Still a Little Too Long for Its Search Title\nexcerpt: Short.\ndescription: ${excerpt}`,
      ),
      // The title issue 38 found refused (54 characters with its ASCII apostrophes).
      "c-my-first-year.md": post(
        `title: "My first year on HRT: what I'd tell my sister's friend"\nexcerpt: Short.`,
      ),
      // Longer than cards and headings are built for: shown cut, with a note.
      "d-pasted.md": post(`title: ${"Word ".repeat(26).trim()}\nexcerpt: Short.`),
    };
    const postsDir = postsFolder(files);
    const { posts, problems, notes } = await readPostFiles({ postsDir, publicDir: PUBLIC_DIR });
    expect(problems).toEqual([]);
    expect(posts.map((post) => post.slug)).toEqual(Object.keys(files).map((f) => f.slice(0, -3)));
    const fitted =
      '"An excerpt that goes on. An excerpt that goes on. An excerpt that goes on. An excerpt that goes on. An excerpt that goes on. An excerpt that goes on."';
    expect(notes.map((note) => describeProblem(note).replace(`${postsDir}/`, ""))).toEqual([
      `a-long-title.md line 2: title is 58 characters: with "| Menopause & Me" after it a search result would cut it short, so the page's head gives the title alone, without the site's name (to choose the words, add seoTitle: of at most 43 characters; the page still shows the full title)`,
      `a-long-title.md line 3: excerpt is 199 characters, more than the 160 a search result shows, so the page's head says ${fitted} (to choose the words, add description: of at most 160 characters; cards still show the whole excerpt)`,
      `b-long-seo-fields.md line 3: seoTitle is 44 characters: with "| Menopause & Me" after it a search result would cut it short, so the page's head gives the seoTitle alone, without the site's name (at most 43 characters keeps it whole with the site's name)`,
      `b-long-seo-fields.md line 5: description is 199 characters, more than the 160 a search result shows, so the page's head says ${fitted} (shorten it to choose where it ends)`,
      `c-my-first-year.md line 2: title is 54 characters: with "| Menopause & Me" after it a search result would cut it short, so the page's head gives the title alone, without the site's name (to choose the words, add seoTitle: of at most 43 characters; the page still shows the full title)`,
      `d-pasted.md line 2: title is 129 characters: with "| Menopause & Me" after it a search result would cut it short, so the page's head gives "${"Word ".repeat(12).trim()}…" (to choose the words, add seoTitle: of at most 43 characters)`,
      "d-pasted.md line 2: title is 129 characters, more than the 120 cards and the post's heading are built for: they show it cut at a word (shorten it to choose where it ends)",
    ]);
    expect(await checkPostFiles({ postsDir, publicDir: PUBLIC_DIR })).toMatchObject({
      ok: true,
    });

    // Short enough, the fields pass and reach the checked post; without them the head uses
    // the title and the excerpt, so the post holds null.
    const fittedDir = postsFolder({
      "fitted.md": post(
        `title: ${long}\nseoTitle: A Title Search Results Show Whole\nexcerpt: ${excerpt}\ndescription: A summary that fits.`,
      ),
      "short.md": post("title: Short\nexcerpt: Short."),
    });
    const result = await checkPostFiles({ postsDir: fittedDir, publicDir: PUBLIC_DIR });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      result.posts.map(({ slug, seoTitle, description }) => [slug, seoTitle, description]),
    ).toEqual([
      ["fitted", "A Title Search Results Show Whole", "A summary that fits."],
      ["short", null, null],
    ]);
  });

  it("accepts an image beside the post and serves it from /images/posts/", async () => {
    const postsDir = postsFolder({
      "pictured.md": `---\ntitle: T\nexcerpt: E\ndate: 2025-01-01\nimage: pictured.jpg\nimageAlt: A cup of tea on a windowsill\n---\n\n![The same cup](./pictured.jpg)\n`,
      "pictured.jpg": "not really a JPEG",
    });
    const result = await checkPostFiles({ postsDir, publicDir: PUBLIC_DIR });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.posts[0]!.image).toEqual({
      url: "/images/posts/pictured.jpg",
      alt: "A cup of tea on a windowsill",
      file: path.join(postsDir, "pictured.jpg"),
      focus: null,
    });
  });
});

describe("Markdown bodies", () => {
  it("keep a single newline as a line break, with headings, lists, quotes, links and images", async () => {
    const html = await renderPostBody(
      [
        "First line",
        "second line",
        "",
        "## Heading",
        "",
        "- one",
        "- **two**",
        "",
        "> quoted",
        "",
        "[sleep](/sleep) and [NHS](https://www.nhs.uk/)",
        "",
        "![A cup](cup.jpg) ![x](data:image/png;base64,AAAA)",
      ].join("\n"),
      { format: "markdown" },
    );
    expect(html).toContain("<p>First line<br>second line</p>");
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain("<li><strong>two</strong></li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<a href="/sleep">sleep</a>');
    expect(html).toContain(
      '<a href="https://www.nhs.uk/" target="_blank" rel="noopener noreferrer">NHS</a>',
    );
    expect(html).toContain('<img src="/images/posts/cup.jpg" alt="A cup">');
    expect(html).not.toContain("data:");
  });

  it("leave the original text format exactly as it was", async () => {
    expect(await renderPostBody("a\n<h2>B</h2>\n- c\n![x](y.png)")).toBe(
      "a<h2>B</h2>- c<br>\n![x](y.png)",
    );
  });
});
