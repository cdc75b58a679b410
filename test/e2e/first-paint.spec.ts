import { expect, test, waitForHydration } from "./fixtures";

/**
 * A page's JavaScript waits for its first paint (docs/decisions/0022-scripts-after-first-paint.md):
 * the page as sent has its module preloads without an address and imports nothing up front,
 * no script is requested before the stylesheet it paints with has arrived, and the page still
 * hydrates with no hydration warning (the fixture checks that).
 */
for (const path of ["/", "/food", "/symptoms", "/blog/hot-flushes-at-work"]) {
  test(`${path}: JavaScript is fetched only after the page can paint, and it still hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<link rel="modulepreload" href=/);
    expect(
      html.match(/<link rel="modulepreload" data-href="\/build\/[^"]+\.js"\/>/g)?.length,
    ).toBeGreaterThan(5);
    const moduleScript = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(moduleScript).toMatch(/^await new Promise/);
    expect(moduleScript).not.toMatch(/^import /m);

    const events: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith(".js")) events.push("script requested");
    });
    page.on("requestfinished", (done) => {
      if (/\/tailwind-[^/]+\.css$/.test(done.url())) events.push("stylesheet arrived");
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(events.indexOf("stylesheet arrived")).toBe(0);
    expect(events.filter((event) => event === "script requested").length).toBeGreaterThan(5);
  });
}

/**
 * An error page has the same scripts, rewritten the same way: it hydrates once they run, and its
 * links then navigate in the page rather than loading a new document.
 */
test("a 404 page loads its JavaScript after painting, then navigates without a new document", async ({
  page,
}) => {
  const documents: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "document") documents.push(sent.url());
  });
  const response = await page.goto("/this/does-not-exist");
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toMatch(/<link rel="modulepreload" data-href="\/build\//);
  const home = page.getByRole("link", { name: "Back to the home page" });
  // React marks each element it has hydrated; the link's click handler exists from then on.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('a[href="/"]')].some((link) =>
      Object.keys(link).some((key) => key.startsWith("__reactProps")),
    ),
  );
  await home.click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/$/);
  expect(documents).toHaveLength(1);
});
