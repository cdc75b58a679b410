import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/**
 * Remix 2.17 pins react-router and @remix-run/router to versions with published advisories
 * (GHSA-jjmj-jmhj-qwj2, GHSA-wrjc-x8rr-h8h6); package.json's `overrides` raise them. This fails
 * if an install ever resolves an older copy again.
 */
const require = createRequire(import.meta.url);
const MINIMUM = {
  "react-router": "6.30.6",
  "react-router-dom": "6.30.6",
  "@remix-run/router": "1.23.4",
};

const parts = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number);
const atLeast = (version: string, minimum: string) => {
  const [a, b] = [parts(version), parts(minimum)];
  for (let index = 0; index < 3; index++) {
    if (a[index]! !== b[index]!) return a[index]! > b[index]!;
  }
  return true;
};

describe("router packages", () => {
  it.each(Object.entries(MINIMUM))("%s is at least %s", (name, minimum) => {
    const { version } = require(`${name}/package.json`) as { version: string };
    expect(atLeast(version, minimum), `${name} ${version}`).toBe(true);
  });

  it("@remix-run/react resolves the raised copies", () => {
    const fromRemix = createRequire(require.resolve("@remix-run/react"));
    for (const [name, minimum] of Object.entries(MINIMUM)) {
      const { version } = fromRemix(`${name}/package.json`) as { version: string };
      expect(atLeast(version, minimum), `${name} ${version} under @remix-run/react`).toBe(true);
    }
  });
});
