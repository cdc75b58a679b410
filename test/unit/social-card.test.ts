import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blog, startBlog, stopBlog } from "~/lib/blog/blog.server";
import { createPgliteBackend, createSeededPglite } from "~/lib/blog/pglite-backend.server";
import { FIXTURE_POSTS_DIR } from "../support/posts-dir";
import {
  cardPath,
  cardVersion,
  categoryCard,
  postCard,
  recipeCard,
  sameSiteIllustration,
  topicGuideCard,
  type CardSpec,
  type PostForCard,
} from "~/lib/social-card/card-spec";
import { genericSocialImage } from "~/lib/social-card/social-image";
import {
  CardQueueFullError,
  createCardCache,
  createLimiter,
  MAX_WAITING_RENDERS,
} from "~/lib/social-card/card-cache.server";
import { staticPageCards } from "~/lib/social-card/cards.server";
import { renderCard } from "~/lib/social-card/render.server";
import { socialCardResponse } from "~/lib/social-card/respond.server";
import { drawableText, MAX_TITLE_CHARS } from "~/lib/social-card/text";
import { cardTheme, cardThemeTokens } from "~/lib/social-card/theme";
import { sitePaths } from "~content/pages";
import { getRecipe } from "~content/recipes";
import { sleepPage } from "~content/sleep";
import { copyPostImages, readPostFiles } from "~tools/posts/post-files";
import { xssVectors } from "../fixtures/xss-vectors";
import { colourCount, darkPixels, decodePng, pngSize } from "../support/png";

/** How many cards the renderer has drawn: a card served from the cache draws none. */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/lib/social-card/render.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/lib/social-card/render.server")>();
  return {
    ...actual,
    renderCard: (...args: Parameters<typeof actual.renderCard>) => {
      renders.count++;
      return actual.renderCard(...args);
    },
  };
});

const ROOT = path.resolve(import.meta.dirname, "../..");
const MAX_BYTES = 300 * 1024;
/** Where the title is drawn on every card: the left column, below the logo row. */
const TITLE_AREA = { x: 72, y: 150, width: 520, height: 330 };

const post = (overrides: Partial<PostForCard> = {}): PostForCard => ({
  slug: "night-sweats",
  title: "Night Sweats and the 3am Club",
  created_at: "2024-07-16T09:00:00Z",
  updated_at: "2024-07-16T09:00:00Z",
  featured_image_url: "/images/topics/sleep.svg",
  category: { name: "Sleep", slug: "sleep" },
  ...overrides,
});

function expectCardPng(png: Buffer) {
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  expect(png.byteLength).toBeLessThanOrEqual(MAX_BYTES);
  const image = decodePng(png);
  expect(colourCount(image)).toBeGreaterThan(50);
  expect(darkPixels(image, TITLE_AREA)).toBeGreaterThan(2_000);
}

describe("what a card shows", () => {
  it("labels each kind of page: what it is, then its facts or its date", () => {
    expect(recipeCard(getRecipe("spinach-tomato-feta-omelette")!).label).toBe(
      "Recipe · 10 mins · serves 1",
    );
    expect(postCard(post()).label).toBe("Blog · Sleep · 16 July 2024");
    expect(postCard(post({ category: null })).label).toBe("Blog · 16 July 2024");
    expect(categoryCard({ name: "Sleep", slug: "sleep" }).label).toBe("My Blogs: Sleep");
    expect(topicGuideCard("sleep", sleepPage)).toMatchObject({
      label: "Guide",
      title: sleepPage.hero.title,
      image: "/images/topics/sleep.svg",
    });
  });

  it("gives every category an illustration, one the author adds later included", () => {
    expect(categoryCard({ name: "Sleep", slug: "sleep" }).image).toBe("/images/topics/sleep.svg");
    const added = categoryCard({ name: "Hormone Therapy", slug: "hormone-therapy" });
    expect(added.image).toMatch(/^\/images\/.+\.svg$/);
    expect(existsSync(path.join("public", added.image!))).toBe(true);
  });

  it("gives every static page a card of its own, none an SVG URL", () => {
    const cards = staticPageCards();
    const ids = cards.map((card) => card.id);
    expect(ids).toHaveLength(sitePaths.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const card of cards)
      expect(cardPath(card)).toMatch(/^\/social\/page\/[a-z-]+\.png\?v=\w+$/);
  });

  it("changes the URL when the title or updated_at changes, and per post", () => {
    const original = cardPath(postCard(post()));
    expect(cardPath(postCard(post()))).toBe(original);
    expect(cardPath(postCard(post({ title: "Night Sweats, Revisited" })))).not.toBe(original);
    expect(cardPath(postCard(post({ updated_at: "2024-08-01T00:00:00Z" })))).not.toBe(original);
    expect(cardPath(postCard(post({ slug: "other" })))).not.toBe(original);
  });

  it("draws only the site's own illustrations", () => {
    expect(sameSiteIllustration("/images/blog/a-b.svg")).toBe("/images/blog/a-b.svg");
    expect(sameSiteIllustration("/images/recipes/x.png")).toBe("/images/recipes/x.png");
    for (const url of [
      "https://evil.example/x.svg",
      "//evil.example/images/x.svg",
      "/images/../../etc/passwd.svg",
      "/images/%2e%2e/x.svg",
      "/logo.svg",
      "/images/x.gif",
      null,
    ]) {
      expect(sameSiteIllustration(url)).toBeUndefined();
    }
  });

  it("uses the light theme's tokens from tailwind.css", () => {
    const css = readFileSync(path.join(ROOT, "app/styles/tailwind.css"), "utf8");
    const light = css.slice(css.indexOf(":root {"), css.indexOf("@media (prefers-color-scheme"));
    for (const [key, token] of Object.entries(cardThemeTokens)) {
      const match = new RegExp(`--color-${token}: (\\d+) (\\d+) (\\d+);`).exec(light);
      expect(match, token).not.toBeNull();
      const hex = `#${match!
        .slice(1)
        .map((v) => Number(v).toString(16).padStart(2, "0"))
        .join("")}`;
      expect(cardTheme[key as keyof typeof cardTheme].toLowerCase(), token).toBe(hex);
    }
  });
});

describe("drawableText", () => {
  const latinOnly = (code: number) => code < 0x250;

  it("keeps markup as literal text", () => {
    expect(drawableText("<b>Bold</b> & <script>x</script>", latinOnly, 100)).toBe(
      "<b>Bold</b> & <script>x</script>",
    );
  });

  it("leaves out what no font can draw, and invisible characters", () => {
    expect(drawableText("Hot 🔥 flushes 👩‍👧 你好", latinOnly, 100)).toBe("Hot flushes");
    expect(drawableText("a\u200bb\u0000c\nd", latinOnly, 100)).toBe("a b c d");
    expect(drawableText("🔥🔥🔥", latinOnly, 100)).toBe("");
  });

  it("cuts long text at a word with an ellipsis", () => {
    const text = drawableText("word ".repeat(80), latinOnly, MAX_TITLE_CHARS);
    expect(text.endsWith("word…")).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    const unbroken = drawableText("x".repeat(300), latinOnly, MAX_TITLE_CHARS);
    expect(Array.from(unbroken)).toHaveLength(MAX_TITLE_CHARS);
  });
});

describe("renderCard", () => {
  it("draws a post, a recipe and a filtered view at 1200x630 within 300 KB, with a title", async () => {
    const cards = [
      postCard(post()),
      recipeCard(getRecipe("king-prawn-stir-fry")!),
      categoryCard({ name: "Food & Nutrition", slug: "food-nutrition" }),
    ];
    const pngs = [];
    for (const card of cards) {
      const { png } = await renderCard(card);
      expectCardPng(png);
      pngs.push(png);
    }
    expect(new Set(pngs.map((png) => png.toString("base64"))).size).toBe(cards.length);
  }, 60_000);

  it("draws hostile titles as text: markup, emoji, non-Latin scripts, 300 characters", async () => {
    for (const title of [
      `<img src=x onerror="alert(1)"> 🔥🙂 Привет, мир — Ελληνικά — 你好 — مرحبا ${"long ".repeat(60)}`,
      "x".repeat(300),
      "🔥🔥🔥",
    ]) {
      const { png } = await renderCard(postCard(post({ title, featured_image_url: null })));
      expectCardPng(png);
    }
  }, 60_000);

  it("renders every title of the XSS corpus without error", async () => {
    for (const title of xssVectors) {
      const { png } = await renderCard(
        postCard(post({ title, featured_image_url: null, category: null })),
      );
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    }
  }, 180_000);

  it("draws a drawing kept in its post's folder, as the posts check serves it", async () => {
    // A post as the editor keeps it: its picture in a folder named after it.
    const slug = `drawing-beside-${process.pid}`;
    const postsDir = mkdtempSync(path.join(tmpdir(), "card-posts-"));
    const served = path.join(ROOT, "public/images/posts", slug);
    try {
      writeFileSync(path.join(postsDir, "categories.yml"), "- name: Sleep\n  slug: sleep\n");
      writeFileSync(
        path.join(postsDir, `${slug}.md`),
        `---\ntitle: T\nexcerpt: E\ndate: 2025-01-01\nimage: ./${slug}/image.svg\nimageAlt: A bedroom window at night\n---\n\nBody.\n`,
      );
      mkdirSync(path.join(postsDir, slug));
      cpSync(
        path.join(ROOT, "public/images/topics/sleep.svg"),
        path.join(postsDir, slug, "image.svg"),
      );
      const { posts, problems } = await readPostFiles({ postsDir });
      expect(problems).toEqual([]);
      await copyPostImages({ postsDir, posts });
      const url = posts[0]!.image!.url;
      expect(url).toBe(`/images/posts/${slug}/image.svg`);
      const card = async (image: string | null) =>
        (await renderCard(postCard(post({ featured_image_url: image })))).png;
      // The same card as the same drawing under public/images/ makes, and not the one without.
      const beside = await card(url);
      expect(beside.equals(await card("/images/topics/sleep.svg"))).toBe(true);
      expect(beside.equals(await card(null))).toBe(false);
    } finally {
      rmSync(postsDir, { recursive: true, force: true });
      rmSync(served, { recursive: true, force: true });
    }
  }, 60_000);

  it("draws no picture for an illustration that is missing", async () => {
    const { png } = await renderCard(
      postCard(post({ featured_image_url: "/images/blog/no-such-file.svg" })),
    );
    expectCardPng(png);
  }, 30_000);
});

describe("card cache", () => {
  const spec = (id: string): CardSpec => ({ ...categoryCard({ name: id, slug: id }) });

  it("renders each version once, however many ask at the same time", async () => {
    const render = vi.fn(async (card: CardSpec) => Buffer.from(card.id));
    const cache = createCardCache(render);
    const results = await Promise.all([1, 2, 3].map(() => cache.get(spec("a"))));
    expect(render).toHaveBeenCalledTimes(1);
    expect(results.map((result) => result.png.toString())).toEqual(["a", "a", "a"]);
    expect(await cache.get(spec("a"))).toEqual({ png: Buffer.from("a"), cached: true });
  });

  it("forgets the least recently used cards past its byte budget", async () => {
    const render = vi.fn(async () => Buffer.alloc(400));
    const cache = createCardCache(render, { maxBytes: 1000 });
    for (const id of ["a", "b", "c"]) await cache.get(spec(id));
    expect((await cache.get(spec("a"))).cached).toBe(false);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("runs at most `limit` renders at once and refuses past its queue", async () => {
    const limit = createLimiter(1, MAX_WAITING_RENDERS);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<void>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve();
        });
      });
    const runs = Array.from({ length: MAX_WAITING_RENDERS + 1 }, () => limit(task));
    await expect(limit(task)).rejects.toBeInstanceOf(CardQueueFullError);
    while (releases.length > 0 || running > 0) {
      await Promise.resolve();
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(runs);
    expect(most).toBe(1);
  });
});

describe("the card route", () => {
  const generic = readFileSync(path.join(ROOT, "public", genericSocialImage.src));

  // The server starts the blog before its first request; so does this test, and waits for the
  // embedded database and the sanitiser to be ready.
  beforeAll(async () => {
    await startBlog({
      source: "pglite",
      supabaseDir: path.join(ROOT, "supabase"),
      postsDir: FIXTURE_POSTS_DIR,
      preview: false,
    }).warm;
  }, 120_000);
  afterAll(() => stopBlog());

  it("answers a post's card, cached for a year when its version matches", async () => {
    const found = await blog().getPostBySlug("night-sweats-and-the-3am-club");
    const version = cardVersion(postCard(found!));
    const rendersBefore = renders.count;
    const response = await socialCardResponse("post", `${found!.slug}.png`, version);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const png = Buffer.from(await response.arrayBuffer());
    expectCardPng(png);
    expect(renders.count).toBe(rendersBefore + 1);

    const stale = await socialCardResponse("post", `${found!.slug}.png`, "old");
    // Any other version is answered with the card, but no cache may keep it under that URL.
    expect(stale.headers.get("cache-control")).toBe("no-store");
    // The second answer is the same card from the process's cache: nothing is drawn again.
    expect(Buffer.from(await stale.arrayBuffer()).equals(png)).toBe(true);
    expect(renders.count).toBe(rendersBefore + 1);
  }, 60_000);

  it("is a 404 for an unknown post, page, recipe or category, or a bad path", async () => {
    for (const [kind, file] of [
      ["post", "no-such-post.png"],
      ["post", "../etc.png"],
      ["page", "nope.png"],
      ["recipe", "nope.png"],
      ["category", "nope.png"],
      ["nope", "home.png"],
      ["page", "home.svg"],
    ]) {
      const response = await socialCardResponse(kind, file, null);
      expect(response.status, `${kind}/${file}`).toBe(404);
    }
  }, 30_000);

  it("answers the generic card, uncached and logged, when the backend fails", async () => {
    vi.spyOn(blog(), "getPostBySlug").mockRejectedValueOnce(new Error("backend down"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await socialCardResponse("post", "hot-flushes-at-work.png", "v");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(generic)).toBe(true);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/backend down.*generic card/));
  });

  it("answers the generic card, uncached and logged, when the renderer fails", async () => {
    const shared = globalThis as { __socialCards?: unknown };
    const real = shared.__socialCards;
    shared.__socialCards = createCardCache(() => Promise.reject(new Error("renderer broke")));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await socialCardResponse("page", "home.png", null);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(Buffer.from(await response.arrayBuffer()).equals(generic)).toBe(true);
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/renderer broke.*generic card/));
    } finally {
      shared.__socialCards = real;
    }
  });
});

describe("an edited post in the database", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await createSeededPglite(path.join(ROOT, "supabase"), { postsDir: FIXTURE_POSTS_DIR });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it("gets a new card URL, and two posts never share one", async () => {
    const source = createPgliteBackend(db);
    const signal = new AbortController().signal;
    const before = await source.getPostBySlug("hot-flushes-at-work", signal);
    const other = await source.getPostBySlug("night-sweats-and-the-3am-club", signal);
    expect(cardPath(postCard(before!))).not.toBe(cardPath(postCard(other!)));

    await db.query("update public.posts set title = $1 where slug = $2", [
      "Hot Flushes at Work, a Year On",
      "hot-flushes-at-work",
    ]);
    const after = await source.getPostBySlug("hot-flushes-at-work", signal);
    expect(after!.updated_at).not.toBe(before!.updated_at);
    expect(cardPath(postCard(after!))).not.toBe(cardPath(postCard(before!)));
  });
});
