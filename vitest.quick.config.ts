import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * `npm run test:quick`'s unit tests (scripts/test-quick.mjs): every unit test but the files
 * below, each of which starts a database (PGlite or PostgreSQL), a server, a child process or an
 * image pipeline, or reads the build, and together take most of the unit suite's minutes.
 * `npm test` runs them all. A new test file is quick unless it is named here.
 */
export const SLOW_UNIT_TESTS = [
  "blog-bad-rows",
  "blog-data-flood",
  "blog-pglite",
  "blog-start",
  "blog-supabase",
  "csp-injected-script",
  "database-check",
  "deploy-scripts",
  "editor-save",
  "javascript-budget",
  "migrations-converge",
  "photos",
  "photos-from-a-phone",
  "post-body-limits",
  "post-files",
  "postgres-plans",
  "postgrest-standin",
  "posts-push",
  "posts-workflow",
  "recipe-images",
  "search-every-post",
  "search-indexing-bounded",
  "search-kept-answers",
  "search-reader-queries",
  "social-card",
];

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        "**/node_modules/**",
        ...SLOW_UNIT_TESTS.map((name) => `test/unit/${name}.test.{ts,tsx}`),
      ],
    },
  }),
);
