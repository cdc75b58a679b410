import { existsSync, statSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from "yaml";
import { z } from "zod";
import { bodyOverLimits } from "~/lib/blog/body-limits";
import {
  besideThePost,
  isAllowedImageSrc,
  markdownToHtml,
  markdownTokens,
  POST_IMAGES_PATH,
  postImageUrl,
  sanitizeOptions,
} from "~/lib/blog/post-markup.server";
import type {
  CheckedPost,
  CheckedPosts,
  PostFileImage,
  PostProblem,
} from "~/lib/blog/checked-post";
import { HEIC_FILE, IMAGE_FILE, parsePhotoFocus, type PhotoFocus } from "~/lib/blog/photo-sources";
import { isValidSlug } from "~/lib/addresses";
import { lengthNotes, titleKey, twinTitleNote } from "~/lib/blog/post-rules";
import { buildPhotos, canDecodePhoto, PHOTO_FILE } from "./photo-builder";
import { sanitiseSvg } from "./svg-sanitiser";

/**
 * The blog's posts as files (docs/decisions/0027-posts-are-markdown-files.md): one
 * `<slug>.md` per post in a folder (content/posts/ unless BLOG_POSTS_DIR says otherwise), with
 * YAML frontmatter between two `---` lines and a Markdown body, and the categories in
 * `categories.yml` beside them (a list of `name` and `slug`).
 *
 * `readPostFiles` reads the folder and checks everything with one zod schema (`postFilesSchema`):
 * fields, slugs, categories, images and the body's markup. Every problem names the file, the
 * line and the field in plain words. It returns the posts that passed (a broken post is never
 * shown), the categories and the problems; `checkPostFiles` returns either the checked posts
 * and categories or only the problems, for a script that must not go on with any
 * (`npm run posts:check`, the build, a push to Supabase). Nothing here touches a database.
 *
 * An author's tool (docs/decisions/0038-author-tools-live-in-tools.md): the server loads it only
 * where it reads post files itself: in development, when BLOG_POSTS_DIR names a folder, and for
 * the live editor's signed-in author previewing a draft (author-preview.server.ts).
 */

export const CATEGORIES_FILE = "categories.yml";

export { MAX_POST_EXCERPT, MAX_POST_TITLE } from "~/lib/blog/post-rules";

export interface PostFiles extends CheckedPosts {
  problems: PostProblem[];
  /**
   * Advice that holds nothing back (a title too long for a search result, which the head then
   * fits): same shape as a problem, for the same places to show.
   */
  notes: PostProblem[];
}

export type CheckedPostFiles =
  ({ ok: true } & CheckedPosts) | { ok: false; problems: PostProblem[] };

export interface PostFilesOptions {
  /** Default: content/posts in the working directory. */
  postsDir?: string;
  /** Where `/images/...` paths are looked for. Default: public in the working directory. */
  publicDir?: string;
  /** Used to tell whether a post is scheduled; default: now. */
  now?: Date;
}

export function defaultPostsDir(): string {
  return path.resolve(process.cwd(), "content/posts");
}

/** "content/posts/x.md line 3: title is missing" */
export function describeProblem(problem: PostProblem): string {
  return `${problem.file} line ${problem.line}: ${problem.message}`;
}

// ---------------------------------------------------------------------------------------------
// Dates: ISO 8601, and UK time when no offset is given (the author lives there).

const MOMENT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far London's clock is ahead of UTC at this instant (0 or an hour). */
function londonOffsetMs(instant: number): number {
  const parts = Object.fromEntries(
    londonParts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** A UK wall-clock time as an instant; in the hour the clocks skip, the later reading wins. */
function fromLondon(wall: number): number {
  const guess = wall - londonOffsetMs(wall);
  return wall - londonOffsetMs(guess);
}

/** An ISO 8601 date or date-time as a UTC ISO string, or null when it is not one. */
export function parsePostDate(value: string): string | null {
  const match = MOMENT.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0", ms = "0", offset] = match;
  const fields = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(fields[0], fields[1] - 1, fields[2], fields[3], fields[4], fields[5]);
  const check = new Date(wall);
  // Date.UTC rolls 31 February over into March; a date that does that was not a real date.
  if (
    check.getUTCMonth() !== fields[1] - 1 ||
    check.getUTCDate() !== fields[2] ||
    fields[3] > 23 ||
    fields[4] > 59 ||
    fields[5] > 59
  ) {
    return null;
  }
  const millis = Number(ms.padEnd(3, "0"));
  let instant: number;
  if (!offset) instant = fromLondon(wall);
  else if (offset === "Z") instant = wall;
  else {
    const sign = offset.startsWith("-") ? -1 : 1;
    const digits = offset.slice(1).replace(":", "");
    instant = wall - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return new Date(instant + millis).toISOString();
}

// ---------------------------------------------------------------------------------------------
// The schema.

export const FIELDS = [
  "title",
  "excerpt",
  "date",
  "updated",
  "category",
  "draft",
  "image",
  "imageAlt",
  "imageFocus",
  "seoTitle",
  "description",
];

/** Zod's own words are for programmers; these are for the author. */
const text = (field: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${field} is missing` : `${field} must be text`,
    })
    .trim()
    .min(1, `${field} is empty`);

const moment = (field: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is missing`
          : `${field} must be a date such as 2026-03-14 or 2026-03-14T08:30 (UK time), in quotes if need be`,
    })
    .transform((value, context) => {
      const iso = parsePostDate(value);
      if (iso) return iso;
      context.addIssue({
        code: "custom",
        message: `${field} "${value}" is not a date such as 2026-03-14 or 2026-03-14T08:30 (UK time)`,
      });
      return z.NEVER;
    });

const slugRule = "lowercase letters and digits in words joined by single hyphens";

export const frontmatterSchema = z.strictObject(
  {
    // Any length: a longer title or excerpt than the pages are built for is shown cut, with a
    // note (`lengthNotes`), never refused.
    title: text("title"),
    excerpt: text("excerpt"),
    date: moment("date"),
    updated: moment("updated").optional(),
    category: text("category").optional(),
    draft: z.boolean({ error: "draft must be true or false" }).optional(),
    image: text("image").optional(),
    imageAlt: text("imageAlt").optional(),
    imageFocus: text("imageFocus")
      .refine(
        (value) => parsePhotoFocus(value) !== null,
        'imageFocus must say where the photo\'s subject is, across then down: "50% 20%" (percentages from the top-left corner), or words such as "top" or "bottom left"',
      )
      .optional(),
    seoTitle: text("seoTitle").optional(),
    description: text("description").optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown field (the fields are ${FIELDS.join(", ")})`
        : issue.input === undefined || issue.input === null
          ? "the frontmatter is empty: it needs at least title, excerpt and date"
          : "the frontmatter must be a list of fields such as title: My post",
  },
);

const categorySchema = z.strictObject(
  {
    name: text("name"),
    slug: text("slug").refine(isValidSlug, `slug must be ${slugRule}`),
  },
  { error: "each category needs a name and a slug, and nothing else" },
);

/** One post file as read, before any checking. */
interface RawPost {
  slug: string;
  file: string;
  frontmatter: unknown;
  body: string;
  /** The file's line number of the body's first line. */
  bodyLine: number;
}

/** What the checks need from the outside world: files on disk and the sanitiser. */
interface CheckContext {
  postsDir: string;
  publicDir: string;
  purifier: Purifier;
  /** Photos beside the posts that this machine cannot decode (HEIC, where sharp has no HEVC). */
  undecodable?: ReadonlySet<string>;
}

type Purifier = (typeof import("isomorphic-dompurify"))["default"];

/** Where the problem is, for lines: zod's path plus the line when a check knows it. */
const atLine = (line: number) => ({ line });

/**
 * The one schema every post file and the categories go through. Built per check, since
 * whether an image exists depends on the folders being checked.
 */
export function postFilesSchema(context: CheckContext) {
  return z
    .object({
      categories: z.array(categorySchema),
      posts: z.array(
        z.object({
          slug: z.string(),
          file: z.string(),
          frontmatter: frontmatterSchema,
          body: z.string(),
          bodyLine: z.number(),
        }),
      ),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when some fields failed (`when` below), so one pass finds every problem:
        // anything here may still be of the wrong type.
        const categories = (Array.isArray(value.categories) ? value.categories : []) as Partial<
          Record<"slug" | "name", unknown>
        >[];
        const posts = (Array.isArray(value.posts) ? value.posts : []) as RawPost[];
        const seen = { slug: new Map<string, number>(), name: new Map<string, number>() };
        categories.forEach((category, index) => {
          for (const key of ["slug", "name"] as const) {
            const name = category?.[key];
            if (typeof name !== "string") continue;
            const first = seen[key].get(name);
            if (first === undefined) seen[key].set(name, index);
            else {
              ctx.addIssue({
                code: "custom",
                path: ["categories", index, key],
                message: `${key} "${name}" is already used by category ${first + 1}`,
              });
            }
          }
        });
        const slugs = new Map<string, string>();
        posts.forEach((post, index) => {
          const issue = (field: string | null, message: string, params?: { line: number }) =>
            ctx.addIssue({
              code: "custom",
              path: field ? ["posts", index, "frontmatter", field] : ["posts", index],
              message,
              params,
            });
          if (!isValidSlug(post.slug)) {
            issue(
              null,
              `the file name "${post.slug}" is not a valid address: use ${slugRule}, e.g. my-first-post.md`,
            );
          } else if (slugs.has(post.slug)) {
            issue(null, `the address "${post.slug}" is already used by ${slugs.get(post.slug)}`);
          } else {
            slugs.set(post.slug, post.file);
          }
          const fields = (post.frontmatter ?? {}) as Record<string, unknown>;
          const text = (field: string) =>
            typeof fields[field] === "string" ? (fields[field] as string).trim() : undefined;

          const [category, image, imageAlt, imageFocus] = [
            "category",
            "image",
            "imageAlt",
            "imageFocus",
          ].map(text);
          if (category !== undefined && !seen.slug.has(category)) {
            const known = [...seen.slug.keys()].join(", ") || "none yet";
            issue(
              "category",
              `category "${category}" is not in ${CATEGORIES_FILE} (its slugs: ${known})`,
            );
          }
          if (image !== undefined) {
            const problem = imageProblem(image, context);
            if (problem) issue("image", `image ${problem}`);
            if (imageAlt === undefined) {
              issue(
                "imageAlt",
                "imageAlt is missing: every image needs a sentence saying what it shows",
              );
            }
          } else if (imageAlt !== undefined) {
            issue("imageAlt", "imageAlt is given but there is no image");
          }
          if (imageFocus !== undefined && image === undefined) {
            issue("imageFocus", "imageFocus is given but there is no image");
          }
          for (const problem of typeof post.body === "string"
            ? bodyProblems(post.body, context)
            : []) {
            ctx.addIssue({
              code: "custom",
              path: ["posts", index, "body"],
              message: problem.message,
              params: atLine(post.bodyLine + problem.line - 1),
            });
          }
        });
      },
      { when: () => true },
    );
}

/** Why an image reference will not work, or null when it will. */
function imageProblem(
  src: string,
  { postsDir, publicDir, undecodable }: CheckContext,
): string | null {
  const beside = besideThePost(src);
  if (beside) {
    if (!isFile(path.join(postsDir, beside))) {
      return `"${src}" is not a file beside the post (in ${displayPath(postsDir)})`;
    }
    return undecodable?.has(beside) ? heicProblem(src) : null;
  }
  // Outside the posts' folders a picture is served as it is, and no browser but Safari shows
  // HEIC: wherever it is kept, it is refused.
  if (HEIC_FILE.test(src.split(/[?#]/)[0]!)) return heicProblem(src);
  if (/^https:\/\/[^/\\]/i.test(src)) return null;
  if (/^\/[^/\\]/.test(src)) {
    const relative = decodeURI(src.split(/[?#]/)[0]!);
    const file = path.join(publicDir, relative);
    if (relative.split("/").includes("..") || !isFile(file)) {
      return `"${src}" is not a file under ${displayPath(publicDir)}`;
    }
    return null;
  }
  return `"${src}" must be a file beside the post (my-post.jpg), a path under public/ (/images/topics/sleep.svg) or an https address`;
}

/** An iPhone's HEIC photo this machine cannot turn into web pictures. */
function heicProblem(src: string): string {
  return `"${src}" is an iPhone photo in HEIC format, which the site cannot show: export it as a JPEG (in Photos, share it and choose JPEG, or set Camera › Formats to Most Compatible) and use that file instead`;
}

/** The HEIC photos beside the posts that sharp cannot decode here (tried once per check). */
async function undecodablePhotos(postsDir: string, names: string[]): Promise<Set<string>> {
  const undecodable = new Set<string>();
  for (const name of names.filter((entry) => HEIC_FILE.test(entry))) {
    if (!(await canDecodePhoto(path.join(postsDir, name)))) undecodable.add(name);
  }
  return undecodable;
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

const VOID_ELEMENTS = new Set(["br", "hr", "img", "wbr", "input", "source", "col", "area"]);
const TAG = /<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;

/**
 * What in a body the page would not show as written: raw HTML the sanitiser removes or that is
 * left open, images without alt text or from elsewhere, headings other than ## and ###.
 * Lines are counted from the body's first line.
 */
function bodyProblems(body: string, context: CheckContext): { line: number; message: string }[] {
  // Past these, the checks below would take as long as the page would: say so and stop.
  const over = bodyOverLimits(body, "markdown");
  if (over) return [over];
  const problems: { line: number; message: string }[] = [];
  let cursor = 0;
  /** The line of the next occurrence of `raw`, searching on from the last one found. */
  const lineOf = (raw: string) => {
    const at = body.indexOf(raw, cursor);
    const index = at >= 0 ? at : body.indexOf(raw);
    if (at >= 0) cursor = at;
    return index >= 0 ? body.slice(0, index).split("\n").length : 1;
  };

  const open: { tag: string; line: number }[] = [];
  for (const token of markdownTokens(body)) {
    if (token.type === "heading" && (token.depth === 1 || token.depth > 3)) {
      problems.push({
        line: lineOf(token.raw),
        message: `a heading with ${"#".repeat(token.depth)} is not shown as a heading: use ## or ### (the title is the page's only top heading)`,
      });
    } else if (token.type === "image") {
      const line = lineOf(token.raw);
      if (!token.text.trim()) {
        problems.push({
          line,
          message: `the image ${token.href} has no alt text: write ![what it shows](${token.href})`,
        });
      }
      // The token's href is already the page's address; check the file the author named.
      const named = /\]\(\s*<?([^)\s>]+)/.exec(token.raw)?.[1] ?? token.href;
      const problem = imageProblem(named, context);
      if (problem) problems.push({ line, message: `the image ${problem}` });
    } else if (token.type === "html") {
      const line = lineOf(token.raw);
      for (const [, closing, name, selfClosing] of token.raw.matchAll(TAG)) {
        const tag = name!.toLowerCase();
        if (VOID_ELEMENTS.has(tag) || selfClosing) continue;
        if (!closing) open.push({ tag, line });
        else if (open.at(-1)?.tag === tag) open.pop();
        else {
          problems.push({ line, message: `</${tag}> closes a tag that is not open` });
        }
      }
    }
  }
  for (const { tag, line } of open) {
    problems.push({ line, message: `<${tag}> is never closed: add </${tag}>` });
  }

  const { purifier } = context;
  const sanitised = purifier.sanitize(markdownToHtml(body), {
    ...sanitizeOptions("markdown"),
    RETURN_DOM: true,
  }) as unknown as HTMLElement;
  const headingTags = /^h[1456]$/;
  for (const removed of purifier.removed as {
    element?: Element;
    attribute?: Attr;
    from?: Element;
  }[]) {
    if (removed.element) {
      const tag = removed.element.nodeName.toLowerCase();
      if (headingTags.test(tag) || tag === "body" || tag === "#text") continue;
      problems.push({
        line: lineOf(`<${tag}`),
        message: `<${tag}> is not allowed in a post: the sanitiser would remove it`,
      });
    } else if (removed.attribute && removed.from) {
      const tag = removed.from.nodeName.toLowerCase();
      problems.push({
        line: lineOf(removed.attribute.name),
        message: `the ${removed.attribute.name} attribute on <${tag}> is not allowed: the sanitiser would remove it`,
      });
    }
  }
  for (const image of sanitised.querySelectorAll("img")) {
    const src = image.getAttribute("src") ?? "";
    if (!image.getAttribute("alt")?.trim() && !problems.some((p) => p.message.includes(src))) {
      problems.push({
        line: lineOf(src),
        message: `the image ${src} has no alt text: give it alt="what it shows"`,
      });
    } else if (!isAllowedImageSrc(src) && !problems.some((p) => p.message.includes(src))) {
      problems.push({
        line: lineOf(src),
        message: `the image "${src}" must be a path on this site or an https address`,
      });
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

// ---------------------------------------------------------------------------------------------
// Reading the folder.

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

/** The YAML parser's first line, without its own position (which counts from the fields). */
function yamlMessage(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}

/** A field whose value has an unquoted colon followed by a space: `title: HRT: a year on`. */
const UNQUOTED_COLON = /^([A-Za-z]\w*):[ \t]+([^"'\s|>].*?:(?:[ \t].*)?)$/;

/**
 * What is wrong with the fields, in the author's words where the YAML parser's are a
 * programmer's. The usual mistake is a colon inside a value, which YAML reads as another field.
 */
function fieldsProblem(fieldLines: string[], errorLine: number, parserMessage: string): string {
  // The parser may report the line after the one at fault; look at both.
  for (const candidate of [errorLine, errorLine - 1]) {
    const match = UNQUOTED_COLON.exec(fieldLines[candidate - 1] ?? "");
    if (match) {
      const [, field, value] = match;
      const quoted = value!.includes('"') ? `'${value!.replace(/'/g, "''")}'` : `"${value}"`;
      return `${field} has a colon in it, which YAML reads as the start of another field: put the whole ${field} in quotes, like this: ${field}: ${quoted}`;
    }
  }
  return `the fields are not valid YAML: ${yamlMessage(parserMessage)}`;
}

interface ParsedFile {
  raw: RawPost;
  /** The file's line of each frontmatter field, and of the closing ---. */
  lines: Map<string, number>;
  end: number;
}

/** Splits a post file into frontmatter and body; a problem when there is no frontmatter. */
function parsePostFile(
  file: string,
  source: string,
): { parsed: ParsedFile } | { problem: PostProblem } {
  const slug = path.basename(file, ".md");
  const lines = source
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  const end = lines.findIndex((line, index) => index > 0 && /^(?:---|\.\.\.)\s*$/.test(line));
  if (!/^---\s*$/.test(lines[0] ?? "") || end < 0) {
    return {
      problem: {
        file: displayPath(file),
        line: 1,
        field: null,
        message: "the file must start with its fields (title, excerpt, date) between two --- lines",
      },
    };
  }
  const counter = new LineCounter();
  const document = parseDocument(lines.slice(1, end).join("\n"), { lineCounter: counter });
  if (document.errors.length > 0) {
    const error = document.errors[0]!;
    const line = error.linePos?.[0].line ?? 1;
    return {
      problem: {
        file: displayPath(file),
        line: line + 1,
        field: null,
        message: fieldsProblem(lines.slice(1, end), line, error.message),
      },
    };
  }
  const keyLines = new Map<string, number>();
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (isScalar(pair.key) && pair.key.range) {
        keyLines.set(String(pair.key.value), counter.linePos(pair.key.range[0]).line + 1);
      }
    }
  }
  // Blank lines after the fields are not part of the body.
  let bodyStart = end + 1;
  while (bodyStart < lines.length && lines[bodyStart]!.trim() === "") bodyStart++;
  return {
    parsed: {
      raw: {
        slug,
        file,
        frontmatter: document.toJS() ?? undefined,
        body: lines.slice(bodyStart).join("\n").trimEnd(),
        bodyLine: bodyStart + 1,
      },
      lines: keyLines,
      end: end + 1,
    },
  };
}

async function readCategories(
  file: string,
): Promise<{ value: unknown; lines: (index: number, key?: string) => number } | PostProblem> {
  const source = await readFile(file, "utf8").catch(() => null);
  if (source === null) return { value: [], lines: () => 1 };
  const counter = new LineCounter();
  const document: Document = parseDocument(source, { lineCounter: counter });
  if (document.errors.length > 0) {
    const error = document.errors[0]!;
    return {
      file: displayPath(file),
      line: error.linePos?.[0].line ?? 1,
      field: null,
      message: `the file is not valid YAML: ${yamlMessage(error.message)}`,
    };
  }
  const lines = (index: number, key?: string) => {
    const contents = document.contents;
    const item = isSeq(contents) ? contents.items[index] : undefined;
    let offset = (item as { range?: [number] } | undefined)?.range?.[0];
    if (key && isMap(item)) {
      const pair = item.items.find((entry) => isScalar(entry.key) && entry.key.value === key);
      offset = (pair?.key as { range?: [number] } | undefined)?.range?.[0] ?? offset;
    }
    return offset === undefined ? 1 : counter.linePos(offset).line;
  };
  const value = document.toJS() ?? [];
  if (!Array.isArray(value)) {
    return {
      file: displayPath(file),
      line: 1,
      field: null,
      message: "the file must be a list of categories, each with - name: and slug:",
    };
  }
  return { value, lines };
}

/** Files an author may have meant as posts: other Markdown endings and plain text. */
const NOT_A_POST = /\.(?:markdown|mdown|mkdn|mkd|mdx|txt|text)$/i;

/**
 * Reads and checks every post file and the categories. Posts with a problem are left out of
 * `posts`; every problem is in `problems`.
 */
export async function readPostFiles(options: PostFilesOptions = {}): Promise<PostFiles> {
  const postsDir = path.resolve(options.postsDir ?? defaultPostsDir());
  const publicDir = path.resolve(options.publicDir ?? path.join(process.cwd(), "public"));
  const problems: PostProblem[] = [];

  const names = (await readdir(postsDir).catch(() => null)) ?? [];
  if (!existsSync(postsDir)) {
    problems.push({
      file: displayPath(postsDir),
      line: 1,
      field: null,
      message: "the posts folder does not exist",
    });
  }
  for (const name of names.filter((entry) => NOT_A_POST.test(entry)).sort()) {
    const stem = name.replace(NOT_A_POST, "");
    problems.push({
      file: displayPath(path.join(postsDir, name)),
      line: 1,
      field: null,
      message: `this is not a post: only files ending in .md are posts. If it is one, rename it ${stem}.md`,
    });
  }
  const parsed: ParsedFile[] = [];
  for (const name of names.filter((entry) => entry.endsWith(".md")).sort()) {
    const file = path.join(postsDir, name);
    const result = parsePostFile(file, await readFile(file, "utf8"));
    if ("problem" in result) problems.push(result.problem);
    else parsed.push(result.parsed);
  }

  const categoriesFile = path.join(postsDir, CATEGORIES_FILE);
  const categories = await readCategories(categoriesFile);
  if ("message" in categories) problems.push(categories);
  const categoryValue = "message" in categories ? [] : categories.value;

  const { purifier } = { purifier: (await import("isomorphic-dompurify")).default };
  const undecodable = await undecodablePhotos(postsDir, await imagesBesideThePosts(postsDir));
  const schema = postFilesSchema({ postsDir, publicDir, purifier, undecodable });
  const input = { categories: categoryValue, posts: parsed.map((file) => file.raw) };
  const result = schema.safeParse(input);
  const broken = new Set<number>();
  let categoriesBroken = false;
  for (const issue of result.success ? [] : result.error.issues) {
    const [kind, index, part, field] = issue.path as [string, number, string?, string?];
    const params = (issue as { params?: { line?: number } }).params;
    if (kind === "categories") {
      categoriesBroken = true;
      const key = typeof part === "string" ? part : undefined;
      problems.push({
        file: displayPath(categoriesFile),
        line: "lines" in categories ? categories.lines(index, key) : 1,
        field: key ?? null,
        message: issue.message,
      });
      continue;
    }
    const post = parsed[index];
    if (kind !== "posts" || !post) continue;
    broken.add(index);
    const keys =
      issue.code === "unrecognized_keys" ? issue.keys : [part === "frontmatter" ? field : part];
    for (const key of keys) {
      problems.push({
        file: displayPath(post.raw.file),
        line:
          params?.line ??
          (key ? (post.lines.get(key) ?? post.end) : part === "frontmatter" ? 2 : 1),
        field: part === "body" ? "body" : (key ?? null),
        message: issue.code === "unrecognized_keys" ? `${key}: ${issue.message}` : issue.message,
      });
    }
  }

  const byTitle = new Map<string, string[]>();
  for (const { raw } of parsed) {
    const title = (raw.frontmatter as { title?: unknown } | null | undefined)?.title;
    if (typeof title !== "string") continue;
    const key = titleKey(title);
    byTitle.set(key, [...(byTitle.get(key) ?? []), raw.slug]);
  }
  const notes = parsed.flatMap(({ raw, lines, end }) =>
    postNotes(byTitle, raw).map((note) => ({
      file: displayPath(raw.file),
      line: lines.get(note.field) ?? end,
      field: note.field,
      message: note.message,
    })),
  );
  const checkedCategories = categoriesBroken
    ? []
    : (categoryValue as unknown[]).map((value) => categorySchema.parse(value));
  const posts = parsed
    .filter((_, index) => !broken.has(index))
    .map(({ raw }) => toCheckedPost(raw, postsDir, publicDir))
    .sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug));
  return {
    posts: categoriesBroken ? [] : posts,
    categories: checkedCategories,
    problems: problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    notes,
  };
}

/**
 * The advice for one post: lengths (`lengthNotes`) and a title another post already has.
 * `byTitle` is every post's address by its title's `titleKey`, made once for the folder.
 */
function postNotes(
  byTitle: Map<string, string[]>,
  raw: RawPost,
): { field: string; message: string }[] {
  const fields =
    raw.frontmatter && typeof raw.frontmatter === "object"
      ? (raw.frontmatter as Record<string, unknown>)
      : {};
  const title = fields.title;
  const others =
    typeof title === "string"
      ? (byTitle.get(titleKey(title)) ?? [])
          .filter((slug) => slug !== raw.slug)
          .map((slug) => ({ slug, title }))
      : [];
  const twin = twinTitleNote(title, others);
  return [...lengthNotes(fields), ...(twin ? [twin] : [])];
}

function toCheckedPost(raw: RawPost, postsDir: string, publicDir: string): CheckedPost {
  const meta = frontmatterSchema.parse(raw.frontmatter);
  let image: PostFileImage | null = null;
  if (meta.image) {
    const beside = besideThePost(meta.image);
    const file = beside
      ? path.join(postsDir, beside)
      : meta.image.startsWith("/")
        ? path.join(publicDir, decodeURI(meta.image.split(/[?#]/)[0]!))
        : null;
    image = {
      url: postImageUrl(meta.image),
      alt: meta.imageAlt ?? "",
      file,
      focus: meta.imageFocus ? parsePhotoFocus(meta.imageFocus) : null,
    };
  }
  return {
    slug: raw.slug,
    file: raw.file,
    title: meta.title,
    excerpt: meta.excerpt,
    seoTitle: meta.seoTitle ?? null,
    description: meta.description ?? null,
    date: meta.date,
    updated: meta.updated ?? meta.date,
    category: meta.category ?? null,
    draft: meta.draft ?? false,
    image,
    body: raw.body,
  };
}

/** The checked posts and categories, or only the problems when there is any. */
export async function checkPostFiles(options: PostFilesOptions = {}): Promise<CheckedPostFiles> {
  const { posts, categories, problems } = await readPostFiles(options);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, posts, categories };
}

/** Whether readers may see the post yet: not a draft, and its date has come. */
export function isLive(post: Pick<CheckedPost, "draft" | "date">, now = new Date()): boolean {
  return !post.draft && Date.parse(post.date) <= now.getTime();
}

const SVG_FILE = /\.svg$/i;

/**
 * The files beside the posts, and in folders named like a post (`my-post/image.jpg`, where the
 * editor keeps a post's photos), as paths relative to the posts folder.
 */
async function imagesBesideThePosts(postsDir: string): Promise<string[]> {
  const entries = (await readdir(postsDir, { withFileTypes: true }).catch(() => null)) ?? [];
  const names: string[] = [];
  for (const entry of entries) {
    if (entry.isFile()) names.push(entry.name);
    else if (entry.isDirectory() && isValidSlug(entry.name)) {
      const inner = (await readdir(path.join(postsDir, entry.name)).catch(() => null)) ?? [];
      names.push(...inner.map((name) => `${entry.name}/${name}`));
    }
  }
  return names;
}

/**
 * Puts the images that sit beside the post files in public/images/posts/, where pages load
 * them from (that folder is not committed): photos made into responsive variants
 * (photo-builder.ts), a drawing (SVG) sanitised (svg-sanitiser.ts), GIF and AVIF copied as they are. Returns how many images
 * there were. `posts` (the checked posts, read here when not given) say where each featured
 * photo's subject is (`imageFocus`).
 */
export async function copyPostImages(
  options: PostFilesOptions & { posts?: CheckedPost[] } = {},
): Promise<number> {
  const postsDir = path.resolve(options.postsDir ?? defaultPostsDir());
  const publicDir = path.resolve(options.publicDir ?? path.join(process.cwd(), "public"));
  const images = (await imagesBesideThePosts(postsDir)).filter((name) => IMAGE_FILE.test(name));
  if (images.length === 0) return 0;
  const target = path.join(publicDir, POST_IMAGES_PATH);
  for (const folder of new Set(images.map((name) => path.dirname(name)))) {
    await mkdir(path.join(target, folder), { recursive: true });
  }
  const others = images.filter((name) => !PHOTO_FILE.test(name));
  const purifier = others.some((name) => SVG_FILE.test(name))
    ? (await import("isomorphic-dompurify")).default
    : null;
  await Promise.all(
    others.map(async (name) => {
      const from = path.join(postsDir, name);
      const to = path.join(target, name);
      // A drawing is served from the site's own origin: sanitised first (svg-sanitiser.ts).
      if (purifier && SVG_FILE.test(name)) {
        await writeFile(to, sanitiseSvg(purifier, await readFile(from, "utf8")));
      } else await copyFile(from, to);
    }),
  );
  const photos = images.filter((name) => PHOTO_FILE.test(name));
  if (photos.length > 0) {
    const started = performance.now();
    const posts = options.posts ?? (await readPostFiles(options)).posts;
    const focus: Record<string, PhotoFocus> = {};
    for (const { image } of posts) {
      // Beside the post or in its own folder (where the editor keeps it): `slug/image.jpg`.
      const name = image?.file && path.relative(postsDir, image.file);
      if (name && !name.startsWith("..") && image.focus) focus[name] ??= image.focus;
    }
    const { made, kept, removed } = await buildPhotos(photos, postsDir, target, focus);
    if (made > 0 || removed > 0) {
      console.info(
        `[photos] ${photos.length} photo(s): ${made} file(s) made, ${kept} up to date, ` +
          `${removed} old one(s) removed in ${Math.round(performance.now() - started)} ms`,
      );
    }
  }
  return images.length;
}
