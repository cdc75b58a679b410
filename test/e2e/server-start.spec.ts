import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort, stopProcess } from "../../scripts/server-process.mjs";
import { startServer } from "../support/server";
import { expect, test } from "@playwright/test";

/**
 * The HTTP guard relies on remix-serve importing the build before it creates its server
 * (docs/decisions/0011-http-guard.md). Both sides of that coupling; no browser is needed.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD = path.join(ROOT, process.env.REMIX_BUILD_DIR || "build", "server", "index.js");
const UNGUARDED = "[server] the HTTP guard is not in front of the server";

test("under remix-serve the guard is in front of the server and the process becomes ready", async () => {
  const site = await startServer();
  try {
    const response = await fetch(`${site.url}/favicon.svg`);
    expect(response.status).toBe(200);
    // A static file is served by Express before the app sees it: only the guard adds this.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(site.output()).not.toContain(UNGUARDED);
  } finally {
    await site.stop();
  }
});

test("a server created before the build is imported is never reported ready, and says why", async () => {
  const port = await freePort();
  let log = "";
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "test/support/server-before-build.mjs"), BUILD],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  try {
    await expect.poll(() => log, { timeout: 60_000 }).toContain(UNGUARDED);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.text()).toBe("unguarded\n");
  } finally {
    await stopProcess(child);
  }
});

/** Runs the production server with `env` until it exits by itself; its exit code and output. */
async function runUntilExit(env: Record<string, string>) {
  const port = await freePort();
  let output = "";
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/@remix-run/serve/dist/cli.js"), BUILD],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    return { code, output };
  } finally {
    // Only if it did not stop by itself (then the test times out, and this cleans up).
    await stopProcess(child);
  }
}

test("a bad SUPABASE_URL stops the server at start with the message alone: no stack trace", async () => {
  const key = { SUPABASE_ANON_KEY: "key" };
  for (const [env, messages] of [
    [
      { ...key, SUPABASE_URL: "supabase.example.com" },
      [
        '[config] SUPABASE_URL must be an absolute URL such as https://<project>.supabase.co, got "supabase.example.com"',
      ],
    ],
    [
      { ...key, SUPABASE_URL: "http://db.example.com" },
      [
        '[config] SUPABASE_URL must be https; http is accepted only for this machine (127.0.0.1, ::1 or localhost, such as http://127.0.0.1:54321), got "http://db.example.com/"',
      ],
    ],
    // Every problem at once, one line each, so one restart is enough to fix them.
    [
      { ...key, SUPABASE_URL: "ftp://db.example.com", SITE_URL: "example.com" },
      [
        '[config] SITE_URL must be an absolute URL such as https://example.com, got "example.com"',
        '[config] SUPABASE_URL must be https or http, such as https://<project>.supabase.co, got "ftp://db.example.com"',
      ],
    ],
  ] as const) {
    const { code, output } = await runUntilExit(env);
    expect(code, output).toBe(1);
    expect(output.trim().split("\n")).toEqual(messages);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain("ConfigError");
  }
});

test("every font the stylesheet names is served, copied from its package by the build", async () => {
  const css = readFileSync(path.join(ROOT, "app/styles/tailwind.css"), "utf8");
  const fonts = [...css.matchAll(/url\("(\/fonts\/[^"]+\.woff2)"\)/g)].map((match) => match[1]);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    const response = await fetch(`${process.env.E2E_BASE_URL}${font}`);
    expect(response.status, font).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("latin1"), font).toBe("wOF2");
  }
});
