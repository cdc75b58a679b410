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
