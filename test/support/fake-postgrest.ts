import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Category } from "~/lib/blog/types";

/** Rows as PostgREST returns them from the tables, before any embedding. */
export type CategoryRow = Category;
export interface PostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featured_image_url: string | null;
  featured_image_alt?: string | null;
  published: boolean;
  created_at: string;
  updated_at: string;
  category_id: number | null;
  format?: "text" | "markdown";
  seo_title?: string | null;
  seo_description?: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage["headers"];
  /** How many rows the answer held (for list answers). */
  rows?: number;
  /** The request's body, once it has arrived (writes). */
  body?: string;
}

export type Behaviour =
  | { kind: "ok" }
  | { kind: "status"; status: number; message?: string }
  | { kind: "slow"; delayMs: number }
  | { kind: "invalid-json" }
  /** Accepts the connection and then drops it without answering. */
  | { kind: "reset" }
  /** A policy mistake: Row Level Security lets anon read drafts and posts not due yet. */
  | { kind: "drafts-visible" }
  /** A valid answer padded to this many bytes. */
  | { kind: "huge"; bytes: number }
  | { kind: "redirect"; location: string };

export interface FakePostgrest {
  url: string;
  anonKey: string;
  /** The key whose role (service_role) bypasses Row Level Security and may write. */
  serviceKey: string;
  requests: RecordedRequest[];
  behave: (behaviour: Behaviour) => void;
  /** Replaces the tables' rows (to add posts or edit one). */
  setRows: (rows: { categories?: CategoryRow[]; posts?: PostRow[] }) => void;
  /** The tables as they are now, after any writes. */
  rows: () => { categories: CategoryRow[]; posts: PostRow[] };
  close: () => Promise<void>;
}

const ANON_KEY = "test-anon-key";
const SERVICE_KEY = "test-service-role-key";
/** Supabase's default "max rows": no answer holds more. */
export const MAX_ROWS = 1_000;

function send(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

function pgrstError(res: ServerResponse, status: number, message: string, code = "PGRST000") {
  send(res, status, { code, details: null, hint: null, message });
}

/** Splits `a,b,c(d,e)` at top-level commas. */
function splitSelect(select: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of select) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

type Row = Record<string, unknown>;

function project(row: Row, select: string): Row {
  const out: Row = {};
  for (const part of splitSelect(select)) {
    const embed = /^(\w+):(\w+)(?:!inner)?\(([^)]*)\)$/.exec(part);
    if (embed) {
      const [, alias, , columns] = embed;
      const value = row[alias!] as Row | null;
      out[alias!] = value ? project(value, columns!) : null;
    } else if (part === "*") {
      for (const [key, value] of Object.entries(row)) if (key !== "category") out[key] = value;
    } else out[part] = row[part];
  }
  return out;
}

/** Splits at top-level commas, outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === "(") depth++;
    if (!quoted && char === ")") depth--;
    if (!quoted && char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

function columnValue(row: Row, column: string): unknown {
  return column === "category.slug" ? (row.category as Row | null)?.slug : row[column];
}

/** -1, 0 or 1; timestamps as instants, ids as numbers, the rest as text, as Postgres would. */
function compare(actual: unknown, value: string, column: string): number {
  const [x, y] = column.endsWith("_at")
    ? [Date.parse(String(actual)), Date.parse(value)]
    : typeof actual === "number"
      ? [actual, Number(value)]
      : [String(actual), value];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One `op.value` condition on a column: eq, lt, gt, lte, gte or match (a regular expression). */
function holds(row: Row, column: string, condition: string): boolean {
  const dot = condition.indexOf(".");
  const op = condition.slice(0, dot);
  if (op === "match") {
    return new RegExp(condition.slice(dot + 1)).test(String(columnValue(row, column)));
  }
  const value = condition.slice(dot + 1).replace(/^"(.*)"$/, "$1");
  const order = compare(columnValue(row, column), value, column);
  switch (op) {
    case "eq":
      return order === 0;
    case "lt":
      return order < 0;
    case "gt":
      return order > 0;
    case "lte":
      return order <= 0;
    case "gte":
      return order >= 0;
    case "in":
      return splitTopLevel(value.replace(/^\((.*)\)$/, "$1"))
        .map((item) => item.replace(/^"(.*)"$/, "$1"))
        .some((item) => compare(columnValue(row, column), item, column) === 0);
    default:
      throw new Error(`unsupported filter ${column}=${condition}`);
  }
}

/** A logic tree's item: `and(...)`, `or(...)` or `column.op.value`. */
function holdsItem(row: Row, item: string): boolean {
  const group = /^(and|or)\((.*)\)$/.exec(item);
  if (group) {
    const items = splitTopLevel(group[2]!);
    return group[1] === "and"
      ? items.every((part) => holdsItem(row, part))
      : items.some((part) => holdsItem(row, part));
  }
  const [column, ...rest] = item.split(".");
  return holds(row, column === "category" ? `category.${rest.shift()}` : column!, rest.join("."));
}

/**
 * Applies PostgREST's filters: `col=op.value` (eq, lt, gt, lte, gte, match, including on the
 * embedded category's slug) and `or=(...)` trees of them with `and(...)`.
 */
function matches(row: Row, params: URLSearchParams): boolean {
  for (const [key, raw] of params) {
    if (["select", "order", "limit", "offset", "on_conflict", "columns"].includes(key)) continue;
    if (key === "or" && !holdsItem(row, `or${raw}`)) return false;
    if (key !== "or" && !holds(row, key, raw)) return false;
  }
  return true;
}

function sortRows(rows: Row[], order: string | null) {
  if (!order) return;
  const keys = order.split(",").map((item) => item.split("."));
  rows.sort((a, b) => {
    for (const [column, direction] of keys) {
      const x = a[column!] as string | number;
      const y = b[column!] as string | number;
      if (x === y) continue;
      const less = typeof x === "number" ? x < (y as number) : String(x) < String(y);
      return (less ? -1 : 1) * (direction === "desc" ? -1 : 1);
    }
    return 0;
  });
}

type TableName = "categories" | "posts";
type Role = "anon" | "service_role";

const COLUMNS: Record<TableName, string[]> = {
  categories: ["id", "name", "slug"],
  posts: [
    "id",
    "title",
    "slug",
    "excerpt",
    "content",
    "featured_image_url",
    "featured_image_alt",
    "published",
    "created_at",
    "updated_at",
    "category_id",
    "format",
    "seo_title",
    "seo_description",
  ],
};

/** The columns' defaults in the migrations. */
const DEFAULTS: Record<TableName, () => Row> = {
  categories: () => ({}),
  posts: () => {
    const now = new Date().toISOString();
    return {
      excerpt: "",
      content: "",
      featured_image_url: null,
      featured_image_alt: null,
      published: false,
      created_at: now,
      updated_at: now,
      category_id: null,
      format: "text",
      seo_title: null,
      seo_description: null,
    };
  },
};

/** The migrations' not-null, foreign key and check constraints, as Postgres words them. */
function constraintProblem(
  name: TableName,
  row: Row,
  categories: CategoryRow[],
): { status: number; code: string; message: string } | null {
  const required = name === "posts" ? ["title", "slug"] : ["name", "slug"];
  const missing = required.find((column) => row[column] === undefined || row[column] === null);
  if (missing) {
    return {
      status: 400,
      code: "23502",
      message: `null value in column "${missing}" of relation "${name}" violates not-null constraint`,
    };
  }
  if (
    name === "posts" &&
    row.category_id !== null &&
    !categories.some((category) => category.id === row.category_id)
  ) {
    return {
      status: 409,
      code: "23503",
      message: `insert or update on table "posts" violates foreign key constraint "posts_category_id_fkey"`,
    };
  }
  if (name === "posts" && !["text", "markdown"].includes(String(row.format))) {
    return {
      status: 400,
      code: "23514",
      message: `new row for relation "posts" violates check constraint "posts_format_check"`,
    };
  }
  return null;
}

/**
 * A loopback HTTP server that answers the blog's reads the way Supabase's PostgREST does for
 * the anon role (Row Level Security hides drafts and posts not due yet; at most MAX_ROWS rows per answer; `offset`,
 * `limit`, `Prefer: count=exact`, column lists and embedded categories), records every
 * request, and can be told to misbehave: an error status, a slow answer, invalid JSON, a
 * dropped connection, drafts shown, a huge answer or a redirect. With the service-role key
 * (`serviceKey`) it reads every row and takes the writes `npm run posts:push` makes; the anon
 * key's writes are refused, as the grants refuse them.
 */
export async function startFakePostgrest(initial: {
  categories: CategoryRow[];
  posts: PostRow[];
}): Promise<FakePostgrest> {
  const requests: RecordedRequest[] = [];
  let behaviour: Behaviour = { kind: "ok" };
  let { categories, posts } = initial;

  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    recorded: RecordedRequest,
    body: string,
  ) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const params = url.searchParams;

    const role = roleOf(req);
    if (!role) return pgrstError(res, 401, "No API key found in request", "PGRST301");
    if (behaviour.kind === "status") {
      return pgrstError(res, behaviour.status, behaviour.message ?? "Internal Server Error");
    }
    if (behaviour.kind === "invalid-json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end("[{ this is not json");
    }
    if (behaviour.kind === "reset") return req.socket.destroy();
    if (behaviour.kind === "redirect") {
      res.writeHead(302, { Location: behaviour.location });
      return res.end();
    }

    const name = /^\/rest\/v1\/(categories|posts)$/.exec(url.pathname)?.[1] as
      TableName | undefined;
    if (req.method !== "GET" && req.method !== "HEAD") {
      if (!name) return pgrstError(res, 404, `relation "${url.pathname}" does not exist`, "42P01");
      return write(req, res, name, role, body);
    }

    let table: Row[];
    if (url.pathname === "/rest/v1/categories") table = categories as unknown as Row[];
    else if (url.pathname === "/rest/v1/posts") {
      // The read policy: published and due (created_at no later than now). service_role
      // bypasses Row Level Security.
      const visible =
        behaviour.kind === "drafts-visible" || role === "service_role"
          ? posts
          : posts.filter((post) => post.published && Date.parse(post.created_at) <= Date.now());
      table = visible.map((post) => ({
        ...post,
        category: categories.find((category) => category.id === post.category_id) ?? null,
      }));
    } else {
      return pgrstError(res, 404, `relation "${url.pathname}" does not exist`, "42P01");
    }

    const select = params.get("select") ?? "*";
    const rows = table
      .filter((row) => (select.includes("!inner(") ? row.category !== null : true))
      .filter((row) => matches(row, params));
    sortRows(rows, params.get("order"));
    const total = rows.length;
    const offset = Number(params.get("offset") ?? 0);
    const limit = Math.min(Number(params.get("limit") ?? MAX_ROWS), MAX_ROWS);
    if (offset > 0 && offset >= total) {
      return pgrstError(res, 416, "Requested range not satisfiable", "PGRST103");
    }
    const page = rows.slice(offset, offset + limit).map((row) => project(row, select));
    recorded.rows = page.length;
    const counted = /count=exact/.test(String(req.headers.prefer ?? ""));
    const range = page.length ? `${offset}-${offset + page.length - 1}` : "*";
    const headers = { "Content-Range": `${range}/${counted ? total : "*"}` };
    if (behaviour.kind === "huge") {
      const padding = " ".repeat(Math.max(0, behaviour.bytes - JSON.stringify(page).length));
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", ...headers });
      return res.end(JSON.stringify(page) + padding);
    }
    return send(res, 200, page, headers);
  };

  /**
   * The role PostgREST takes from the request. Supabase's gateway wants a known `apikey`;
   * PostgREST then switches to the role of the bearer token (supabase-js sends the key as both).
   */
  const roleOf = (req: IncomingMessage): Role | null => {
    const roles: Record<string, Role> = { [ANON_KEY]: "anon", [SERVICE_KEY]: "service_role" };
    const apikey = roles[String(req.headers.apikey)];
    if (!apikey) return null;
    const bearer = /^Bearer (.+)$/i.exec(String(req.headers.authorization ?? ""))?.[1];
    return bearer === undefined ? apikey : (roles[bearer] ?? null);
  };

  /**
   * POST (insert, or upsert with `Prefer: resolution=merge-duplicates` and `on_conflict`) and
   * DELETE, as PostgREST runs them against the migrations' tables: one statement, so one bad
   * row writes nothing; anon has no write grant (42501, which PostgREST answers 401 for anon);
   * the identity id, not-null, unique, foreign key and format constraints; the trigger that
   * sets updated_at on every update; and Supabase's safeupdate, which refuses a DELETE without
   * a filter.
   */
  const write = (
    req: IncomingMessage,
    res: ServerResponse,
    name: TableName,
    role: Role,
    body: string,
  ) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const params = url.searchParams;
    if (role !== "service_role") {
      return pgrstError(res, 401, `permission denied for table ${name}`, "42501");
    }
    const prefer = String(req.headers.prefer ?? "");
    const representation = /return=representation/.test(prefer);
    const current = (name === "posts" ? posts : categories) as unknown as Row[];
    const reply = (status: number, rows: Row[]) => {
      const select = params.get("select") ?? "*";
      if (!representation) {
        res.writeHead(status === 201 ? 201 : 204);
        return res.end();
      }
      return send(
        res,
        status,
        rows.map((row) => project(row, select)),
      );
    };

    if (req.method === "DELETE") {
      const filtered = [...params.keys()].some(
        (key) => !["select", "order", "limit", "offset", "columns", "on_conflict"].includes(key),
      );
      if (!filtered) return pgrstError(res, 400, "DELETE requires a WHERE clause", "21000");
      const gone = current.filter((row) => matches(row, params));
      const kept = current.filter((row) => !gone.includes(row));
      if (name === "posts") posts = kept as unknown as PostRow[];
      else {
        categories = kept as unknown as CategoryRow[];
        // on delete set null
        const ids = new Set(gone.map((row) => row.id));
        posts = posts.map((post) =>
          ids.has(post.category_id) ? { ...post, category_id: null } : post,
        );
      }
      return reply(200, gone);
    }
    if (req.method !== "POST") {
      return pgrstError(res, 405, `${req.method} is not supported here`, "PGRST117");
    }

    let input: unknown;
    try {
      input = JSON.parse(body);
    } catch {
      return pgrstError(res, 400, "Empty or invalid json", "PGRST102");
    }
    const values = (Array.isArray(input) ? input : [input]) as Row[];
    const onConflict = params.get("on_conflict");
    const merge = /resolution=merge-duplicates/.test(prefer);
    const ignore = /resolution=ignore-duplicates/.test(prefer);
    const conflictColumn = onConflict ?? "id";
    const table = current.map((row) => ({ ...row }));
    const written: Row[] = [];
    let nextId = Math.max(0, ...table.map((row) => Number(row.id))) + 1;
    for (const value of values) {
      const unknown = Object.keys(value).find((column) => !COLUMNS[name].includes(column));
      if (unknown) {
        return pgrstError(
          res,
          400,
          `Could not find the '${unknown}' column of '${name}' in the schema cache`,
          "PGRST204",
        );
      }
      if ("id" in value) {
        return pgrstError(res, 400, 'cannot insert a non-DEFAULT value into column "id"', "428C9");
      }
      const existing = table.find(
        (row) =>
          value[conflictColumn] !== undefined && row[conflictColumn] === value[conflictColumn],
      );
      let row: Row;
      if (existing && merge) {
        Object.assign(existing, value);
        // The migrations' trigger: every update stamps updated_at, whatever was sent.
        if (name === "posts") existing.updated_at = new Date().toISOString();
        row = existing;
      } else if (existing && ignore) {
        continue;
      } else if (existing) {
        return pgrstError(
          res,
          409,
          `duplicate key value violates unique constraint "${name}_${conflictColumn}_key"`,
          "23505",
        );
      } else {
        row = { id: nextId++, ...DEFAULTS[name](), ...value };
        table.push(row);
      }
      const problem = constraintProblem(name, row, categories);
      if (problem) return pgrstError(res, problem.status, problem.message, problem.code);
      written.push(row);
    }
    if (name === "posts") posts = table as unknown as PostRow[];
    else categories = table as unknown as CategoryRow[];
    return reply(201, written);
  };

  const server: Server = createServer((req, res) => {
    // Recorded on arrival, so a test can tell a slow answer is on its way.
    const url = new URL(req.url ?? "/", "http://localhost");
    const recorded: RecordedRequest = {
      method: req.method ?? "",
      path: url.pathname,
      params: url.searchParams,
      headers: req.headers,
    };
    requests.push(recorded);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      recorded.body = body;
      if (behaviour.kind === "slow") {
        const timer = setTimeout(() => answer(req, res, recorded, body), behaviour.delayMs);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      answer(req, res, recorded, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: ANON_KEY,
    serviceKey: SERVICE_KEY,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    setRows: (next) => {
      categories = next.categories ?? categories;
      posts = next.posts ?? posts;
    },
    rows: () => ({ categories, posts }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
