import { once } from "node:events";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageCache, sharedLifetimeMs } from "../../server/page-cache.js";

/**
 * The micro-cache (server/page-cache.js) in front of real compression and a stand-in for Remix
 * that counts its renders and answers with whatever headers the test asks for: a real Express
 * app on a real socket, with a clock the test moves.
 */
let base: string;
let close: () => void;
let clock = 0;
let renders = 0;
/** Held renders: the stand-in waits for this before answering, when set. */
let hold: Promise<void> | undefined;

const PAGE_CACHE = "public, max-age=10, s-maxage=15, stale-while-revalidate=10";

beforeAll(async () => {
  const app = express();
  app.use(pageCache({ ttlMs: 1_000, now: () => clock }));
  app.use(compression({ threshold: 0 }));
  app.all("*", async (request, response) => {
    renders += 1;
    const render = renders;
    await hold;
    const status = Number(request.query.status ?? 200);
    response
      .status(status)
      .set({ "Cache-Control": String(request.query.cc ?? PAGE_CACHE) })
      .type("text/html");
    if (request.query.cookie) response.set("Set-Cookie", "a=b");
    if (request.query.vary) response.vary(String(request.query.vary));
    response.end(`render ${render}: ${"words ".repeat(200)}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

beforeEach(() => {
  clock += 60_000;
  hold = undefined;
});

const BROWSER = { "Accept-Encoding": "gzip, deflate, br, zstd" };

async function get(target: string, headers: Record<string, string> = BROWSER, method = "GET") {
  const response = await fetch(base + target, { headers, method });
  const body = await response.text();
  return { response, render: /^render (\d+)/.exec(body)?.[1], body };
}

/** The answer as it came over the wire: fetch hides Transfer-Encoding and decompresses. */
function rawGet(target: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(base + target, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("the page micro-cache", () => {
  it("sends a page a shared cache may keep from one render for a second, compressed as asked", async () => {
    const first = await get("/blog?a=1");
    const second = await get("/blog?a=1");
    expect(second.render).toBe(first.render);
    expect(second.body).toBe(first.body);
    expect(second.response.headers.get("content-encoding")).toBe("br");
    expect(second.response.headers.get("age")).toBe("0");
    expect(second.response.headers.get("cache-control")).toBe(PAGE_CACHE);

    clock += 999;
    expect((await get("/blog?a=1")).render).toBe(first.render);
    clock += 2;
    expect((await get("/blog?a=1")).render).not.toBe(first.render);
  });

  it("keeps each address and each Accept-Encoding apart", async () => {
    const brotli = await get("/symptoms");
    const gzip = await get("/symptoms", { "Accept-Encoding": "gzip" });
    expect(gzip.render).not.toBe(brotli.render);
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect((await get("/symptoms?page=2")).render).not.toBe(brotli.render);
    expect((await get("/symptoms", { "Accept-Encoding": "gzip" })).render).toBe(gzip.render);
  });

  it("never keeps what a shared cache may not: private, no-store, errors, cookies, other Vary", async () => {
    for (const target of [
      "/p?cc=private,%20max-age=60",
      "/p?cc=no-store",
      "/p?cc=public,%20max-age=60",
      "/p?status=404&cc=public,%20s-maxage=60",
      "/p?status=500",
      "/p?cookie=1",
      "/p?vary=Cookie",
    ]) {
      const first = await get(target);
      expect((await get(target)).render, target).not.toBe(first.render);
      // Passed through as the compressor sends it, in chunks.
      expect(first.response.headers.get("content-length"), target).toBeNull();
    }
  });

  it("sends a page it keeps whole, with its length, the first time too", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const raw = await rawGet(`/sized?e=${encoding}`, encoding);
      expect(raw.headers["transfer-encoding"], encoding).toBeUndefined();
      expect(Number(raw.headers["content-length"]), encoding).toBe(raw.body.length);
      expect(raw.headers["content-encoding"], encoding).toBe(
        encoding === "identity" ? undefined : encoding,
      );
    }
  });

  it("lets the author's requests through, and answers HEAD from a kept copy", async () => {
    const first = await get("/blog?b=1");
    expect((await get("/blog?b=1", { ...BROWSER, Cookie: "session=1" })).render).not.toBe(
      first.render,
    );
    const rendersBefore = renders;
    const head = await get("/blog?b=1", BROWSER, "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.body).toBe("");
    expect(renders).toBe(rendersBefore);
  });

  it("renders once for readers who ask for the same page at the same moment", async () => {
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const rendersBefore = renders;
    const answers = Promise.all([get("/sleep"), get("/sleep"), get("/sleep")]);
    await expect.poll(() => renders).toBe(rendersBefore + 1);
    release();
    const bodies = new Set((await answers).map(({ body }) => body));
    expect(bodies.size).toBe(1);
    expect(renders).toBe(rendersBefore + 1);
  });
});

describe("a response's shared lifetime", () => {
  it("is its s-maxage when public, and nothing otherwise", () => {
    expect(sharedLifetimeMs(200, { "cache-control": PAGE_CACHE, vary: "Accept-Encoding" })).toBe(
      15_000,
    );
    expect(sharedLifetimeMs(200, { "cache-control": "public, max-age=60" })).toBe(0);
    expect(sharedLifetimeMs(200, { "cache-control": "no-cache, public, s-maxage=5" })).toBe(0);
    expect(sharedLifetimeMs(301, { "cache-control": PAGE_CACHE })).toBe(0);
    expect(sharedLifetimeMs(200, {})).toBe(0);
  });
});
