/**
 * The byte budgets of the browser's JavaScript, read from `build/` (which `npm test` builds
 * first): no page loads more up front than the limit, and no code reaches a chunk it must not.
 * The bench reports the same figures from the same module (scripts/lib/javascript-budget.mjs).
 */
import { describe, expect, it } from "vitest";
import {
  analyseJavaScript,
  kib,
  UP_FRONT_LIMIT_BYTES,
  upFrontBudget,
} from "../../scripts/lib/javascript-budget.mjs";

// Read while the file is collected, so a missing build fails the whole file with the
// analyser's "run npm run build first" rather than passing with no test run.
const javascript = analyseJavaScript();

describe(`up-front gzip JavaScript, at most ${kib(UP_FRONT_LIMIT_BYTES)} a page`, () => {
  const pages = upFrontBudget(javascript);

  it("covers every page route the build has", () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining(["routes/_index", "routes/food", "routes/blog.$slug", "routes/$"]),
    );
  });

  it.each(pages)("$route", ({ route, gzipBytes, files }) => {
    expect(
      gzipBytes,
      `${route} loads ${kib(gzipBytes)} (${files} files) up front, over ` +
        `${kib(UP_FRONT_LIMIT_BYTES)}; npm run bench -- --js lists every page's figure`,
    ).toBeLessThanOrEqual(UP_FRONT_LIMIT_BYTES);
  });
});

describe("what reaches a browser chunk", () => {
  it.each(javascript.checks)("$name", (check) => {
    const { name, pass, ...detail } = check;
    expect(pass, `${name}: ${JSON.stringify(detail)}`).toBe(true);
  });
});
