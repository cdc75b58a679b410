import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, stopProcess, waitUntilAnswering } from "../../scripts/server-process.mjs";
import { FIXTURE_POSTS_DIR } from "../support/posts-dir";

/**
 * A production server on the embedded database serves the posts the build checked, not the
 * files as they are at start: a post file edited on the server into something the check refuses,
 * then a restart (a release, a crash, a reboot after `git pull`), leaves the live
 * post readable (docs/decisions/0035-the-project-an-owner-really-has.md).
 *
 * A checkout of its own in a temporary folder, laid out as on the server: the post files in
 * content/posts/, the build in build/ (this repository's, linked) with the posts snapshot the
 * build's last step writes, and the server started from there as `npm start` starts it.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SLUG = "a-year-without-a-period";
const TITLE = "A Year Without a Period: What Changed, and What Didn";

let checkout: string;

test.beforeAll(() => {
  checkout = mkdtempSync(path.join(tmpdir(), "menopause-checkout-"));
  cpSync(FIXTURE_POSTS_DIR, path.join(checkout, "content/posts"), { recursive: true });
  for (const shared of ["supabase", "public", "node_modules", "server"]) {
    symlinkSync(path.join(ROOT, shared), path.join(checkout, shared));
  }
  for (const part of ["server", "client"]) {
    cpSync(path.join(ROOT, "build", part), path.join(checkout, "build", part), {
      recursive: true,
    });
  }
});

test.afterAll(() => {
  rmSync(checkout, { recursive: true, force: true });
});

/** The build's last step, on this checkout's files. */
function writeSnapshot() {
  const result = spawnSync(process.execPath, ["scripts/posts-check.mjs", "--snapshot"], {
    cwd: ROOT,
    env: {
      ...process.env,
      BLOG_POSTS_DIR: path.join(checkout, "content/posts"),
      REMIX_BUILD_DIR: path.join(checkout, "build"),
    },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
}

/** An edit the check refuses: the title's closing quote gone. */
function breakThePostFile() {
  const file = path.join(checkout, "content/posts", `${SLUG}.md`);
  const text = readFileSync(file, "utf8");
  writeFileSync(file, text.replace(/^title: "(.*)"$/m, 'title: "$1'));
}

async function startFromCheckout() {
  const port = await freePort();
  let log = "";
  // As on the server: the post files are where the checkout has them, not named by a setting.
  const { BLOG_POSTS_DIR: _posts, REMIX_BUILD_DIR: _build, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: "production" as const,
    PORT: String(port),
    HOST: "127.0.0.1",
  };
  const child = spawn(process.execPath, [path.join(checkout, "server/index.js")], {
    cwd: checkout,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (log += chunk));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/healthz`, child, {
    timeoutMs: 60_000,
    output: () => log,
    accept: (response: Response) => response.ok,
  });
  return { url, log: () => log, stop: () => stopProcess(child) };
}

test("a post file broken on the server, then a restart, leaves the live post readable", async ({
  request,
}) => {
  writeSnapshot();
  breakThePostFile();
  const server = await startFromCheckout();
  try {
    const response = await request.get(`${server.url}/blog/${SLUG}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(TITLE);
    expect(server.log()).toMatch(
      /serving the 14 post\(s\) the build checked at \S+ \(build\/posts\.json\)/,
    );
    // The server never ran the author's checker: nothing about the broken file in its log.
    expect(server.log()).not.toContain(`${SLUG}.md`);
  } finally {
    await server.stop();
  }
});

test("without the snapshot (a build from before it), the files are read and the log says what that costs", async ({
  request,
}) => {
  rmSync(path.join(checkout, "build/posts.json"), { force: true });
  breakThePostFile();
  const server = await startFromCheckout();
  try {
    expect(server.log()).toContain("build/posts.json is missing");
    expect((await request.get(`${server.url}/blog/${SLUG}`)).status()).toBe(404);
  } finally {
    await server.stop();
  }
});
