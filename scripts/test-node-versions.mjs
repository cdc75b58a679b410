/**
 * Runs the parts of the suite that depend on the Node version on Node 22 and 24 as well as the
 * Node running this script: the supabase-js source in process (recent supabase-js needs a
 * WebSocket that Node 20 lacks), and the production server under a real browser.
 *
 * Node binaries come from the npm registry's `node-<platform>-<arch>` packages (what the `node`
 * npm package installs), cached in `.cache/node/`. NODE_VERSIONS="22 24" picks the majors.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./production-server.mjs";

const MAJORS = (process.env.NODE_VERSIONS || "22 24").split(/\s+/).filter(Boolean);
const PACKAGE = `node-${process.platform === "win32" ? "win" : process.platform}-${process.arch}`;
const CACHE = path.join(ROOT, ".cache", "node");

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: "utf8", ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout ?? ""}${result.stderr ?? ""}`,
    );
  }
  return result.stdout ?? "";
}

/** The newest release of a major line, downloaded once. Returns the directory holding `node`. */
function nodeBinary(major) {
  const versions = JSON.parse(run("npm", ["view", `${PACKAGE}@${major}`, "version", "--json"]));
  const byVersion = (a, b) => {
    const [x, y] = [a, b].map((v) => v.split(".").map(Number));
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  const version = [versions].flat().sort(byVersion).at(-1);
  const home = path.join(CACHE, version);
  const bin = path.join(home, "package", "bin");
  if (!existsSync(path.join(bin, "node"))) {
    const scratch = mkdtempSync(path.join(tmpdir(), "node-pack-"));
    run("npm", ["pack", `${PACKAGE}@${version}`, "--pack-destination", scratch, "--silent"]);
    const tarball = readdirSync(scratch).find((name) => name.endsWith(".tgz"));
    mkdirSync(home, { recursive: true });
    run("tar", ["xzf", path.join(scratch, tarball), "-C", home]);
    rmSync(scratch, { recursive: true, force: true });
  }
  return { version, bin };
}

let failed = false;
for (const major of MAJORS) {
  const { version, bin } = nodeBinary(major);
  console.log(`\n=== Node ${version}`);
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  const steps = [
    // The data layer, supabase-js included, running inside this Node.
    [
      path.join(bin, "node"),
      [
        "node_modules/vitest/vitest.mjs",
        "run",
        "test/unit/blog-supabase.test.ts",
        "test/unit/blog-pglite.test.ts",
        "test/unit/post-body.test.ts",
      ],
      env,
    ],
    // The production server on this Node, driven by the browser tests.
    [
      process.execPath,
      [
        "node_modules/@playwright/test/cli.js",
        "test",
        "test/e2e/layout.spec.ts",
        "test/e2e/blog-supabase.spec.ts",
        "test/e2e/shutdown.spec.ts",
      ],
      { ...process.env, SERVER_NODE: path.join(bin, "node") },
    ],
  ];
  for (const [command, args, stepEnv] of steps) {
    const result = spawnSync(command, args, { cwd: ROOT, env: stepEnv, stdio: "inherit" });
    if (result.status !== 0) failed = true;
  }
}
process.exit(failed ? 1 : 0);
