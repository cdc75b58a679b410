import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Every kind of page the built server sends is valid HTML, as the W3C's Nu Html Checker (the
 * `vnu-jar` package, run with Java) reads it: everything in the sitemap, and the pages no
 * sitemap lists (not-found screens, a topic's view of the blog, a later page of it). The
 * checker's start is slow, so it reads all the pages in one run.
 */

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA || "java";
// Errors only, as JSON on stdout; the test reads the verdict from the messages, not the exit code.
const CHECKER_OPTIONS = ["--format", "json", "--errors-only", "--stdout", "--exit-zero-always"];
const hasJava = spawnSync(JAVA, ["-version"], { stdio: "ignore" }).status === 0;

if (!hasJava) {
  const message =
    `Java was not found (${JAVA}; JAVA=/path/to/java picks another). The HTML check runs the ` +
    "Nu Html Checker on it: `apt-get install default-jre-headless` (.ci/run does this as root).";
  // CI installs Java, so there a missing one is a failure, not a reason to skip.
  if (process.env.CI) throw new Error(message);
  console.error(
    `\n${"!".repeat(100)}\n!! SKIPPING the HTML check: ${message}\n${"!".repeat(100)}\n`,
  );
}

interface CheckerMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** A page to check, and the status it is sent with. */
interface Checked {
  path: string;
  status: number;
}

/** The blog's own links to a topic and to its next page, so the test follows what the list offers. */
async function blogViews(request: APIRequestContext): Promise<Checked[]> {
  const html = await (await request.get("/blog")).text();
  const category = /href="(\/blog\?category=[a-z0-9-]+)"/.exec(html)?.[1];
  const next = /<link rel="next" href="([^"]+)"/.exec(html)?.[1];
  expect(category, "/blog links to a topic").toBeDefined();
  expect(next, "/blog has a second page").toBeDefined();
  const nextUrl = new URL(next!);
  return [
    { path: category!, status: 200 },
    { path: nextUrl.pathname + nextUrl.search, status: 200 },
  ];
}

async function sitemapPages(request: APIRequestContext): Promise<Checked[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!);
    return { path: url.pathname + url.search, status: 200 };
  });
}

/** One file per page, named after its address so a message says which page it is about. */
function fileName(pagePath: string): string {
  return `${pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.html`;
}

test("every kind of page is valid HTML", async ({ request }) => {
  test.skip(!hasJava, "no Java to run the Nu Html Checker");
  // Some forty pages through one Java start; on a busy two-core machine that takes a while.
  test.setTimeout(180_000);

  const pages: Checked[] = [
    ...(await sitemapPages(request)),
    ...(await blogViews(request)),
    { path: "/blog?category=no-such-topic", status: 404 },
    { path: "/blog/no-such-post", status: 404 },
    { path: "/no-such-page", status: 404 },
    { path: "/search", status: 200 },
    { path: "/search?q=hot+flashes", status: 200 },
    { path: "/search?q=zzzqqq", status: 200 },
    { path: "/search?q=gabapentin", status: 200 },
    { path: "/search?q=insomina", status: 200 },
  ];
  expect(pages.length).toBeGreaterThan(20);

  const dir = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const pathOf = new Map<string, string>();
    for (const page of pages) {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status(), page.path).toBe(page.status);
      expect(response.headers()["content-type"], page.path).toContain("text/html");
      const file = path.join(dir, fileName(page.path));
      expect(pathOf.has(file), `two pages share ${file}`).toBe(false);
      writeFileSync(file, await response.body());
      pathOf.set(file, page.path);
    }

    const { stdout } = await promisify(execFile)(
      JAVA,
      ["-jar", VNU_JAR, ...CHECKER_OPTIONS, ...pathOf.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: CheckerMessage[] };
    const errors = messages.map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
      const where = `${pathOf.get(file) ?? file}:${message.lastLine}:${message.firstColumn ?? message.lastColumn}`;
      const kind = message.subType ? `${message.type} (${message.subType})` : message.type;
      return `${where} ${kind}: ${message.message}\n    ${message.extract?.replace(/\n/g, " ") ?? ""}`;
    });
    expect(errors, "the Nu Html Checker's errors (page:line:column)").toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
