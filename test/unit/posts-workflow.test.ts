import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgrestStandin, type PostgrestStandin } from "../support/postgrest-standin";
import { FIXTURE_POSTS_DIR } from "../support/posts-dir";

/**
 * The publish workflow (.github/workflows/posts.yml; docs/decisions/0042-the-editor-checks-where-she-writes.md)
 * as GitHub reads it, and its steps run here as GitHub would run them: the check writing its
 * summary page, and the push step's own script against the PostgREST stand-in through a conflict
 * and the "Run workflow" input that settles it.
 */

const run = promisify(execFile);
const source = readFileSync(".github/workflows/posts.yml", "utf8");
interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
const workflow = parse(source) as {
  on: { workflow_dispatch: { inputs: Record<string, { type: string }> } };
  jobs: Record<string, { steps: Step[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const pushStep = steps.find((step) => step.run?.includes("posts:push"))!;

describe("the publish workflow", () => {
  it("is valid for GitHub (action-validator)", async () => {
    await run("npx", ["action-validator", ".github/workflows/posts.yml"]);
  }, 60_000);

  it("pins every action to a commit, names its release, and runs Node 24 with one install", () => {
    const uses = steps.flatMap((step) => (step.uses ? [step.uses] : []));
    expect(uses.length).toBeGreaterThanOrEqual(3);
    for (const action of uses) {
      expect(action).toMatch(/^actions\/[a-z-]+@[0-9a-f]{40}$/);
      expect(source).toMatch(new RegExp(`${action} # v\\d+\\.\\d+\\.\\d+\\n`));
    }
    const node = steps.find((step) => step.uses?.startsWith("actions/setup-node@"))!;
    expect(node.with).toMatchObject({ "node-version": 24, cache: "npm" });
    expect(steps.filter((step) => /\bnpm (?:ci|install)\b/.test(step.run ?? ""))).toHaveLength(1);
    const photos = steps.find((step) => step.uses?.startsWith("actions/cache@"))!;
    expect(photos.with!.path).toBe("public/images/posts");
    expect(String(photos.with!.key)).toContain("hashFiles('content/posts/**/*.jpg'");
  });

  it("gives the secret key to the push step alone, and the input only through its environment", () => {
    const withSecrets = steps.filter((step) => JSON.stringify(step).includes("secrets.SUPABASE"));
    expect(withSecrets).toEqual([pushStep]);
    expect(source.match(/secrets\.SUPABASE/g)).toHaveLength(2);
    expect(workflow.on.workflow_dispatch.inputs.overwrite!.type).toBe("string");
    expect(workflow.on.workflow_dispatch.inputs.keep_supabase!.type).toBe("string");
    // An input written into a script by `${{ }}` would be run as shell; it is an env value.
    expect(pushStep.run).not.toContain("${{");
    expect(pushStep.env!.OVERWRITE).toBe("${{ inputs.overwrite }}");
    expect(pushStep.env!.KEEP_SUPABASE).toBe("${{ inputs.keep_supabase }}");
  });

  it("asks the site's server for a release over SSH, on main, once the check passed, before the push", () => {
    const release = steps.find((step) => step.name === "Release the site on its server")!;
    // Its three secrets, in its environment alone; the private key never in a command line.
    expect(steps.filter((step) => JSON.stringify(step).includes("secrets.RELEASE"))).toEqual([
      release,
    ]);
    expect(release.env).toEqual({
      RELEASE_SSH_TARGET: "${{ secrets.RELEASE_SSH_TARGET }}",
      RELEASE_SSH_KEY: "${{ secrets.RELEASE_SSH_KEY }}",
      RELEASE_SSH_KNOWN_HOSTS: "${{ secrets.RELEASE_SSH_KNOWN_HOSTS }}",
    });
    expect(source.match(/secrets\./g)).toHaveLength(5);
    expect(release.run).not.toContain("${{");
    // Only on main, pushed or run by hand; after the check (a failed check stops the job there).
    expect(release.if).toBe(
      "github.ref == 'refs/heads/main' && (github.event_name == 'push' || github.event_name == 'workflow_dispatch')",
    );
    const check = steps.find((step) => step.run === "npm run posts:check")!;
    expect(steps.indexOf(check)).toBeLessThan(steps.indexOf(release));
    // Before the words go to Supabase, which do not wait on it: only the check must have passed.
    expect(steps.indexOf(release)).toBe(steps.indexOf(pushStep) - 1);
    expect(pushStep.if).toContain("!cancelled() && steps.check.outcome == 'success'");
    // The server is known in advance: its host key pinned, no other configuration read.
    for (const option of [
      "-F /dev/null",
      "StrictHostKeyChecking=yes",
      'UserKnownHostsFile="$ssh_dir/known_hosts"',
      "GlobalKnownHostsFile=/dev/null",
      "BatchMode=yes",
      "IdentitiesOnly=yes",
    ]) {
      expect(release.run).toContain(option);
    }
    expect(release.run).toContain('"$RELEASE_SSH_TARGET" release');
  });

  it("without the release secrets, the release step says so and asks nothing", async () => {
    const release = steps.find((step) => step.name === "Release the site on its server")!;
    // Nothing on its PATH: were it to reach for ssh (or anything but the shell), it would fail.
    const done = await run(
      "/bin/bash",
      ["--noprofile", "--norc", "-eo", "pipefail", "-c", release.run!],
      {
        env: { ...process.env, PATH: "/nonexistent", RELEASE_SSH_TARGET: "", RELEASE_SSH_KEY: "" },
      },
    );
    expect(done.stdout).toContain(
      "::notice::RELEASE_SSH_TARGET, RELEASE_SSH_KEY and RELEASE_SSH_KNOWN_HOSTS are not set",
    );
  });

  it("commits a post copied from Supabase in a step of its own, the only one given the token", () => {
    const withToken = steps.filter((step) => JSON.stringify(step).includes("github.token"));
    expect(withToken).toHaveLength(1);
    const commit = withToken[0]!;
    expect(commit.if).toContain("inputs.keep_supabase != ''");
    expect(commit.if).toContain("github.event_name == 'workflow_dispatch'");
    expect(steps.indexOf(commit)).toBe(steps.indexOf(pushStep) + 1);
    expect(commit.run).not.toContain("${{");
    expect(commit.run).toContain("git add -- content/posts");
    const checkout = steps.find((step) => step.uses?.startsWith("actions/checkout@"))!;
    expect(checkout.with!["persist-credentials"]).toBe(false);
  });
});

describe("the workflow's steps, run here", () => {
  let server: PostgrestStandin;
  let postsDir: string;
  let summary: string;
  const EDITED = "hot-flushes-at-work";

  beforeAll(async () => {
    server = await startPostgrestStandin({ categories: [], posts: [] });
    const scratch = await mkdtemp(path.join(tmpdir(), "posts-workflow-"));
    postsDir = path.join(scratch, "posts");
    summary = path.join(scratch, "summary.md");
    await cp(FIXTURE_POSTS_DIR, postsDir, { recursive: true });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (postsDir) await rm(path.dirname(postsDir), { recursive: true, force: true });
  });

  /** The push step's script in bash, with what GitHub would put in its environment. */
  const pushStepRun = (overwrite = "", keepSupabase = "") =>
    run("bash", ["-e", "-c", pushStep.run!], {
      env: {
        ...process.env,
        BLOG_POSTS_DIR: postsDir,
        SUPABASE_URL: server.url,
        SUPABASE_SECRET_KEY: server.secretKey,
        OVERWRITE: overwrite,
        KEEP_SUPABASE: keepSupabase,
        GITHUB_STEP_SUMMARY: summary,
      },
    }).then(
      (done) => ({ code: 0, out: done.stdout + done.stderr }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        out: failed.stdout + failed.stderr,
      }),
    );

  it("the check puts its advice on the summary page", async () => {
    await run("node", ["scripts/posts-check.mjs"], {
      env: { ...process.env, BLOG_POSTS_DIR: postsDir, GITHUB_STEP_SUMMARY: summary },
    });
    const page = await readFile(summary, "utf8");
    expect(page).toContain("## The posts passed the check");
    expect(page).toContain("### Advice (nothing is held back)");
  }, 60_000);

  it("stays red on a post changed in Supabase, says how to settle it, and goes green once settled", async () => {
    expect((await pushStepRun()).code).toBe(0);
    await server.db.query("update public.posts set title = 'In her own words' where slug = $1", [
      EDITED,
    ]);
    await writeFile(summary, "");
    const red = await pushStepRun();
    expect(red.code).toBe(1);
    expect(red.out).toContain(`left alone ${EDITED}`);
    const page = await readFile(summary, "utf8");
    expect(page).toContain(`### The post at /blog/${EDITED}`);
    expect(page).toContain("| Title | In her own words |");
    expect(page).toContain("**Post to replace in Supabase with its file**");

    // "Run workflow" with the post's address.
    const settled = await pushStepRun(EDITED);
    expect(settled.out).toContain(`overwrite  ${EDITED}`);
    expect(settled.code).toBe(0);
    expect((await pushStepRun()).code).toBe(0);
    // An input that is not an address is refused before anything is sent.
    const odd = await pushStepRun('x","y');
    expect(odd.code).toBe(1);
    expect(odd.out).toContain("not a post's address");
  }, 120_000);

  it("settles a conflict the other way: Supabase's version copied into the file, then green", async () => {
    expect((await pushStepRun()).code).toBe(0);
    await server.db.query(
      "update public.posts set excerpt = 'What she wrote in Supabase.' where slug = $1",
      [EDITED],
    );
    await writeFile(summary, "");
    expect((await pushStepRun()).code).toBe(1);
    expect(await readFile(summary, "utf8")).toContain(
      "**Post to copy from Supabase into its file**",
    );

    // "Run workflow" with the post's address in the second box.
    const file = path.join(postsDir, `${EDITED}.md`);
    const before = await readFile(file, "utf8");
    const copied = await pushStepRun("", EDITED);
    expect(copied.out).toContain("now says what Supabase says");
    expect(copied.code).toBe(0);
    expect(await readFile(file, "utf8")).toBe(
      before.replace(/^excerpt: .*$/m, "excerpt: What she wrote in Supabase."),
    );
    expect((await pushStepRun()).code).toBe(0);
  }, 120_000);

  it("the commit step commits the copied file and pushes it to the branch", async () => {
    // A checkout of the repository and its remote, with GitHub's address for it pointed at a
    // local bare repository (git's url.insteadOf, as DNS would be).
    const scratch = await mkdtemp(path.join(tmpdir(), "posts-workflow-git-"));
    const remote = path.join(scratch, "remote.git");
    const checkout = path.join(scratch, "checkout");
    const git = (cwd: string, ...args: string[]) => run("git", args, { cwd });
    try {
      await run("git", ["init", "-q", "--bare", "-b", "main", remote]);
      await run("git", ["clone", "-q", remote, checkout]);
      await cp(postsDir, path.join(checkout, "content/posts"), { recursive: true });
      await git(checkout, "add", "-A");
      await git(
        checkout,
        "-c",
        "user.name=Her",
        "-c",
        "user.email=her@example.com",
        "commit",
        "-qm",
        "The posts",
      );
      await git(checkout, "push", "-q", "origin", "main");
      const file = path.join(checkout, "content/posts", `${EDITED}.md`);
      await writeFile(
        file,
        (await readFile(file, "utf8")).replace(/^excerpt: .*$/m, "excerpt: Hers."),
      );

      const commitStep = steps.find(
        (step) => step.name === "Commit the post copied from Supabase",
      )!;
      const token = "ghs_aTokenForThisRunOnly";
      await run("bash", ["-e", "-c", commitStep.run!], {
        cwd: checkout,
        env: {
          ...process.env,
          GITHUB_TOKEN: token,
          GITHUB_REPOSITORY: "her-account/menopause-and-me",
          GITHUB_REF_NAME: "main",
          KEEP_SUPABASE: EDITED,
          GIT_CONFIG_COUNT: "1",
          GIT_CONFIG_KEY_0: `url.${remote}.insteadOf`,
          GIT_CONFIG_VALUE_0: `https://x-access-token:${token}@github.com/her-account/menopause-and-me.git`,
        },
      });
      const log = await git(remote, "log", "-1", "--format=%s%n%an", "--name-only", "main");
      expect(log.stdout).toContain(`The post at /blog/${EDITED} now says what Supabase says`);
      expect(log.stdout).toContain("github-actions[bot]");
      expect(log.stdout).toContain(`content/posts/${EDITED}.md`);
      // Nothing else changed: the next run has nothing to commit.
      const again = await run("bash", ["-e", "-c", commitStep.run!], {
        cwd: checkout,
        env: { ...process.env, KEEP_SUPABASE: EDITED },
      });
      expect(again.stdout).toContain("Nothing to commit");
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
