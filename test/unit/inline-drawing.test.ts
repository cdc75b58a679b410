import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INLINE_LIMIT_BYTES, inlineDrawing } from "~/lib/static-page.server";

/** A page's lead drawing as a data: URL (docs/decisions/0039-the-stylesheet-travels-in-the-page.md). */
describe("inlineDrawing", () => {
  it("gives a small drawing from public/ as a data: URL holding exactly the file", () => {
    const url = inlineDrawing("/images/topics/food.svg")!;
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toBe(
      readFileSync(path.join("public/images/topics/food.svg"), "utf8"),
    );
  });

  it("leaves a drawing larger than the limit to be named by its file", () => {
    const large = `/images/inline-drawing-test-${process.pid}.svg`;
    const file = path.join("public", large);
    const filler = `<circle r="1"/>`.repeat(Math.ceil(INLINE_LIMIT_BYTES / 15));
    writeFileSync(file, `<svg xmlns="http://www.w3.org/2000/svg">${filler}</svg>`);
    try {
      expect(statSync(file).size).toBeGreaterThan(INLINE_LIMIT_BYTES);
      expect(inlineDrawing(large)).toBeNull();
    } finally {
      rmSync(file);
    }
  });

  it("reads nothing but an SVG under /images/: no other path, no missing file", () => {
    expect(inlineDrawing("/images/topics/missing.svg")).toBeNull();
    expect(inlineDrawing("/images/../../package.json")).toBeNull();
    expect(inlineDrawing("/fonts/fraunces-latin-wght-normal.woff2")).toBeNull();
    expect(inlineDrawing("https://example.com/images/a.svg")).toBeNull();
  });
});
