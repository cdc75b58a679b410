// @vitest-environment jsdom
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadPurifier, renderPostBody, UnshowableBody } from "~/lib/blog/body.server";
import { createFetchPolicy } from "~/lib/blog/fetch-policy.server";
import { BODY_LIMITS, bodyOverLimits } from "~/lib/blog/body-limits";
import { describeProblem, readPostFiles } from "~tools/posts/post-files";
import { createBlogData } from "~/lib/blog/blog.server";
import { createSupabaseBackend, createSupabaseClient } from "~/lib/blog/supabase-backend.server";
import {
  startPostgrestStandin,
  type PostgrestStandin,
  type PostRow,
} from "../support/postgrest-standin";

/**
 * Bodies that used to hold a process for a minute or more (marked and the sanitiser run
 * synchronously, and no deadline can interrupt them): each is now refused before that work
 * starts, and the process goes on rendering other bodies. "Within a second" is the process's
 * own CPU time for the read, which a busy machine does not inflate the way it does wall time.
 */
const nestedList = Array.from({ length: 2_000 }, (_, i) => `${"  ".repeat(i)}- level ${i}`).join(
  "\n",
);
const nestedQuotes = `${"<blockquote>".repeat(20_000)}deep${"</blockquote>".repeat(20_000)}`;
const table = (rows: number) =>
  [
    "| Week | Hot flushes | Notes |",
    "|---|:-:|---|",
    ...Array.from({ length: rows }, (_, i) => `| ${i + 1} | ${i % 9} | slept badly |`),
  ].join("\n");

const HOSTILE: Array<[string, string, "text" | "markdown"]> = [
  ["a 2,000-level nested list", nestedList, "markdown"],
  ["a 2,000-level list in 10 KB", nestedList.slice(0, 10_000), "markdown"],
  ["20,000 nested blockquotes (text)", nestedQuotes, "text"],
  ["20,000 nested blockquotes (Markdown)", nestedQuotes, "markdown"],
  ["20,000 Markdown quote markers", `${">".repeat(20_000)} deep`, "markdown"],
  ["a 5,000-row table", table(5_000), "markdown"],
  ["a 1,000-row table", table(1_000), "markdown"],
  ["a 10,000-column row", `${"|a".repeat(10_000)}|\n${"|-".repeat(10_000)}|`, "markdown"],
  ["a 1 MB body", "word ".repeat(200_000), "markdown"],
  ["40,000 characters of Markdown", "word ".repeat(8_000), "markdown"],
  ["5,000 lines", "a line\n".repeat(5_000), "text"],
  ["6,000 tags", "<em>x</em>".repeat(3_000), "text"],
  // Within the length and tag limits; HTML ignores the slash, so each opens a div in the last.
  ["<div/> 4,990 times", "<div/>".repeat(4_990), "markdown"],
];

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

beforeAll(() => loadPurifier(), 60_000);

describe("a body past what a page can show", () => {
  it.each(HOSTILE)(
    "%s is refused in well under a second, with a plain reason",
    async (_, body, format) => {
      const over = bodyOverLimits(body, format);
      expect(over?.message).toMatch(/more than a page can show/);
      const started = cpuSeconds();
      await expect(renderPostBody(body, { format })).rejects.toBeInstanceOf(UnshowableBody);
      expect(cpuSeconds() - started).toBeLessThan(1);
    },
  );

  it("leaves the pipeline healthy for the next body", async () => {
    for (const [, body, format] of HOSTILE) {
      await renderPostBody(body, { format }).catch(() => {});
    }
    expect(await renderPostBody("One.\n\n- a\n  - b\n    - c", { format: "markdown" })).toContain(
      "<li>b<ul>",
    );
  });

  it("keeps a table the author writes, as a table", async () => {
    const html = await renderPostBody(table(BODY_LIMITS.tableRows - 1), { format: "markdown" });
    expect(html).toMatch(
      /^<div class="overflow-x-auto" role="region" aria-label="Table" tabindex="0"><table>/,
    );
    expect(html.match(/<tr>/g)).toHaveLength(BODY_LIMITS.tableRows);
    expect(html).toContain('<th align="center">Hot flushes</th>');
    expect(bodyOverLimits(table(BODY_LIMITS.tableRows + 1), "markdown")?.line).toBe(1);
  });

  it("lets through what posts are made of: a few levels of lists and quotes, code, long text", () => {
    const ordinary = [
      "## What helped",
      "> A quote\n> > inside a quote",
      "1. First\n   - a point\n     - a smaller point",
      "```\n" + `${" ".repeat(60)}indented code\n`.repeat(3) + "```",
      "<p><strong><em>Nested <a href='/sleep'>tags</a></em></strong></p>",
      "Some prose. ".repeat(2_000),
    ].join("\n\n");
    expect(bodyOverLimits(ordinary, "markdown")).toBeNull();
    expect(bodyOverLimits(ordinary, "text")).toBeNull();
    // A long read in the original plain text: 140 paragraphs, about 7,000 words.
    const longRead = "A paragraph of a long read, with a sentence or two in it. ".repeat(5);
    expect(bodyOverLimits(Array(140).fill(longRead).join("\n"), "text")).toBeNull();
  });
});

describe("a post whose body is past the limits, among others", () => {
  let backend: PostgrestStandin;
  afterAll(() => backend?.close());

  it("is left out with one log line; the posts around it are served", async () => {
    const row = (id: number, content: string, format: "text" | "markdown"): PostRow => ({
      id,
      title: `Post ${id}`,
      slug: `post-${id}`,
      excerpt: "An excerpt.",
      content,
      format,
      featured_image_url: null,
      published: true,
      created_at: new Date(Date.UTC(2025, 0, id, 9)).toISOString(),
      updated_at: new Date(Date.UTC(2025, 0, id, 9)).toISOString(),
      category_id: 1,
    });
    backend = await startPostgrestStandin({
      categories: [{ id: 1, name: "Sleep", slug: "sleep" }],
      posts: [
        row(1, "A body.", "text"),
        // Past the nesting limit in 10 KB: a whole 2,000-level list (4 MB) is over the size any
        // backend answer may be, and is refused before its body is looked at.
        row(2, nestedList.slice(0, 10_000), "markdown"),
        row(3, table(3), "markdown"),
      ],
    });
    const source = createSupabaseBackend(createSupabaseClient(backend.url, backend.anonKey));
    const blog = createBlogData(source, createFetchPolicy());
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const started = cpuSeconds();
      expect(await blog.getPostBySlug("post-2")).toBeNull();
      expect(cpuSeconds() - started).toBeLessThan(1);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]![0])).toMatch(
        /^\[blog\] post "post-2" left out: line \d+: .* more than a page can show/,
      );
      expect((await blog.getPostBySlug("post-1"))?.bodyHtml).toBe("A body.");
      expect((await blog.getPostBySlug("post-3"))?.bodyHtml).toContain("<table>");
    } finally {
      logged.mockRestore();
    }
    // The stand-in's database starts first: seconds on a busy machine.
  }, 60_000);
});

describe("posts:check", () => {
  it("tells the author, in plain words at the line, and in well under a second", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "posts-limits-"));
    try {
      writeFileSync(path.join(dir, "categories.yml"), "- name: Sleep\n  slug: sleep\n");
      const post = (body: string) =>
        `---\ntitle: A diary\nexcerpt: Weeks of it.\ndate: 2025-01-01\ncategory: sleep\n---\n\n${body}\n`;
      writeFileSync(path.join(dir, "table.md"), post(`Every week:\n\n${table(1_000)}`));
      writeFileSync(path.join(dir, "nested.md"), post(nestedList.slice(0, 3_000)));
      writeFileSync(path.join(dir, "quotes.md"), post(nestedQuotes));
      writeFileSync(path.join(dir, "divs.md"), post("<div/>".repeat(4_990)));
      const started = cpuSeconds();
      const { problems, posts } = await readPostFiles({ postsDir: dir });
      expect(cpuSeconds() - started).toBeLessThan(1);
      expect(problems.map((problem) => describeProblem(problem).replace(`${dir}/`, ""))).toEqual([
        "divs.md line 8: lists, quotes or tags here are 17 levels inside one another, more than a page can show (16): keep to a few levels",
        "nested.md line 24: lists, quotes or tags here are 17 levels inside one another, more than a page can show (16): keep to a few levels",
        "quotes.md line 8: the post is 500,004 characters long, more than a page can show (30,000): split it into two posts",
        "table.md line 10: this table has more than 300 rows, more than a page can show: split it into smaller tables",
      ]);
      expect(posts).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
