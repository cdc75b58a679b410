// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { postBody } from "~/editor/config";
import { pipeTables } from "~/editor/markdown-tables";

/**
 * Tables in the editor kept as Markdown tables
 * (docs/decisions/0046-tables-sign-in-and-draft-preview.md), through Keystatic's real Markdoc
 * field as app/editor/config.ts makes it, from the build a browser runs (the Node build's field
 * refuses to read; a table's editing handles need a document, hence jsdom), reading a post and
 * saving it as the editor does.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const POSTS = path.join(ROOT, "content/posts");

type Body = ReturnType<typeof postBody>;
let field: Body;

beforeAll(async () => {
  const browserBuild = pathToFileURL(
    path.join(ROOT, "node_modules/@keystatic/core/dist/keystatic-core.js"),
  ).href;
  const keystatic = (await import(
    /* @vite-ignore */ browserBuild
  )) as typeof import("@keystatic/core");
  field = postBody(keystatic.fields, "posts");
});

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What the field shows for a body (Keystatic's editor state). */
function read(body: string) {
  return field.parse(undefined, {
    content: encoder.encode(body),
    other: new Map(),
    external: new Map(),
    slug: "a-post",
  });
}

/** A body read into the editor and saved again, untouched. */
function throughTheEditor(body: string): string {
  return decoder.decode(field.serialize(read(body), { slug: "a-post" }).content);
}

/** The body of one of her posts, as the editor reads it (after the frontmatter). */
function bodyOf(file: string): string {
  return readFileSync(path.join(POSTS, file), "utf8").replace(/^---\n[\s\S]*?\n---\n\n*/, "");
}

const TABLE = `| Week | How I slept | Hot flushes |
| ---- | ----------- | ----------- |
| 1    | **Badly**   | 6 a day     |
| 2    | Better      | 4 a day     |
`;

describe("a table in the editor", () => {
  it("is read from a Markdown table as a table, its first row the heading row", () => {
    const doc = read(`Before.\n\n${TABLE}\nAfter.\n`).doc;
    const kinds: string[] = [];
    doc.descendants((node) => {
      kinds.push(node.type.name);
    });
    expect(kinds.filter((kind) => kind === "table")).toHaveLength(1);
    expect(kinds.filter((kind) => kind === "table_header")).toHaveLength(3);
    expect(kinds.filter((kind) => kind === "table_cell")).toHaveLength(6);
    expect(doc.textContent).toContain("How I sleptHot flushes1Badly6 a day");
  });

  it("is saved as the same Markdown table, byte for byte, inside one of her posts", () => {
    const hers = bodyOf("what-i-wish-id-known.md");
    const withTable = `${hers.trimEnd()}\n\n${TABLE}`;
    expect(throughTheEditor(withTable)).toBe(withTable);
    // Markdoc's own way of writing it would have been its table tag.
    expect(throughTheEditor(withTable)).not.toContain("{% table");
  });

  it("leaves every one of her posts as it is", () => {
    const files = readdirSync(POSTS).filter((file) => file.endsWith(".md"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(throughTheEditor(bodyOf(file)), file).toBe(bodyOf(file));
  });

  it("keeps a cell on one line: its paragraphs joined, a pipe in it escaped", () => {
    const tag = `{% table %}
- Food
- Why
---
- Oats | porridge
- Slow to digest

  keeps me full
{% /table %}
`;
    const written = pipeTables(tag);
    expect(written).toBe(`| Food             | Why                          |
| ---------------- | ---------------------------- |
| Oats \\| porridge | Slow to digest keeps me full |
`);
    // Read back, the pipe is text in its cell again, not a column.
    expect(throughTheEditor(written)).toBe(written);
    const cells: string[] = [];
    read(written).doc.descendants((node) => {
      if (node.type.name === "table_cell") cells.push(node.textContent);
    });
    expect(cells).toEqual(["Oats | porridge", "Slow to digest keeps me full"]);
  });

  it("changes nothing in a body without a table", () => {
    const body = "Some {% if %}text{% /if %} with tags.\n";
    expect(pipeTables(body)).toBe(body);
  });
});
