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
    expected: [400, 404],
  },
  {
    name: "undecodable percent-encoding in a recipe",
    target: "/recipes/%E0%A4%A",
    expected: [400, 404],
  },
  { name: "a 10 KB slug", target: `/blog/${"a".repeat(10_240)}`, expected: [404, 414, 431] },
  {
    name: "markup in ?category=",
    target: "/blog?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    expected: [200],
  },
  {
    name: "SQL-looking text in ?category=",
    target: "/blog?category=sleep'%20OR%20'1'='1';--",
    expected: [200],
  },
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
    const response = await rawRequest(site.port, { method: probe.method, target: probe.target });
    expect(probe.expected).toContain(response.status);
    expectNoLeak(response.body);
  });
}

test("markup in ?category= is never reflected unescaped", async () => {
  const response = await rawRequest(site.port, {
    target: "/blog?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  });
  expect(response.body).not.toContain("<script>alert(1)</script>");
  expect(response.body).toContain("No Posts Yet");
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
    expect(response.body).toContain(`content="${SITE_URL}/social/menopause-and-me.png"`);
  }
  const robots = await rawRequest(site.port, {
    target: "/robots.txt",
    headers: { "X-Forwarded-Host": "evil.example" },
  });
  expect(robots.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
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
});
