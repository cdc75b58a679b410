#!/usr/bin/env node
/**
 * `npm run test:quick`, for every change: the unit tests that start no database, server or
 * browser (vitest.quick.config.ts), then the browser checks tagged @quick (test/e2e/fixtures.ts)
 * against the production build, which is built first only when it is older than the sources.
 * `npm test` runs everything, these included. Stops at the first part that fails.
 */
import { spawnSync } from "node:child_process";
import { ROOT, ensureBuild } from "./production-server.mjs";

function run(command, args) {
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

run("npx", ["vitest", "run", "--config", "vitest.quick.config.ts"]);
ensureBuild();
run("npx", ["playwright", "test", "--grep", "@quick"]);
