import { rawRequest } from "../support/raw-http";
import { startServer, type RunningServer } from "../support/server";
import { expect, test } from "./fixtures";

/**
 * Malformed and hostile requests never produce a 500, and never leak a stack, a file path or a
 * file. Runs against its own production server with SITE_URL set, as in production.
 */
test.describe.configure({ mode: "serial" });

const SITE_URL = "https://menopauseandme.example";
let site: RunningServer;

test.beforeAll(async () => {
  site = await startServer({ env: { SITE_URL } });
});

test.afterAll(async () => {
  await site?.stop();
});

function expectNoLeak(body: string) {
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\.tsx?:\d+/);
  expect(body).not.toContain('"dependencies"'); // package.json
  expect(body).not.toContain("SUPABASE");
}

const probes: Array<{ name: string; target: string; method?: string; expected: number[] }> = [
  {
    name: "undecodable percent-encoding in a slug",
    target: "/blog/%E0%A4%A",
    expected: [404],
  },
  {
    name: "undecodable percent-encoding in a recipe",
    target: "/recipes/%E0%A4%A",
    expected: [400, 404],
  },
  { name: "a 10 KB slug", target: `/blog/${"a".repeat(10_240)}`, expected: [404, 414, 431] },
  // Spelt canonically, so the blog itself answers (any other spelling is first sent here).
  {
    name: "markup in ?category=",
    target: "/blog?category=%3Cscript%3Ealert%281%29%3C%2Fscript%3E",
    expected: [404],
  },
  {
    name: "SQL-looking text in ?category=",
    target: "/blog?category=sleep%27+or+%271%27%3D%271%27%3B--",
    expected: [404],
  },
  {
    name: "markup in ?category=, spelt another way",
    target: "/blog?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    expected: [301],
  },
  { name: "a malformed Host", target: "/food", expected: [400] },
  { name: "TRACE", target: "/food", method: "TRACE", expected: [405] },
  { name: "PATCH to a page", target: "/food", method: "PATCH", expected: [405] },
  { name: "page=abc", target: "/blog?page=abc", expected: [404] },
  { name: "page=0", target: "/blog?page=0", expected: [404] },
  { name: "page=-1", target: "/blog?page=-1", expected: [404] },
  { name: "a page far past the end", target: "/blog?page=99999", expected: [404] },
  {
    name: "traversal against build assets",
    target: "/build/../package.json",
    expected: [403, 404],
  },
  { name: "encoded traversal", target: "/build/..%2Fpackage.json", expected: [403, 404] },
  { name: "double-dot encoded", target: "/build/%2e%2e/package.json", expected: [403, 404] },
  { name: "traversal from public", target: "/fonts/..%2f..%2fpackage.json", expected: [403, 404] },
  { name: "traversal to .env", target: "/%2e%2e/.env", expected: [403, 404] },
  { name: "POST to a page", target: "/food", method: "POST", expected: [405] },
  { name: "PUT to a page", target: "/blog", method: "PUT", expected: [405] },
  {
    name: "DELETE to a post",
    target: "/blog/hot-flushes-at-work",
    method: "DELETE",
    expected: [405],
  },
];

for (const probe of probes) {
  test(`${probe.name} answers ${probe.expected.join(" or ")}, never 500`, async () => {
    const response = await rawRequest(site.port, {
      method: probe.method,
      target: probe.target,
      headers: probe.name === "a malformed Host" ? { Host: "a b" } : {},
    });
    expect(probe.expected).toContain(response.status);
    expectNoLeak(response.body);
  });
}

test("markup in ?category= is never reflected unescaped", async () => {
  const response = await rawRequest(site.port, {
    target: "/blog?category=%3Cscript%3Ealert%281%29%3C%2Fscript%3E",
  });
  expect(response.body).not.toContain("<script>alert(1)</script>");
  expect(response.status).toBe(404);
  expect(response.body).toContain("No Such Topic");
});

test("a client's bad header is a plain 400 with no-store, never a 500", async () => {
  for (const headers of [{ Host: "a b" }, { Host: "a:99999" }, { Host: "" }]) {
    const response = await rawRequest(site.port, { target: "/blog", headers });
    expect(response.status).toBe(400);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("Host header");
  }
});

test("with SITE_URL set, a bad X-Forwarded-Host is ignored rather than breaking the page", async () => {
  for (const target of ["/", "/blog", "/healthz", "/blog/hot-flushes-at-work"]) {
    const response = await rawRequest(site.port, {
      target,
      headers: { "X-Forwarded-Host": "a:99999" },
    });
    expect(response.status).toBe(200);
  }
});

test("methods other than GET and HEAD get 405 saying what happened, with Allow", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"]) {
    const response = await rawRequest(site.port, { method, target: "/blog" });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toContain("Method Not Allowed");
    expect(response.body).not.toContain("Something went wrong");
  }
});

test("legacy ?_data= requests are sent to the page itself, never to its data", async () => {
  const response = await rawRequest(site.port, { target: "/blog?_data=routes%2Fblog._index" });
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe("/blog");
  expect(response.headers["cache-control"]).toBe("no-store");
});

test("every kind of response carries the base security headers; HTML its CSP", async () => {
  const home = await rawRequest(site.port, { target: "/" });
  const asset = home.body.match(/\/build\/[^"]+\.js/)![0];
  const targets = [
    "/",
    "/blog.data",
    "/feed.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/favicon.svg",
    asset,
    "/no-such-page",
    "/healthz",
  ];
  for (const target of targets) {
    const response = await rawRequest(site.port, { target });
    expect(response.headers["x-content-type-options"], target).toBe("nosniff");
    expect(response.headers["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"], target).toBe("DENY");
    expect(response.headers["strict-transport-security"], target).toMatch(/max-age=/);
  }
  expect(home.headers["content-security-policy"]).toContain("script-src 'self'");
  for (const headers of [{ Host: "a b" }, {} as Record<string, string>]) {
    const rejected = await rawRequest(site.port, { method: "TRACE", target: "/", headers });
    expect(rejected.headers["x-content-type-options"]).toBe("nosniff");
  }
  // Node answers requests it cannot parse itself, before any handler, with nothing to show: a
  // status and no body. Behind nginx, nginx answers them first (with its headers).
  const tooLarge = await rawRequest(site.port, {
    target: "/",
    headers: { "X-Padding": "a".repeat(20_000) },
  });
  expect(tooLarge.status).toBe(431);
  expect((await rawRequest(site.port, { target: "/ bad\x01request" })).status).toBe(400);
});

test("a spoofed Host or X-Forwarded-Host does not reach canonical or social URLs", async () => {
  const spoofs: Record<string, string>[] = [
    { Host: "evil.example" },
    { "X-Forwarded-Host": "evil.example" },
  ];
  for (const headers of spoofs) {
    const response = await rawRequest(site.port, { target: "/food", headers });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain("evil.example");
    expect(response.body).toContain(`<link rel="canonical" href="${SITE_URL}/food"/>`);
    expect(response.body).toMatch(
      new RegExp(`property="og:image" content="${SITE_URL.replace(/\./g, "\\.")}/social/`),
    );
  }
  const robots = await rawRequest(site.port, {
    target: "/robots.txt",
    headers: { "X-Forwarded-Host": "evil.example" },
  });
  expect(robots.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test("address variants redirect (301) to the route's own lower-case path, query kept", async () => {
  const variants: Array<[string, string]> = [
    ["/ABOUT", "/about"],
    ["/%61bout", "/about"],
    ["/about/", "/about"],
    ["/Recipes/", "/recipes"],
    ["/BLOG?category=sleep", "/blog?category=sleep"],
    ["/blog/Hot-Flushes-At-Work", "/blog/hot-flushes-at-work"],
    ["/about.data?_routes=root", "/about.data?_routes=root"],
    ["//evil.example/", "/evil.example"],
  ];
  for (const [target, location] of variants) {
    const response = await rawRequest(site.port, { target });
    if (target.includes(".data")) {
      // Already canonical: single fetch's data request is not redirected.
      expect(response.status, target).toBe(200);
      continue;
    }
    expect(response.status, target).toBe(301);
    expect(response.headers.location, target).toBe(location);
  }
  const canonical = await rawRequest(site.port, { target: "/about" });
  expect(canonical.body).toContain(`<link rel="canonical" href="${SITE_URL}/about"/>`);
  expect(canonical.body).toContain(`<meta property="og:url" content="${SITE_URL}/about"/>`);
});

test("no spelling is redirected to another host, or served as a page under a spelling of its own", async () => {
  for (const target of [
    "//evil.example/login,?utm_source=newsletter",
    "//evil.example/%C3%A9?a",
    "///evil.example/;?a",
    "/x/..//evil.example/;?a",
    "/%2e%2e//evil.example/;?a",
    "/\\evil.example/;?a",
    "/x/../about",
    "/x/%2e%2e/about",
    "/%2e/about",
    "/about/.",
    "/about/x/..",
    "/build/../about",
    "/about\\",
    "/blog\\hot-flushes-at-work",
    "/about#top",
    "/x/../blog?category=sleep",
  ]) {
    const response = await rawRequest(site.port, { target });
    expect(response.status, target).toBe(404);
    expect(response.headers.location, target).toBeUndefined();
    expect(response.headers["cache-control"], target).toBe("no-store");
    expect(response.body, target).toContain("Back to the home page");
  }
});

test("a 404 page names no canonical address and no og:url", async () => {
  for (const target of ["/no-such-page", "/blog/no-such-post", "/blog?category=made-up"]) {
    const response = await rawRequest(site.port, { target });
    expect(response.status, target).toBe(404);
    expect(response.body, target).not.toContain('rel="canonical"');
    expect(response.body, target).not.toContain('property="og:url"');
  }
});

test("every 404 logs the address asked for, once", async () => {
  const targets = [
    "/no-such-page-logged",
    "/blog/no-such-post-logged",
    "/blog/not_a_slug_logged",
    "/recipes/no-such-recipe-logged",
    "/blog?category=no-such-topic-logged",
    "/blog?page=777777",
  ];
  for (const target of targets) {
    const response = await rawRequest(site.port, { target });
    expect(response.status, target).toBe(404);
  }
  for (const target of targets) {
    const line = `[404] ${JSON.stringify(target)}`;
    expect(site.output().split(line).length - 1, line).toBe(1);
  }
});

test("HSTS is sent when SITE_URL is https", async () => {
  const response = await rawRequest(site.port, { target: "/" });
  expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
});

test("the server is still healthy after all of that", async () => {
  const response = await rawRequest(site.port, { target: "/healthz" });
  expect(response.status).toBe(200);
  expect(site.process.exitCode).toBeNull();
  expect(site.output()).not.toMatch(/\b500\b -/);
  // Clients' mistakes are one line each, never a stack trace.
  expect(site.output()).not.toMatch(/^\s+at /m);
  expect(site.output()).toMatch(/\[http\] 405 TRACE \/food/);
});
