import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort, stopProcess } from "../../scripts/server-process.mjs";
import { startServer } from "../support/server";
import { expect, test } from "@playwright/test";

/** Starting the production server (server/index.js, as `npm start` runs it); no browser is needed. */
const ROOT = path.resolve(import.meta.dirname, "../..");

test("the server puts the security headers on static files too, and becomes ready", async () => {
  const site = await startServer();
  try {
    const response = await fetch(`${site.url}/favicon.svg`);
    expect(response.status).toBe(200);
    // Served by express.static, before the app sees the request: helmet's, not the app's.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    // The build's hashed files are kept for a year, as remix-serve kept them.
    const page = await (await fetch(`${site.url}/`)).text();
    const script = page.match(/\/build\/[\w.-]+\.js/)![0];
    const asset = await fetch(`${site.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  } finally {
    await site.stop();
  }
});

/** Runs the production server with `env` until it exits by itself; its exit code and output. */
async function runUntilExit(env: Record<string, string>) {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, [path.join(ROOT, "server/index.js")], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
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

test("every font the site's fonts.css names is served, copied from its package by the build", async () => {
  const css = readFileSync(path.join(ROOT, "app/styles/fonts.css"), "utf8");
  const fonts = [...css.matchAll(/url\("(\/fonts\/[^"]+\.woff2)"\)/g)].map((match) => match[1]);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    const response = await fetch(`${process.env.E2E_BASE_URL}${font}`);
    expect(response.status, font).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString("latin1"), font).toBe("wOF2");
  }
});
