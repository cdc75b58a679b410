import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "~tools": fileURLToPath(new URL("./tools", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  esbuild: { jsx: "automatic" },
  test: {
    globals: true,
    include: ["test/unit/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["test/support/setup-unit.ts"],
    restoreMocks: true,
    // Many files start a real database (PGlite, PostgreSQL) or server per test: seconds on a
    // quiet machine, several times that on a loaded one. A slow start is not a failure; tests
    // wait on events, so a longer limit only moves when a hung one is reported.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest keeps one core for itself by default, which on a 2-core machine means one worker;
    // many files wait on a database or a child process, so a second worker finishes sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
