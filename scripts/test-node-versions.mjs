/**
 * Runs the parts of the suite that depend on the Node version on Node 22 and 24 as well as the
 * Node running this script: the supabase-js source in process (recent supabase-js needs a
 * WebSocket that Node 20 lacks), and the production server under a real browser.
 *
 * It downloads nothing: each Node comes from the developer's own tool. `NODE_22` and `NODE_24`
 * (paths to a `node` binary) win; otherwise the newest install of that major under nvm, fnm,
 * Volta, n, mise or asdf is used. A version found nowhere is skipped with a loud note, and fails
 * the run when `CI` is set (`.ci/run` installs both before the tests). NODE_VERSIONS="22 24"
 * picks the majors.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { ROOT } from "./production-server.mjs";

const MAJORS = (process.env.NODE_VERSIONS || "22 24").split(/\s+/).filter(Boolean);
const HOME = homedir();

/** Where version managers keep their installs: a folder of versions, and the binary in each. */
const MANAGERS = [
  [path.join(process.env.NVM_DIR || path.join(HOME, ".nvm"), "versions", "node"), "bin/node"],
  [
    path.join(process.env.FNM_DIR || path.join(HOME, ".local/share/fnm"), "node-versions"),
    "installation/bin/node",
  ],
  [path.join(process.env.VOLTA_HOME || path.join(HOME, ".volta"), "tools/image/node"), "bin/node"],
  [path.join(process.env.N_PREFIX || "/usr/local", "n/versions/node"), "bin/node"],
  [path.join(HOME, ".local/share/mise/installs/node"), "bin/node"],
  [path.join(process.env.ASDF_DATA_DIR || path.join(HOME, ".asdf"), "installs/nodejs"), "bin/node"],
];

const numbers = (version) => version.replace(/^v/, "").split(".").map(Number);
const newestFirst = (a, b) => {
  const [x, y] = [numbers(a), numbers(b)];
  return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
};

/** The `node` binary of a major line the developer has installed, or undefined. */
function installedNode(major) {
  const named = process.env[`NODE_${major}`];
  if (named) {
    if (!existsSync(named)) throw new Error(`NODE_${major} points to a missing file: ${named}`);
    return named;
  }
  for (const [folder, binary] of MANAGERS) {
    if (!existsSync(folder)) continue;
    const versions = readdirSync(folder)
      .filter((name) => numbers(name)[0] === Number(major))
      .sort(newestFirst);
    const found = versions.map((version) => path.join(folder, version, binary)).find(existsSync);
    if (found) return found;
  }
  return undefined;
}

function versionOf(node) {
  return spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
}

/** Runs one step, resolving with its status and everything it printed, in order. */
function runStep(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => resolve({ status, output: Buffer.concat(output).toString() }));
  });
}

/** One major's checks, one after the other; its output is printed whole when it ends. */
async function checkMajor(major) {
  const node = installedNode(major);
  if (!node) {
    const note = `Node ${major} is not installed (set NODE_${major}, or install it with nvm, fnm, Volta, n, mise or asdf): its checks did not run.`;
    console.error(`\n!!! ${note}`);
    return !process.env.CI;
  }
  const bin = path.dirname(node);
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  const steps = [
    // The data layer, supabase-js included, running inside this Node.
    [
      node,
      [
        "node_modules/vitest/vitest.mjs",
        "run",
        "--maxWorkers=1",
        "test/unit/blog-supabase.test.ts",
        "test/unit/blog-pglite.test.ts",
        "test/unit/post-body.test.ts",
      ],
      env,
    ],
    // The production server on this Node, driven by the browser tests: its start and its refusals
    // at start, Supabase through it, its shutdown. What its pages look like is the same bytes on
    // every Node (layout.spec.ts checks them once, in test:e2e), and so is the cache's eviction
    // under a flood of addresses.
    [
      process.execPath,
      [
        "node_modules/@playwright/test/cli.js",
        "test",
        "--workers=1",
        `--output=test-results/node-${major}`,
        "--grep-invert=a flood of made-up post addresses",
        "test/e2e/server-start.spec.ts",
        "test/e2e/blog-supabase.spec.ts",
        "test/e2e/shutdown.spec.ts",
      ],
      { ...process.env, SERVER_NODE: node },
    ],
  ];
  let passed = true;
  let printed = `\n=== Node ${versionOf(node)} (${node})\n`;
  for (const [command, args, stepEnv] of steps) {
    const { status, output } = await runStep(command, args, stepEnv);
    printed += output;
    if (status !== 0) passed = false;
  }
  process.stdout.write(printed);
  return passed;
}

// The majors side by side, one worker each: each step mostly waits on a server, a database or
// the browser, so two at once take little longer than one on a two-core machine.
const results = await Promise.all(MAJORS.map(checkMajor));
process.exit(results.every(Boolean) ? 0 : 1);
