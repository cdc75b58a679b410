import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort, stopProcess, waitUntilAnswering } from "../../scripts/server-process.mjs";
import { FIXTURE_POSTS_DIR } from "./posts-dir";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs the production server (`npm start`'s server/index.js) and waits until it answers. */
export async function startServer({
  env = {},
  // REMIX_BUILD_DIR (read by vite.config.ts too) lets a side build be tested beside `build/`.
  buildDir = process.env.REMIX_BUILD_DIR || "build",
}: {
  env?: Record<string, string>;
  buildDir?: string;
} = {}): Promise<RunningServer> {
  if (!existsSync(path.join(ROOT, buildDir, "server/index.js"))) {
    throw new Error(`${buildDir}/server/index.js is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  let log = "";
  const child = spawn(
    // SERVER_NODE runs the site on another Node than the tests (the Node 22/24 check in CI).
    process.env.SERVER_NODE || process.execPath,
    [path.join(ROOT, "server/index.js")],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        REMIX_BUILD_DIR: buildDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        // The tests' own posts, not the author's (test/support/posts-dir.ts).
        BLOG_POSTS_DIR: FIXTURE_POSTS_DIR,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  // /healthz says 200 once the first reads have been tried, as a load balancer would wait for.
  // The limit only catches a hang: with suites side by side on a loaded 2-core machine, a start
  // (the embedded database made and filled, the sanitiser loaded) has taken over a minute.
  await waitUntilAnswering(`${url}/healthz`, child, {
    timeoutMs: 120_000,
    output: () => log,
    accept: (response) => response.ok,
  });
  return {
    url,
    port,
    process: child,
    output: () => log,
    stop: () => stopProcess(child),
  };
}
