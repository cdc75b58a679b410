import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Document, isMap, isScalar, parse, parseDocument } from "yaml";
import { inEditorWords } from "~/lib/blog/post-rules";
import { isValidSlug } from "~/lib/addresses";
import { PHOTO_LONG_SIDE, PHOTO_QUALITY } from "~/lib/blog/photo-limits";
import { HEIC_FILE } from "~/lib/blog/photo-sources";
import { PHOTO_FILE } from "./photo-builder";
import { FIELDS, readPostFiles } from "./post-files";

/**
 * What the editor's save goes through before Keystatic writes it
 * (docs/decisions/0042-the-editor-checks-where-she-writes.md). Contract:
 *
 * - `reducePhoto(bytes, name)`: a photo as the site will ever use it: at most PHOTO_LONG_SIDE
 *   pixels on its long side, turned upright, without the camera's metadata (place, device);
 *   an iPhone's HEIC becomes a JPEG where sharp can read it, and is refused in plain words
 *   where it cannot. A photo already that small and without metadata is returned as it came,
 *   byte for byte, so saving a post again changes nothing.
 * - `steadyFields(previous, next)`: the post file Keystatic wrote, with its frontmatter written
 *   over the previous file's own: a field whose value did not change keeps its line as it was
 *   (style, quotes, order), a new field takes its place in the check's order, and `draft: false`
 *   is not added to a post that never had `draft:`. So one edited sentence is one changed line.
 * - `prepareSave(update, dirs)`: both of the above over a Keystatic update (paths under the
 *   posts folder's parent, `posts/...`), then the real check (`readPostFiles`) on the posts folder
 *   as it would be after the save; the touched posts' problems, in the editor's words, refuse it.
 *   What the editor saves therefore passes `npm run posts:check` as it is.
 */

export interface EditorFile {
  path: string;
  contents: Uint8Array;
}

export interface EditorUpdate {
  additions: EditorFile[];
  deletions: { path: string }[];
}

export type Prepared = { ok: true; update: EditorUpdate } | { ok: false; problems: string[] };

/** What she is told when a HEIC cannot be read here; the same advice as the check's. */
export const HEIC_ADVICE =
  "This is an iPhone photo in HEIC format, which this computer cannot turn into a picture for the site. Export it as a JPEG and choose that instead: in Photos, share it and choose Options › Most Compatible (or save it to Files as JPEG); to have the iPhone take JPEGs from now on, set Settings › Camera › Formats to Most Compatible.";

export async function reducePhoto(
  bytes: Uint8Array,
  name: string,
): Promise<{ bytes: Uint8Array; name: string } | { problem: string }> {
  const { default: sharp } = await import("sharp");
  let meta;
  try {
    meta = await sharp(bytes).metadata();
    // HEIC's header reads even where its pixels cannot: decode a corner to know.
    if (HEIC_FILE.test(name)) await sharp(bytes).resize({ width: 8 }).raw().toBuffer();
  } catch {
    return {
      problem: HEIC_FILE.test(name)
        ? HEIC_ADVICE
        : "This file is not a photo the site can show: choose a JPEG, PNG or WebP photo.",
    };
  }
  const longSide = Math.max(meta.width ?? 0, meta.height ?? 0);
  const rotated = (meta.orientation ?? 1) !== 1;
  const tagged = Boolean(meta.exif || meta.xmp || meta.iptc);
  const heic = HEIC_FILE.test(name);
  if (!heic && longSide <= PHOTO_LONG_SIDE && !rotated && !tagged) return { bytes, name };
  // sharp writes no metadata unless asked, and `rotate()` turns the pixels the way the camera's
  // orientation tag said, so the photo stands as it did without the tag.
  let image = sharp(bytes).rotate().resize({
    width: PHOTO_LONG_SIDE,
    height: PHOTO_LONG_SIDE,
    fit: "inside",
    withoutEnlargement: true,
  });
  const format = heic ? "jpeg" : meta.format;
  image =
    format === "png"
      ? image.png()
      : format === "webp"
        ? image.webp({ quality: PHOTO_QUALITY })
        : image.jpeg({ quality: PHOTO_QUALITY, mozjpeg: true });
  const out = await image.toBuffer();
  return { bytes: new Uint8Array(out), name: heic ? name.replace(HEIC_FILE, ".jpg") : name };
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** Frontmatter and body of a post file; null when it has no frontmatter. */
function split(source: string): { fields: string; gap: string; body: string } | null {
  const match = /^---\n([\s\S]*?\n)?---[ \t]*\n(\n*)([\s\S]*)$/.exec(
    source.replace(/\r\n?/g, "\n"),
  );
  return match ? { fields: match[1] ?? "", gap: match[2]!, body: match[3]! } : null;
}

/** Equal as the check reads them (YAML's core schema: dates are text). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function steadyFields(previous: string | null, next: string): string {
  const written = split(next);
  if (!written) return next;
  const values = (parse(written.fields) ?? {}) as Record<string, unknown>;
  const before = previous === null ? null : split(previous);
  const document = parseDocument(before?.fields ?? "");
  if (before === null || !isMap(document.contents)) {
    // A new post: the check's order, every value on one line, whatever Keystatic chose.
    const ordered: Record<string, unknown> = {};
    for (const field of [...FIELDS, ...Object.keys(values)]) {
      if (field in values && !(field in ordered)) ordered[field] = values[field];
    }
    const fields = new Document(ordered).toString({ lineWidth: 0 });
    return `---\n${fields}---\n${written.gap}${written.body}`;
  }
  const map = document.contents;
  const old = (document.toJS() ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(old)) {
    if (!(key in values)) map.delete(key);
  }
  for (const [key, value] of Object.entries(values)) {
    if (key === "draft" && value === false && !("draft" in old)) continue;
    if (key in old) {
      if (!same(old[key], value)) document.set(key, value);
      continue;
    }
    // A new field goes before the first field the check lists after it.
    const rank = (name: unknown) => {
      const at = FIELDS.indexOf(String(name));
      return at < 0 ? FIELDS.length : at;
    };
    const pair = document.createPair(key, value) as (typeof map.items)[number];
    const at = map.items.findIndex(
      (item) => isScalar(item.key) && rank(item.key.value) > rank(key),
    );
    if (at < 0) map.items.push(pair);
    else map.items.splice(at, 0, pair);
  }
  const fields = document.toString({ lineWidth: 0 });
  // The previous file's blank lines after the fields stay as they were.
  return `---\n${fields}---\n${before.gap}${written.body}`;
}

/** `posts/<slug>.md` or `posts/<slug>/<file>`: the post's address, or null. */
function postOf(file: string): string | null {
  const match = /^posts\/([^/]+?)(?:\.md|\/[^/]+)$/.exec(file);
  return match && isValidSlug(match[1]!) ? match[1]! : null;
}

export async function prepareSave(
  update: EditorUpdate,
  { postsDir, publicDir }: { postsDir: string; publicDir: string },
): Promise<Prepared> {
  const problems: string[] = [];
  const renamed = new Map<string, string>();
  const additions: EditorFile[] = [];
  for (const addition of update.additions) {
    if (!PHOTO_FILE.test(addition.path)) {
      additions.push(addition);
      continue;
    }
    const reduced = await reducePhoto(addition.contents, path.posix.basename(addition.path));
    if ("problem" in reduced) {
      problems.push(`Photo: ${reduced.problem}`);
      continue;
    }
    const to = path.posix.join(path.posix.dirname(addition.path), reduced.name);
    if (to !== addition.path) renamed.set(path.posix.basename(addition.path), reduced.name);
    additions.push({ path: to, contents: reduced.bytes });
  }
  if (problems.length > 0) return { ok: false, problems };

  for (const [index, addition] of additions.entries()) {
    if (!addition.path.endsWith(".md")) continue;
    let text = decoder.decode(addition.contents);
    // A converted photo's new name, wherever the post names it.
    for (const [from, to] of renamed) text = text.split(`/${from}`).join(`/${to}`);
    const file = path.join(path.dirname(postsDir), addition.path);
    const previous = existsSync(file) ? await readFile(file, "utf8") : null;
    additions[index] = {
      path: addition.path,
      contents: encoder.encode(steadyFields(previous, text)),
    };
  }

  const prepared = { additions, deletions: update.deletions };
  const touched = new Set(additions.map((file) => postOf(file.path)).filter(Boolean));
  const found = await checkAsSaved(prepared, postsDir, publicDir, touched as Set<string>);
  return found.length > 0 ? { ok: false, problems: found } : { ok: true, update: prepared };
}

/**
 * The check over the posts folder as it would be after the save: a scratch folder of links to
 * the posts as they are, with the saved files written in. Only the saved posts' problems count:
 * another post's problem is shown where that post is opened.
 */
async function checkAsSaved(
  update: EditorUpdate,
  postsDir: string,
  publicDir: string,
  touched: Set<string>,
): Promise<string[]> {
  if (touched.size === 0) return [];
  const scratch = await mkdtemp(path.join(tmpdir(), "editor-save-"));
  const posts = path.join(scratch, "posts");
  try {
    await mkdir(posts);
    const gone = new Set(update.deletions.map((file) => file.path));
    const written = new Map(update.additions.map((file) => [file.path, file.contents]));
    for (const entry of await readdir(postsDir, { withFileTypes: true })) {
      const relative = `posts/${entry.name}`;
      if (gone.has(relative) || written.has(relative)) continue;
      if (entry.isDirectory() && touched.has(entry.name)) {
        // The post's own folder: its files linked one by one, so the saved ones can be added.
        await mkdir(path.join(posts, entry.name));
        for (const inner of await readdir(path.join(postsDir, entry.name))) {
          if (gone.has(`${relative}/${inner}`) || written.has(`${relative}/${inner}`)) continue;
          await symlink(
            path.join(postsDir, entry.name, inner),
            path.join(posts, entry.name, inner),
          );
        }
        continue;
      }
      await symlink(path.join(postsDir, entry.name), path.join(posts, entry.name));
    }
    for (const [file, contents] of written) {
      await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
      await writeFile(path.join(scratch, file), contents);
    }
    const { problems } = await readPostFiles({ postsDir: posts, publicDir });
    return problems
      .filter((problem) => touched.has(path.basename(problem.file, ".md")))
      .map((problem) => inEditorWords(problem.message));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
