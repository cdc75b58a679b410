import { startServer } from "../support/server";
import { expect, test, QUICK } from "./fixtures";

test("robots.txt points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap lists pages, recipes and posts", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/recipes/protein-shake</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/symptom-diary</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/blog/hot-flushes-at-work</loc>`);
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
});

test("every page advertises the RSS feed, which lists the newest posts", async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ["/", "/food", "/blog/hot-flushes-at-work"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/feed.xml",
    );
  }
  const feed = await request.get("/feed.xml");
  // application/xml, so browsers run its stylesheet (docs/decisions/0032-a-feed-people-can-read.md).
  expect(feed.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toContain(`<link>${baseURL}/blog/saturday-walks-in-the-hills</link>`);
  // Parsed by the browser's own XML parser: no errors.
  await page.goto("/");
  const errors = await page.evaluate(
    (text) =>
      new DOMParser().parseFromString(text, "application/xml").getElementsByTagName("parsererror")
        .length,
    xml,
  );
  expect(errors).toBe(0);
});

test("with SITE_URL set, cache headers follow the named policies", async () => {
  test.setTimeout(90_000); // starts a server of its own
  const site = await startServer({ env: { SITE_URL: "https://menopauseandme.example" } });
  try {
    const policy = async (path: string) =>
      (await fetch(`${site.url}${path}`)).headers.get("cache-control");
    expect(await policy("/food")).toMatch(/^public, max-age=300, s-maxage=3600/);
    expect(await policy("/blog")).toMatch(/^public, max-age=10, s-maxage=15,/);
    expect(await policy("/blog.data")).toMatch(/^public, max-age=10, s-maxage=15,/);
    expect(await policy("/sitemap.xml")).toMatch(/^public, max-age=10, s-maxage=15,/);
    expect(await policy("/feed.xml")).toMatch(/^public, max-age=10, s-maxage=15,/);
    // The page that explains the feed lists the newest posts; its stylesheet changes on deploy.
    expect(await policy("/follow")).toMatch(/^public, max-age=10, s-maxage=15,/);
    expect(await policy("/feed.xsl")).toMatch(/^public, max-age=300, s-maxage=3600/);
    expect(await policy("/no-such-page")).toBe("public, max-age=60, s-maxage=60");
    expect(await policy("/healthz")).toBe("no-store");
    const html = await (await fetch(`${site.url}/`)).text();
    const asset = html.match(/\/build\/[^"]+\.js/)![0];
    expect(await policy(asset)).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
  } finally {
    await site.stop();
  }
});

test("without SITE_URL, pages whose links come from the Host header are private", async ({
  request,
}) => {
  const policy = async (path: string) => (await request.get(path)).headers()["cache-control"];
  for (const path of [
    "/food",
    "/blog",
    "/blog.data",
    "/sitemap.xml",
    "/robots.txt",
    "/feed.xml",
    "/follow",
  ]) {
    const value = await policy(path);
    expect(value, path).toMatch(/^private, max-age=\d+/);
    expect(value, path).not.toMatch(/public|s-maxage/);
  }
});

test("/healthz answers 200", QUICK, async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("ok\n");
});
