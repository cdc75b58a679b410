import { expect, test, waitForHydration } from "./fixtures";

/**
 * Every page sends Remix's own scripts, as the Vite build writes them, and hydrates with no
 * hydration warning (the fixture fails on any console error). The stylesheet is requested before
 * any script, since the head names it first.
 */
for (const path of ["/", "/food", "/symptoms", "/blog/hot-flushes-at-work"]) {
  test(`${path}: the page names its modules and hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(
      html.match(/<link rel="modulepreload" href="\/build\/[^"]+\.js"\/>/g)?.length,
    ).toBeGreaterThan(5);
    const events: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().endsWith(".js")) events.push("script requested");
      if (/\/tailwind-[^/]+\.css$/.test(sent.url())) events.push("stylesheet requested");
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(events.indexOf("stylesheet requested")).toBe(0);
    expect(events.filter((event) => event === "script requested").length).toBeGreaterThan(5);
  });
}

/** An error page has the same scripts: it hydrates, and its links then navigate in the page. */
test("a 404 page hydrates, then navigates without a new document", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "document") documents.push(sent.url());
  });
  const response = await page.goto("/this/does-not-exist");
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toMatch(/<link rel="modulepreload" href="\/build\//);
  const home = page.getByRole("link", { name: "Back to the home page" });
  // React marks each element it has hydrated; the link's click handler exists from then on.
  // The screen's own link, in <main>: the header's link to "/" hydrates earlier, with the page.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main a[href="/"]')].some((link) =>
      Object.keys(link).some((key) => key.startsWith("__reactProps")),
    ),
  );
  await home.click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/$/);
  expect(documents).toHaveLength(1);
});
