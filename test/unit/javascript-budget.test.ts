/**
 * The byte budgets of the browser's JavaScript, read from `build/` (which `npm test` builds
 * first): no page loads more up front than its own figure when the budget was set plus 2 KiB, and no code reaches a chunk it must not.
 * The bench reports the same figures from the same module (scripts/lib/javascript-budget.mjs).
 */
import { describe, expect, it } from "vitest";
import {
  analyseJavaScript,
  GROWTH_KIB,
  kib,
  upFrontBudget,
} from "../../scripts/lib/javascript-budget.mjs";

// Read while the file is collected, so a missing build fails the whole file with the
// analyser's "run npm run build first" rather than passing with no test run.
const javascript = analyseJavaScript();

describe(`up-front gzip JavaScript grows by at most ${GROWTH_KIB} KiB a page`, () => {
  const pages = upFrontBudget(javascript);

  it("covers every page route the build has", () => {
    expect(pages.map((page) => page.route)).toEqual(
      expect.arrayContaining([
        "routes/_index",
        "routes/food",
        "routes/blog.$slug.(preview)",
        "routes/$",
      ]),
    );
  });

  it.each(pages)("$route", ({ route, gzipBytes, limitBytes, files }) => {
    expect(
      gzipBytes,
      `${route} loads ${kib(gzipBytes)} (${files} files) up front, over ` +
        `${kib(limitBytes)}; npm run bench -- --js lists every page's figure`,
    ).toBeLessThanOrEqual(limitBytes);
  });
});

describe("what reaches a browser chunk", () => {
  it.each(javascript.checks)("$name", (check) => {
    const { name, pass, ...detail } = check;
    expect(pass, `${name}: ${JSON.stringify(detail)}`).toBe(true);
  });
});
