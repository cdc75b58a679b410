import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  clearCompressedPages,
  compress,
  compressionsSettled,
  negotiateEncoding,
  pageBody,
} from "~/lib/document/compression.server";

const html = `<!DOCTYPE html><html><body>${"<p>A page long enough to compress.</p>".repeat(200)}</body></html>`;

async function answer(
  acceptEncoding: string | null,
  { version = "version-1", page = html }: { version?: string | null; page?: string } = {},
) {
  const headers = new Headers();
  const body = await pageBody(page, { version: version ?? undefined, acceptEncoding, headers });
  return { body, headers };
}

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["BR", "br"],
    // The reader's own ranking wins over ours.
    ["BR;q=0.5, gzip", "gzip"],
    ["gzip;q=0.9, br", "br"],
    ["gzip, deflate", "gzip"],
    ["deflate, gzip;q=0.8", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["deflate", "identity"],
    ["zstd", "identity"],
    ["identity", "identity"],
    ["", "identity"],
    [null, "identity"],
  ] as const)("%j gives %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("pageBody", () => {
  it("sends brotli or gzip bytes of the page with their length, and says it varies", async () => {
    const br = await answer("gzip, deflate, br, zstd");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(br.body as Buffer).toString("utf8")).toBe(html);
    expect(br.headers.get("Content-Length")).toBe(String((br.body as Buffer).byteLength));
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");

    const gzip = await answer("gzip, deflate");
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(gzip.body as Buffer).toString("utf8")).toBe(html);
    expect((br.body as Buffer).byteLength).toBeLessThan(html.length / 5);
  });

  it("compresses a page version once per encoding and reuses the bytes until it changes", async () => {
    clearCompressedPages();
    const [first, concurrent] = await Promise.all([answer("br"), answer("br")]);
    expect(concurrent.body).toBe(first.body);
    await compressionsSettled();
    const reused = (await answer("br")).body;
    expect((await answer("br")).body).toBe(reused);
    expect((await answer("gzip")).body).not.toBe(first.body);

    const changed = html.replace("A page", "A changed page");
    const next = await answer("br", { version: "version-2", page: changed });
    expect(next.body).not.toBe(first.body);
    expect(brotliDecompressSync(next.body as Buffer).toString("utf8")).toBe(changed);
  });

  it("answers a page's first reader quickly, and readers after a reuse with the best bytes", async () => {
    clearCompressedPages();
    const page = await (await import("node:fs/promises")).readFile("README.md", "utf8");
    const plain = Buffer.from(page, "utf8");
    for (const encoding of ["br", "gzip"] as const) {
      const quick = await compress(plain, encoding, "quick");
      const best = await compress(plain, encoding, "best");
      expect(best.byteLength).toBeLessThan(quick.byteLength);

      const first = (await answer(encoding, { version: "long", page })).body as Buffer;
      expect(first.equals(quick)).toBe(true);
      // The second reader still gets the quick bytes, and sets off the best compression.
      expect(
        ((await answer(encoding, { version: "long", page })).body as Buffer).equals(quick),
      ).toBe(true);
      await compressionsSettled();
      const later = (await answer(encoding, { version: "long", page })).body as Buffer;
      expect(later.equals(best)).toBe(true);
      const decoded = encoding === "br" ? brotliDecompressSync(later) : gunzipSync(later);
      expect(decoded.toString("utf8")).toBe(page);
    }
  });

  it("sends plain HTML to readers who accept no compression, with its length", async () => {
    const plain = await answer(null);
    expect(plain.body).toBe(html);
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Content-Length")).toBe(String(Buffer.byteLength(html)));
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
  });

  it("leaves a page without a version, or a tiny one, uncompressed", async () => {
    const unversioned = await answer("br", { version: null });
    expect(unversioned.body).toBe(html);
    expect(unversioned.headers.get("Content-Encoding")).toBeNull();

    const tiny = await answer("br", { version: "tiny", page: "<p>Hi</p>" });
    expect(tiny.body).toBe("<p>Hi</p>");
    expect(tiny.headers.get("Content-Encoding")).toBeNull();
  });

  it("does not repeat Accept-Encoding in a Vary header that already names it", async () => {
    const headers = new Headers({ Vary: "Accept-Encoding" });
    await pageBody(html, { version: "v", acceptEncoding: "br", headers });
    expect(headers.get("Vary")).toBe("Accept-Encoding");
  });
});
