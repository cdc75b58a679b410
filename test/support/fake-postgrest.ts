import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Category, Post } from "~/lib/blog/types";

/** Rows as PostgREST returns them: the app's shapes, before the category is embedded. */
export type CategoryRow = Category;
export type PostRow = Omit<Post, "category">;

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage["headers"];
}

export type Behaviour =
  | { kind: "ok" }
  | { kind: "status"; status: number; message?: string }
  | { kind: "slow"; delayMs: number }
  | { kind: "invalid-json" }
  /** Accepts the connection and then drops it without answering. */
  | { kind: "reset" };

export interface FakePostgrest {
  url: string;
  anonKey: string;
  requests: RecordedRequest[];
  behave: (behaviour: Behaviour) => void;
  close: () => Promise<void>;
}

const ANON_KEY = "test-anon-key";

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function pgrstError(res: ServerResponse, status: number, message: string, code = "PGRST000") {
  send(res, status, { code, details: null, hint: null, message });
}

/** Applies PostgREST's `col=eq.value` filters, including ones on the embedded category. */
function matches(
  row: PostRow & { category: CategoryRow | null },
  params: URLSearchParams,
): boolean {
  for (const [key, raw] of params) {
    if (key === "select" || key === "order" || key === "limit") continue;
    if (!raw.startsWith("eq.")) throw new Error(`unsupported filter ${key}=${raw}`);
    const value = raw.slice(3);
    const actual =
      key === "category.slug"
        ? row.category?.slug
        : String((row as unknown as Record<string, unknown>)[key]);
    if (actual !== value) return false;
  }
  return true;
}

/**
 * A loopback HTTP server that answers the blog's four calls the way Supabase's PostgREST does
 * for the anon role (Row Level Security hides drafts), records every request, and can be told to
 * fail: an error status, a slow answer, invalid JSON, or a dropped connection.
 */
export async function startFakePostgrest({
  categories,
  posts,
}: {
  categories: CategoryRow[];
  posts: PostRow[];
}): Promise<FakePostgrest> {
  const requests: RecordedRequest[] = [];
  let behaviour: Behaviour = { kind: "ok" };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const params = url.searchParams;
    requests.push({ method: req.method ?? "", path: url.pathname, params, headers: req.headers });

    if (req.headers.apikey !== ANON_KEY) {
      return pgrstError(res, 401, "No API key found in request", "PGRST301");
    }
    if (behaviour.kind === "status") {
      return pgrstError(res, behaviour.status, behaviour.message ?? "Internal Server Error");
    }
    if (behaviour.kind === "invalid-json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end("[{ this is not json");
    }
    if (behaviour.kind === "reset") return req.socket.destroy();

    const visible = posts.filter((post) => post.published);
    if (url.pathname === "/rest/v1/categories") {
      return send(
        res,
        200,
        [...categories].sort((a, b) => a.name.localeCompare(b.name)),
      );
    }
    if (url.pathname !== "/rest/v1/posts") {
      return pgrstError(res, 404, `relation "${url.pathname}" does not exist`, "42P01");
    }
    const select = params.get("select") ?? "";
    const inner = select.includes("categories!inner(");
    const rows = visible
      .map((post) => ({
        ...post,
        category: categories.find((category) => category.id === post.category_id) ?? null,
      }))
      .filter((row) => (inner ? row.category !== null : true))
      .filter((row) => matches(row, params));
    if (params.get("order") === "created_at.desc") {
      rows.sort((a, b) => b.created_at.localeCompare(a.created_at));
    }
    return send(res, 200, rows);
  };

  const server: Server = createServer((req, res) => {
    if (behaviour.kind === "slow") {
      const timer = setTimeout(() => answer(req, res), behaviour.delayMs);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: ANON_KEY,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
