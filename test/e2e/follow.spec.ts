import { followPage } from "~content/follow";
import { site } from "~content/site";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * "Follow by RSS" leads to a page that explains feed readers and gives the feed's address; the
 * feed stays RSS for feed readers and names a stylesheet that shows it, in a browser that still
 * runs XSLT, as a page saying what it is (docs/decisions/0032-a-feed-people-can-read.md).
 */

for (const javaScriptEnabled of [true, false]) {
  test(`/follow explains feed readers and gives the feed's address (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    const response = await page.goto("/follow");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(followPage.hero.title);
    await expect(page).toHaveTitle(`${followPage.seo.title} | ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/follow`,
    );

    const address = page.getByText(`${baseURL}/feed.xml`, { exact: true });
    await expect(address).toBeVisible();
    // No script needed to copy it: one click selects the whole address.
    await address.click();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(
      `${baseURL}/feed.xml`,
    );

    const latest = page.getByRole("region", { name: followPage.latest.heading });
    const postLinks = latest.locator("a[href^='/blog/']");
    await expect(postLinks).toHaveCount(5);
    await postLinks.first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
}

test("the copy button puts the feed's address on the clipboard", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/follow");
  await waitForHydration(page);
  await page.getByRole("button", { name: followPage.address.copy }).click();
  const status = page.getByRole("article").getByRole("status");
  await expect(status).toHaveText(followPage.address.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/feed.xml`);
});

test("the footer's and the blog's Follow by RSS links lead to /follow", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  const links = [
    page.getByRole("main").getByRole("link", { name: site.links.feed.label }),
    page.getByRole("contentinfo").getByRole("link", { name: site.links.feed.label }),
  ];
  for (const link of links) await expect(link).toHaveAttribute("href", "/follow");
  await links[1]!.click();
  await expect(page).toHaveURL(/\/follow$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(followPage.hero.title);
});

test("the feed names its stylesheet, which is served as XSL from this site", async ({
  request,
}) => {
  const feed = await request.get("/feed.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(feed.headers()["x-content-type-options"]).toBe("nosniff");
  const xml = await feed.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<\?xml-stylesheet type="text\/xsl" href="\/feed.xsl"\?>\n<rss version="2.0"/,
  );

  const stylesheet = await request.get("/feed.xsl");
  expect(stylesheet.status()).toBe(200);
  expect(stylesheet.headers()["content-type"]).toBe("text/xsl; charset=utf-8");
  expect(stylesheet.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
  const xsl = await stylesheet.text();
  // The site's own built fonts and stylesheet, which must exist under those names.
  const sheets = [...xsl.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  expect(sheets).toHaveLength(2);
  for (const css of sheets) {
    const cssResponse = await request.get(css);
    expect(cssResponse.status(), css).toBe(200);
    expect(cssResponse.headers()["content-type"]).toContain("text/css");
  }

  // A file, not a page: no `.data` spelling.
  expect((await request.get("/feed.xsl.data")).status()).toBe(404);
});

test("opened in a browser that still runs XSLT, the feed is a page that says what it is", async ({
  browser,
  baseURL,
}) => {
  // A context of its own, whose console check lets two messages through: Chromium's warning on
  // every XSLT page that XSLT is deprecated, and the 404 for the /favicon.ico it asks for with
  // any XML document (the site's pages name /favicon.svg; feed.xml and sitemap.xml cannot).
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    const deprecation = /^XSLTProcessor and XSLT Processing Instructions have been deprecated/;
    const favicon = new URL(message.location().url || "about:blank").pathname === "/favicon.ico";
    const expected = deprecation.test(message.text()) || (favicon && /404/.test(message.text()));
    if (["error", "warning"].includes(message.type()) && !expected) {
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));

  // Asked of the blank page the context opens with: leaving one of the site's pages at once
  // would cut short the route discovery it starts, and log that.
  const hasXslt = await page.evaluate(() => typeof XSLTProcessor === "function");
  test.skip(!hasXslt, "this Chromium no longer runs XSLT; /follow is what its readers get");

  await page.goto("/feed.xml");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(followPage.feedView.title);
  await expect(page.getByText(`${baseURL}/feed.xml`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: followPage.feedView.moreLink })).toHaveAttribute(
    "href",
    "/follow",
  );
  // Styled by the site's stylesheet: the heading is set in the site's serif.
  expect(
    await page
      .getByRole("heading", { level: 1 })
      .evaluate((heading) => getComputedStyle(heading).fontFamily),
  ).toContain("Fraunces");

  // Each post as the blog lists it: title, link and the date written as the site writes it.
  const feed = await (await page.request.get("/feed.xml")).text();
  const itemCount = feed.split("<item>").length - 1;
  expect(itemCount).toBeGreaterThan(5);
  const items = page.getByRole("listitem");
  await expect(items).toHaveCount(itemCount);
  const first = items.first();
  const firstLink = first.getByRole("link");
  const href = (await firstLink.getAttribute("href"))!;
  expect(href).toMatch(new RegExp(`^${baseURL}/blog/[a-z0-9-]+$`));
  // The blog in a tab of its own: leaving it at once would cut short its route discovery.
  const blog = await context.newPage();
  await blog.goto("/blog");
  const card = blog.locator("li", { has: blog.locator(`a[href="${new URL(href).pathname}"]`) });
  const title = await card.getByRole("heading").textContent();
  const date = await card.locator("time").textContent();
  await blog.close();
  await expect(first.getByRole("link")).toHaveText(title!);
  await expect(first).toContainText(date!);

  expect(problems).toEqual([]);
  await context.close();
});
