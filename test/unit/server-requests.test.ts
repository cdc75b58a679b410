import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { judgeAddress } from "~/lib/addresses";
import { isValidHost, oneSpelling, refuseMalformed } from "../../server/requests.js";
import { PERMISSIONS_POLICY, securityHeaders } from "../../server/security-headers.js";
import { rawRequest } from "../support/raw-http";

/**
 * The server's own answers (server/requests.js, server/security-headers.js), in front of a
 * stand-in for Remix that says what it was handed: a real Express app on a real socket.
 */
let port: number;
let close: () => void;

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const app = express();
  app.use(securityHeaders({ hsts: false }));
  app.use(refuseMalformed);
  app.use(oneSpelling(async () => ({ judgeAddress, routeIds: ["root", "routes/blog._index"] })));
  app.all("*", (request, response) => {
    response.type("text/plain").send(`app: ${request.method} ${request.originalUrl}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});

afterAll(() => close());

const get = (target: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(port, { target, method, headers: { Host: "m.example", ...headers } });

describe("the server's refusals", () => {
  it("knows a Host header a URL can be made from", () => {
    for (const good of ["m.example", "localhost:3000", "127.0.0.1:65535", "[::1]:3000", "a-b.c"]) {
      expect(isValidHost(good), good).toBe(true);
    }
    for (const bad of ["a b", "a:99999", "", "a/b", "-a.example", "a..b", "evil.example:abc"]) {
      expect(isValidHost(bad), bad).toBe(false);
    }
  });

  it("lets good requests through, and answers clients' mistakes itself", async () => {
    expect((await get("/blog")).body).toBe("app: GET /blog");
    expect((await get("/blog", {}, "HEAD")).status).toBe(200);
    expect((await get("/blog", { Host: "a b" })).status).toBe(400);
    const trace = await get("/blog", {}, "DELETE");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD");
    expect(trace.body).toContain("Method Not Allowed");
    // A forwarded host is never read, so a malformed one cannot break the app's URL.
    expect((await get("/blog", { "X-Forwarded-Host": "a:99999" })).body).toBe("app: GET /blog");
  });

  it("lets the editor's own routes through with their queries and methods", async () => {
    const callback = "/api/keystatic/github/oauth/callback?code=abc&state=def";
    expect((await get(callback)).body).toBe(`app: GET ${callback}`);
    const refresh = await get("/api/keystatic/github/refresh-token", {}, "POST");
    expect(refresh.body).toBe("app: POST /api/keystatic/github/refresh-token");
    // Reading pages only, elsewhere.
    expect((await get("/keystatic", {}, "POST")).status).toBe(405);
  });

  it("bounds route discovery by its length and a path's segments, and lets a page's own through", async () => {
    const links = Array.from({ length: 60 }, (_, index) => `p=%2Fblog%2Fpost-${index}`);
    for (const good of [
      "p=%2Fabout&p=%2Fblog&version=68e95dc3",
      "p=%2Fsocial%2Fpage%2Ffood.png&version=68e95dc3",
      `${links.join("&")}&version=68e95dc3`,
    ]) {
      expect((await get(`/__manifest?${good}`)).status, good).toBe(200);
    }
    for (const bad of [
      `version=68e95dc3&p=${"/".repeat(7_600)}`,
      `version=68e95dc3&p=/a/b/c/d/e/f/g/h/i`,
      `version=68e95dc3&p=${"%2F".repeat(20)}`,
      `version=68e95dc3&p[x]=1`,
      `version=68e95dc3&${Array.from({ length: 600 }, (_, i) => `p=/a${i}`).join("&")}`,
    ]) {
      expect((await get(`/__manifest?${bad}`)).status, bad.slice(0, 60)).toBe(414);
    }
  });

  it("sends every other spelling to the one address, and serves tracked links as it", async () => {
    expect((await get("/symptoms?fbclid=abc")).body).toBe("app: GET /symptoms");
    const moved = await get("/SYMPTOMS?fbclid=abc");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/symptoms");
    expect(moved.headers["cache-control"]).toBe("no-store");
    // Legacy data requests are one more unknown parameter.
    expect((await get("/blog?_data=routes%2Fblog")).headers.location).toBe("/blog");
    // A spelling no page has: the 404 screen's words, with the way home.
    const dots = await get("/x/../about");
    expect(dots.status).toBe(404);
    expect(dots.headers["content-type"]).toContain("text/html");
    expect(dots.body).toContain('<a href="/">');
    expect((await get("/blog.data?_routes=routes%2Fmade-up")).body).toBe("Not Found\n");
    expect((await get("/blog.data?_routes=routes%2Fblog._index")).status).toBe(200);
  });
});

describe("the security headers", () => {
  it("are on every answer, the server's refusals included, HSTS only when asked", async () => {
    for (const answer of [await get("/blog"), await get("/blog", { Host: "a b" })]) {
      expect(answer.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "x-frame-options": "DENY",
        "permissions-policy": PERMISSIONS_POLICY,
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "x-permitted-cross-domain-policies": "none",
      });
      expect(answer.headers).not.toHaveProperty("strict-transport-security");
      expect(answer.headers).not.toHaveProperty("x-powered-by");
    }
  });
});
