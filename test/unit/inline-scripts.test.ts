import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "~/lib/inline-scripts.server";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of classic and module inline scripts", () => {
    const html = [
      "<head><script>window.a = 1;</script></head>",
      '<body><script type="module" async="">import "/build/entry.js";\n</script>',
      "<script>window.a = 1;</script></body>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.a = 1;"),
      sha('import "/build/entry.js";\n'),
    ]);
  });

  it("skips external scripts and data blocks, which CSP hashes do not cover", () => {
    const html = [
      '<script src="/build/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script type="text/javascript">run()</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("run()")]);
  });

  it("hashes multi-byte text as UTF-8, as browsers do", () => {
    expect(inlineScriptHashes("<script>t = '°C – café';</script>")).toEqual([
      sha("t = '°C – café';"),
    ]);
  });
});
