import { defineConfig } from "@playwright/test";

/**
 * Browser tests run against the production build (`npm run build`), served by
 * test/e2e/global-setup.ts on a free port. The browser is found, never downloaded.
 */
export default defineConfig({
  testDir: "test/e2e",
  globalSetup: "./test/e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
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
