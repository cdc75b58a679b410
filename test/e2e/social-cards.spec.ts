import type { APIRequestContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fixtureCategories, fixturePosts } from "../fixtures/blog-fixture";
import {
  startPostgrestStandin,
  type PostgrestStandin,
  type PostRow,
} from "../support/postgrest-standin";
import { colourCount, decodePng, pngSize } from "../support/png";
import { startServer, type RunningServer } from "../support/server";
import { expect, test } from "./fixtures";

/**
 * Every page shares a 1200x630 raster card of its own, in the site's look, whose URL
 * changes when what it shows does.
 */

const MAX_BYTES = 300 * 1024;
const GENERIC = readFileSync(
  path.resolve(import.meta.dirname, "../../public/social/menopause-and-me.png"),
);

interface SharedImage {
  ogImage: string;
  tags: Record<string, string>;
  /** Every URL in the page's JSON-LD. */
  jsonLdImages: string[];
}

/** The page's image tags and every image URL in its JSON-LD, from the server's HTML. */
async function sharedImage(request: APIRequestContext, url: string): Promise<SharedImage> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):image[^"]*)" content="([^"]*)"/g,
  )) {
    tags[key!] = value!.replaceAll("&amp;", "&");
  }
  const jsonLdImages: string[] = [];
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    jsonLdImages.push(...(JSON.stringify(JSON.parse(json!)).match(/https?:\/\/[^"]+/g) ?? []));
  }
  return { ogImage: tags["og:image"]!, tags, jsonLdImages };
}

async function fetchCard(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  return { response, body: Buffer.from(await response.body()) };
}

test("every page in the sitemap, and a filtered view, shares its own raster card", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  pages.push(`${baseURL}/blog?category=sleep`);
  expect(pages.length).toBeGreaterThan(25);

  const seen = new Map<string, string>();
  for (const page of pages) {
    const { ogImage, tags, jsonLdImages } = await sharedImage(request, page);
    expect(ogImage, page).toMatch(
      new RegExp(`^${baseURL}/social/[a-z]+/[a-z0-9-]+\\.png\\?v=\\w+$`),
    );
    expect(tags["twitter:image"]).toBe(ogImage);
    expect(tags).toMatchObject({
      "og:image:type": "image/png",
      "og:image:width": "1200",
      "og:image:height": "630",
    });
    expect(tags["og:image:alt"]?.length, page).toBeGreaterThan(10);
    for (const url of [...Object.values(tags), ...jsonLdImages]) {
      expect(url, `${page}: ${url}`).not.toMatch(/\.svg(\?|$)/);
    }
    if (/\/blog\/./.test(page)) expect(jsonLdImages, page).toContain(ogImage);
    // A recipe's structured data shows the dish itself, in Google's three ratios; its card,
    // with the recipe's name beside the same picture, is for sharing.
    if (/\/recipes\/./.test(page)) {
      const slug = new URL(page).pathname.split("/")[2]!;
      for (const ratio of ["1x1", "4x3", "16x9"]) {
        expect(jsonLdImages, page).toContainEqual(
          expect.stringMatching(
            new RegExp(`^${baseURL}/images/recipes/dishes/${slug}-[0-9a-f]{10}-${ratio}\\.jpg$`),
          ),
        );
      }
    }

    const { response, body } = await fetchCard(request, ogImage);
    expect(response.status(), ogImage).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    expect(body.length, ogImage).toBeLessThanOrEqual(MAX_BYTES);
    expect(colourCount(decodePng(body)), `${ogImage} is blank`).toBeGreaterThan(50);
    expect(body.equals(GENERIC), `${page} shares the generic card`).toBe(false);
    seen.set(ogImage, body.toString("base64"));
  }
  // Every page has a card of its own (the unfiltered blog and an unknown filter share one).
  expect(new Set(seen.values()).size).toBe(seen.size);
  expect(seen.size).toBe(pages.length);
});

test("an unknown post's or page's card is a 404", async ({ request }) => {
  for (const url of ["/social/post/no-such-post.png?v=abc", "/social/page/nope.png"]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

test("a link preview shows the card: full size, with its title drawn", async ({ page }) => {
  await page.goto("/blog/night-sweats-and-the-3am-club");
  const card = await page.locator('meta[property="og:image"]').getAttribute("content");
  const drawn = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src!;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    // Read back twice; without the hint Chromium warns that such a canvas should say so.
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    context.drawImage(image, 0, 0);
    const ink = (x: number, y: number, width: number, height: number) => {
      const { data } = context.getImageData(x, y, width, height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]! < 110) dark++;
      }
      return dark;
    };
    return {
      width: image.naturalWidth,
      height: image.naturalHeight,
      // The title block in the left column, and the cream margin below the site address.
      titleInk: ink(72, 150, 520, 330),
      marginInk: ink(72, 590, 520, 30),
    };
  }, card);
  expect(drawn.width).toBe(1200);
  expect(drawn.height).toBe(630);
  expect(drawn.titleInk).toBeGreaterThan(5_000);
  expect(drawn.marginInk).toBe(0);
});

test.describe("cards from the Supabase backend", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: undefined });

  const hostileTitle = `<script>alert(1)</script> 🔥 Привет ${"very long title ".repeat(20)}`;
  let rows: PostRow[];
  let backend: PostgrestStandin;
  let site: RunningServer;

  const start = async () =>
    startServer({
      env: { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey, SITE_URL: "" },
    });

  test.beforeAll(async () => {
    rows = [
      ...fixturePosts.map((row) => ({ ...row })),
      {
        ...fixturePosts[0]!,
        id: 99,
        slug: "fixture-hostile-title",
        title: hostileTitle,
      },
    ];
    backend = await startPostgrestStandin({ categories: fixtureCategories, posts: rows });
    site = await start();
  });

  test.afterAll(async () => {
    await site?.stop();
    await backend?.close();
  });

  test("a hostile title renders as a card", async ({ request }) => {
    const { ogImage } = await sharedImage(request, `${site.url}/blog/fixture-hostile-title`);
    const { response, body } = await fetchCard(request, ogImage);
    expect(response.status()).toBe(200);
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    expect(colourCount(decodePng(body))).toBeGreaterThan(50);
  });

  test("an edited post's card gets a new URL; the old one is no longer cached for long", async ({
    request,
  }) => {
    const before = (await sharedImage(request, `${site.url}/blog/fixture-sleep`)).ogImage;
    const first = await fetchCard(request, before);
    expect(first.response.status()).toBe(200);

    // Edited in the backend; a new process (the 5-minute data cache aside) reads the new row.
    const row = rows.find((each) => each.slug === "fixture-sleep")!;
    row.title = "Fixture: Sleeping Again, Edited";
    row.updated_at = "2025-07-01T09:00:00+00:00";
    await backend.setRows({ posts: rows });
    await site.stop();
    site = await start();

    const after = (await sharedImage(request, `${site.url}/blog/fixture-sleep`)).ogImage;
    const path = (url: string) => new URL(url).pathname + new URL(url).search;
    expect(path(after)).not.toBe(path(before));
    const edited = await fetchCard(request, after);
    expect(edited.response.headers()["cache-control"]).toContain("immutable");
    expect(edited.body.equals(first.body)).toBe(false);
    const old = await fetchCard(request, site.url + path(before));
    expect(old.response.status()).toBe(200);
    expect(old.response.headers()["cache-control"]).not.toContain("immutable");
  });

  test("a failing backend answers the generic card, not an error", async ({ request }) => {
    await backend.behave({ kind: "status", status: 503, message: "upstream unavailable" });
    try {
      // Not read by this process yet (its /healthz read the newest post, fixture-food), so there
      // is no older answer to fall back on.
      const { response, body } = await fetchCard(
        request,
        `${site.url}/social/post/fixture-hostile.png`,
      );
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(body.equals(GENERIC)).toBe(true);
    } finally {
      await backend.behave({ kind: "ok" });
    }
    expect(site.output()).toContain("answered with the generic card");
  });
});
