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
    const withSecrets = steps.filter((step) => JSON.stringify(step).includes("secrets."));
    expect(withSecrets).toEqual([pushStep]);
    expect(source.match(/secrets\./g)).toHaveLength(2);
    expect(workflow.on.workflow_dispatch.inputs.overwrite!.type).toBe("string");
    // An input written into a script by `${{ }}` would be run as shell; it is an env value.
    expect(pushStep.run).not.toContain("${{");
    expect(pushStep.env!.OVERWRITE).toBe("${{ inputs.overwrite }}");
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
  const pushStepRun = (overwrite = "") =>
    run("bash", ["-e", "-c", pushStep.run!], {
      env: {
        ...process.env,
        BLOG_POSTS_DIR: postsDir,
        SUPABASE_URL: server.url,
        SUPABASE_SECRET_KEY: server.secretKey,
        OVERWRITE: overwrite,
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
});
