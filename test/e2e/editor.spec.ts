import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { freePort, waitUntilAnswering } from "../../scripts/server-process.mjs";
import { expect, test, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/find-chromium.mjs";
import { copyProject } from "../support/project-copy";
import { testHeic } from "../support/test-heic";
import { testPhoto } from "../support/test-photo";

/**
 * The author's journey in the editor (docs/decisions/0036-the-editor-writes-the-post-files.md):
 * `npm run dev` in a throwaway copy of the project (its posts are the test fixtures and one of
 * hers, its public/ its own, so neither content/posts nor public/images/posts here is touched),
 * a post written in Keystatic, seen in the preview as a draft, and passed by `npm run posts:check`
 * exactly as the editor saved it; and one of her existing posts opened and saved with its
 * drawing kept.
 */

/** The environment without the test runner's own posts folder: the copy's content/posts is used. */
function projectEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.BLOG_POSTS_DIR;
  return env;
}

/** 55 characters: long enough that a search result would cut it short, with the site's name. */
const TITLE = "What I'd Tell My Sister About Her First Year on HRT Now";
const SLUG = "what-id-tell-my-sister-about-her-first-year-on-hrt-now";
const SENTENCE = "I keep a notebook by the bed and write three lines each morning.";
/** One of the author's posts, with its drawing in its own folder, as all of hers keep it. */
const EXISTING = "why-i-decided-to-try-hrt";

/**
 * A table as Word puts it on the clipboard: its own markup and styles, the heading row in plain
 * cells with bold text, a paragraph in every cell.
 */
const WORD_TABLE = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=ProgId content=Word.Document><style>p.MsoNormal{margin:0cm;font-family:"Calibri",sans-serif}</style></head><body lang=EN-GB><!--StartFragment-->
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal><b>Morning<o:p></o:p></b></p></td>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal><b>What I write<o:p></o:p></b></p></td>
 </tr>
 <tr style='mso-yfti-irow:1'>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal>Monday<o:p></o:p></p></td>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal>Slept six hours<o:p></o:p></p></td>
 </tr>
 <tr style='mso-yfti-irow:2;mso-yfti-lastrow:yes'>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal>Tuesday<o:p></o:p></p></td>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'><p class=MsoNormal>Two flushes before lunch<o:p></o:p></p></td>
 </tr>
</table>
<!--EndFragment--></body></html>`;
const WORD_TABLE_TEXT =
  "Morning\tWhat I write\nMonday\tSlept six hours\nTuesday\tTwo flushes before lunch\n";

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

test.describe.configure({ mode: "serial", timeout: 480_000 });
// The development server's React logs its own advice to the console, so this test does not use
// ./fixtures' console rule; it fails on any uncaught error in the page instead.
test.use({
  launchOptions: { executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS },
  actionTimeout: 15_000,
});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  project = copyProject("editor-", [`${EXISTING}.md`, EXISTING]);
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

/** Where the story's screenshots go when EDITOR_SCREENSHOTS names a folder (the README's). */
async function shoot(page: Page, name: string) {
  const folder = process.env.EDITOR_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/** git in the copy, for what a save changed. */
function git(...args: string[]): string {
  const run = spawnSync("git", args, { cwd: project, encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

/** How Chromium or Playwright report a look cut short by the development server's reload. */
const CUT_SHORT_BY_RELOAD = /net::ERR_ABORTED|interrupted by another navigation/;

/**
 * Goes to `url` as she would look at it after a save. The development server reloads every open
 * page once it has the saved files (a post, then its photo: a reload each), so a look cut short
 * by one of those reloads is taken again; its answer was never seen.
 */
async function lookAfterSave(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.goto(url);
    } catch (error) {
      if (attempt >= 5 || !CUT_SHORT_BY_RELOAD.test((error as Error).message)) throw error;
    }
  }
}

test("her path: an iPhone photo, a table from Word, a focal point and a long title, from draft to published, then one sentence edited", async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  git("init", "-q");
  git("config", "user.name", "Test");
  git("config", "user.email", "test@example.com");
  git("add", "content/posts");
  git("commit", "-qm", "Before");
  // Her phone's photos: a HEIC as an iPhone takes it, and the same scene exported as a JPEG,
  // 4000×3000 with the camera's tags.
  const heic = path.join(project, "IMG_0042.HEIC");
  writeFileSync(heic, await testHeic());
  const photo = path.join(project, "IMG_0042.jpg");
  await sharp(await testPhoto())
    .withMetadata({ exif: { IFD0: { Make: "Phone", Model: "Pocket 12" } } })
    .jpeg({ quality: 92 })
    .toFile(photo);

  // The development server may still be preparing a module it meets for the first time (Vite
  // reloads the page when it has, emptying a half-filled form): the form is filled again from
  // the start when, and only when, the page was reloaded under it.
  let reloads = 0;
  page.on("load", () => reloads++);
  const fillTheForm = async () => {
    await page.goto(`${baseURL}/keystatic/collection/posts/create`, { waitUntil: "networkidle" });
    await page.getByRole("textbox", { name: /^Title/ }).fill(TITLE);
    await expect(page.getByRole("textbox", { name: /^Address/ })).toHaveValue(SLUG);
    // The check's advice, at the field, as she types: advice, which never stops a save.
    await expect(
      page.getByText(/^Title is 55 characters: with "\| Menopause & Me" after it a search result/),
    ).toBeVisible();
    await page.getByRole("textbox", { name: /^Excerpt/ }).fill("Three things I'd say over coffee.");
    await page.getByLabel(/^Date/).first().fill("2026-11-03T07:30");
    await page.getByRole("button", { name: /Topic/ }).click();
    await page.getByRole("option", { name: "Sleep" }).click();
    await expect(page.getByRole("checkbox", { name: /Draft/ })).toBeChecked();

    // The body: a paragraph, a heading, a list and a link to one of the site's own pages.
    const editor = page.locator(".ProseMirror");
    await editor.click();
    await expect(editor).toBeFocused();
    await page.keyboard.type(SENTENCE, { delay: 5 });
    await expect(editor.locator("p").first()).toHaveText(SENTENCE);
    await page.keyboard.press("Enter");
    await page.locator('[aria-label="Text block"]').click();
    await page.getByRole("option", { name: "Heading 2" }).click();
    const heading = page.locator(".ProseMirror h2");
    await heading.click();
    await expect(editor).toBeFocused();
    await page.keyboard.type("Write it down", { delay: 10 });
    await expect(heading).toHaveText("Write it down");
    await page.keyboard.press("Enter");
    await page.locator('[aria-label="Bullet list"]').click();
    await page.keyboard.type("how you slept\nyour mood out of ten\n\n", { delay: 10 });
    await page.keyboard.type("my symptoms guide", { delay: 10 });

    // A table pasted from Word, below the rest: a table in the editor, not a paragraph a cell.
    // Pasted before the words above become a link: the link dialog, once closed, hands the focus
    // and the selection of the linked words back to the editor a moment later, and on a busy
    // machine that came after the cursor had moved on, so the paste replaced the link.
    await page.keyboard.press("Enter");
    await expect(editor.locator("p").last()).toHaveText("");
    await editor.evaluate(
      (element, [html, text]) => {
        const clipboard = new DataTransfer();
        clipboard.setData("text/html", html!);
        clipboard.setData("text/plain", text!);
        element.dispatchEvent(
          new ClipboardEvent("paste", {
            clipboardData: clipboard,
            bubbles: true,
            cancelable: true,
          }),
        );
      },
      [WORD_TABLE, WORD_TABLE_TEXT],
    );
    await expect(editor.locator("table tr")).toHaveCount(3);
    await expect(editor.locator("table tr").nth(2)).toHaveText(
      /Tuesday\s*Two flushes before lunch/,
    );
    await expect(editor.getByText("Monday", { exact: true })).toHaveCount(1);

    // The link: her words selected, Cmd+K, the site's own page. The dialog asked for is the one
    // headed "Add link": the table just pasted can leave a dialog of its own open for a moment,
    // and on a busy machine that one was taken for it.
    await editor.getByText("my symptoms guide", { exact: true }).click();
    await page.keyboard.press("End");
    await page.keyboard.press("Shift+Home");
    await expect
      .poll(() => page.evaluate(() => window.getSelection()?.toString() ?? ""))
      .toBe("my symptoms guide");
    const linkDialog = page
      .getByRole("dialog")
      .filter({ has: page.getByRole("heading", { name: "Add link" }) });
    await expect(async () => {
      if (!(await linkDialog.isVisible())) await page.keyboard.press("Meta+k");
      await expect(linkDialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // Its second field: the first shows the linked words, read-only.
    await linkDialog.getByRole("textbox").nth(1).fill("/symptoms");
    await linkDialog.getByRole("button", { name: "Save" }).click();
    await expect(linkDialog).toBeHidden();
    await expect(editor).toBeFocused();
    await expect(editor.getByRole("link", { name: "my symptoms guide" })).toHaveCount(1);
    await expect(editor.locator("table tr")).toHaveCount(3);

    // The iPhone's HEIC: refused where she chose it, with how to export a JPEG (this machine's
    // sharp cannot read HEVC; where it can, the photo is made a JPEG instead).
    const choose = async (file: string) => {
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Choose file" }).first().click();
      await (await chooser).setFiles(file);
    };
    await choose(heic);
    await expect(page.getByText(/This is an iPhone photo in HEIC format/)).toBeVisible();
    await expect(page.getByText(/Export it as a JPEG and choose that instead/)).toBeVisible();
    await choose(photo);
    await expect(page.getByText(/This is an iPhone photo in HEIC format/)).toHaveCount(0);
    const focusPhoto = page.getByRole("button", { name: "Click the photo where its subject is" });
    await expect(focusPhoto).toBeVisible({ timeout: 30_000 });

    // The focal point: a click on the photo, then one step with the keyboard.
    const box = (await focusPhoto.boundingBox())!;
    await focusPhoto.click({ position: { x: box.width * 0.3, y: box.height * 0.2 } });
    const down = page.getByRole("slider", { name: /^Down/ });
    await expect(page.getByRole("slider", { name: /^Across/ })).toHaveValue(/^(29|30|31)$/);
    await down.fill("20");
    await page.getByRole("slider", { name: /^Across/ }).fill("30");
    await expect(page.locator(".editor-focus-preview img")).toHaveCSS("object-position", "30% 20%");
    await page
      .locator(".editor-focus")
      .evaluate((field) => field.scrollIntoView({ block: "start" }));
    await shoot(page, "editor-photo-and-focus-1280");
  };
  for (let attempt = 1; ; attempt++) {
    const before = reloads;
    try {
      await fillTheForm();
      if (reloads === before + 1) break;
    } catch (error) {
      if (reloads === before + 1 || attempt === 3) throw error;
    }
    expect(attempt, "the page kept reloading under the form").toBeLessThan(3);
  }

  // Saved without saying what the photo shows: the editor flags it at the field, saves nothing.
  const postFile = path.join(project, "content/posts", `${SLUG}.md`);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(
    page.getByText("Say in one sentence what the photo shows, for people who cannot see it."),
  ).toBeVisible();
  expect(existsSync(postFile)).toBe(false);
  await page
    .getByRole("textbox", { name: /^What the photo shows/ })
    .fill("A notebook and a pen on a bedside table");
  await page.getByRole("button", { name: "Create" }).click();
  // The file as a whole: it exists from the moment its writing starts, and the table is last.
  await expect
    .poll(() => (existsSync(postFile) ? readFileSync(postFile, "utf8") : ""), { timeout: 30_000 })
    .toMatch(/\| Tuesday +\| Two flushes before lunch \|\n$/);
  const created = readFileSync(postFile, "utf8");
  console.info(created);
  expect(created).toContain(`image: ./${SLUG}/image.jpg\n`);
  expect(created).toContain("imageFocus: 30% 20%\n");
  expect(created).toContain("draft: true\n");
  // Word's table, kept as a Markdown table (its bold heading row as she pasted it).
  expect(created).toContain(
    [
      "| **Morning** | **What I write**         |",
      "| ----------- | ------------------------ |",
      "| Monday      | Slept six hours          |",
      "| Tuesday     | Two flushes before lunch |",
    ].join("\n"),
  );
  // The photo as the site uses it: 2,560 pixels at most, without the camera's tags.
  // Keystatic writes the photo into the post's own folder after the post, one file at a time.
  const keptFile = path.join(project, "content/posts", SLUG, "image.jpg");
  await expect
    .poll(async () =>
      existsSync(keptFile)
        ? (
            await sharp(keptFile)
              .metadata()
              .catch(() => null)
          )?.width
        : 0,
    )
    .toBe(2560);
  const kept = await sharp(keptFile).metadata();
  expect([kept.width, kept.height]).toEqual([2560, 1920]);
  expect(kept.exif).toBeUndefined();

  // The preview: a draft, shown on this computer only, once its photo is made (a minute on a
  // busy machine: a 12-megapixel photo in three formats at four widths).
  await expect
    .poll(async () => (await fetch(`${baseURL}/blog/${SLUG}`)).status, {
      timeout: 180_000,
      intervals: [500],
    })
    .toBe(200);
  await lookAfterSave(page, `${baseURL}/blog/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  const article = page.locator("article");
  await expect(article.getByRole("heading", { level: 2, name: "Write it down" })).toBeVisible();
  await expect(article.getByRole("listitem")).toHaveText(["how you slept", "your mood out of ten"]);
  await expect(
    article.getByRole("link", { name: "my symptoms guide", exact: true }),
  ).toHaveAttribute("href", "/symptoms");
  const table = article.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Morning", "What I write"]);
  await expect(table.getByRole("row").nth(2).getByRole("cell")).toHaveText([
    "Tuesday",
    "Two flushes before lunch",
  ]);
  await expect(
    page.getByRole("img", { name: "A notebook and a pen on a bedside table" }),
  ).toBeVisible();
  expect(await page.content()).toContain("object-position:30% 20%");
  expectCheckPasses(postFile, created);
  git("add", "-A", "content/posts");
  git("commit", "-qm", "Draft");

  // Publish: untick Draft and save. Every look at the page meanwhile finds a post (the last
  // good version or the new one), never "Post Not Found".
  const statuses: number[] = [];
  const openItem = async () => {
    await page.goto(`${baseURL}/keystatic/collection/posts/item/${SLUG}`, {
      waitUntil: "networkidle",
    });
    await expect(page.getByRole("textbox", { name: /^Title/ })).toHaveValue(TITLE);
  };
  await openItem();
  await page.getByRole("checkbox", { name: /Draft/ }).uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(postFile, "utf8"), { timeout: 30_000 }).not.toBe(created);
  await expect
    .poll(
      async () => {
        // A look cut short by the development server's reload is taken again (its answer was
        // never seen).
        const response = await page.goto(`${baseURL}/blog/${SLUG}`).catch((error: Error) => {
          if (CUT_SHORT_BY_RELOAD.test(error.message)) return "reloaded" as const;
          throw error;
        });
        if (response === "reloaded") return -1;
        statuses.push(response?.status() ?? 0);
        return page.getByTestId("post-status").count();
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(0);
  expect(new Set(statuses)).toEqual(new Set([200]));
  expect(git("diff", "--numstat")).toBe(`1\t1\tcontent/posts/${SLUG}.md\n`);
  expect(git("diff", "-U0")).toMatch(/^-draft: true\n\+draft: false$/m);
  await lookAfterSave(page, `${baseURL}/blog/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.getByText("Draft", { exact: true })).toHaveCount(0);
  git("commit", "-qam", "Published");

  // One sentence edited: one line changed in the file.
  await openItem();
  await shoot(page, "editor-post-1280");
  // On a phone's width, opened there: the editor is one column, its fields below the text.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 375, height: 812 });
  await phone.goto(`${baseURL}/keystatic/collection/posts/item/${SLUG}`, {
    waitUntil: "networkidle",
  });
  await expect(phone.getByRole("textbox", { name: /^Title/ })).toHaveValue(TITLE);
  await shoot(phone, "editor-post-375");
  await phone.close();
  const first = page.locator(".ProseMirror p").first();
  await first.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" It helps.", { delay: 10 });
  await expect(first).toHaveText(`${SENTENCE} It helps.`);
  const published = readFileSync(postFile, "utf8");
  const logged = output.length;
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => readFileSync(postFile, "utf8"), { timeout: 30_000 }).not.toBe(published);
  console.info(git("diff"));
  expect(git("diff", "--numstat")).toBe(`1\t1\tcontent/posts/${SLUG}.md\n`);
  expectCheckPasses(postFile, readFileSync(postFile, "utf8"));
  // The development server has taken the edit (and reloaded open pages) before the next test.
  await expect
    .poll(() => output.slice(logged).includes("[blog] post files changed: reloaded"), {
      timeout: 60_000,
    })
    .toBe(true);
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
  // The photo field holds her drawing, read from the post's folder: shown by the field, and by
  // the focal point's picker beside its 16:9 crop.
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(3);

  // Keystatic saves only a change (its Save does nothing until there is one): the smallest a
  // reader does not see on the page, a shorter title for search results.
  await page.getByRole("textbox", { name: /^Search title/ }).fill("Why I Tried HRT");
  await page.getByRole("button", { name: "Save" }).click();
  // Only the new field's line is added, where the check lists it; every other line is hers.
  // Polled to the whole expected text: the save writes the file in place, so a read can catch
  // it half written.
  const expected = before.replace(/^(imageAlt: .*\n)/m, "$1seoTitle: Why I Tried HRT\n");
  await expect.poll(() => readFileSync(postFile, "utf8"), { timeout: 15_000 }).toBe(expected);
  const saved = readFileSync(postFile, "utf8");
  // Printed for whoever reads the test's output: what the editor changed.
  const original = path.join(project, `${EXISTING}.before.md`);
  writeFileSync(original, before);
  console.info(spawnSync("diff", ["-u", original, postFile], { encoding: "utf8" }).stdout);
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
  await lookAfterSave(page, `${baseURL}/blog/first-year-on-hrt`);
  await expect(
    page.getByRole("heading", { level: 1, name: "This post needs a fix before it can show" }),
  ).toBeVisible();
  await expect(page.getByText("content/posts/first-year-on-hrt.md, line 2")).toBeVisible();
  await expect(page.getByText(/put the whole title in quotes/)).toBeVisible();
  await lookAfterSave(page, `${baseURL}/blog/night-sweats-again`);
  await expect(
    page.getByText(/this is not a post: only files ending in \.md are posts/),
  ).toBeVisible();
});
