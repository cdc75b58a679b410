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
  },
});
