import { execFile, spawn, type ChildProcess } from "node:child_process";
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
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { parse } from "yaml";
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
  for (const script of ["release.sh", "rolling-restart.sh", "pull-and-release.sh"]) {
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
/** The releases in releases/, less its lock file. */
const releasesMade = () =>
  readdirSync(path.join(dir, "releases")).filter((name) => !name.startsWith("."));
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
    expect(releasesMade()).toEqual([]);
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
      expect(releasesMade()).toEqual([]);
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

/** Scratch folders besides `dir`: the bare repository standing in for GitHub, the author's clone. */
const scratch: string[] = [];
afterEach(() => {
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  new Promise<string>((resolve, reject) =>
    execFile(
      "git",
      ["-c", "user.name=Her", "-c", "user.email=her@example.com", ...args],
      { cwd },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout.trim())),
    ),
  );

/**
 * checkout() as a server has it: a clone of a bare repository standing in for GitHub, its
 * scripts and package.json committed on main; the build, releases, fakes and logs git-ignored.
 * `push` is the author's side: a commit of the given files on main, pushed; it returns the commit.
 */
async function serverCheckout(options: { postsCheck?: boolean } = {}) {
  checkout(options);
  const github = mkdtempSync(path.join(tmpdir(), "menopause-github-"));
  const author = mkdtempSync(path.join(tmpdir(), "menopause-author-"));
  scratch.push(github, author);
  writeFileSync(
    path.join(dir, ".gitignore"),
    "/build\n/releases\n/fake-bin\n/nginx-cache\n*.log\n*.env\n",
  );
  await git(github, "init", "-q", "--bare", "-b", "main");
  await git(dir, "init", "-q", "-b", "main");
  await git(dir, "add", "-A");
  await git(dir, "commit", "-qm", "The site");
  await git(dir, "remote", "add", "origin", github);
  await git(dir, "push", "-q", "origin", "main");
  await git(author, "clone", "-q", github, ".");
  const push = async (files: Record<string, string>, message: string) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(author, file)), { recursive: true });
      writeFileSync(path.join(author, file), text);
    }
    await git(author, "add", "-A");
    await git(author, "commit", "-qm", message);
    await git(author, "push", "-q", "origin", "main");
    return git(author, "rev-parse", "HEAD");
  };
  return { github, author, push };
}

const POST = "---\ntitle: My First Walk\n---\n\nThe first paragraph.\n";
const head = () => git(dir, "rev-parse", "HEAD");
const live = () => readlinkSync(path.join(dir, "build"));
const supabaseEnv = () => {
  const file = path.join(dir, "menopause-and-me.env");
  writeFileSync(file, "SITE_URL=https://example.org\nSUPABASE_URL=https://abc.supabase.co\n");
  return file;
};

describe("deploy/pull-and-release.sh", { timeout: 30_000 }, () => {
  it("fetches main with a new post and its photo, fast-forwards the checkout and releases it", async () => {
    const { push } = await serverCheckout({ postsCheck: true });
    const commit = await push(
      { "content/posts/my-first-walk.md": POST, "content/posts/my-first-walk/walk.jpg": "jpeg" },
      "A new post with its photo",
    );
    const result = await run("pull-and-release.sh", [], { FAKE_NPM: "ok" });
    expect(result.code, result.stderr).toBe(0);
    expect(await head()).toBe(commit);
    expect(readFileSync(path.join(dir, "content/posts/my-first-walk/walk.jpg"), "utf8")).toBe(
      "jpeg",
    );
    // release.sh ran on the new commit, its output followed here and kept in a log.
    expect(live()).toBe(`releases/${path.basename(live())}`);
    expect(live().endsWith(`-${await git(dir, "rev-parse", "--short", "HEAD")}`)).toBe(true);
    expect(log("npm.log")).toEqual(["install", "run posts:check", "run build"]);
    expect(restarts()).toHaveLength(3);
    expect(cacheKept()).toBe(false);
    expect(result.stdout).toContain(`released ${live()}`);
    expect(readFileSync(path.join(dir, "releases/last-release.log"), "utf8")).toContain(
      `released ${live()}`,
    );

    // Asked again with nothing new: nothing is done.
    const again = await run("pull-and-release.sh", [], { FAKE_NPM: "ok" });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("is already live");
    expect(log("npm.log")).toHaveLength(3);
  });

  it("on Supabase, a post's words alone release nothing and leave the checkout; a photo releases", async () => {
    const { push } = await serverCheckout();
    await push({ "content/posts/my-first-walk.md": POST }, "A post");
    expect((await run("pull-and-release.sh", [], { FAKE_NPM: "ok" })).code).toBe(0);
    const released = live();
    const before = await head();
    const envFile = supabaseEnv();

    await push({ "content/posts/my-first-walk.md": `${POST}A second.\n` }, "One more sentence");
    const words = await run("pull-and-release.sh", [], {
      FAKE_NPM: "ok",
      MENOPAUSE_ENV_FILE: envFile,
    });
    expect(words.code, words.stderr).toBe(0);
    expect(words.stdout).toContain(
      "nothing to release: no photo changed, and the posts' words reach readers through Supabase",
    );
    expect(await head()).toBe(before);
    expect(live()).toBe(released);

    // The embedded database: the same change is released.
    const embedded = await run("pull-and-release.sh", [], {
      FAKE_NPM: "ok",
      MENOPAUSE_ENV_FILE: path.join(dir, "no-such-file"),
    });
    expect(embedded.code, embedded.stderr).toBe(0);
    expect(embedded.stdout).toContain("released");
    expect(live()).not.toBe(released);

    // On Supabase again: a photo beside a post is released.
    const photo = await push({ "content/posts/my-first-walk/walk.jpg": "jpeg" }, "Its photo");
    const withPhoto = await run("pull-and-release.sh", [], {
      FAKE_NPM: "ok",
      MENOPAUSE_ENV_FILE: envFile,
    });
    expect(withPhoto.code, withPhoto.stderr).toBe(0);
    expect(await head()).toBe(photo);
    expect(live().endsWith(`-${await git(dir, "rev-parse", "--short", photo)}`)).toBe(true);
  });

  it("refuses main rewritten on GitHub: nothing fetched into the checkout, nothing released", async () => {
    const { push, author } = await serverCheckout();
    await push({ "content/posts/my-first-walk.md": POST }, "A post");
    expect((await run("pull-and-release.sh", [], { FAKE_NPM: "ok" })).code).toBe(0);
    const released = live();
    const before = await head();
    writeFileSync(path.join(dir, "npm.log"), "");
    writeFileSync(path.join(dir, "nginx-cache/a/bc/page"), "cached");
    // Another history in place of main's: the site's first commit, then something else.
    await git(author, "reset", "-q", "--hard", "HEAD~1");
    writeFileSync(path.join(author, "other.md"), "another history");
    await git(author, "add", "-A");
    await git(author, "commit", "-qm", "Another history");
    await git(author, "push", "-q", "--force", "origin", "main");

    const result = await run("pull-and-release.sh", [], { FAKE_NPM: "ok" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("does not follow on from this checkout");
    expect(result.stderr).toContain("Nothing was changed; the site is as it was");
    expect(await head()).toBe(before);
    expect(live()).toBe(released);
    expect(readFileSync(path.join(dir, "npm.log"), "utf8")).toBe("");
    expect(cacheKept()).toBe(true);
  });

  it("a release that fails puts the checkout back at the live release's commit, and the next run tries again", async () => {
    const { push } = await serverCheckout();
    await push({ "content/posts/my-first-walk.md": POST }, "A post");
    expect((await run("pull-and-release.sh", [], { FAKE_NPM: "ok" })).code).toBe(0);
    const released = live();
    const before = await head();
    const photo = await push({ "content/posts/my-first-walk/walk.jpg": "jpeg" }, "Its photo");

    const failed = await run("pull-and-release.sh", [], { FAKE_NPM: "fail-build" });
    expect(failed.code).toBe(1);
    expect(failed.stdout + failed.stderr).toContain("the build failed; the site is as it was");
    expect(failed.stderr).toContain("the checkout is back at");
    expect(await head()).toBe(before);
    expect(live()).toBe(released);

    const retried = await run("pull-and-release.sh", [], { FAKE_NPM: "ok" });
    expect(retried.code, retried.stderr).toBe(0);
    expect(await head()).toBe(photo);
  });

  it("as a forced command, does nothing but release: any other command is refused untouched", async () => {
    const { push } = await serverCheckout();
    const before = await head();
    await push({ "content/posts/my-first-walk.md": POST }, "A post");
    const result = await run("pull-and-release.sh", [], {
      FAKE_NPM: "ok",
      SSH_ORIGINAL_COMMAND: "cat /etc/shadow",
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("refused: this key can only release the site");
    expect(await head()).toBe(before);
    expect(log("npm.log")).toEqual([]);
  });

  it("one release at a time: release.sh run by hand while another runs stops before anything", async () => {
    checkout();
    mkdirSync(path.join(dir, "releases"));
    // Another release holding the lock, until its input ends.
    const holder = execFile("flock", [
      path.join(dir, "releases/.lock"),
      "sh",
      "-c",
      "echo held; cat",
    ]);
    await new Promise<void>((resolve) => holder.stdout!.once("data", () => resolve()));
    try {
      const result = await run("release.sh", [], { FAKE_NPM: "ok" });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("another release is running");
      expect(log("npm.log")).toEqual([]);
    } finally {
      holder.stdin!.end();
      await new Promise((resolve) => holder.once("exit", resolve));
    }
    expect((await run("release.sh", [], { FAKE_NPM: "ok" })).code).toBe(0);
  });
});

/**
 * The publish workflow's "Release the site on its server" step, its script run as GitHub runs it,
 * against Debian's sshd on a free port: the key's authorized_keys line is the one
 * docs/deploying.md gives (restrict, and the forced command), with the fakes' environment in
 * front. CI installs openssh-server (.ci/run); elsewhere a missing sshd skips these loudly.
 */
const SSHD = "/usr/sbin/sshd";
const sshdMissing = !existsSync(SSHD);
if (sshdMissing) {
  // CI installs it, so there a missing sshd is a failure, not a reason to skip.
  if (process.env.CI) {
    it("Debian's sshd is installed (CI)", () => {
      throw new Error(
        `${SSHD} is missing: CI installs openssh-server for the release step's tests`,
      );
    });
  } else {
    console.warn(
      `${SSHD} is missing (Debian's openssh-server): the release step's SSH tests are skipped`,
    );
  }
}
const releaseStep = (
  parse(readFileSync(path.join(ROOT, ".github/workflows/posts.yml"), "utf8")) as {
    jobs: Record<string, { steps: { name?: string; run?: string }[] }>;
  }
).jobs.posts!.steps.find((step) => step.name === "Release the site on its server")!;

describe.skipIf(sshdMissing)("the workflow's release step, through a real sshd", () => {
  const user = userInfo().username;
  let keys: string;
  let sshd: ChildProcess;
  let sshPort: number;
  const key = (name: string) => readFileSync(path.join(keys, name), "utf8");
  const knownHosts = (hostKey = "host") =>
    `[127.0.0.1]:${sshPort} ${key(`${hostKey}.pub`).split(" ").slice(0, 2).join(" ")}`;

  beforeAll(async () => {
    keys = mkdtempSync(path.join(tmpdir(), "menopause-sshd-"));
    for (const name of ["host", "publish", "other-host"]) {
      await new Promise((resolve, reject) =>
        execFile(
          "ssh-keygen",
          ["-q", "-t", "ed25519", "-N", "", "-f", path.join(keys, name)],
          (e) => (e ? reject(e) : resolve(null)),
        ),
      );
    }
    // As root, sshd needs its privilege separation directory, which systemd makes at boot.
    if (process.getuid?.() === 0 && !existsSync("/run/sshd"))
      mkdirSync("/run/sshd", { mode: 0o755 });
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    sshPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    writeFileSync(
      path.join(keys, "sshd_config"),
      [
        `Port ${sshPort}`,
        "ListenAddress 127.0.0.1",
        `HostKey ${path.join(keys, "host")}`,
        `PidFile ${path.join(keys, "sshd.pid")}`,
        `AuthorizedKeysFile ${path.join(keys, "authorized_keys")}`,
        "StrictModes no",
        // What docs/deploying.md asks of a server that allows root in by key at all.
        "PermitRootLogin forced-commands-only",
        "PasswordAuthentication no",
        "KbdInteractiveAuthentication no",
        "UsePAM no",
        "Subsystem sftp internal-sftp",
        "",
      ].join("\n"),
    );
    sshd = spawn(SSHD, ["-D", "-e", "-f", path.join(keys, "sshd_config")]);
    await new Promise<void>((resolve, reject) => {
      let said = "";
      sshd.stderr!.on("data", (chunk: Buffer) => {
        said += chunk;
        if (said.includes("Server listening on")) resolve();
      });
      sshd.once("exit", (code) => reject(new Error(`sshd exited ${code}: ${said}`)));
    });
  }, 30_000);

  afterAll(async () => {
    if (sshd && sshd.exitCode === null) {
      sshd.kill();
      await new Promise((resolve) => sshd.once("exit", resolve));
    }
    if (keys) rmSync(keys, { recursive: true, force: true });
  });

  /** The publish key's line, as docs/deploying.md gives it, the fakes' environment in front. */
  function authorize() {
    const fakes = [
      `PATH=${path.join(dir, "fake-bin")}:${process.env.PATH}`,
      `MENOPAUSE_NGINX_CACHE=${path.join(dir, "nginx-cache")}`,
      "HEALTH_TIMEOUT=2",
      "FAKE_NPM=ok",
    ].join(" ");
    writeFileSync(
      path.join(keys, "authorized_keys"),
      `restrict,command="${fakes} ${path.join(dir, "deploy/pull-and-release.sh")}" ${key("publish.pub")}`,
    );
  }

  function runStep(env: Record<string, string>) {
    const summary = path.join(dir, "summary.md");
    return new Promise<{ code: number; out: string; summary: string }>((resolve) =>
      execFile(
        "bash",
        ["--noprofile", "--norc", "-eo", "pipefail", "-c", releaseStep.run!],
        {
          env: {
            ...process.env,
            HOME: keys,
            RUNNER_TEMP: keys,
            GITHUB_STEP_SUMMARY: summary,
            RELEASE_SSH_TARGET: `ssh://${user}@127.0.0.1:${sshPort}`,
            RELEASE_SSH_KEY: key("publish"),
            RELEASE_SSH_KNOWN_HOSTS: knownHosts(),
            ...env,
          },
          timeout: 30_000,
        },
        (error, stdout, stderr) =>
          resolve({
            code: error ? Number(error.code ?? 1) : 0,
            out: stdout + stderr,
            summary: existsSync(summary) ? readFileSync(summary, "utf8") : "",
          }),
      ),
    );
  }

  /** ssh with the publish key, as anyone holding it could. */
  function ssh(...args: string[]) {
    return new Promise<{ code: number; out: string }>((resolve) =>
      execFile(
        "ssh",
        [
          ...["-F", "/dev/null", "-i", path.join(keys, "publish"), "-o", "IdentitiesOnly=yes"],
          ...["-o", "BatchMode=yes", "-o", `UserKnownHostsFile=${path.join(keys, "known")}`],
          ...["-p", String(sshPort), ...args],
        ],
        { timeout: 30_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
      ),
    );
  }

  it("releases a post and its photo pushed to main, and says so on the summary page", async () => {
    const { push } = await serverCheckout({ postsCheck: true });
    authorize();
    const commit = await push(
      { "content/posts/my-first-walk.md": POST, "content/posts/my-first-walk/walk.jpg": "jpeg" },
      "A new post with its photo",
    );
    const result = await runStep({});
    expect(result.code, result.out).toBe(0);
    expect(await head()).toBe(commit);
    expect(log("npm.log")).toEqual(["install", "run posts:check", "run build"]);
    expect(restarts()).toHaveLength(3);
    expect(result.out).toContain(`released ${live()}`);
    // The server's words cannot be read as workflow commands.
    expect(result.out).toMatch(/^::stop-commands::(release-\d+)\n[^]*^::\1::$/m);
    expect(result.summary).toContain("## The site has been updated");
  }, 30_000);

  it("asks nothing of a server whose host key is not the pinned one", async () => {
    const { push } = await serverCheckout();
    authorize();
    await push({ "content/posts/my-first-walk.md": POST }, "A post");
    const result = await runStep({ RELEASE_SSH_KNOWN_HOSTS: knownHosts("other-host") });
    expect(result.code).toBe(255);
    expect(result.out).toContain("Host key verification failed");
    expect(log("npm.log")).toEqual([]);
    expect(result.summary).toContain("## The site was not updated");
  }, 30_000);

  it("lets the key do nothing else: no other command, no forwarding, no files", async () => {
    checkout();
    authorize();
    writeFileSync(path.join(keys, "known"), `${knownHosts()}\n`);
    const target = `${user}@127.0.0.1`;
    const command = await ssh(target, "id");
    expect(command.code).toBe(2);
    expect(command.out).toContain("refused: this key can only release the site");
    expect(command.out).not.toContain("uid=");
    const forwarding = await ssh("-W", `127.0.0.1:${ports[0]}`, target);
    expect(forwarding.code).toBe(255);
    expect(forwarding.out).toContain("administratively prohibited");
    const files = await new Promise<{ code: number; out: string }>((resolve) =>
      execFile(
        "sftp",
        [
          ...["-F", "/dev/null", "-i", path.join(keys, "publish"), "-o", "IdentitiesOnly=yes"],
          ...["-o", "BatchMode=yes", "-o", `UserKnownHostsFile=${path.join(keys, "known")}`],
          ...["-P", String(sshPort), "-b", "-", target],
        ],
        { timeout: 30_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
      ).stdin!.end("get /etc/hostname\n"),
    );
    expect(files.code).not.toBe(0);
    expect(log("npm.log")).toEqual([]);
  }, 30_000);
});
