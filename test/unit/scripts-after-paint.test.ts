import { describe, expect, it } from "vitest";
import { loadScriptsAfterFirstPaint } from "~/lib/scripts-after-paint.server";

/** The end of a page as Remix's <Scripts /> renders it (shortened). */
const page = [
  "<body><p>Price: $1 and $& stay as written.</p>",
  '<link rel="modulepreload" href="/build/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/build/_shared/chunk-B.js"/>',
  '<link rel="modulepreload" href="/build/root-C.js"/>',
  '<script>window.__remixContext = {"state":{}};</script>',
  '<script type="module" async="">;\n',
  'import * as route0 from "/build/root-C.js";\n',
  'import * as route1 from "/build/routes/_index-D.js";\n',
  'window.__remixManifest = {"entry":{"module":"/build/entry.client-A.js"}};\n',
  'window.__remixRouteModules = {"root":route0,"routes/_index":route1};\n\n',
  'import("/build/entry.client-A.js");</script></body>',
].join("");

describe("loadScriptsAfterFirstPaint", () => {
  const result = loadScriptsAfterFirstPaint(page);
  const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(result)![1]!;

  it("keeps every preload element but moves its address to data-href", () => {
    expect(result).not.toMatch(/<link rel="modulepreload" href=/);
    expect(result.match(/<link rel="modulepreload" data-href="[^"]+"\/>/g)).toEqual([
      '<link rel="modulepreload" data-href="/build/entry.client-A.js"/>',
      '<link rel="modulepreload" data-href="/build/_shared/chunk-B.js"/>',
      '<link rel="modulepreload" data-href="/build/root-C.js"/>',
    ]);
  });

  it("imports nothing statically: it waits for two frames, then preloads and imports", () => {
    expect(moduleScript).not.toMatch(/^import \* as/m);
    const waits = moduleScript.indexOf("requestAnimationFrame(() => requestAnimationFrame(");
    const preloads = moduleScript.indexOf("link.href = link.dataset.href");
    const imports = moduleScript.indexOf(
      'const [route0, route1] = await Promise.all([import("/build/root-C.js"), import("/build/routes/_index-D.js")]);',
    );
    const entry = moduleScript.indexOf('import("/build/entry.client-A.js");');
    expect(waits).toBeGreaterThanOrEqual(0);
    expect(preloads).toBeGreaterThan(waits);
    expect(imports).toBeGreaterThan(preloads);
    expect(moduleScript.indexOf("window.__remixRouteModules")).toBeGreaterThan(imports);
    expect(entry).toBeGreaterThan(imports);
  });

  it("evaluates the preloaded modules one task at a time before the routes, the entry last", () => {
    const oneByOne = moduleScript.indexOf(
      'for (const url of ["/build/_shared/chunk-B.js", "/build/root-C.js"]) ' +
        "{ await import(url); await new Promise((resolve) => setTimeout(resolve)); }",
    );
    expect(oneByOne).toBeGreaterThan(moduleScript.indexOf("link.href = link.dataset.href"));
    expect(moduleScript.indexOf("await Promise.all([")).toBeGreaterThan(oneByOne);
    expect(moduleScript.match(/entry\.client-A\.js/g)).toHaveLength(2); // manifest and last line
  });

  it("leaves the rest of the page, and its dollar signs, as they were", () => {
    expect(result).toContain("<p>Price: $1 and $& stay as written.</p>");
    expect(result).toContain('<script>window.__remixContext = {"state":{}};</script>');
  });

  it("rewrites the script the same way when <Scripts nonce> tagged it, and keeps the nonce", () => {
    const tagged = page.replace(/<script\b/g, '<script nonce="r4nd0m"');
    const rewritten = loadScriptsAfterFirstPaint(tagged);
    expect(rewritten).toBe(result.replace(/<script\b/g, '<script nonce="r4nd0m"'));
    expect(rewritten).toContain('<script nonce="r4nd0m" type="module" async="">await new Promise');
  });

  it("returns a page without Remix's scripts unchanged", () => {
    const bare = "<html><body><p>Offline</p></body></html>";
    expect(loadScriptsAfterFirstPaint(bare)).toBe(bare);
  });
});
