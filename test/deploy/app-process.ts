import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Polls `condition` until it holds, failing with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every process group started here, killed if the test run dies without stopping them. */
const groups = new Set<number>();
process.once("exit", () => {
  for (const group of groups) {
    try {
      process.kill(-group, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

/** Linux's clock ticks a second, in which /proc/<pid>/stat counts CPU time. */
const CLOCK_TICKS = 100;

/**
 * CPU seconds (user and system) the processes of a group have used so far, from /proc: the
 * process's own measure of the work a request cost it, which a busy machine does not inflate the
 * way it does the time a request takes.
 */
function groupCpuSeconds(group: number): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone since the listing
    }
    // After the command's closing parenthesis: state, ppid, pgrp, ... utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

export interface AppProcess {
  port: number;
  /** The server's request log (morgan "tiny": `GET /path 200 ...`), one entry per line. */
  lines: string[];
  /** Resolves once every request this process answered before the call is in `lines`. */
  syncLog: () => Promise<void>;
  /** How many requests for exactly `target` (path and query) the log shows. */
  requestsFor: (target: string) => number;
  /** CPU seconds the process (npm and node) has used since it started. */
  cpuSeconds: () => number;
  /** Stops the process the way systemd does: SIGTERM to the whole group, then wait for it. */
  stop: () => Promise<void>;
}

/**
 * Runs `npm start` (server/index.js, as the systemd unit does) on `port` in a process group of its
 * own, and waits until its `/healthz` answers 200.
 */
export async function startApp(port: number, env: Record<string, string>): Promise<AppProcess> {
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      npm_config_update_notifier: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const group = child.pid!;
  groups.add(group);
  const lines: string[] = [];
  let partial = "";
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
    const text = partial + chunk.toString("utf8");
    const complete = text.split("\n");
    partial = complete.pop() ?? "";
    lines.push(...complete);
  });
  child.stderr!.on("data", (chunk: Buffer) => (output = (output + chunk).slice(-20_000)));

  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    `npm start on port ${port} to answer /healthz with 200`,
    async () => {
      if (!groupAlive(group)) throw new Error(`npm start on ${port} exited:\n${output}`);
      try {
        const response = await fetch(`${url}/healthz`);
        await response.arrayBuffer();
        return response.status === 200;
      } catch {
        return false;
      }
    },
    60_000,
  );

  return {
    port,
    lines,
    syncLog: async () => {
      // The log is one ordered stream: once this marker's line is in, every earlier one is.
      const marker = `/healthz?log-sync=${randomUUID()}`;
      await (await fetch(url + marker)).arrayBuffer();
      await waitFor(`port ${port}'s log to show ${marker}`, () =>
        lines.some((line) => line.startsWith(`GET ${marker} `)),
      );
    },
    requestsFor: (target) => lines.filter((line) => line.startsWith(`GET ${target} `)).length,
    cpuSeconds: () => groupCpuSeconds(group),
    stop: async () => {
      if (!groupAlive(group)) return;
      process.kill(-group, "SIGTERM");
      try {
        // In-flight requests finish first; systemd's TimeoutStopSec is 30 s.
        await waitFor(`port ${port}'s processes to exit after SIGTERM`, () => !groupAlive(group));
      } catch (error) {
        process.kill(-group, "SIGKILL");
        throw error;
      } finally {
        groups.delete(group);
      }
    },
  };
}
