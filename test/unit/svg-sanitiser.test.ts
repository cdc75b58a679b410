import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import DOMPurify from "isomorphic-dompurify";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { sanitiseSvg } from "~tools/posts/svg-sanitiser";

/**
 * A post's SVG is served from the site's own origin (docs/decisions/0042-the-editor-checks-where-she-writes.md):
 * what could run or load from elsewhere goes, and her drawings come out the same picture.
 */

describe("a post's SVG, as the build copies it", () => {
  it("loses scripts, event handlers and references to anything outside it", () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="alert(1)">
<script>alert(document.cookie)</script>
<style>@import url(https://evil.example/x.css); rect { fill: url(https://evil.example/p.svg#p) }</style>
<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
<rect width="10" height="10" fill="url(#g)" style="background: url(https://evil.example/t.png)"/>
<image href="https://evil.example/track.png" width="1" height="1"/>
<use xlink:href="https://evil.example/sprite.svg#a"/>
<a href="javascript:alert(1)"><circle r="1" onclick="alert(1)"/></a>
<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
</svg>`;
    const clean = sanitiseSvg(DOMPurify, hostile);
    expect(clean).not.toMatch(/script|onload|onclick|evil\.example|javascript:|iframe|@import/i);
    // What belongs to the drawing stays: its own gradient, by its own reference.
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain("<linearGradient");
    // The posts' own sanitising, on the same purifier, is not changed by it.
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it("leaves each of her drawings the same picture", () => {
    const posts = path.resolve("content/posts");
    const drawings = readdirSync(posts, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        readdirSync(path.join(posts, entry.name))
          .filter((name) => name.endsWith(".svg"))
          .map((name) => path.join(posts, entry.name, name)),
      );
    expect(drawings.length).toBeGreaterThan(3);
    const pixels = (svg: string) =>
      new Resvg(svg, { fitTo: { mode: "width", value: 200 } }).render().pixels;
    for (const file of drawings) {
      const source = readFileSync(file, "utf8");
      expect(pixels(sanitiseSvg(DOMPurify, source)).equals(pixels(source)), file).toBe(true);
    }
  });
});
