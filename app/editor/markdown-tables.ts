import type { fields } from "@keystatic/core";
import Markdoc, { type Node } from "@markdoc/markdoc";

/**
 * Tables in the editor, kept as Markdown tables in her files
 * (docs/decisions/0046-tables-sign-in-and-draft-preview.md). Contract:
 *
 * - Reading needs nothing of ours: Keystatic's Markdoc field reads a pipe table (GFM) as a
 *   table, with its first row as the heading row. Markdoc keeps no column alignment
 *   (`:---:`), so a table's alignment is not kept once the post is saved in the editor.
 * - `pipeTables(text)`: what Keystatic's Markdoc field wrote, with every `{% table %}` (the only
 *   way Markdoc writes a table it was given) written as a pipe table in Markdoc's own layout,
 *   the layout Markdoc writes for a pipe table it read. Nothing else changes: text without a
 *   table comes back as it came, and the rest of a post with one is Markdoc's own layout, which
 *   Keystatic has just written (her posts are already in it). So a pipe table in that layout
 *   goes through the editor unchanged, byte for byte.
 * - A pipe table's cell is one line, so a cell's paragraphs, line breaks and list items are
 *   joined with a space, and a `|` in a cell is written `\|`. The first row is the heading row
 *   (a pipe table must have one; a table pasted from Word or Excel usually starts with one).
 * - `withPipeTables(field)`: Keystatic's Markdoc field, saving through `pipeTables`. It runs in
 *   the browser, so a post saved to GitHub (the live site) is written the same way as one
 *   saved on her computer.
 */

// Markdoc is CommonJS: its named exports are read from the default one, as Node allows.
const { Ast } = Markdoc;

const TABLE_TAG = /\{%\s*table\b/;

function text(content: string): Node {
  return new Ast.Node("text", { content });
}

/** A cell's content as one line of inline Markdown. */
function oneLine(cell: Node): Node {
  const parts: Node[] = [];
  const inline = (node: Node): Node => {
    if (node.type === "softbreak" || node.type === "hardbreak") return text(" ");
    if (node.type === "text") {
      return text(String(node.attributes.content ?? "").replace(/\|/g, "\\|"));
    }
    return new Ast.Node(node.type, node.attributes, node.children.map(inline), node.tag);
  };
  const visit = (node: Node) => {
    if (node.type === "inline") {
      if (parts.length > 0) parts.push(text(" "));
      parts.push(...node.children.map(inline));
      return;
    }
    node.children.forEach(visit);
  };
  cell.children.forEach(visit);
  return new Ast.Node("inline", {}, parts);
}

/** The `table` inside a `{% table %}` tag, as a plain table Markdoc writes with pipes. */
function plainTable(tag: Node): Node | null {
  const table = tag.children.find((child) => child.type === "table");
  if (!table) return null;
  const rows = table.children.flatMap((part) => part.children.filter((row) => row.type === "tr"));
  if (rows.length === 0) return null;
  const row = (tr: Node, cell: "th" | "td") =>
    new Ast.Node(
      "tr",
      {},
      tr.children
        .filter((child) => child.type === "th" || child.type === "td")
        .map((child) => new Ast.Node(cell, {}, [oneLine(child)])),
    );
  const [head, ...body] = rows;
  return new Ast.Node("table", {}, [
    new Ast.Node("thead", {}, [row(head!, "th")]),
    new Ast.Node(
      "tbody",
      {},
      body.map((tr) => row(tr, "td")),
    ),
  ]);
}

export function pipeTables(source: string): string {
  if (!TABLE_TAG.test(source)) return source;
  const document = Markdoc.parse(source);
  let changed = false;
  const visit = (node: Node) => {
    node.children = node.children.map((child) => {
      if (child.type === "tag" && child.tag === "table") {
        const table = plainTable(child);
        if (table) {
          changed = true;
          return table;
        }
      }
      visit(child);
      return child;
    });
  };
  visit(document);
  return changed ? Markdoc.format(document) : source;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

type MarkdocField = ReturnType<typeof fields.markdoc>;

export function withPipeTables(field: MarkdocField): MarkdocField {
  return {
    ...field,
    serialize(value, args) {
      const written = field.serialize(value, args);
      return {
        ...written,
        content: written.content && encoder.encode(pipeTables(decoder.decode(written.content))),
      };
    },
  };
}
