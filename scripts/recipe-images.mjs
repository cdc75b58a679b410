#!/usr/bin/env node
/**
 * Run by `npm run build` and `npm run dev`: makes each recipe's picture of its dish from its
 * source in content/recipe-images/ (an SVG illustration or a photo) into
 * public/images/recipes/dishes/, at the sizes the pages and Google's recipe results use
 * (docs/decisions/0033-recipe-illustrations.md). Only what is missing is made, so a build with
 * nothing changed spends a fraction of a second here. Exits 1, naming the problem, when a
 * recipe has no picture, two, or a photo too small.
 *
 * `--pages-only` (`npm run dev`) makes only what the pages show, the drawings themselves, and
 * leaves the rasters (Google's three ratios, the social card's square) to the development
 * server, which makes them once it has served its first page (vite.config.ts).
 */
import path from "node:path";
import { importTs } from "./import-ts.mjs";

const [{ buildRecipePictures, RECIPE_PICTURES_URL }, { recipeTitles }] = await Promise.all([
  importTs("tools/recipes/picture-builder.ts"),
  importTs("content/recipe-titles.ts"),
]);
const sourceDir = path.resolve("content/recipe-images");
const targetDir = path.resolve("public", RECIPE_PICTURES_URL.slice(1));
const started = performance.now();
try {
  const slugs = Object.keys(recipeTitles);
  const rasters = !process.argv.includes("--pages-only");
  const { made, kept, removed } = await buildRecipePictures(slugs, sourceDir, targetDir, {
    rasters,
  });
  console.info(
    `[recipes] ${slugs.length} picture(s): ${made} file(s) made, ${kept} up to date, ` +
      `${removed} old one(s) removed in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
