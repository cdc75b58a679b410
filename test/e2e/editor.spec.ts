import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { parse as parseYaml } from "yaml";
import { freePort, waitUntilAnswering } from "../../scripts/server-process.mjs";
import { expect, test } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/find-chromium.mjs";
import { FIXTURE_POSTS_DIR } from "../support/posts-dir";

/**
 * The author's journey in the editor (docs/decisions/0036-the-editor-writes-the-post-files.md):
 * `npm run dev` in a throwaway copy of the project (its posts are the test fixtures and one of
 * hers, its public/ its own, so neither content/posts nor public/images/posts here is touched),
 * a post written in Keystatic, seen in the preview as a draft, and passed by `npm run posts:check`
 * exactly as the editor saved it; and one of her existing posts opened and saved with its
 * drawing kept.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const PROJECT_FILES = [
  "app",
  "content",
  "public",
  "scripts",
  "server",
  "tools",
  "supabase",
  "package.json",
  "vite.config.ts",
  "tsconfig.json",
  "tailwind.config.ts",
  "postcss.config.js",
  "remix.env.d.ts",
];

/** The environment without the test runner's own posts folder: the copy's content/posts is used. */
function projectEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.BLOG_POSTS_DIR;
  return env;
}

const TITLE = "It's Not You: What I'd Tell My Sister";
const SLUG = "its-not-you-what-id-tell-my-sister";
/** One of the author's posts, with its drawing in its own folder, as all of hers keep it. */
const EXISTING = "why-i-decided-to-try-hrt";

/** `npm run posts:check` in the copy passes the post as the editor wrote it, and leaves it so. */
function expectCheckPasses(postFile: string, saved: string) {
  const check = spawnSync("node", ["scripts/posts-check.mjs"], {
    cwd: project,
    env: projectEnv(),
    encoding: "utf8",
  });
  expect(check.stderr + check.stdout).toMatch(/checked: no problems/);
  expect(check.status).toBe(0);
  expect(readFileSync(postFile, "utf8")).toBe(saved);
}

let project: string;
let dev: ChildProcess;
let baseURL: string;
let output = "";

test.describe.configure({ mode: "serial", timeout: 240_000 });
// The development server's React logs its own advice to the console, so this test does not use
// ./fixtures' console rule; it fails on any uncaught error in the page instead.
test.use({
  launchOptions: { executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS },
  actionTimeout: 15_000,
});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  project = mkdtempSync(path.join(tmpdir(), "editor-"));
  for (const name of PROJECT_FILES) {
    cpSync(path.join(ROOT, name), path.join(project, name), { recursive: true });
  }
  rmSync(path.join(project, "content/posts"), { recursive: true });
  cpSync(FIXTURE_POSTS_DIR, path.join(project, "content/posts"), { recursive: true });
  for (const name of [`${EXISTING}.md`, EXISTING]) {
    cpSync(path.join(ROOT, "content/posts", name), path.join(project, "content/posts", name), {
      recursive: true,
    });
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(project, "node_modules"), "dir");
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  dev = spawn("npm", ["run", "dev"], {
    cwd: project,
    env: projectEnv({ PORT: String(port), NODE_ENV: "development" }),
    // Its own process group, so npm, the shell and Vite stop together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  dev.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  await waitUntilAnswering(`${baseURL}/healthz`, dev, {
    timeoutMs: 200_000,
    output: () => output,
  });
});

test.afterEach(async ({}, testInfo) => {
  // What the development server said, for whoever has to work out why a step failed.
  if (testInfo.status !== testInfo.expectedStatus) console.info(output);
});

test.afterAll(async () => {
  if (dev?.pid && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    process.kill(-dev.pid, "SIGTERM");
    await exited;
  }
  if (project) rmSync(project, { recursive: true, force: true });
});

test("a post written in the editor shows as a draft and passes the check unchanged", async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const photo = path.join(project, "garden-path.jpg");
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#b48caa" } })
    .jpeg()
    .toFile(photo);

  // A first visit lets Vite prepare any module it meets for the first time; it reloads the page
  // when it does, which would empty a half-filled form.
  await page.goto(`${baseURL}/keystatic/collection/posts/create`, { waitUntil: "networkidle" });
  await page.goto(`${baseURL}/keystatic/collection/posts/create`, { waitUntil: "networkidle" });
  await page.getByRole("textbox", { name: /^Title/ }).fill(TITLE);
  await expect(page.getByRole("textbox", { name: /^Address/ })).toHaveValue(SLUG);
  await page.getByRole("textbox", { name: /^Excerpt/ }).fill("Three things I'd say over coffee.");
  await page.getByLabel(/^Date/).first().fill("2026-12-03T07:30");
  await page.getByRole("button", { name: /Topic/ }).click();
  await page.getByRole("option", { name: "Sleep" }).click();
  await expect(page.getByRole("checkbox", { name: /Draft/ })).toBeChecked();

  // The body: a heading, a list and a link to one of the site's own pages.
  await page.locator(".ProseMirror").click();
  await page.locator('[aria-label="Text block"]').click();
  await page.getByRole("option", { name: "Heading 2" }).click();
  const heading = page.locator(".ProseMirror h2");
  await heading.click();
  // Typing starts once the editor has the caret, or its first letter can be lost.
  await expect(page.locator(".ProseMirror")).toBeFocused();
  await page.keyboard.type("Write it down", { delay: 10 });
  // The editor has taken every letter before the next block starts.
  await expect(heading).toHaveText("Write it down");
  await page.keyboard.press("Enter");
  await page.locator('[aria-label="Bullet list"]').click();
  await page.keyboard.type("how you slept\nyour mood out of ten\n\n", { delay: 10 });
  await page.keyboard.type("my symptoms guide", { delay: 10 });
  await page.keyboard.press("Shift+Home");
  // The link dialog opens on the selected words: wait for the selection, then for the dialog,
  // asking again if the editor had not yet taken the shortcut.
  await expect
    .poll(() => page.evaluate(() => window.getSelection()?.toString() ?? ""))
    .toBe("my symptoms guide");
  const linkDialog = page.getByRole("dialog");
  await expect(async () => {
    if (!(await linkDialog.isVisible())) await page.keyboard.press("Meta+k");
    await expect(linkDialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await linkDialog.getByRole("textbox").nth(1).fill("/symptoms");
  await linkDialog.getByRole("button", { name: "Save" }).click();

  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).first().click();
  await (await chooser).setFiles(photo);
  await page
    .getByRole("textbox", { name: /^What the photo shows/ })
    .fill("A garden path in the evening sun");

  await page.getByRole("button", { name: "Create" }).click();
  const postFile = path.join(project, "content/posts", `${SLUG}.md`);
  await expect.poll(() => existsSync(postFile), { timeout: 15_000 }).toBe(true);
  const saved = readFileSync(postFile, "utf8");
  expect(saved).toContain(`image: ./${SLUG}/image.jpg`);
  // Keystatic writes the photo into the post's own folder, one file after the other.
  await expect
    .poll(() => existsSync(path.join(project, "content/posts", SLUG, "image.jpg")))
    .toBe(true);

  // The preview: the development server reloads the posts when a file changes.
  await expect
    .poll(async () => (await fetch(`${baseURL}/blog/${SLUG}`)).status, {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(200);
  await page.goto(`${baseURL}/blog/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  const body = page.locator("article");
  // Printed for whoever reads the test's output: what the editor wrote.
  console.info(saved);
  await expect(body.getByRole("heading", { level: 2, name: "Write it down" })).toBeVisible();
  await expect(body.getByRole("listitem")).toHaveText(["how you slept", "your mood out of ten"]);
  await expect(body.getByRole("link", { name: "my symptoms guide", exact: true })).toHaveAttribute(
    "href",
    "/symptoms",
  );
  await expect(page.getByRole("img", { name: "A garden path in the evening sun" })).toBeVisible();

  expectCheckPasses(postFile, saved);
  expect(pageErrors).toEqual([]);
});

test("an existing post opens with its drawing, and an edit saved there keeps it", async ({
  page,
}) => {
  const postFile = path.join(project, "content/posts", `${EXISTING}.md`);
  const drawing = path.join(project, "content/posts", EXISTING, "image.svg");
  const before = readFileSync(postFile, "utf8");
  const drawingBefore = readFileSync(drawing);
  const article = async () => {
    await page.goto(`${baseURL}/blog/${EXISTING}`);
    return page.locator("article").innerHTML();
  };
  const shown = await article();
  expect(shown).toContain(`src="/images/posts/${EXISTING}/image.svg"`);

  // A post whose picture is a path under public/ (the fixtures' are) is still refused, with why.
  const refusal = /is not kept in its own folder/;
  await page.goto(`${baseURL}/keystatic/collection/posts/item/hot-flushes-at-work`, {
    waitUntil: "networkidle",
  });
  await expect(page.getByText(refusal).first()).toBeVisible();

  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(`${baseURL}/keystatic/collection/posts/item/${EXISTING}`, {
    waitUntil: "networkidle",
  });
  await expect(page.getByRole("textbox", { name: /^Title/ })).toHaveValue(
    "Why I Decided to Try HRT",
  );
  await expect(page.getByText(refusal)).toHaveCount(0);
  // The photo field holds her drawing, read from the post's folder.
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(1);

  // Keystatic saves only a change (its Save does nothing until there is one): the smallest a
  // reader does not see on the page, a shorter title for search results.
  await page.getByRole("textbox", { name: /^Search title/ }).fill("Why I Tried HRT");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(postFile, "utf8"), { timeout: 15_000 }).not.toBe(before);
  const saved = readFileSync(postFile, "utf8");
  // Printed for whoever reads the test's output: what the editor changed.
  const original = path.join(project, `${EXISTING}.before.md`);
  writeFileSync(original, before);
  console.info(spawnSync("diff", ["-u", original, postFile], { encoding: "utf8" }).stdout);
  // Keystatic writes the fields in its own style (long values folded, `draft: false` spelt out);
  // each means what it meant, the new one aside, and the body is as it was.
  const parts = (file: string) => /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(file)!;
  const [, fieldsBefore, bodyBefore] = parts(before);
  const [, fieldsSaved, bodySaved] = parts(saved);
  expect(parseYaml(fieldsSaved!)).toEqual({
    ...parseYaml(fieldsBefore!),
    draft: false,
    seoTitle: "Why I Tried HRT",
  });
  expect(bodySaved!.trim()).toBe(bodyBefore!.trim());
  expect(readFileSync(drawing).equals(drawingBefore)).toBe(true);

  expectCheckPasses(postFile, saved);

  // Once the development server has the saved file: the same article, drawing included.
  await expect
    .poll(
      async () =>
        (await (await fetch(`${baseURL}/blog/${EXISTING}`)).text()).includes(
          "<title>Why I Tried HRT",
        ),
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  expect(await article()).toBe(shown);
  expect(pageErrors).toEqual([]);
});

test("in the preview, a post the check refuses shows its problems at its address", async ({
  page,
}) => {
  const file = path.join(project, "content/posts", "first-year-on-hrt.md");
  const logged = output.length;
  writeFileSync(
    file,
    "---\ntitle: My first year on HRT: what I'd tell my sister's friend\nexcerpt: E\ndate: 2026-01-05\n---\n\nBody\n",
  );
  writeFileSync(path.join(project, "content/posts", "night-sweats-again.markdown"), "---\n");
  // The development server reloads the posts (and every open page) once the files settle: look
  // only after that, or its reload cuts a navigation short.
  await expect
    .poll(() => output.slice(logged).includes("[blog] post files changed: reloaded"), {
      timeout: 60_000,
    })
    .toBe(true);
  await page.goto(`${baseURL}/blog/first-year-on-hrt`);
  await expect(
    page.getByRole("heading", { level: 1, name: "This post needs a fix before it can show" }),
  ).toBeVisible();
  await expect(page.getByText("content/posts/first-year-on-hrt.md, line 2")).toBeVisible();
  await expect(page.getByText(/put the whole title in quotes/)).toBeVisible();
  await page.goto(`${baseURL}/blog/night-sweats-again`);
  await expect(
    page.getByText(/this is not a post: only files ending in \.md are posts/),
  ).toBeVisible();
});
