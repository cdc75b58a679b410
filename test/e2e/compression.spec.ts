import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

/** A raw GET: the body's bytes as sent, never decoded by the client. */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

test("npm start sends a page in brotli, gzip or plain, as the reader asks, compressed once", async ({
  baseURL,
}) => {
  const url = `${baseURL}/symptoms`;
  const plain = await rawGet(url);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString("utf8")).toMatch(/^<!DOCTYPE html>/);

  // What Chromium sends.
  const br = await rawGet(url, "gzip, deflate, br, zstd");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  // Decoded once it is the page itself: one mechanism compressed it, once.
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 4);

  const gzip = await rawGet(url, "gzip, deflate");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

  // The same page for every reader: the next one's bytes decode to the very same HTML.
  expect(brotliDecompressSync((await rawGet(url, "br")).body).equals(plain.body)).toBe(true);
});

test("npm start sends the build's files as the build compressed them, as nginx does", async ({
  baseURL,
}) => {
  const page = (await rawGet(`${baseURL}/symptoms`)).body.toString("utf8");
  const framework = page.match(/\/build\/framework-[\w-]+\.js/)?.[0];
  expect(framework, "the page preloads the framework's file").toBeDefined();
  const onDisk = path.join(process.env.REMIX_BUILD_DIR || "build", "client", framework!);
  const url = `${baseURL}${framework}`;

  const plain = await rawGet(url);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.equals(readFileSync(onDisk))).toBe(true);

  // What Chromium sends: the build's brotli 11 copy itself, not brotli made for this request.
  const br = await rawGet(url, "gzip, deflate, br, zstd");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers["cache-control"]).toMatch(/immutable/);
  expect(br.body.equals(readFileSync(`${onDisk}.br`))).toBe(true);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

  // A reader who refuses brotli gets the gzip copy.
  const gzip = await rawGet(url, "br;q=0, gzip");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gzip.body.equals(readFileSync(`${onDisk}.gz`))).toBe(true);
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
});
