import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleLoader } from "@keystatic/remix/api";
import { editorConfig } from "./config";
import {
  editorBaseDir,
  editorCategories,
  editorPostsDir,
  editorStorage,
} from "./editor-settings.server";
import { keptToTheEditor, withAuthorToken } from "./token-cookies.server";

/**
 * Keystatic's API: in `npm run dev` it reads and writes the post files on this machine; on the
 * live site (KEYSTATIC_GITHUB_REPO) it signs in with GitHub and commits to the repository, with
 * KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET.
 *
 * On this machine (docs/decisions/0042-the-editor-checks-where-she-writes.md):
 * - only the development server's own pages may use it: a request whose Host is not this
 *   computer's own name, or whose Origin is another site, is refused (403), so a page elsewhere
 *   on the web or her network can neither read her drafts nor write her files;
 * - a save goes through tools/posts/editor-save.ts first: photos reduced (HEIC made a JPEG or
 *   refused), the fields written over the file's own, and the real check on the result; what
 *   the check refuses is answered 422 in her words, and Keystatic shows it above the form;
 * - `POST /api/keystatic/photo` is the photo field's own: the photo she chose, reduced as a save
 *   would, or 422 with why (a HEIC this computer cannot read), before she writes a word more.
 *
 * On the live site, Keystatic's sign-in cookies are kept to the paths that need them, with an
 * HttpOnly copy of the token for the server's own use (./token-cookies.server.ts).
 */

/** The names this computer answers to itself; HOST (when the server listens elsewhere) too. */
function ownHosts(): Set<string> {
  const hosts = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
  const configured = process.env.HOST?.trim();
  if (configured && configured !== "0.0.0.0" && configured !== "::") hosts.add(configured);
  return hosts;
}

/** Whether the request comes from the development server's own pages. */
export function isOwnRequest(request: Request): boolean {
  const host = request.headers.get("host");
  if (!host) return false;
  const hostname = host.replace(/:\d+$/, "").toLowerCase();
  if (!ownHosts().has(hostname)) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const plain = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

async function saveChecked(args: ActionFunctionArgs): Promise<Response | ActionFunctionArgs> {
  const { prepareSave } = await import("~tools/posts/editor-save");
  let body: { additions: { path: string; contents: string }[]; deletions: { path: string }[] };
  try {
    body = await args.request.json();
    if (!Array.isArray(body.additions) || !Array.isArray(body.deletions)) throw new Error();
  } catch {
    return plain(400, "Bad data");
  }
  const prepared = await prepareSave(
    {
      additions: body.additions.map((file) => ({
        path: String(file.path),
        contents: new Uint8Array(Buffer.from(String(file.contents), "base64")),
      })),
      deletions: body.deletions,
    },
    { postsDir: editorPostsDir(), publicDir: process.env.PUBLIC_DIR || "public" },
  );
  if (!prepared.ok) {
    return plain(
      422,
      `Not saved yet. Please fix ${prepared.problems.length === 1 ? "this" : "these"} first:\n\n${prepared.problems.map((problem) => `• ${problem}`).join("\n")}`,
    );
  }
  const headers = new Headers(args.request.headers);
  headers.delete("content-length");
  const request = new Request(args.request.url, {
    method: "POST",
    headers,
    body: JSON.stringify({
      additions: prepared.update.additions.map((file) => ({
        path: file.path,
        contents: Buffer.from(file.contents).toString("base64"),
      })),
      deletions: prepared.update.deletions,
    }),
  });
  return { ...args, request };
}

async function reducedPhoto(request: Request): Promise<Response> {
  const { reducePhoto } = await import("~tools/posts/editor-save");
  const name = request.headers.get("x-file-name") ?? "photo.jpg";
  const result = await reducePhoto(new Uint8Array(await request.arrayBuffer()), name);
  if ("problem" in result) return plain(422, result.problem);
  return new Response(result.bytes, {
    headers: { "Content-Type": "application/octet-stream", "X-File-Name": result.name },
  });
}

async function handle(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const storage = editorStorage();
  if (storage.kind === "local") {
    if (!isOwnRequest(args.request)) return plain(403, "Forbidden");
    const route = new URL(args.request.url).pathname.replace(/^\/api\/keystatic\//, "");
    if (args.request.method === "POST" && route === "photo") return reducedPhoto(args.request);
    if (args.request.method === "POST" && route === "update") {
      const checked = await saveChecked(args as ActionFunctionArgs);
      if (checked instanceof Response) return checked;
      args = checked;
    }
  }
  const config = editorConfig(storage, await editorCategories());
  if (storage.kind === "local") {
    return handleLoader({ config, localBaseDirectory: editorBaseDir() }, args);
  }
  // The live site: Keystatic's sign-in cookies kept to the paths that need them.
  if (new URL(args.request.url).pathname === "/api/keystatic/github/logout") {
    args = { ...args, request: withAuthorToken(args.request) };
  }
  return keptToTheEditor(await handleLoader({ config }, args));
}

export const loader = (args: LoaderFunctionArgs) => handle(args);
export const action = (args: ActionFunctionArgs) => handle(args);
