import { execFile } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPostgrestStandin } from "../support/postgrest-standin";

/**
 * deploy/rolling-restart.sh and deploy/release.sh, run for real by sh against a fake `systemctl`
 * and `npm` on PATH and small HTTP servers standing in for the processes' /healthz: a release
 * whose check or build fails touches nothing, and one whose process does not become healthy stops
 * there, goes back to the previous build and keeps nginx's cache.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Stand-ins for `npm start` processes: each port answers /healthz with the status it is told. */
const health = new Map<number, number>();
const servers: Server[] = [];
const ports: number[] = [];

beforeAll(async () => {
  for (let index = 0; index < 3; index++) {
    const server = createServer((req, res) => {
      const port = (req.socket.address() as AddressInfo).port;
      res.writeHead(health.get(port) ?? 200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    ports.push((server.address() as AddressInfo).port);
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

let dir: string;

afterEach(() => {
  health.clear();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * A checkout with the real deploy scripts, a fake `systemctl` that logs its calls (and lists the
 * three stand-ins as units) and a fake `npm` that logs and then does what FAKE_NPM says.
 */
function checkout({ postsCheck, dbCheck }: { postsCheck?: boolean; dbCheck?: boolean } = {}) {
  dir = mkdtempSync(path.join(tmpdir(), "menopause-release-"));
  const bin = path.join(dir, "fake-bin");
  mkdirSync(bin);
  mkdirSync(path.join(dir, "deploy"));
  for (const script of ["release.sh", "rolling-restart.sh"]) {
    copyFileSync(path.join(ROOT, "deploy", script), path.join(dir, "deploy", script));
  }
  const scripts: Record<string, string> = { build: "fake", start: "fake" };
  if (postsCheck) scripts["posts:check"] = "fake";
  if (dbCheck) scripts["db:check"] = "fake";
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ scripts }));
  const units = ports.map((port) => `menopause-and-me@${port}.service loaded active running x`);
  writeFileSync(
    path.join(bin, "systemctl"),
    `#!/bin/sh
echo "$*" >> "${dir}/systemctl.log"
if [ "$1" = list-units ]; then printf '%s\\n' ${units.map((unit) => `'${unit}'`).join(" ")}; fi
`,
  );
  // FAKE_NPM: "ok" builds (a server file and one new hashed asset), "fail-build" fails the
  // build, "fail-check" fails the posts check. The database check is this repository's own
  // (scripts/check-database.mjs), run against whatever SUPABASE_URL the test gives it.
  writeFileSync(
    path.join(bin, "npm"),
    `#!/bin/sh
echo "$*" >> "${dir}/npm.log"
case "$*" in
  "run posts:check") [ "$FAKE_NPM" != fail-check ] ;;
  "run db:check"*) shift 2; [ "$1" = "--" ] && shift; cd "${ROOT}" && exec node scripts/check-database.mjs "$@" ;;
  "run build")
    [ "$FAKE_NPM" = fail-build ] && { mkdir -p "$REMIX_BUILD_DIR"; exit 1; }
    mkdir -p "$REMIX_BUILD_DIR/server" "$REMIX_BUILD_DIR/client/build"
    echo new > "$REMIX_BUILD_DIR/server/index.js"
    echo new > "$REMIX_BUILD_DIR/client/build/new-asset.js" ;;
esac
`,
  );
  chmodSync(path.join(bin, "systemctl"), 0o755);
  chmodSync(path.join(bin, "npm"), 0o755);
  // The build a checkout had before this release: built in place, one hashed asset.
  mkdirSync(path.join(dir, "build/server"), { recursive: true });
  mkdirSync(path.join(dir, "build/client/build"), { recursive: true });
  writeFileSync(path.join(dir, "build/server/index.js"), "old");
  writeFileSync(path.join(dir, "build/client/build/old-asset.js"), "old");
  // nginx's cache, with one cached page.
  mkdirSync(path.join(dir, "nginx-cache/a/bc"), { recursive: true });
  writeFileSync(path.join(dir, "nginx-cache/a/bc/page"), "cached");
  return { dir, bin };
}

function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      "sh",
      [path.join(dir, "deploy", script), ...args],
      {
        cwd: dir,
        env: {
          ...process.env,
          PATH: `${path.join(dir, "fake-bin")}:${process.env.PATH}`,
          MENOPAUSE_NGINX_CACHE: path.join(dir, "nginx-cache"),
          HEALTH_TIMEOUT: "2",
          ...env,
        },
        timeout: 30_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const log = (name: string) =>
  existsSync(path.join(dir, name))
    ? readFileSync(path.join(dir, name), "utf8").trim().split("\n")
    : [];
const restarts = () => log("systemctl.log").filter((line) => line.startsWith("restart "));
const cacheKept = () => existsSync(path.join(dir, "nginx-cache/a/bc/page"));

describe("deploy/rolling-restart.sh", () => {
  it("restarts every instance in turn, each once the one before is healthy", async () => {
    checkout();
    const result = await run("rolling-restart.sh", [], {});
    expect(result.code).toBe(0);
    expect(restarts()).toEqual(ports.map((port) => `restart menopause-and-me@${port}`));
  });

  it("stops at the first process that does not become healthy; the rest are never touched", async () => {
    checkout();
    health.set(ports[1]!, 503);
    const failed = path.join(dir, "failed-port");
    const result = await run("rolling-restart.sh", [], { ROLLING_RESTART_FAILED: failed });
    expect(result.code).toBe(1);
    expect(restarts()).toEqual([
      `restart menopause-and-me@${ports[0]}`,
      `restart menopause-and-me@${ports[1]}`,
    ]);
    expect(result.stderr).toContain(`menopause-and-me@${ports[1]} is not healthy after 2 s`);
    expect(readFileSync(failed, "utf8").trim()).toBe(String(ports[1]));
  });
});

describe("deploy/release.sh", { timeout: 30_000 }, () => {
  it("a failed posts check stops the release before the build; nothing changes", async () => {
    checkout({ postsCheck: true });
    const result = await run("release.sh", [], { FAKE_NPM: "fail-check" });
    expect(result.code).not.toBe(0);
    expect(log("npm.log")).toEqual(["install", "run posts:check"]);
    expect(lstatSync(path.join(dir, "build")).isDirectory()).toBe(true);
    expect(restarts()).toEqual([]);
    expect(cacheKept()).toBe(true);
  });

  it("a failed build leaves the running site untouched: the same build, no restart, the cache", async () => {
    checkout();
    const result = await run("release.sh", [], { FAKE_NPM: "fail-build" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("the build failed; the site is as it was");
    expect(log("npm.log")).toEqual(["install", "run build"]);
    expect(readFileSync(path.join(dir, "build/server/index.js"), "utf8")).toBe("old");
    expect(readdirSync(path.join(dir, "releases"))).toEqual([]);
    expect(restarts()).toEqual([]);
    expect(cacheKept()).toBe(true);
  });

  it("a database one migration behind the new build stops the release after the build, naming the migration, before anything switches", async () => {
    checkout({ dbCheck: true });
    // The project: the tests' PostgREST stand-in on a real database, without the migration that
    // adds the columns the build reads last.
    const migrations = readdirSync(path.join(ROOT, "supabase/migrations"))
      .filter((file) => file.endsWith(".sql") && file < "20261126020000")
      .sort();
    const project = await startPostgrestStandin({ categories: [], posts: [] }, { migrations });
    try {
      // The processes' settings, as the systemd unit reads them.
      const envFile = path.join(dir, "menopause-and-me.env");
      writeFileSync(
        envFile,
        `SUPABASE_URL=${project.url}\nSUPABASE_PUBLISHABLE_KEY=${project.publishableKey}\n`,
      );
      const result = await run("release.sh", [], { FAKE_NPM: "ok", MENOPAUSE_ENV_FILE: envFile });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        "the database has no column seo_title, which this build reads (reading a post): apply supabase/migrations/20261126020000_post_search_snippet.sql",
      );
      expect(result.stderr).toContain("release stopped: the database is not ready for this build");
      expect(log("npm.log")).toEqual([
        "install",
        "run build",
        `run db:check -- --env-file ${envFile}`,
      ]);
      expect(readFileSync(path.join(dir, "build/server/index.js"), "utf8")).toBe("old");
      expect(readdirSync(path.join(dir, "releases"))).toEqual([]);
      expect(restarts()).toEqual([]);
      expect(cacheKept()).toBe(true);
    } finally {
      await project.close();
    }
  }, 90_000);

  it("on the embedded database the check has nothing to ask, and the release goes on", async () => {
    checkout({ dbCheck: true });
    const result = await run("release.sh", [], {
      FAKE_NPM: "ok",
      MENOPAUSE_ENV_FILE: path.join(dir, "no-such-file"),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("[db:check] the embedded database");
    expect(log("npm.log")).toEqual(["install", "run build", "run db:check"]);
    expect(restarts()).toHaveLength(3);
  });

  it("a healthy release switches the build, keeps the old assets, restarts all, then empties the cache", async () => {
    checkout({ postsCheck: true });
    const result = await run("release.sh", [], { FAKE_NPM: "ok" });
    expect(result.code, result.stderr).toBe(0);
    expect(log("npm.log")).toEqual(["install", "run posts:check", "run build"]);
    expect(lstatSync(path.join(dir, "build")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(dir, "build"))).toMatch(/^releases\/\d{14}-local$/);
    expect(readFileSync(path.join(dir, "build/server/index.js"), "utf8").trim()).toBe("new");
    expect(readdirSync(path.join(dir, "build/client/build")).sort()).toEqual([
      "new-asset.js",
      "old-asset.js",
    ]);
    expect(restarts()).toHaveLength(3);
    expect(cacheKept()).toBe(false);
  });

  it("keeps the previous build's assets a week from the release, whatever their age; older builds' go", async () => {
    checkout();
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    const asset = (name: string) => path.join(dir, "build/client/build", name);
    // The live build was released a month ago, and nothing has been released since.
    utimesSync(asset("old-asset.js"), monthAgo, monthAgo);
    expect((await run("release.sh", [], { FAKE_NPM: "ok" })).code).toBe(0);
    expect(readdirSync(path.join(dir, "build/client/build")).sort()).toEqual([
      "new-asset.js",
      "old-asset.js",
    ]);
    expect(statSync(asset("old-asset.js")).mtimeMs).toBeGreaterThan(Date.now() - 60_000);

    // Another quiet month: this build's own asset stays however old; the one it carried over
    // from the build before has had its week and goes.
    utimesSync(asset("old-asset.js"), monthAgo, monthAgo);
    utimesSync(asset("new-asset.js"), monthAgo, monthAgo);
    writeFileSync(asset("own-but-unchanged.js"), "this build's");
    utimesSync(asset("own-but-unchanged.js"), monthAgo, monthAgo);
    writeFileSync(
      path.join(dir, "build/own-assets.txt"),
      "./new-asset.js\n./own-but-unchanged.js\n",
    );
    // The release names end in the second they were made.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await run("release.sh", [], { FAKE_NPM: "ok" })).code).toBe(0);
    expect(readdirSync(path.join(dir, "build/client/build")).sort()).toEqual([
      "new-asset.js",
      "own-but-unchanged.js",
    ]);
    expect(readFileSync(path.join(dir, "build/own-assets.txt"), "utf8")).toBe("./new-asset.js\n");
  }, 30_000);

  it("a process that does not become healthy stops it: back on the previous build, that process restarted on it, the cache kept", async () => {
    checkout();
    // A first release, healthy, so there is a previous release to go back to.
    expect((await run("release.sh", [], { FAKE_NPM: "ok" })).code).toBe(0);
    const good = readlinkSync(path.join(dir, "build"));
    writeFileSync(path.join(dir, "nginx-cache/a/bc/page"), "cached");
    writeFileSync(path.join(dir, "systemctl.log"), "");
    // The release names end in the second they were made.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    health.set(ports[1]!, 503);
    const result = await run("release.sh", [], { FAKE_NPM: "ok" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`menopause-and-me@${ports[1]} did not become healthy`);
    expect(readlinkSync(path.join(dir, "build"))).toBe(good);
    expect(restarts()).toEqual([
      `restart menopause-and-me@${ports[0]}`,
      `restart menopause-and-me@${ports[1]}`,
      // Put back on the previous build; the third process was never restarted.
      `restart menopause-and-me@${ports[1]}`,
    ]);
    expect(cacheKept()).toBe(true);
  }, 30_000);
});
