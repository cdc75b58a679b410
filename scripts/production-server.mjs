/**
 * Builds when needed and runs the production server (server/index.js, as `npm start` does) for the
 * bench and Lighthouse scripts. Plain .mjs because scripts cannot import test/support/server.ts.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, stopProcess, waitUntilAnswering } from "./server-process.mjs";

export { stopProcess };

/**
 * What a benchmark's results file says of where it ran. Other work on the machine skews the
 * numbers; the load average at the start says how busy it was.
 * @param {number[]} loadAtStart
 */
export function describeMachine(loadAtStart) {
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}`,
    cpus: { count: os.cpus().length, model: os.cpus()[0]?.model },
    loadAverageAtStart: loadAtStart,
  };
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** vite.config.ts reads the same variable, so a side build never clobbers `build/`. */
export const BUILD_DIR = process.env.REMIX_BUILD_DIR || "build";

/** Everything that changes the compiled output. */
const SOURCES = [
  "app",
  "server",
  "content",
  "vite.config.ts",
  "tailwind.config.ts",
  "postcss.config.js",
  "package-lock.json",
];

function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(file).map((name) => newestMtime(path.join(file, name))));
}

/** Runs `npm run build` when the server build is missing or older than any source. */
export function ensureBuild() {
  const serverBuild = path.join(ROOT, BUILD_DIR, "server", "index.js");
  const sources = SOURCES.map((name) => path.join(ROOT, name)).filter(existsSync);
  if (
    existsSync(serverBuild) &&
    statSync(serverBuild).mtimeMs >= Math.max(...sources.map(newestMtime))
  ) {
    return;
  }
  console.log(`Building into ${BUILD_DIR}/ (missing or older than the sources)...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

const children = new Set();
/** Last resort if the script dies between start and stop: never leave a server behind. */
process.once("exit", () => children.forEach((child) => child.kill("SIGKILL")));
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));

/** Remembers a child process so it is killed when this script exits, however it exits. */
export function track(child) {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/**
 * Starts server/index.js on `<build>/` on a free loopback port with NODE_ENV=production and
 * the embedded PGlite database (SUPABASE_* unset), SITE_URL unset, and waits until `/healthz` says the data layer is warm.
 * `siteUrl` sets SITE_URL (without it pages are `private`, so a shared cache keeps none); `env`
 * adds variables on top (e.g. `BLOG_SUPABASE_DIR` for a seeded copy of `supabase/`); `timeoutMs`
 * is how long the start may take (a database of thousands of posts takes longer); `root` is
 * the checkout whose server and build run (another, built, for a side-by-side baseline).
 * @param {{ siteUrl?: string, env?: Record<string, string>, timeoutMs?: number, root?: string }} [options]
 */
export async function startProductionServer({
  siteUrl,
  env: extraEnv = {},
  timeoutMs = 60_000,
  root = ROOT,
} = {}) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    REMIX_BUILD_DIR: BUILD_DIR,
    PORT: String(port),
    HOST: "127.0.0.1",
  };
  delete env.SUPABASE_URL;
  delete env.SUPABASE_ANON_KEY;
  delete env.SITE_URL;
  if (siteUrl) env.SITE_URL = siteUrl;
  Object.assign(env, extraEnv);
  // stdout carries one log line per request: send it to /dev/null so reading it does not take
  // CPU from the load generator. stderr (failures) is kept for the error message.
  const child = track(
    spawn(process.execPath, [path.join(root, "server/index.js")], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "pipe"],
    }),
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-20_000)));

  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/healthz`, child, {
    timeoutMs,
    output: () => stderr,
    accept: (response) => response.ok,
  });
  return {
    url,
    /** The server's process id (for its memory, in scripts/measure-memory.mjs). */
    pid: child.pid,
    /** What the server wrote to stderr since the last call. */
    takeStderr: () => {
      const text = stderr;
      stderr = "";
      return text;
    },
    stop: () => stopProcess(child),
  };
}
