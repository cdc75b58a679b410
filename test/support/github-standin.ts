import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSchema, graphql } from "graphql";

/**
 * A stand-in for the parts of GitHub the site's editor meets in GitHub mode
 * (docs/decisions/0046-tables-sign-in-and-draft-preview.md), and nothing of the site:
 *
 * - OAuth as a GitHub App does it: `GET /login/oauth/authorize` (the author has already approved
 *   the app, so it sends her straight back to `redirect_uri` with a code and the state), and
 *   `POST /login/oauth/access_token` with a code or a refresh token (an 8-hour access token and
 *   a 6-month refresh token, each usable once, as GitHub's expiring user tokens are).
 * - The API Keystatic's browser code calls (read from @keystatic/core): GraphQL at `/graphql`
 *   (the app shell's repository, its refs and viewer; a ref; `createCommitOnBranch`), executed by
 *   graphql-js over the few types of GitHub's schema those queries name; the REST tree
 *   (`/repos/:owner/:name/git/trees/:sha?recursive=1`) and blobs; raw files as
 *   raw.githubusercontent.com serves a public repository's.
 * - `GET /user` and `GET /repos/:owner/:name` (its `permissions.push` and `default_branch`),
 *   which the site asks to know a signed-in author, the contents API the draft preview reads her
 *   post with (`GET /repos/:owner/:name/contents/:path?ref=`, a file raw or a folder's listing),
 *   and `DELETE /applications/:client_id/token` (sign out).
 *
 * Behind it is a real git repository on disk, so every sha is git's own and a commit from the
 * editor is a real commit (`git show`). Like GitHub's API it answers any origin (CORS `*`).
 * It listens twice: on HTTP (`url`, for the site's server, through github-redirect.mjs) and on
 * HTTPS with a self-signed certificate (`tlsPort`), where a browser told that github.com,
 * api.github.com and raw.githubusercontent.com are 127.0.0.1 (Chromium's --host-resolver-rules)
 * meets it as it would meet GitHub; raw files are told apart by that Host.
 */

export interface GitHubStandin {
  url: string;
  /** The HTTPS port, for the browser (see above). */
  tlsPort: number;
  /** owner/name */
  repo: string;
  clientId: string;
  clientSecret: string;
  /** The author's login. */
  login: string;
  /** Every authorize request, as the browser sent it. */
  authorizeRequests: URL[];
  /** Every API request, `METHOD /path`, with the bearer token it carried. */
  apiRequests: { call: string; token: string | null }[];
  /** Commit messages received through createCommitOnBranch, newest last. */
  commits: string[];
  /** A file as the branch's newest commit holds it; null when it has none. */
  fileAt: (file: string) => string | null;
  /** The branch's newest commit's `folder`, written out under `into` (as a checkout would). */
  checkout: (folder: string, into: string) => void;
  /** Sends `login` for tokens issued from now on (another GitHub user signing in). */
  signInAs: (login: string, canPush: boolean) => void;
  /** Commits files to main as she would on GitHub's website (path in the repository: content). */
  commitFiles: (files: Record<string, string | Buffer>, message: string) => void;
  /** Every access token issued so far stops working, as when it expires or she signs out. */
  expireAccessTokens: () => void;
  stop: () => Promise<void>;
}

const SCHEMA = buildSchema(`
  scalar GitObjectID
  scalar Base64String
  enum RepositoryPermission { ADMIN MAINTAIN WRITE TRIAGE READ }
  enum RepositoryAffiliation { OWNER COLLABORATOR ORGANIZATION_MEMBER }
  interface GitObject { id: ID! oid: GitObjectID! }
  type Tree implements GitObject { id: ID! oid: GitObjectID! }
  type Commit implements GitObject { id: ID! oid: GitObjectID! tree: Tree! }
  type Ref { id: ID! name: String! target: GitObject }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type RefConnection { nodes: [Ref] pageInfo: PageInfo! }
  type RepositoryConnection { nodes: [Repository] }
  type User { id: ID! login: String! name: String avatarUrl: String! databaseId: Int }
  type Repository {
    id: ID!
    isPrivate: Boolean!
    owner: User!
    name: String!
    defaultBranchRef: Ref
    refs(refPrefix: String!, first: Int, after: String): RefConnection
    ref(qualifiedName: String!): Ref
    viewerPermission: RepositoryPermission
    forks(affiliations: [RepositoryAffiliation], first: Int): RepositoryConnection!
  }
  input CommittableBranch { repositoryNameWithOwner: String branchName: String id: ID }
  input CommitMessage { headline: String! body: String }
  input FileAddition { path: String! contents: Base64String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!] deletions: [FileDeletion!] }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    message: CommitMessage!
    expectedHeadOid: GitObjectID!
    fileChanges: FileChanges
    clientMutationId: String
  }
  type CreateCommitOnBranchPayload { ref: Ref commit: Commit }
  type Query { repository(owner: String!, name: String!): Repository viewer: User! }
  type Mutation { createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload }
`);

/** A GraphQL error as GitHub words it, for a request the stand-in refuses. */
class GitHubError extends Error {}

export async function startGitHubStandin({
  files,
  owner = "her-account",
  name = "menopause-and-me",
  isPrivate = false,
}: {
  /** Folders and files to commit, by their path in the repository: `{ "content/posts": dir }`. */
  files: Record<string, string>;
  owner?: string;
  name?: string;
  isPrivate?: boolean;
}): Promise<GitHubStandin> {
  const dir = mkdtempSync(path.join(tmpdir(), "github-standin-"));
  const git = (args: string[], input?: string | Buffer, env: Record<string, string> = {}) => {
    const run = spawnSync("git", args, {
      cwd: dir,
      input,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "Her",
        GIT_AUTHOR_EMAIL: "her@example.com",
        GIT_COMMITTER_NAME: "GitHub",
        GIT_COMMITTER_EMAIL: "noreply@github.com",
        ...env,
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
    return run.stdout;
  };
  git(["init", "-q", "-b", "main"]);
  for (const [at, from] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
    cpSync(from, path.join(dir, at), { recursive: true });
  }
  git(["add", "-A"]);
  git(["commit", "-qm", "The site as it is"]);

  const repo = `${owner}/${name}`;
  const clientId = `Iv1.${randomBytes(8).toString("hex")}`;
  const clientSecret = randomBytes(20).toString("hex");
  let login = owner;
  let canPush = true;
  const codes = new Map<string, { login: string; canPush: boolean }>();
  const accessTokens = new Map<string, { login: string; canPush: boolean }>();
  const refreshTokens = new Map<string, { login: string; canPush: boolean }>();
  const authorizeRequests: URL[] = [];
  const apiRequests: { call: string; token: string | null }[] = [];
  const commits: string[] = [];

  const head = () => git(["rev-parse", "main"]).toString().trim();
  const treeOf = (commit: string) =>
    git(["rev-parse", `${commit}^{tree}`])
      .toString()
      .trim();
  const commitObject = (oid: string) => ({
    __typename: "Commit",
    id: `C_${oid}`,
    oid,
    tree: { id: `T_${treeOf(oid)}`, oid: treeOf(oid) },
  });
  const mainRef = () => ({ id: "REF_main", name: "main", target: commitObject(head()) });
  const user = (who: string) => ({
    id: `U_${who}`,
    login: who,
    name: who === owner ? "Her" : who,
    avatarUrl: "https://avatars.githubusercontent.com/u/1?v=4",
    databaseId: 1,
  });

  /** A commit on main from its newest commit, as GitHub makes one: the new commit's sha. */
  const commitOnMain = (
    additions: { path: string; bytes: Buffer }[],
    deletions: string[],
    message: string,
  ) => {
    const before = head();
    const index = path.join(dir, ".git", `index-${randomBytes(4).toString("hex")}`);
    const env = { GIT_INDEX_FILE: index };
    git(["read-tree", before], undefined, env);
    for (const deletion of deletions) {
      git(["update-index", "--force-remove", deletion], undefined, env);
    }
    for (const addition of additions) {
      const blob = git(["hash-object", "-w", "--stdin"], addition.bytes).toString().trim();
      git(
        ["update-index", "--add", "--cacheinfo", `100644,${blob},${addition.path}`],
        undefined,
        env,
      );
    }
    const tree = git(["write-tree"], undefined, env).toString().trim();
    rmSync(index, { force: true });
    const commit = git(["commit-tree", tree, "-p", before, "-F", "-"], message).toString().trim();
    git(["update-ref", "refs/heads/main", commit, before]);
    return commit;
  };

  const root = (viewer: string, viewerCanPush: boolean) => ({
    viewer: () => user(viewer),
    repository: (args: { owner: string; name: string }) => {
      if (args.owner !== owner || args.name !== name) return null;
      return {
        id: "R_site",
        isPrivate,
        owner: user(owner),
        name,
        defaultBranchRef: () => mainRef(),
        refs: () => ({ nodes: [mainRef()], pageInfo: { hasNextPage: false, endCursor: null } }),
        ref: ({ qualifiedName }: { qualifiedName: string }) =>
          qualifiedName === "refs/heads/main" || qualifiedName === "main" ? mainRef() : null,
        viewerPermission: viewerCanPush ? (viewer === owner ? "ADMIN" : "WRITE") : "READ",
        forks: () => ({ nodes: [] }),
      };
    },
    createCommitOnBranch: ({ input }: { input: CommitInput }) => {
      if (!viewerCanPush) throw new GitHubError("Resource not accessible by integration");
      if (input.branch.repositoryNameWithOwner !== repo || input.branch.branchName !== "main") {
        throw new GitHubError("Could not resolve to a Ref.");
      }
      if (input.expectedHeadOid !== head()) {
        throw new GitHubError(`Expected branch to point to "${input.expectedHeadOid}"`);
      }
      const message = [input.message.headline, input.message.body].filter(Boolean).join("\n\n");
      const commit = commitOnMain(
        (input.fileChanges?.additions ?? []).map((addition) => ({
          path: addition.path,
          bytes: Buffer.from(addition.contents, "base64"),
        })),
        (input.fileChanges?.deletions ?? []).map((deletion) => deletion.path),
        message,
      );
      commits.push(message);
      return { ref: mainRef(), commit: commitObject(commit) };
    },
  });

  const send = (
    response: ServerResponse,
    status: number,
    body: unknown,
    type = "application/json",
  ) => {
    response.writeHead(status, {
      "Content-Type": type,
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers": "ETag, Link, Location, X-GitHub-Request-Id",
    });
    response.end(typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://standin");
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept, X-GitHub-Api-Version",
        "Access-Control-Allow-Methods": "GET, POST, PATCH, PUT, DELETE",
        "Access-Control-Max-Age": "86400",
      });
      return response.end();
    }

    // OAuth, on github.com.
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      authorizeRequests.push(url);
      const redirect = url.searchParams.get("redirect_uri");
      if (url.searchParams.get("client_id") !== clientId || !redirect) {
        return send(response, 404, "Not Found", "text/plain");
      }
      const code = randomBytes(10).toString("hex");
      codes.set(code, { login, canPush });
      const back = new URL(redirect);
      back.searchParams.set("code", code);
      const state = url.searchParams.get("state");
      if (state) back.searchParams.set("state", state);
      response.writeHead(302, { Location: back.href });
      return response.end();
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      const params = url.searchParams;
      if (params.get("client_id") !== clientId || params.get("client_secret") !== clientSecret) {
        return send(response, 200, { error: "incorrect_client_credentials" });
      }
      const grant =
        params.get("grant_type") === "refresh_token"
          ? refreshTokens.get(params.get("refresh_token") ?? "")
          : codes.get(params.get("code") ?? "");
      // A code and a refresh token each work once.
      codes.delete(params.get("code") ?? "");
      refreshTokens.delete(params.get("refresh_token") ?? "");
      if (!grant) return send(response, 200, { error: "bad_verification_code" });
      const access = `ghu_${randomBytes(18).toString("hex")}`;
      const refresh = `ghr_${randomBytes(30).toString("hex")}`;
      accessTokens.set(access, grant);
      refreshTokens.set(refresh, grant);
      return send(response, 200, {
        access_token: access,
        expires_in: 28_800,
        refresh_token: refresh,
        refresh_token_expires_in: 15_811_200,
        scope: "",
        token_type: "bearer",
      });
    }

    // Raw files, as raw.githubusercontent.com serves a public repository's.
    const raw = /^\/([^/]+)\/([^/]+)\/([0-9a-f]{40})\/(.+)$/.exec(url.pathname);
    if (request.headers.host?.startsWith("raw.githubusercontent.com")) {
      if (request.method !== "GET" || !raw)
        return send(response, 404, "404: Not Found", "text/plain");
      if (isPrivate || `${raw[1]}/${raw[2]}` !== repo)
        return send(response, 404, "404: Not Found", "text/plain");
      try {
        return send(
          response,
          200,
          git(["show", `${raw[3]}:${decodeURIComponent(raw[4]!)}`]),
          "text/plain",
        );
      } catch {
        return send(response, 404, "404: Not Found", "text/plain");
      }
    }

    // The API, on api.github.com: a valid token, or 401 as GitHub answers.
    const token =
      /^(?:Bearer|token) (\S+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? null;
    apiRequests.push({ call: `${request.method} ${url.pathname}`, token });
    if (request.method === "DELETE" && url.pathname === `/applications/${clientId}/token`) {
      accessTokens.delete(JSON.parse(body || "{}").access_token);
      response.writeHead(204);
      return response.end();
    }
    const grant = token ? accessTokens.get(token) : undefined;
    if (!grant) {
      return send(response, 401, {
        message: "Bad credentials",
        documentation_url: "https://docs.github.com/rest",
      });
    }
    if (request.method === "POST" && url.pathname === "/graphql") {
      const { query, variables } = JSON.parse(body) as { query: string; variables?: object };
      const result = await graphql({
        schema: SCHEMA,
        source: query,
        rootValue: root(grant.login, grant.canPush),
        variableValues: variables as Record<string, unknown>,
      });
      const errors = result.errors?.map((error) => ({
        type: error.originalError instanceof GitHubError ? "FORBIDDEN" : undefined,
        message: error.message,
        path: error.path,
      }));
      return send(response, 200, errors ? { data: result.data ?? null, errors } : result);
    }
    if (request.method === "GET" && url.pathname === "/user") {
      return send(response, 200, { login: grant.login, id: 1, type: "User" });
    }
    if (request.method === "GET" && url.pathname === `/repos/${repo}`) {
      return send(response, 200, {
        full_name: repo,
        private: isPrivate,
        default_branch: "main",
        permissions: { admin: grant.login === owner, push: grant.canPush, pull: true },
      });
    }
    // The contents API: a file's bytes (asked for raw), or a folder's listing.
    const contents = new RegExp(`^/repos/${repo}/contents/(.+)$`).exec(url.pathname);
    if (request.method === "GET" && contents) {
      const file = decodeURIComponent(contents[1]!);
      const ref = url.searchParams.get("ref") ?? "main";
      if (ref !== "main") return send(response, 404, { message: "No commit found for the ref" });
      let kind: string;
      try {
        kind = git(["cat-file", "-t", `main:${file}`])
          .toString()
          .trim();
      } catch {
        return send(response, 404, { message: "Not Found" });
      }
      if (kind === "tree") {
        const listing = git(["ls-tree", "-l", "-z", `main:${file}`])
          .toString()
          .split("\0")
          .filter(Boolean)
          .map((line) => {
            const [info, name] = line.split("\t") as [string, string];
            const [, type, sha, size] = info.split(/\s+/) as [string, string, string, string];
            return {
              name,
              path: `${file}/${name}`,
              sha,
              size: type === "blob" ? Number(size) : 0,
              type: type === "blob" ? "file" : "dir",
            };
          });
        return send(response, 200, listing);
      }
      if (!/^application\/vnd\.github\.raw/.test(request.headers.accept ?? "")) {
        return send(response, 415, { message: "The stand-in serves files raw only" });
      }
      return send(response, 200, git(["show", `main:${file}`]), "application/vnd.github.raw");
    }
    const tree = new RegExp(`^/repos/${repo}/git/trees/([0-9a-f]{40})$`).exec(url.pathname);
    if (request.method === "GET" && tree) {
      const entries = git(["ls-tree", "-r", "-t", "-l", "-z", tree[1]!])
        .toString()
        .split("\0")
        .filter(Boolean)
        .map((line) => {
          const [info, file] = line.split("\t") as [string, string];
          const [mode, type, sha, size] = info.split(/\s+/) as [string, string, string, string];
          return type === "tree"
            ? { path: file, mode, type, sha }
            : { path: file, mode, type, sha, size: Number(size) };
        });
      return send(response, 200, { sha: tree[1], tree: entries, truncated: false });
    }
    const blob = new RegExp(`^/repos/${repo}/git/blobs/([0-9a-f]{40})$`).exec(url.pathname);
    if (request.method === "GET" && blob) {
      return send(response, 200, git(["cat-file", "blob", blob[1]!]), "application/vnd.github.raw");
    }
    return send(response, 404, { message: "Not Found" });
  };

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { message: String(error) });
    });
  };
  const server: Server = createServer(listener);
  const tls: Server = createTlsServer(selfSignedCertificate(dir), listener);
  const listen = async (on: Server) => {
    await new Promise<void>((resolve) => on.listen(0, "127.0.0.1", resolve));
    return (on.address() as AddressInfo).port;
  };
  const port = await listen(server);
  const tlsPort = await listen(tls);

  return {
    url: `http://127.0.0.1:${port}`,
    tlsPort,
    repo,
    clientId,
    clientSecret,
    login: owner,
    authorizeRequests,
    apiRequests,
    commits,
    fileAt: (file) => {
      try {
        return git(["show", `main:${file}`]).toString("utf8");
      } catch {
        return null;
      }
    },
    checkout: (folder, into) => {
      const archive = git(["archive", "--format=tar", "main", folder]);
      const untar = spawnSync("tar", ["-x", "-C", into], { input: archive });
      if (untar.status !== 0) throw new Error(`tar: ${untar.stderr}`);
    },
    signInAs: (who, push) => {
      login = who;
      canPush = push;
    },
    expireAccessTokens: () => accessTokens.clear(),
    commitFiles: (changes, message) => {
      const additions = Object.entries(changes).map(([at, text]) => ({
        path: at,
        bytes: Buffer.isBuffer(text) ? text : Buffer.from(text),
      }));
      commitOnMain(additions, [], message);
    },
    stop: async () => {
      for (const on of [server, tls]) {
        on.closeAllConnections();
        await new Promise((resolve) => on.close(resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A key and certificate for GitHub's names (the browser is told to accept it). */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, ".git", "standin-key.pem");
  const cert = path.join(dir, ".git", "standin-cert.pem");
  const names = "DNS:github.com,DNS:api.github.com,DNS:raw.githubusercontent.com";
  const made = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=github.com"],
      ...["-addext", `subjectAltName=${names}`],
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

interface CommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string };
  message: { headline: string; body?: string };
  expectedHeadOid: string;
  fileChanges?: {
    additions?: { path: string; contents: string }[];
    deletions?: { path: string }[];
  };
}
