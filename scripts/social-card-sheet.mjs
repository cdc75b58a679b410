#!/usr/bin/env node
/**
 * A contact sheet of a dozen social cards (posts, recipes, guides, home, a filtered view and
 * hostile titles), drawn by the real renderer, to look at them side by side:
 *
 *   node scripts/social-card-sheet.mjs [out.png]   (default screenshots/social-cards.png)
 *
 * The renderer is TypeScript, so esbuild (already here for Remix) bundles it first, resolving
 * the `~` and `~content` paths from tsconfig.json. Posts come from the embedded database.
 */
import { build } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./production-server.mjs";

const out = path.resolve(process.argv[2] ?? path.join(ROOT, "screenshots/social-cards.png"));
const bundle = path.join(ROOT, ".cache/social-card-sheet.mjs");

const ENTRY = `
export { renderCard } from "~/lib/social-card/render.server";
export { staticPageCards } from "~/lib/social-card/cards.server";
export { categoryCard, postCard, recipeCard } from "~/lib/social-card/card-spec";
export { createPgliteBackend, createSeededPglite } from "~/lib/blog/pglite-backend.server";
export { recipes } from "~content/recipes";
`;

await build({
  stdin: { contents: ENTRY, resolveDir: ROOT, loader: "ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  // npm packages stay imports; only the app's own `~` and `~content` modules are bundled.
  plugins: [
    {
      name: "packages-external",
      setup(builder) {
        builder.onResolve({ filter: /^[^.~/]/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
  jsx: "automatic",
  outfile: bundle,
  logLevel: "warning",
});
const cards = await import(pathToFileURL(bundle).href);
rmSync(bundle);

const db = await cards.createSeededPglite(path.join(ROOT, "supabase"), {
  postsDir: path.join(ROOT, "content/posts"),
});
const { posts } = await cards
  .createPgliteBackend(db)
  .listPosts({ category: null, offset: 0, limit: 12 }, new AbortController().signal);
await db.close();

const pages = new Map(cards.staticPageCards().map((card) => [card.id, card]));
const recipe = (slug) => cards.recipeCard(cards.recipes.find((each) => each.slug === slug));
const hostile = (title) =>
  cards.postCard({ ...posts[0], slug: "hostile", title, featured_image_url: null });
const specs = [
  cards.postCard(posts[0]),
  cards.postCard(posts[1]),
  cards.postCard(posts.find((post) => !post.featured_image_url) ?? posts[2]),
  recipe("spinach-tomato-feta-omelette"),
  recipe("overnight-oats"),
  recipe("king-prawn-stir-fry"),
  pages.get("sleep"),
  pages.get("symptoms"),
  pages.get("home"),
  cards.categoryCard({ name: "Food & Nutrition", slug: "food-nutrition" }),
  hostile(
    `<script>alert("hi")</script> 🔥 Hot flushes, Привет and 你好 ${"on and on ".repeat(30)}`,
  ),
  hostile("Supercalifragilisticexpialidocious".repeat(8)),
];

const COLUMNS = 3;
const WIDTH = 600;
const HEIGHT = 315;
const GAP = 24;
const rows = Math.ceil(specs.length / COLUMNS);
const sheetWidth = COLUMNS * WIDTH + (COLUMNS + 1) * GAP;
const sheetHeight = rows * HEIGHT + (rows + 1) * GAP;
const images = [];
for (const [index, spec] of specs.entries()) {
  const { png, ms } = await cards.renderCard(spec);
  console.log(
    `${String(Math.round(ms)).padStart(5)} ms ${(png.length / 1024).toFixed(0).padStart(4)} KiB  ${spec.kind}/${spec.id}`,
  );
  const x = GAP + (index % COLUMNS) * (WIDTH + GAP);
  const y = GAP + Math.floor(index / COLUMNS) * (HEIGHT + GAP);
  images.push(
    `<image x="${x}" y="${y}" width="${WIDTH}" height="${HEIGHT}" href="data:image/png;base64,${png.toString("base64")}"/>`,
  );
}
const sheet =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetWidth}" height="${sheetHeight}">` +
  `<rect width="100%" height="100%" fill="#5C4F56"/>${images.join("")}</svg>`;
const { Resvg } = await import("@resvg/resvg-js");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, new Resvg(sheet).render().asPng());
console.log(`Wrote ${path.relative(process.cwd(), out)}`);
