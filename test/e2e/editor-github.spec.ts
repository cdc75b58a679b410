import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS } from "../../scripts/find-chromium.mjs";
import { findNginx, SITE_HOST, startNginx } from "../../scripts/nginx.mjs";
import { freePort, stopProcess, waitUntilAnswering } from "../../scripts/server-process.mjs";
import { startGitHubStandin, type GitHubStandin } from "../support/github-standin";
import { copyProject } from "../support/project-copy";
import { testPhoto } from "../support/test-photo";

/**
 * The editor on the live site (docs/decisions/0046-tables-sign-in-and-draft-preview.md): a build
 * made with KEYSTATIC_GITHUB_REPO, run by `npm start` behind the project's nginx on HTTPS, signs
 * the author in with GitHub and commits her post, with Keystatic's own code throughout. Only
 * GitHub is simulated (test/support/github-standin.ts): the browser is told that github.com,
 * api.github.com and raw.githubusercontent.com are the stand-in (Chromium's host rules, as DNS
 * would), and the server's own calls (its OAuth token exchange) reach it through
 * test/support/github-redirect.mjs, loaded into the server with `node --import`.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SITE = `https://${SITE_HOST}`;
const KEYSTATIC_SECRET = "a-long-random-string-that-signs-the-editors-session-0123456789";

let project: string;
let standin: GitHubStandin;
let server: ChildProcess;
let serverOutput = "";
let nginx: Awaited<ReturnType<typeof startNginx>>;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(!findNginx(), "nginx is not installed (the deployment tests say how)");

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  project = copyProject("editor-github-");
  standin = await startGitHubStandin({
    files: { "content/posts": path.join(project, "content/posts") },
  });

  // The live site's build: with the editor, for the stand-in's repository.
  const build = spawnSync("npm", ["run", "build"], {
    cwd: project,
    env: { ...process.env, KEYSTATIC_GITHUB_REPO: standin.repo, BLOG_POSTS_DIR: "" },
    encoding: "utf8",
  });
  expect(build.status, build.stdout + build.stderr).toBe(0);

  const port = await freePort();
  // What `npm start` runs, started directly: npm would leave the server running when stopped.
  server = spawn(process.execPath, ["server/index.js"], {
    cwd: project,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: SITE,
      BLOG_POSTS_DIR: "",
      KEYSTATIC_GITHUB_REPO: standin.repo,
      KEYSTATIC_GITHUB_CLIENT_ID: standin.clientId,
      KEYSTATIC_GITHUB_CLIENT_SECRET: standin.clientSecret,
      KEYSTATIC_SECRET,
      GITHUB_STANDIN: standin.url,
      NODE_OPTIONS: `--import=${path.join(ROOT, "test/support/github-redirect.mjs")}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (serverOutput += chunk));
  server.stderr!.on("data", (chunk: Buffer) => (serverOutput += chunk));
  await waitUntilAnswering(`http://127.0.0.1:${port}/healthz`, server, {
    timeoutMs: 60_000,
    output: () => serverOutput,
    accept: (response: globalThis.Response) => response.status === 200,
  });
  nginx = await startNginx({ upstreams: [port], tls: true, checkout: project });
});

test.afterAll(async () => {
  await nginx?.stop();
  if (server) await stopProcess(server);
  await standin?.stop();
  if (project) rmSync(project, { recursive: true, force: true });
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    console.info(serverOutput);
    console.info(nginx?.errorLog());
  }
});

let browser: Browser;

test.afterAll(async () => {
  await browser?.close();
});

/**
 * A browser that reaches the site by its own name at nginx's HTTPS port (so its cookies and
 * return address are the site's, as on the live site), and GitHub's names at the stand-in's.
 */
async function asTheAuthor(): Promise<BrowserContext> {
  const at = (port: number | string) => `127.0.0.1:${port}`;
  browser ??= await chromium.launch({
    executablePath: process.env.CHROME_PATH,
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=${[
        `MAP ${SITE_HOST} ${at(new URL(nginx.tlsUrl!).port)}`,
        ...["github.com", "api.github.com", "raw.githubusercontent.com"].map(
          (host) => `MAP ${host} ${at(standin.tlsPort)}`,
        ),
      ].join(", ")}`,
    ],
  });
  // nginx's and the stand-in's certificates are their own.
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  context.setDefaultTimeout(20_000);
  return context;
}

test("she signs in with GitHub through nginx and her post is committed to the repository", async () => {
  const context = await asTheAuthor();
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  // Keystatic's own console errors are allowed, as in editor.spec.ts (here: its Google Fonts
  // stylesheet, which the editor's CSP refuses, and her GitHub avatar, out of this machine's
  // reach); an uncaught error is not.
  const callbacks: Response[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/keystatic/github/oauth/callback")) callbacks.push(response);
  });

  // Signing in from a page of the editor: GitHub sends her back there.
  await page.goto(`${SITE}/api/keystatic/github/login?from=branch/main/collection/posts`);
  await expect(page).toHaveURL(`${SITE}/keystatic/branch/main/collection/posts`);

  // The address GitHub was given to send her back to is the site's own, on https: the scheme
  // nginx saw (X-Forwarded-Proto), not the http between nginx and the server.
  expect(standin.authorizeRequests).toHaveLength(1);
  const authorize = standin.authorizeRequests[0]!;
  expect(authorize.searchParams.get("redirect_uri")).toBe(
    `${SITE}/api/keystatic/github/oauth/callback`,
  );
  const state = authorize.searchParams.get("state");
  expect(state).toMatch(/^[0-9a-f]{20}$/);

  // The callback reached Keystatic with its code and state (and found her page by the state).
  expect(callbacks).toHaveLength(1);
  const callback = new URL(callbacks[0]!.url());
  expect(callback.searchParams.get("code")).toMatch(/^[0-9a-f]{20}$/);
  expect(callback.searchParams.get("state")).toBe(state);
  expect(callbacks[0]!.status()).toBe(307);
  const cookies = (await callbacks[0]!.headersArray())
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value);
  // Each set with a value (beside it, the same name cleared at Path=/, from before).
  const cookie = (name: string) =>
    cookies.find((value) => value.startsWith(`${name}=`) && !value.startsWith(`${name}=;`)) ?? "";
  // The access token (eight hours) is what Keystatic's page sends GitHub from the browser, so
  // script must read it there: it is kept to the editor's pages. The refresh token (six months)
  // goes only to Keystatic's API. The server's own copy of the token, which the draft preview
  // reads, is HttpOnly. All Secure and SameSite (decisions 46 and 54).
  expect(cookie("keystatic-gh-access-token")).toMatch(/; Path=\/keystatic(;|$)/i);
  expect(cookie("keystatic-gh-refresh-token")).toMatch(/; Path=\/api\/keystatic(;|$)/i);
  expect(cookie("keystatic-gh-refresh-token")).toMatch(/; HttpOnly/i);
  expect(cookie("menopause-author-token")).toMatch(/; Path=\/(;|$)/i);
  expect(cookie("menopause-author-token")).toMatch(/; HttpOnly/i);
  for (const name of [
    "keystatic-gh-access-token",
    "keystatic-gh-refresh-token",
    "menopause-author-token",
  ]) {
    expect(cookie(name), name).toMatch(/; Secure/i);
    expect(cookie(name), name).toMatch(/; SameSite=Lax/i);
  }

  // Her posts, read from the repository (a public one's files come from its raw address).
  await expect(
    page.getByRole("rowheader", {
      name: "Hot Flushes in Meetings: What Actually Helped Me at Work",
    }),
  ).toBeVisible({
    timeout: 30_000,
  });

  // A new post, saved: a commit on the repository's main branch.
  await page.goto(`${SITE}/keystatic/branch/main/collection/posts/create`);
  await page.getByRole("textbox", { name: /^Title/ }).fill("A Walk Before Work");
  await page.getByRole("textbox", { name: /^Excerpt/ }).fill("Twenty minutes outside first.");
  await page.getByLabel(/^Date/).first().fill("2026-11-04T07:00");
  const editor = page.locator(".ProseMirror");
  await editor.click();
  await page.keyboard.type("I walk round the park before I open the laptop.", { delay: 5 });
  // A table, pasted as a spreadsheet puts it on the clipboard.
  await page.keyboard.press("Enter");
  await editor.evaluate((element) => {
    const clipboard = new DataTransfer();
    clipboard.setData(
      "text/html",
      "<table><tr><td>Day</td><td>Minutes</td></tr><tr><td>Monday</td><td>20</td></tr></table>",
    );
    clipboard.setData("text/plain", "Day\tMinutes\nMonday\t20\n");
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  });
  await expect(editor.locator("table tr")).toHaveCount(2);
  await page.getByRole("button", { name: "Create" }).click();
  await expect.poll(() => standin.commits.length, { timeout: 30_000 }).toBe(1);
  const saved = standin.fileAt("content/posts/a-walk-before-work.md");
  console.info(saved);
  expect(saved).toMatch(/^---\ntitle: A Walk Before Work\n/);
  expect(saved).toContain("excerpt: Twenty minutes outside first.\n");
  expect(saved).toContain("draft: true\n");
  expect(saved).toContain(
    "I walk round the park before I open the laptop.\n\n| Day    | Minutes |\n| ------ | ------- |\n| Monday | 20      |\n",
  );
  // What the workflow does next: the check passes the repository's posts as committed.
  const checkout = mkdtempSync(path.join(tmpdir(), "editor-github-commit-"));
  try {
    standin.checkout("content/posts", checkout);
    expectTheCheckToPass(checkout);
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
  // Every call to GitHub's API carried her token.
  expect(standin.apiRequests.filter((request) => request.token === null)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("the body is measured as she types: past what a page can show, it says so under the post, in words", async () => {
  const context = await signedIn();
  const page = await context.newPage();
  await page.goto(`${SITE}/keystatic/branch/main/collection/posts/create`);
  const editor = page.locator(".ProseMirror");
  await editor.click();
  await page.keyboard.type("A short start.", { delay: 5 });
  const problem = page.locator(".editor-problem");

  // Thirty-one paragraphs of a thousand characters, pasted: more than a page shows (30,000).
  const paragraph = `${"I walked again today and slept better. ".repeat(25)}`.slice(0, 1_000);
  await editor.evaluate(
    (element, text) => {
      const clipboard = new DataTransfer();
      clipboard.setData("text/plain", text);
      element.dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true, cancelable: true }),
      );
    },
    Array.from({ length: 31 }, () => paragraph).join("\n\n"),
  );
  await expect(problem).toHaveText(
    /^The post is 3\d,\d{3} characters long, more than a page can show \(30,000\): split it into two posts$/,
  );
  await expect(page.getByRole("status").filter({ has: problem })).toBeVisible();
  for (const width of [375, 1280]) {
    // A narrow window lays the form out again (fields first): the note is measured again there.
    await page.setViewportSize({ width, height: 900 });
    await expect(problem).toContainText("more than a page can show");
    await problem.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`body-too-long-${width}.png`) });
  }

  // Cut back, and the note goes.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("A short post after all.", { delay: 5 });
  await expect(problem).toHaveCount(0);
  // Still hers to save: the button is there and enabled.
  await expect(page.getByRole("button", { name: "Create" })).toBeEnabled();
  await context.close();
});

/** The check the workflow runs next, over the repository's posts as committed (checked out). */
function expectTheCheckToPass(checkout: string) {
  const check = spawnSync("node", ["scripts/posts-check.mjs"], {
    cwd: project,
    env: { ...process.env, BLOG_POSTS_DIR: path.join(checkout, "content/posts") },
    encoding: "utf8",
  });
  expect(check.stdout + check.stderr).toMatch(/checked: no problems/);
  expect(check.status).toBe(0);
}

/** A new browser context, signed in with GitHub through the editor as `asTheAuthor` is. */
async function signedIn(): Promise<BrowserContext> {
  const context = await asTheAuthor();
  const page = await context.newPage();
  await page.goto(`${SITE}/api/keystatic/github/login?from=branch/main/collection/posts`);
  await expect(page).toHaveURL(`${SITE}/keystatic/branch/main/collection/posts`);
  await page.close();
  return context;
}

test("a phone's photo is reduced in her browser: committed upright, at most 2,560 pixels, without where it was taken", async () => {
  // A phone's photo as a camera writes it: 4000×3000 pixels stored on their side with an
  // orientation tag saying "turn a quarter clockwise", and where it was taken (her home).
  const chosen = path.join(project, "IMG_0107.jpg");
  await sharp(await testPhoto())
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Phone", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2650/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3960/100",
      },
    })
    .jpeg({ quality: 92 })
    .toFile(chosen);
  const original = await sharp(chosen).metadata();
  expect([original.width, original.height, original.orientation]).toEqual([4000, 3000, 6]);
  expect(original.exif?.includes("Pocket 12")).toBe(true);

  const context = await signedIn();
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${SITE}/keystatic/branch/main/collection/posts/create`);
  await page.getByRole("textbox", { name: /^Title/ }).fill("The Park at Seven");
  await page.getByRole("textbox", { name: /^Excerpt/ }).fill("The light before anyone is up.");
  await page.getByLabel(/^Date/).first().fill("2026-11-06T07:00");
  await page.locator(".ProseMirror").click();
  await page.keyboard.type("I took this on the way round.", { delay: 5 });

  const choose = async (file: string) => {
    const fileChooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose file" }).first().click();
    await (await fileChooser).setFiles(file);
  };
  // A file named as a photo that her browser cannot open: said at the field, nothing added.
  const broken = path.join(project, "IMG_0106.jpg");
  writeFileSync(broken, "Not a photo: a download that stopped half way.");
  await choose(broken);
  await expect(page.locator(".editor-problem")).toHaveText(
    /^This browser could not open the photo, so it has not been added/,
  );
  await expect(page.getByText("Choose a photo first.")).toBeVisible();
  await choose(chosen);
  // The reduced photo is what the form holds: its preview, then the focal-point picture.
  await expect(
    page.getByRole("button", { name: "Click the photo where its subject is" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Preparing the photo…")).toHaveCount(0);
  await expect(page.locator(".editor-problem")).toHaveCount(0);
  await page
    .getByRole("textbox", { name: /^What the photo shows/ })
    .fill("The park's path at sunrise, with the hills beyond");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // A narrow window lays the form out again: the photo's picture is found again there.
    const picture = page.getByRole("button", { name: "Click the photo where its subject is" });
    await expect(picture).toBeVisible();
    await picture.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await page.screenshot({ path: test.info().outputPath(`photo-reduced-${width}.png`) });
  }

  const commitsBefore = standin.commits.length;
  await page.getByRole("button", { name: "Create" }).click();
  await expect.poll(() => standin.commits.length, { timeout: 30_000 }).toBe(commitsBefore + 1);
  expect(standin.fileAt("content/posts/the-park-at-seven.md")).toContain(
    "image: ./the-park-at-seven/image.jpg\n",
  );

  const checkout = mkdtempSync(path.join(tmpdir(), "editor-github-photo-"));
  try {
    standin.checkout("content/posts", checkout);
    const committed = readFileSync(
      path.join(checkout, "content/posts/the-park-at-seven/image.jpg"),
    );
    const meta = await sharp(committed).metadata();
    console.info(
      `chosen ${readFileSync(chosen).length} bytes, committed ${committed.length} bytes, ${meta.width}×${meta.height}`,
    );
    // Upright (the tag applied to the pixels: 3000×4000), then reduced to 2,560 on its long side.
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([1920, 2560]);
    // Nothing of the camera's: no place, no device, no orientation tag to apply a second time.
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(committed.includes("Pocket 12")).toBe(false);
    expect(committed.length).toBeLessThan(3_000_000);
    // Turned the way the tag said, a quarter clockwise: the stored photo's top rows (the sky)
    // are now its right-hand side, its bottom rows (the grass) its left.
    const strip = async (left: number) => {
      const part = await sharp(committed)
        .extract({ left, top: 0, width: 200, height: 2560 })
        .toBuffer();
      const { channels } = await sharp(part).stats();
      return { green: channels[1]!.mean, blue: channels[2]!.mean };
    };
    const [grass, sky] = [await strip(0), await strip(1720)];
    expect(sky.blue).toBeGreaterThan(sky.green);
    expect(grass.green).toBeGreaterThan(grass.blue);

    // What the workflow does next: the check passes the post and its photo as committed.
    expectTheCheckToPass(checkout);
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
  expect(pageErrors).toEqual([]);
  await context.close();
});

/** Every picture in the post's article, by whether the browser drew it: never a broken one. */
async function articlePictures(page: Page) {
  const pictures = page.locator("article img");
  await expect
    .poll(() =>
      pictures.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  return pictures.evaluateAll((all) =>
    all.map((image) => ({
      src: image.getAttribute("src") ?? "",
      drawn: (image as HTMLImageElement).naturalWidth > 0,
    })),
  );
}

test("her photos new with a draft show in her preview, from GitHub, to her alone; one a page cannot show is said in words", async () => {
  // A second draft, saved as GitHub's website would save it: its photo is a HEIF (an iPhone's
  // container, which no browser here draws) and a picture in its body is a JPEG.
  const heif = await sharp(await testPhoto())
    .resize(800)
    .heif({ compression: "av1", quality: 50 })
    .toBuffer();
  const dawn = await sharp(await testPhoto())
    .resize(800)
    .jpeg()
    .toBuffer();
  const map = await sharp(await testPhoto())
    .resize(400)
    .png()
    .toBuffer();
  standin.commitFiles(
    {
      "content/posts/the-hills-at-dawn.md":
        "---\ntitle: The Hills at Dawn\nexcerpt: Up before the sun.\ndate: 2026-11-07T07:00:00Z\ndraft: true\nimage: ./the-hills-at-dawn/image.heif\nimageAlt: The hills at first light\n---\n\nThe path at dawn:\n\n![The path climbing the hill at dawn](./the-hills-at-dawn/dawn.jpg)\n\nThe way I went:\n\n![A hand-drawn map of the walk](hills-map.png)\n",
      "content/posts/the-hills-at-dawn/image.heif": heif,
      "content/posts/the-hills-at-dawn/dawn.jpg": dawn,
      // A picture beside the posts, named by hand, as her guide allows.
      "content/posts/hills-map.png": map,
    },
    "The Hills at Dawn, with its photos",
  );

  const author = await signedIn();
  const page = await author.newPage();
  const photoAnswers: Response[] = [];
  page.on("response", (response) => {
    if (/\/preview\/[0-9a-f]{40}$/.test(new URL(response.url()).pathname)) {
      photoAnswers.push(response);
    }
  });

  // The photo the editor saved with the post above: the test's check of that commit made the
  // site's copies of it (as a release does), so the preview draws the site's own, as a reader's
  // page would.
  expect((await page.goto(`${SITE}/blog/the-park-at-seven`))!.status()).toBe(200);
  expect(await articlePictures(page)).toEqual([
    { src: expect.stringMatching(/^\/images\/posts\/image-[0-9a-f]{10}-1600\.jpg$/), drawn: true },
  ]);
  expect(photoAnswers).toEqual([]);

  // She changes the photo on GitHub: the site's copies are of the old one, so the preview draws
  // the saved one from GitHub.
  const changed = await sharp(await testPhoto())
    .resize(1200)
    .flop()
    .jpeg()
    .toBuffer();
  standin.commitFiles(
    { "content/posts/the-park-at-seven/image.jpg": changed },
    "Another photo for The Park at Seven",
  );
  expect((await page.goto(`${SITE}/blog/the-park-at-seven`))!.status()).toBe(200);
  const park = await articlePictures(page);
  expect(park).toEqual([
    {
      src: expect.stringMatching(/^\/blog\/the-park-at-seven\/preview\/[0-9a-f]{40}$/),
      drawn: true,
    },
  ]);
  await expect(
    page.getByRole("img", { name: "The park's path at sunrise, with the hills beyond" }),
  ).toBeVisible();
  await expect.poll(() => photoAnswers.length).toBe(1);
  const photo = photoAnswers[0]!;
  expect(photo.status()).toBe(200);
  const photoHeaders = await photo.allHeaders();
  expect(photoHeaders["content-type"]).toBe("image/jpeg");
  expect(photoHeaders["cache-control"]).toBe("private, no-store");
  expect(photoHeaders["x-robots-tag"]).toBe("noindex");
  // The photo as committed, byte for byte.
  expect(Buffer.compare(await photo.body(), changed)).toBe(0);
  const photoUrl = `${SITE}${park[0]!.src}`;
  // Asked again, nginx has kept no copy for anyone.
  const again = await page.goto(photoUrl);
  expect(again!.status()).toBe(200);
  expect((await again!.allHeaders())["x-cache-status"]).not.toBe("HIT");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${SITE}/blog/the-park-at-seven`);
    await articlePictures(page);
    await page.screenshot({ path: test.info().outputPath(`draft-photo-${width}.png`) });
  }

  // The second draft: its body's JPEG and the PNG beside the posts are drawn; its HEIF is said
  // in words where it would be.
  expect((await page.goto(`${SITE}/blog/the-hills-at-dawn`))!.status()).toBe(200);
  const fromGitHub = {
    src: expect.stringMatching(/^\/blog\/the-hills-at-dawn\/preview\/[0-9a-f]{40}$/),
    drawn: true,
  };
  expect(await articlePictures(page)).toEqual([fromGitHub, fromGitHub]);
  await expect(page.getByRole("img", { name: "The path climbing the hill at dawn" })).toBeVisible();
  await expect(page.getByRole("img", { name: "A hand-drawn map of the walk" })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "image.heif" })).toHaveText(
    /^Your photo image\.heif is an iPhone photo, which a web page cannot show .* it appears here once the post is published\.$/,
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: test.info().outputPath(`draft-photo-note-${width}.png`),
      fullPage: true,
    });
  }

  // Its HEIF, asked for by its own address on GitHub (its blob's sha), is not sent even to her:
  // only a JPEG, PNG or WebP by its bytes is.
  const heifSha = createHash("sha1").update(`blob ${heif.length}\0`).update(heif).digest("hex");
  expect((await page.goto(`${SITE}/blog/the-hills-at-dawn/preview/${heifSha}`))!.status()).toBe(
    404,
  );
  // Nor is a photo of another post's folder under this post's address.
  const underAnotherPost = park[0]!.src.replace("/the-park-at-seven/", "/the-hills-at-dawn/");
  expect((await page.goto(`${SITE}${underAnotherPost}`))!.status()).toBe(404);

  // A reader asking for the photo's address gets the 404 any address gets, and GitHub is not asked.
  const reader = await asTheAuthor();
  const readerPage = await reader.newPage();
  const userCalls = () => standin.apiRequests.filter((call) => call.call === "GET /user").length;
  const before = userCalls();
  expect((await readerPage.goto(photoUrl))!.status()).toBe(404);
  expect(userCalls()).toBe(before);

  // Her session ends with the page open (the token expires): the photo, asked for again, is
  // still a picture, with her words in it, never a broken image.
  standin.expireAccessTokens();
  const later = await author.newPage();
  await later.goto(`${SITE}/blog`);
  const answered = later.waitForResponse((response) => response.url() === photoUrl);
  const drawnWidth = await later.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    return image.decode().then(
      () => image.naturalWidth,
      () => 0,
    );
  }, photoUrl);
  const refused = await answered;
  expect(refused.status()).toBe(404);
  expect((await refused.allHeaders())["content-type"]).toBe("image/svg+xml");
  expect((await refused.text()).includes("could not be fetched from GitHub")).toBe(true);
  expect(drawnWidth).toBe(1600);
  for (const context of [author, reader]) await context.close();
});

test("her saved change to a published post: Preview in the editor shows it to her alone, and readers keep the published page", async () => {
  const POST = `${SITE}/blog/hot-flushes-at-work`;
  const added = "A sentence I added this morning, not yet published.";
  standin.commitFiles(
    {
      "content/posts/hot-flushes-at-work.md": `${standin.fileAt("content/posts/hot-flushes-at-work.md")}\n${added}\n`,
    },
    "A sentence more in Hot Flushes in Meetings",
  );

  // The editor's Preview, in each post's menu, opens the post's preview in a new tab. (The
  // published posts here have pictures outside their folders, which the editor cannot open, so
  // it is followed from the draft the first test saved: one address pattern for every post.)
  const author = await signedIn();
  const editor = await author.newPage();
  await editor.setViewportSize({ width: 1280, height: 900 });
  await editor.goto(`${SITE}/keystatic/branch/main/collection/posts/item/a-walk-before-work`);
  await expect(editor.getByRole("textbox", { name: /^Title/ })).toHaveValue("A Walk Before Work", {
    timeout: 30_000,
  });
  // Her guide's picture of the button, the pointer resting on it.
  await editor.getByRole("button", { name: "Preview" }).hover();
  const screenshots = process.env.EDITOR_SCREENSHOTS;
  if (screenshots) {
    await editor.screenshot({
      path: path.join(screenshots, "editor-preview-button-1280.png"),
      clip: { x: 0, y: 0, width: 1280, height: 300 },
    });
  }
  const opened = author.waitForEvent("page");
  await editor.getByRole("button", { name: "Preview" }).click();
  const fromEditor = await opened;
  await fromEditor.waitForLoadState();
  expect(fromEditor.url()).toBe(`${SITE}/blog/a-walk-before-work/preview`);
  await expect(fromEditor.getByRole("heading", { level: 1 })).toHaveText("A Walk Before Work");
  await expect(fromEditor.getByTestId("post-status")).toHaveText("Draft");
  await editor.screenshot({ path: test.info().outputPath("editor-preview-link.png") });

  // The published post's preview shows her saved sentence.
  const preview = await author.newPage();
  expect((await preview.goto(`${POST}/preview`))!.status()).toBe(200);
  await expect(preview.getByText(added)).toBeVisible();
  await expect(preview.getByRole("note").first()).toContainText(
    "Preview: only you can see this page",
  );
  await expect(preview.getByRole("note").first()).toContainText(
    "Readers see what is published, and see this version once it is published.",
  );
  for (const width of [375, 1280]) {
    await preview.setViewportSize({ width, height: 900 });
    await preview.screenshot({ path: test.info().outputPath(`edit-preview-${width}.png`) });
  }
  const answer = await preview.goto(`${POST}/preview`);
  expect(answer!.status()).toBe(200);
  const headers = await answer!.allHeaders();
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["x-robots-tag"]).toBe("noindex");
  expect(headers["x-cache-status"]).not.toBe("HIT");
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  // The post's own address is the readers' page, for her as for anyone: the published version.
  const ownPage = await preview.goto(POST);
  expect(ownPage!.status()).toBe(200);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
    "Hot Flushes in Meetings: What Actually Helped Me at Work",
  );
  await expect(preview.getByText(added)).toHaveCount(0);
  await expect(preview.getByText("Preview: only you can see this page")).toHaveCount(0);

  // A reader: the published page, and at the preview's address the 404, with GitHub not asked.
  const reader = await asTheAuthor();
  const readerPage = await reader.newPage();
  const userCalls = () => standin.apiRequests.filter((call) => call.call === "GET /user").length;
  const before = userCalls();
  expect((await readerPage.goto(POST))!.status()).toBe(200);
  await expect(readerPage.getByText(added)).toHaveCount(0);
  expect((await readerPage.goto(`${POST}/preview`))!.status()).toBe(404);
  await expect(readerPage.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
  expect(userCalls()).toBe(before);
  for (const context of [author, reader]) await context.close();
});

const DRAFT = `${SITE}/blog/a-walk-before-work`;

test("only she sees her draft on the live site: signed in, a preview; anyone else, Post Not Found", async () => {
  // The post the test above saved is a draft: readers' site has no such post.
  expect(standin.fileAt("content/posts/a-walk-before-work.md")).toContain("draft: true\n");
  const author = await signedIn();
  const page = await author.newPage();
  const shot = async (name: string) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: test.info().outputPath(`${name}-${width}.png`),
        fullPage: true,
      });
    }
  };

  const preview = await page.goto(DRAFT);
  expect(preview!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A Walk Before Work");
  await expect(page.getByRole("note")).toContainText("Preview: only you can see this page");
  await expect(page.getByTestId("post-status")).toHaveText("Draft");
  await expect(page.locator("article table tr")).toHaveCount(2);
  // Hers alone: no cache keeps it (nginx's shared one included), no search engine lists it.
  const headers = await preview!.allHeaders();
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await shot("draft-preview");
  expect(serverOutput).toMatch(/\[preview\] "a-walk-before-work" shown to "her-account"/);
  // Script on a page of the blog cannot read her token; on the editor's pages, Keystatic can.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/token/);

  // Asked again straight after, nginx still has no copy to give anyone.
  const again = await page.goto(DRAFT);
  expect(again!.status()).toBe(200);
  expect((await again!.allHeaders())["x-cache-status"]).not.toBe("HIT");

  // A reader without her sign-in: the same 404 as before there was a preview, and the site
  // asks GitHub nothing for her.
  const reader = await asTheAuthor();
  const userCalls = () => standin.apiRequests.filter((call) => call.call === "GET /user").length;
  const before = userCalls();
  const readerPage = await reader.newPage();
  const missing = await readerPage.goto(DRAFT);
  expect(missing!.status()).toBe(404);
  await expect(readerPage.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");
  await expect(readerPage.getByText("A Walk Before Work")).toHaveCount(0);
  expect(userCalls()).toBe(before);

  // A made-up token in the cookie's name: GitHub does not know it, so nothing is shown.
  await reader.addCookies([
    {
      name: "menopause-author-token",
      value: "ghu_madeupmadeupmadeupmadeupmadeup1234",
      domain: SITE_HOST,
      path: "/",
      secure: true,
      httpOnly: true,
    },
  ]);
  expect((await readerPage.goto(DRAFT))!.status()).toBe(404);
  expect(userCalls()).toBe(before + 1);
  await expect(readerPage.getByText("A Walk Before Work")).toHaveCount(0);

  // Someone else signed in with GitHub, who cannot push to her repository: no preview either.
  standin.signInAs("a-visitor", false);
  const visitor = await signedIn();
  standin.signInAs(standin.login, true);
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(DRAFT))!.status()).toBe(404);
  await expect(visitorPage.getByText("A Walk Before Work")).toHaveCount(0);

  // A draft the check refuses shows what to fix, in the editor's words, to her alone.
  standin.commitFiles(
    {
      "content/posts/a-second-draft.md":
        "---\ntitle: A Second Draft\nexcerpt: ''\ndate: 2026-11-05T07:00:00Z\ndraft: true\n---\n\nNot finished.\n",
    },
    "A second draft, without its excerpt",
  );
  const refused = await page.goto(`${SITE}/blog/a-second-draft`);
  expect(refused!.status()).toBe(404);
  expect((await refused!.allHeaders())["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This post needs a fix before it can show",
  );
  await expect(page.getByRole("listitem").filter({ hasText: "Excerpt" })).toBeVisible();
  await expect(page.getByText(/in the editor, save, and reload this page/)).toBeVisible();
  await shot("draft-preview-problems");

  // Her session ends (the token expires): the next visit is a reader's 404.
  standin.expireAccessTokens();
  expect((await page.goto(DRAFT))!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post Not Found");

  // Signing out: Keystatic revokes her token at GitHub, found in the server's HttpOnly copy (its
  // own cookie is not sent outside the editor), and every cookie of her sign-in is cleared.
  const editorPage = await author.newPage();
  await editorPage.goto(`${SITE}/keystatic/branch/main/collection/posts`);
  expect(await editorPage.evaluate(() => document.cookie)).toMatch(/keystatic-gh-access-token=/);
  await editorPage.close();
  const revoked = () =>
    standin.apiRequests.filter((call) => call.call.startsWith("DELETE /applications/")).length;
  const revokedBefore = revoked();
  await page.goto(`${SITE}/api/keystatic/github/logout`);
  expect(revoked()).toBe(revokedBefore + 1);
  const left = (await author.cookies()).map((cookie) => cookie.name);
  expect(left.filter((name) => /^keystatic-gh-|^menopause-author-token$/.test(name))).toEqual([]);

  for (const context of [author, reader, visitor]) await context.close();
});
