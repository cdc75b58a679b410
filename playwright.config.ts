import { defineConfig } from "@playwright/test";

/**
 * Browser tests run against the production build (`npm run build`), served by
 * test/e2e/global-setup.ts on a free port. The browser is found, never downloaded.
 */
export default defineConfig({
  testDir: "test/e2e",
  globalSetup: "./test/e2e/global-setup.ts",
  fullyParallel: true,
  // One worker per core, on a contributor's machine as in CI (Playwright's own default is half).
  workers: "100%",
  // Its own folder: the Node 22/24 re-runs (scripts/test-node-versions.mjs) write theirs beside
  // it while this run goes on, and Playwright empties a run's folder when it starts.
  outputDir: "test-results/e2e",
  retries: 0,
  // Several tests start their own server or database; on a loaded 2-core machine a start alone
  // has taken over 30 s. Tests wait on events, so the limit only moves when a hang is reported.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    trace: "off",
    screenshot: "off",
  },
});
