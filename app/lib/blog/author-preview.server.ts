import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AUTHOR_TOKEN_COOKIE, requestCookie } from "~/editor/token-cookies.server";
import { serverEnv } from "~/lib/env.server";
import { readingMinutes } from "~/lib/reading-time";
import { renderPostBody, UnshowableBody } from "./body.server";
import type { CheckedPost, PostProblem } from "./checked-post";
import { HEIC_FILE, IMAGE_FILE } from "./photo-sources";
import { PHOTOS_URL, postPhoto } from "./photos.server";
import { toPostRecord } from "./rows.server";
import type { PostPage } from "./types";

/**
 * The live site's draft preview for its author
 * (docs/decisions/0052-draft-preview-for-the-signed-in-author.md).
 *
 * Contract: `authorPreview(request, slug)` is asked only when the blog has no post at `slug`
 * (a draft, or a post saved on GitHub and not yet published). It answers null, so the route's
 * 404 stands, unless all of this holds:
 * - the site is built for the live editor (KEYSTATIC_GITHUB_REPO names the repository);
 * - the request carries the HttpOnly copy of Keystatic's access token (AUTHOR_TOKEN_COOKIE,
 *   app/editor/token-cookies.server.ts), and GitHub, asked with that token,
 *   says who it belongs to (`GET /user`) and that they can push to the repository
 *   (`GET /repos/<repo>`, `permissions.push`): the cookie's presence proves nothing, GitHub's
 *   answer does. Each token's answer is kept a minute, hashed, so a page's reloads cost GitHub
 *   nothing and a flood of made-up cookies costs it one call each a minute;
 * - the repository's default branch holds `content/posts/<slug>.md`, read with her token.
 * The file, its pictures and categories.yml are checked by the same checker as `posts:check`, in
 * a folder of their own. A post that passes is drawn as the page would draw it (`{ post }`); one
 * that does not gives the check's problems (`{ problems }`), in her words, as the development
 * preview does. The route marks either answer `private, no-store` and noindex.
 *
 * A picture of the post's own folder, or one beside the posts that it names, that the site does
 * not serve in this version (new, or changed, with this save: the build makes the site's copies
 * at release) is drawn from `/blog/<slug>/preview/<sha>` (its blob's sha on GitHub), which
 * `authorPreviewPhoto` answers for the same signed-in author only: the file as saved, read with
 * her token, when it is a JPEG, PNG or WebP by its own bytes. One a browser cannot show (an
 * iPhone's HEIC, which the release turns into JPEGs) is not pointed at: `photoNote`, or a note in
 * the body, says so in its place.
 */

const REPO_PATTERN = /^[\w.-]+\/[\w.-]+$/;
const GITHUB_API = "https://api.github.com";
/** How long GitHub's answer about a token is believed. */
const TOKEN_CHECK_MS = 60_000;
/** Tokens remembered at once; past this the oldest answer is forgotten. */
const TOKENS_KEPT = 200;
const GITHUB_TIMEOUT_MS = 8_000;
/** A post's own folder (its photos): at most this many files, this many bytes in all. */
const MAX_FOLDER_FILES = 40;
const MAX_FOLDER_BYTES = 60 * 1024 * 1024;

/** A photo's file as the preview serves it: under this many bytes (the editor keeps ~3 MB). */
const MAX_PHOTO_BYTES = 30 * 1024 * 1024;

export type AuthorPreview =
  /** `photoNote`: in the hero's place, why her photo is not shown; null when it is. */
  { post: PostPage; photoNote: string | null } | { problems: PostProblem[] };

/** How the preview draws a picture the site does not serve as saved: from GitHub, or a note. */
type PreviewPicture = { src: string } | { note: string };

interface Author {
  login: string;
  branch: string;
}

const checkedTokens = new Map<string, { until: number; author: Author | null }>();

/** GitHub no longer takes the token (it expired, or she signed out): no preview. */
class SessionEnded extends Error {}

function tokenKey(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function liveEditorRepo(): string | null {
  const repo = process.env.KEYSTATIC_GITHUB_REPO?.trim();
  return repo && REPO_PATTERN.test(repo) ? repo : null;
}

function accessToken(request: Request): string | null {
  const token = requestCookie(request, AUTHOR_TOKEN_COOKIE);
  // GitHub's tokens are letters, digits and underscores; anything else is not one.
  return token && /^\w{10,255}$/.test(token) ? token : null;
}

async function github(token: string, at: string, accept = "application/vnd.github+json") {
  return fetch(`${GITHUB_API}${at}`, {
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: accept,
      "X-GitHub-Api-Version": "2022-11-28",
      "User-Agent": "menopause-and-me-preview",
    },
    signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    redirect: "error",
  });
}

/** Who the token belongs to, if they can push to the repository; null otherwise. */
async function authorOf(token: string, repo: string): Promise<Author | null> {
  const key = tokenKey(token);
  const now = Date.now();
  const known = checkedTokens.get(key);
  if (known && known.until > now) return known.author;
  let author: Author | null = null;
  try {
    const [user, repository] = await Promise.all([
      github(token, "/user"),
      github(token, `/repos/${repo}`),
    ]);
    if (user.ok && repository.ok) {
      const { login } = (await user.json()) as { login?: unknown };
      const { permissions, default_branch } = (await repository.json()) as {
        permissions?: { push?: unknown };
        default_branch?: unknown;
      };
      if (typeof login === "string" && permissions?.push === true) {
        author = { login, branch: typeof default_branch === "string" ? default_branch : "main" };
      }
    }
  } catch (error) {
    // GitHub out of reach: not remembered, so the next request asks again.
    console.warn(`[preview] GitHub could not be asked about a session: ${String(error)}`);
    return null;
  }
  checkedTokens.delete(key);
  checkedTokens.set(key, { until: now + TOKEN_CHECK_MS, author });
  if (checkedTokens.size > TOKENS_KEPT) checkedTokens.delete(checkedTokens.keys().next().value!);
  return author;
}

/** A file's bytes on the branch, or null when it is not there. */
async function fileBytes(token: string, repo: string, branch: string, file: string) {
  const at = `/repos/${repo}/contents/${file.split("/").map(encodeURIComponent).join("/")}`;
  const response = await github(
    token,
    `${at}?ref=${encodeURIComponent(branch)}`,
    "application/vnd.github.raw+json",
  );
  if (response.status === 404) return null;
  if (response.status === 401 || response.status === 403) throw new SessionEnded();
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${file}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The files in a folder on the branch (not its subfolders), or none when it is not there. */
async function folderFiles(token: string, repo: string, branch: string, folder: string) {
  const response = await github(
    token,
    `/repos/${repo}/contents/${folder.split("/").map(encodeURIComponent).join("/")}?ref=${encodeURIComponent(branch)}`,
  );
  if (response.status === 404) return [];
  if (response.status === 401 || response.status === 403) throw new SessionEnded();
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${folder}`);
  const entries = (await response.json()) as unknown;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap(
    (entry: { type?: unknown; name?: unknown; size?: unknown; sha?: unknown }) =>
      entry.type === "file" &&
      typeof entry.name === "string" &&
      /^[\w.-]+$/.test(entry.name) &&
      !entry.name.startsWith(".") &&
      typeof entry.sha === "string" &&
      /^[0-9a-f]{40}$/.test(entry.sha)
        ? [{ name: entry.name, size: Number(entry.size) || 0, sha: entry.sha }]
        : [],
  );
}

/** The post as the page draws it, from what the checker passed. */
async function drawn(
  post: CheckedPost,
  categories: { name: string; slug: string }[],
  pictures: Map<string, PreviewPicture>,
) {
  const hero = post.image ? pictures.get(post.image.url) : undefined;
  const heroSrc = hero && "src" in hero ? hero.src : hero ? null : (post.image?.url ?? null);
  const category = categories.find((item) => item.slug === post.category) ?? null;
  const record = toPostRecord({
    id: `preview-${post.slug}`,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.body,
    format: "markdown",
    featured_image_url: heroSrc,
    featured_image_alt: heroSrc ? (post.image?.alt ?? null) : null,
    published: !post.draft,
    created_at: post.date,
    updated_at: post.updated,
    category: category ? { id: `preview-${category.slug}`, ...category } : null,
    seo_title: post.seoTitle,
    seo_description: post.description,
  });
  if (!record) return null;
  const { content, format, ...summary } = record;
  const bodyHtml = await renderPostBody(content, {
    siteUrl: serverEnv().siteUrl,
    format,
    replaceImage: (src) => pictures.get(src) ?? null,
  });
  const page = { ...summary, bodyHtml, readingMinutes: readingMinutes(content) };
  return { page, photoNote: hero && "note" in hero ? hero.note : null };
}

/** What a browser can show of a photo's bytes, by their own signature (never by the name). */
function webPhotoType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from("\x89PNG\r\n\x1a\n", "latin1"))) return "image/png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    return "image/webp";
  }
  return null;
}

/** Her words, in a picture's place, for a file of her post a browser cannot show before release. */
function unshownPicture(name: string): string {
  return HEIC_FILE.test(name)
    ? `Your photo ${name} is an iPhone photo, which a web page cannot show until the site has made its own copies of it: it appears here once the post is published.`
    : `Your picture ${name} appears here once the post is published: the preview cannot show this kind of file.`;
}

/**
 * The pictures of the post's folder that the site does not serve as saved, by the address the
 * post names them by (`/images/posts/<slug>/<name>`). A photo the build made is the same when its
 * variants' name carries the saved bytes' hash; any other file in public/ is taken as it is.
 */
async function picturesToPreview(photos: PostPicture[]): Promise<Map<string, PreviewPicture>> {
  const { contentHash } = await import("~tools/posts/photo-builder");
  const pictures = new Map<string, PreviewPicture>();
  for (const photo of photos) {
    const url = `${PHOTOS_URL}${photo.at}`;
    const made = postPhoto(url);
    if (made ? made.base.endsWith(`-${contentHash(photo.bytes)}`) : onTheSite(url)) continue;
    pictures.set(
      url,
      webPhotoType(photo.bytes) && photo.bytes.length <= MAX_PHOTO_BYTES
        ? { src: `/blog/${photo.slug}/preview/${photo.sha}` }
        : { note: unshownPicture(photo.name) },
    );
  }
  return pictures;
}

/** A picture the post may show, read from GitHub: `at` is its path under content/posts/. */
interface PostPicture {
  slug: string;
  at: string;
  name: string;
  sha: string;
  bytes: Buffer;
}

/**
 * The pictures the check of one post needs, read with her token into `postsDir` as they are on
 * the branch: every file of the post's own folder (where the editor keeps its photos), and the
 * pictures beside the posts that its file names (`my-photo.jpg`, written by hand), within
 * MAX_FOLDER_FILES and MAX_FOLDER_BYTES in all.
 */
async function picturesOfThePost(
  token: string,
  repo: string,
  branch: string,
  slug: string,
  file: Buffer,
  postsDir: string,
): Promise<PostPicture[]> {
  const text = file.toString("utf8");
  const [own, beside] = await Promise.all([
    folderFiles(token, repo, branch, `content/posts/${slug}`),
    folderFiles(token, repo, branch, "content/posts"),
  ]);
  const wanted = [
    ...own.map((entry) => ({ ...entry, at: `${slug}/${entry.name}` })),
    ...beside
      .filter((entry) => IMAGE_FILE.test(entry.name) && text.includes(entry.name))
      .map((entry) => ({ ...entry, at: entry.name })),
  ];
  let bytes = 0;
  const pictures: PostPicture[] = [];
  for (const entry of wanted.slice(0, MAX_FOLDER_FILES)) {
    if ((bytes += entry.size) > MAX_FOLDER_BYTES) break;
    const content = await fileBytes(token, repo, branch, `content/posts/${entry.at}`);
    if (!content) continue;
    await writeFile(path.join(postsDir, entry.at), content);
    pictures.push({ slug, at: entry.at, name: entry.name, sha: entry.sha, bytes: content });
  }
  return pictures;
}

/** Whether the site already serves a file (not a photo the build made) at this address. */
function onTheSite(url: string): boolean {
  const file = path.resolve(process.cwd(), "public", decodeURIComponent(url.slice(1)));
  return file.startsWith(path.resolve(process.cwd(), "public") + path.sep) && existsSync(file);
}

export async function authorPreview(request: Request, slug: string): Promise<AuthorPreview | null> {
  const repo = liveEditorRepo();
  if (!repo) return null;
  const token = accessToken(request);
  if (!token) return null;
  const author = await authorOf(token, repo);
  if (!author) return null;

  const dir = await mkdtemp(path.join(tmpdir(), "author-preview-"));
  try {
    const postsDir = path.join(dir, "posts");
    await mkdir(path.join(postsDir, slug), { recursive: true });
    const file = await fileBytes(token, repo, author.branch, `content/posts/${slug}.md`);
    if (!file) return null;
    await writeFile(path.join(postsDir, `${slug}.md`), file);
    const categories = await fileBytes(token, repo, author.branch, "content/posts/categories.yml");
    if (categories) await writeFile(path.join(postsDir, "categories.yml"), categories);
    const photos = await picturesOfThePost(token, repo, author.branch, slug, file, postsDir);

    // The author's checker, as the workflow runs it on her commit
    // (docs/decisions/0038-author-tools-live-in-tools.md: loaded only where files are read).
    const { readPostFiles } = await import("~tools/posts/post-files");
    const checked = await readPostFiles({ postsDir, publicDir: path.resolve("public") });
    const post = checked.posts.find((item) => item.slug === slug);
    if (!post) {
      const problems = checked.problems.map((problem) => ({
        ...problem,
        file: path.relative(dir, path.resolve(problem.file)),
      }));
      return { problems };
    }
    const shown = await drawn(post, checked.categories, await picturesToPreview(photos));
    if (!shown) return null;
    console.info(`[preview] ${JSON.stringify(slug)} shown to ${JSON.stringify(author.login)}`);
    return { post: shown.page, photoNote: shown.photoNote };
  } catch (error) {
    if (error instanceof SessionEnded) {
      checkedTokens.delete(tokenKey(token));
      return null;
    }
    if (error instanceof UnshowableBody) {
      return { problems: [{ file: `${slug}.md`, line: 1, field: "body", message: error.message }] };
    }
    console.error(`[preview] ${JSON.stringify(slug)} could not be previewed: ${String(error)}`);
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A picture of her post's folder or beside the posts, as saved on GitHub, for her preview
 * (`{ src }` above): the file whose blob is `sha`, when the request is the signed-in author's,
 * exactly as for the page, and its bytes are a JPEG, PNG or WebP. Null for anyone else and
 * anything else, for the route's 404; GitHub out of reach throws, for a 503.
 */
export async function authorPreviewPhoto(
  request: Request,
  slug: string,
  sha: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  const repo = liveEditorRepo();
  if (!repo || !/^[0-9a-f]{40}$/.test(sha)) return null;
  const token = accessToken(request);
  if (!token) return null;
  const author = await authorOf(token, repo);
  if (!author) return null;
  try {
    // Her post's own folder, or the pictures beside the posts, as the preview reads them.
    let photo;
    for (const folder of [`content/posts/${slug}`, "content/posts"]) {
      const listed = await folderFiles(token, repo, author.branch, folder);
      const found = listed.find((entry) => entry.sha === sha && IMAGE_FILE.test(entry.name));
      if (found) {
        photo = { ...found, file: `${folder}/${found.name}` };
        break;
      }
    }
    if (!photo || photo.size > MAX_PHOTO_BYTES) return null;
    const bytes = await fileBytes(token, repo, author.branch, photo.file);
    const type = bytes && webPhotoType(bytes);
    return bytes && type ? { bytes, type } : null;
  } catch (error) {
    if (error instanceof SessionEnded) {
      checkedTokens.delete(tokenKey(token));
      return null;
    }
    throw error;
  }
}

/** For tests: forget GitHub's answers about tokens. */
export function forgetCheckedTokens(): void {
  checkedTokens.clear();
}
