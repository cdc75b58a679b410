import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  inlineScriptHashes,
  modulePreloadsAtLowPriority,
  renderNonce,
  scriptsInsideBody,
  withoutNonce,
} from "~/lib/response.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const NONCE = "k3Jq9Zr+/tY2n8wQx1vA0g==";

describe("inlineScriptHashes", () => {
  it("hashes the exact text of classic and module inline scripts that carry the render's nonce", () => {
    const html = [
      `<head><script nonce="${NONCE}">window.a = 1;</script></head>`,
      `<body><script nonce="${NONCE}" type="module" async="">import "/build/entry.js";\n</script>`,
      `<script nonce="${NONCE}">window.a = 1;</script></body>`,
    ].join("");
    expect(inlineScriptHashes(html, NONCE)).toEqual([
      sha("window.a = 1;"),
      sha('import "/build/entry.js";\n'),
    ]);
  });

  it("skips inline scripts without the render's nonce: none, another, or one in another attribute", () => {
    const html = [
      `<div><script>document.title = "injected";</script></div>`,
      `<script nonce="AAAAAAAAAAAAAAAAAAAAAA==">window.b = 2;</script>`,
      `<script nonce="">window.c = 3;</script>`,
      `<script data-nonce="${NONCE}">window.d = 4;</script>`,
      `<script id="${NONCE}">window.e = 5;</script>`,
      `<script nonce="${NONCE}">window.own = true;</script>`,
    ].join("");
    expect(inlineScriptHashes(html, NONCE)).toEqual([sha("window.own = true;")]);
  });

  it("skips external scripts and data blocks, which CSP hashes do not cover", () => {
    const html = [
      `<script nonce="${NONCE}" src="/build/a.js"></script>`,
      `<script nonce="${NONCE}" type="application/ld+json">{"@type":"Article"}</script>`,
      `<script type="application/ld+json">{"@type":"WebSite"}</script>`,
      `<script nonce="${NONCE}" type="text/javascript">run()</script>`,
    ].join("");
    expect(inlineScriptHashes(html, NONCE)).toEqual([sha("run()")]);
  });

  it("hashes multi-byte text as UTF-8, as browsers do", () => {
    expect(inlineScriptHashes(`<script nonce="${NONCE}">t = '°C – café';</script>`, NONCE)).toEqual(
      [sha("t = '°C – café';")],
    );
  });

  it('refuses an empty nonce, which an injected nonce="" would match', () => {
    expect(() => inlineScriptHashes('<script nonce="">x()</script>', "")).toThrow(/nonce/);
  });
});

describe("renderNonce", () => {
  it("is 128 random bits, new each render", () => {
    const nonces = new Set(Array.from({ length: 100 }, renderNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("withoutNonce", () => {
  it("takes out this render's nonce attributes and nothing else", () => {
    const html = [
      `<script nonce="${NONCE}">a()</script>`,
      `<script nonce="${NONCE}" type="module" async="">b()</script>`,
      `<script nonce="other">c()</script>`,
      `<p>nonce="${NONCE}" in a post's text stays</p>`,
    ].join("");
    expect(withoutNonce(html, NONCE)).toBe(
      [
        "<script>a()</script>",
        '<script type="module" async="">b()</script>',
        '<script nonce="other">c()</script>',
        `<p>nonce="${NONCE}" in a post's text stays</p>`,
      ].join(""),
    );
  });
});

describe("scriptsInsideBody", () => {
  it("moves what follows </html> to the end of <body>", () => {
    const html = [
      "<!DOCTYPE html><html><head></head><body><main>Text</main>",
      '<script type="module">import("/build/entry.js");</script></body></html>',
      '<!--$--><script>window.__remixContext.streamController.enqueue("[]");</script><!--/$-->',
    ].join("");
    expect(scriptsInsideBody(html)).toBe(
      [
        "<!DOCTYPE html><html><head></head><body><main>Text</main>",
        '<script type="module">import("/build/entry.js");</script>',
        '<!--$--><script>window.__remixContext.streamController.enqueue("[]");</script><!--/$-->',
        "</body></html>",
      ].join(""),
    );
  });

  it("leaves a page that ends at </html>, or has no such ending, as it is", () => {
    const whole = "<!DOCTYPE html><html><body><p>Text</p></body></html>";
    expect(scriptsInsideBody(whole)).toBe(whole);
    expect(scriptsInsideBody("<p>A fragment</p>")).toBe("<p>A fragment</p>");
  });
});

describe("modulePreloadsAtLowPriority", () => {
  it("marks every module preload low priority and leaves everything else as it is", () => {
    const html = [
      '<head><link rel="stylesheet" href="/build/site.css"/></head><body>',
      '<img src="/a.jpg" fetchpriority="high"/>',
      '<link rel="modulepreload" href="/build/entry.js"/>',
      '<link rel="modulepreload" href="/build/root.js"/>',
      '<script type="module">import("/build/entry.js");</script></body>',
    ].join("");
    const marked = modulePreloadsAtLowPriority(html);
    expect(marked.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(marked.replaceAll(' fetchpriority="low"', "")).toBe(html);
  });
});
