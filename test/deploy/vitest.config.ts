import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:deploy`: nginx in front of the production server (test/deploy/), apart from the
 * unit tests because it needs the build and an nginx binary, and starts real processes.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  resolve: {
    alias: {
      "~content": fileURLToPath(new URL("../../content", import.meta.url)),
      "~tools": fileURLToPath(new URL("../../tools", import.meta.url)),
      "~": fileURLToPath(new URL("../../app", import.meta.url)),
    },
  },
  test: {
    globals: true,
    include: ["test/deploy/**/*.test.ts"],
    environment: "node",
    // Each file starts its own nginx and app processes on free ports and runs its tests in order;
    // the two files run side by side, since much of their time is spent waiting on processes.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
