import { createHmac, randomBytes } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import {
  conditionSql,
  nonNegative,
  orderSql,
  Params,
  parseFilters,
  parseSelect,
  PostgrestError,
  quoteIdent,
  splitTopLevel,
  type SelectItem,
} from "./postgrest-query";
import { SUPABASE_DIR } from "./posts-dir";

/**
 * The tests' Supabase: a loopback HTTP server that answers PostgREST's requests from a real
 * PostgreSQL (PGlite, in process) holding the repository's real migrations. Each request runs
 * in its own transaction as the role its key names (anon or service_role, Supabase's roles with
 * no default privileges: only what the migrations grant), under Row Level Security, with every
 * value a bind parameter read as its column's type. So what the app asks for and what the
 * database holds can disagree here exactly as they can on a real project: an unknown column is
 * PostgreSQL's 42703, a missing grant its 42501, `id=gt.0` on a uuid column its 22P02.
 *
 * What it answers, as PostgREST 12 does: GET/HEAD with `select` (column lists, `alias:column`,
 * `*`, embedded many-to-one resources such as `category:categories(id,name,slug)`, `!inner`);
 * filters eq, neq, gt, gte, lt, lte, like, ilike, match, imatch, in, is, `not.`, and `or`/`and`
 * trees with quoted values; `order` (asc/desc, nulls first/last, several columns); `limit` and
 * `offset`, capped at Supabase's 1,000 rows; `Prefer: count=exact` (Content-Range `a-b/total`,
 * 206 for a part, 416 PGRST103 for an offset past the end); `Accept:
 * application/vnd.pgrst.object+json` (406 PGRST116 unless one row). POST inserts and upserts
 * (`on_conflict`, `Prefer: resolution=merge-duplicates|ignore-duplicates`, `return=representation`,
 * the `columns` parameter, PGRST204 for an unknown column); PATCH and DELETE with filters, refused
 * without one as Supabase's safeupdate refuses them. PostgreSQL's errors carry its code, message,
 * details and hint, with PostgREST's status for the code (42501: 401 for anon, 403 otherwise).
 */

/** Rows as the tables hold them. Numeric ids become uuids on a project whose ids are uuids. */
export interface CategoryRow {
  id: number | string;
  name: string;
  slug: string;
}
export interface PostRow {
  id: number | string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string | null;
  featured_image_url: string | null;
  featured_image_alt?: string | null;
  published: boolean;
  created_at: string;
  updated_at: string;
  category_id: number | string | null;
  format?: "text" | "markdown";
  seo_title?: string | null;
  pushed_at?: string | null;
  seo_description?: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage["headers"];
  /** How many rows the answer held. */
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
  /**
   * A policy mistake: an extra permissive read policy in the database lets anon read drafts and
   * posts not due yet (policies are OR-ed).
   */
  | { kind: "drafts-visible" }
  /**
   * A valid answer padded to this many bytes, streamed (chunked), or with its Content-Length
   * said first when `declared`.
   */
  | { kind: "huge"; bytes: number; declared?: boolean }
  | { kind: "redirect"; location: string };

export interface StandinOptions {
  /**
   * How the project was made before the migrations: "new" (empty) or "seed" (the tables,
   * uuid ids and permissive policies of Supabase's and Lovable's templates:
   * test/fixtures/seed-project.sql).
   */
  project?: "new" | "seed";
  /** The migration files to apply, by name (default: every one in supabase/migrations). */
  migrations?: string[];
}

export interface PostgrestStandin {
  url: string;
  /** Legacy JWT-style keys (payload `role`). */
  anonKey: string;
  /** service_role: bypasses Row Level Security; may do what the grants allow. */
  serviceKey: string;
  /** The new keys: sb_publishable_… is anon, sb_secret_… is service_role. */
  publishableKey: string;
  secretKey: string;
  /** The database, for a test that must look underneath (run as its owner). */
  db: PGlite;
  requests: RecordedRequest[];
  behave: (behaviour: Behaviour) => Promise<void>;
  /** Replaces the rows of the tables given (as the database's owner, constraints and all). */
  setRows: (rows: { categories?: CategoryRow[]; posts?: PostRow[] }) => Promise<void>;
  /** The tables as they are now, after any writes, ordered by id. */
  rows: () => Promise<{ categories: CategoryRow[]; posts: PostRow[] }>;
  close: () => Promise<void>;
}

/** Supabase's default "max rows": no answer holds more. */
export const MAX_ROWS = 1_000;

/** The uuid a numeric id stands for on a project whose ids are uuids: ordered as the numbers. */
export function standinUuid(id: number): string {
  return `00000000-0000-4000-8000-${id.toString(16).padStart(12, "0")}`;
}

const SEED_PROJECT_SQL = path.resolve(import.meta.dirname, "../fixtures/seed-project.sql");

/** Supabase's API roles. service_role bypasses Row Level Security; none owns a table. */
const ROLES = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
`;

const MISTAKEN_POLICY = `"A mistaken policy: every post is readable"`;

type Role = "anon" | "authenticated" | "service_role";

interface Relationship {
  column: string;
  target: string;
  targetColumn: string;
}
interface Table {
  columns: Map<string, string>;
  primaryKey: string[];
  identity: string[];
  /** Many-to-one: this table's column references another's. */
  references: Relationship[];
}

async function loadSchema(db: PGlite): Promise<Map<string, Table>> {
  const tables = new Map<string, Table>();
  const columns = await db.query<{
    table: string;
    column: string;
    type: string;
    identity: boolean;
  }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, null) as type,
            a.attidentity <> '' as identity
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
  );
  for (const row of columns.rows) {
    const table: Table = tables.get(row.table) ?? {
      columns: new Map(),
      primaryKey: [],
      identity: [],
      references: [],
    };
    table.columns.set(row.column, row.type);
    if (row.identity) table.identity.push(row.column);
    tables.set(row.table, table);
  }
  const constraints = await db.query<{
    table: string;
    type: string;
    columns: string[];
    target: string | null;
    target_columns: string[] | null;
  }>(
    `select c.conrelid::regclass::text as table, c.contype as type,
            array(select attname from pg_attribute
                   where attrelid = c.conrelid and attnum = any(c.conkey)) as columns,
            c.confrelid::regclass::text as target,
            array(select attname from pg_attribute
                   where attrelid = c.confrelid and attnum = any(c.confkey)) as target_columns
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public' and c.contype in ('p', 'f')`,
  );
  for (const row of constraints.rows) {
    const table = tables.get(row.table.replace(/^public\./, ""));
    if (!table) continue;
    if (row.type === "p") table.primaryKey = row.columns;
    else if (row.columns.length === 1) {
      table.references.push({
        column: row.columns[0]!,
        target: row.target!.replace(/^public\./, ""),
        targetColumn: row.target_columns![0]!,
      });
    }
  }
  return tables;
}

/** PostgREST's HTTP status for a PostgreSQL error code. */
function statusFor(code: string, role: Role): number {
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    P0001: 400,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
  };
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (exact[code]) return exact[code]!;
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString("base64url");
}

/** An HS256 JWT as Supabase's legacy API keys are: a role, an issuer, ten years of life. */
function legacyKey(role: Role, secret: Buffer): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(
    JSON.stringify({ iss: "supabase", ref: "standin", role, iat: now, exp: now + 315_360_000 }),
  );
  const signature = base64url(createHmac("sha256", secret).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${signature}`;
}

function verifiedRole(token: string, secret: Buffer): Role | null {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return null;
  const expected = base64url(createHmac("sha256", secret).update(`${header}.${payload}`).digest());
  if (expected !== signature) return null;
  let role: unknown;
  try {
    role = (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { role?: unknown })
      .role;
  } catch {
    return null;
  }
  return role === "anon" || role === "authenticated" || role === "service_role" ? role : null;
}

function send(
  res: ServerResponse,
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(body ?? undefined);
}

/** PostgREST's error body; the gateway's own refusals (no code) carry a message and a hint only. */
function sendError(
  res: ServerResponse,
  error: PostgrestError,
  headers: Record<string, string> = {},
) {
  const body = error.code
    ? { code: error.code, details: error.details, hint: error.hint, message: error.message }
    : { message: error.message, hint: error.hint };
  send(res, error.status, JSON.stringify(body), headers);
}

interface Answer {
  status: number;
  body: string | null;
  rows: number;
  headers: Record<string, string>;
}

export async function startPostgrestStandin(
  initial: { categories: CategoryRow[]; posts: PostRow[] },
  { project = "new", migrations }: StandinOptions = {},
): Promise<PostgrestStandin> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create();
  await db.exec(ROLES);
  if (project === "seed") await db.exec(await readFile(SEED_PROJECT_SQL, "utf8"));
  const dir = path.join(SUPABASE_DIR, "migrations");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".sql")).sort();
  for (const file of migrations ?? files) {
    await db.exec(await readFile(path.join(dir, file), "utf8"));
  }
  const schema = await loadSchema(db);
  // Every parameter goes as text and PostgreSQL reads it as the type it infers (the column's):
  // PGlite's own serialisers would turn "false" into true for a boolean.
  const oids = await db.query<{ oid: number }>("select oid::int from pg_type");
  const asText = Object.fromEntries(oids.rows.map(({ oid }) => [oid, (v: unknown) => String(v)]));

  const secret = randomBytes(32);
  const keys = {
    anonKey: legacyKey("anon", secret),
    serviceKey: legacyKey("service_role", secret),
    publishableKey: `sb_publishable_${randomBytes(16).toString("base64url")}`,
    secretKey: `sb_secret_${randomBytes(16).toString("base64url")}`,
  };
  const opaqueKeys: Record<string, Role> = {
    [keys.publishableKey]: "anon",
    [keys.secretKey]: "service_role",
  };

  const requests: RecordedRequest[] = [];
  let behaviour: Behaviour = { kind: "ok" };
  let mistakenPolicy = false;
  /** Changes made as the owner (rows, policies), in order; every answer waits for them. */
  let pending: Promise<unknown> = Promise.resolve();
  const serially = <T>(change: () => Promise<T>): Promise<T> => {
    const next = pending.then(change);
    pending = next.catch(() => {});
    return next;
  };

  const tableOf = (name: string): Table => {
    const table = schema.get(name);
    // PostgreSQL's own words for a table that is not there.
    if (!table) throw new PostgrestError(404, "42P01", `relation "public.${name}" does not exist`);
    return table;
  };

  /** The role the gateway and PostgREST give the request, or the gateway's refusal. */
  const roleOf = (req: IncomingMessage): Role => {
    const apikey = req.headers.apikey;
    if (typeof apikey !== "string" || apikey === "") {
      throw new PostgrestError(
        401,
        "",
        "No API key found in request",
        null,
        "No `apikey` request header or url param was found.",
      );
    }
    const roleOfKey = (key: string) => opaqueKeys[key] ?? verifiedRole(key, secret);
    const keyRole = roleOfKey(apikey);
    if (!keyRole) {
      throw new PostgrestError(
        401,
        "",
        "Invalid API key",
        null,
        "Double check your Supabase `anon` or `service_role` API key.",
      );
    }
    const bearer = /^Bearer (.+)$/i.exec(String(req.headers.authorization ?? ""))?.[1];
    if (bearer === undefined) return keyRole;
    const role = roleOfKey(bearer);
    if (!role) throw new PostgrestError(401, "PGRST301", "JWSError JWSInvalidSignature");
    return role;
  };

  /** The select list's SQL over `qualifier` (a table or alias), embedded resources as lateral joins. */
  const selection = (
    tableName: string,
    qualifier: string,
    items: SelectItem[],
    counter: { next: number },
  ): { columns: string[]; joins: string[] } => {
    const table = tableOf(tableName);
    const columns: string[] = [];
    const joins: string[] = [];
    for (const item of items) {
      if (item.kind === "all") columns.push(`${qualifier}.*`);
      else if (item.kind === "column") {
        const cast = item.cast ? `::${item.cast}` : "";
        columns.push(`${qualifier}.${quoteIdent(item.name)}${cast} as ${quoteIdent(item.alias)}`);
      } else {
        const relation = table.references.find((ref) => ref.target === item.table);
        if (!relation) {
          throw new PostgrestError(
            400,
            "PGRST200",
            `Could not find a relationship between '${tableName}' and '${item.table}' in the schema cache`,
            `Searched for a foreign key relationship between '${tableName}' and '${item.table}' in the schema 'public', but no matches were found.`,
          );
        }
        const alias = quoteIdent(`${item.table}_${counter.next++}`);
        const lateral = quoteIdent(`pgrst_${item.alias}_${counter.next++}`);
        const inner = selection(item.table, alias, item.items, counter);
        joins.push(
          `${item.inner ? "join" : "left join"} lateral (
             select row_to_json(pgrst_row) as body from (
               select ${inner.columns.join(", ")}
                 from "public".${quoteIdent(item.table)} as ${alias} ${inner.joins.join(" ")}
                where ${alias}.${quoteIdent(relation.targetColumn)} = ${qualifier}.${quoteIdent(relation.column)}
             ) pgrst_row
           ) as ${lateral} on true`,
        );
        columns.push(`${lateral}.body as ${quoteIdent(item.alias)}`);
      }
    }
    return { columns, joins };
  };

  const wantsObject = (req: IncomingMessage) =>
    /application\/vnd\.pgrst\.object\+json/.test(String(req.headers.accept ?? ""));

  /** The body and status of an answer holding `rows`, as JSON text made by PostgreSQL. */
  const rowsAnswer = (
    req: IncomingMessage,
    result: { body: string; single: string | null; page_count: number },
    status: number,
    headers: Record<string, string>,
  ): Answer => {
    if (wantsObject(req)) {
      if (result.page_count !== 1) {
        throw new PostgrestError(
          406,
          "PGRST116",
          "JSON object requested, multiple (or no) rows returned",
          `The result contains ${result.page_count} rows`,
        );
      }
      return {
        status,
        body: result.single,
        rows: 1,
        headers: { ...headers, "Content-Type": "application/vnd.pgrst.object+json; charset=utf-8" },
      };
    }
    return { status, body: result.body, rows: result.page_count, headers };
  };

  const AGGREGATE = `coalesce(json_agg(pgrst_t), '[]')::text as body, count(*)::int as page_count,
    case when count(*) = 1 then (json_agg(pgrst_t) -> 0)::text end as single`;

  const read = async (
    tx: Transaction,
    req: IncomingMessage,
    name: string,
    params: URLSearchParams,
  ): Promise<Answer> => {
    const qualifier = `"public".${quoteIdent(name)}`;
    tableOf(name);
    const bind = new Params();
    const { columns, joins } = selection(
      name,
      qualifier,
      parseSelect(params.get("select") ?? "*"),
      { next: 1 },
    );
    const where =
      parseFilters(params)
        .map((condition) => conditionSql(condition, qualifier, bind))
        .join(" and ") || "true";
    const offset = nonNegative("offset", params.get("offset")) ?? 0;
    const limit = Math.min(nonNegative("limit", params.get("limit")) ?? MAX_ROWS, MAX_ROWS);
    const counted = /count=exact/.test(String(req.headers.prefer ?? ""));
    const from = `from ${qualifier} ${joins.join(" ")} where ${where}`;
    const { rows } = await tx.query<{
      body: string;
      single: string | null;
      page_count: number;
      total: number | null;
    }>(
      `select ${AGGREGATE},
              ${counted ? `(select count(*)::int ${from})` : "null::int"} as total
         from (select ${columns.join(", ")} ${from} ${orderSql(params.get("order"), qualifier)}
               limit ${limit} offset ${offset}) pgrst_t`,
      bind.values,
      { serializers: asText },
    );
    const result = rows[0]!;
    const total = result.total;
    const upper = offset + result.page_count - 1;
    const range = total !== 0 && offset <= upper ? `${offset}-${upper}` : "*";
    const headers = { "Content-Range": `${range}/${total ?? "*"}` };
    if (total !== null && offset > total) {
      throw Object.assign(
        new PostgrestError(
          416,
          "PGRST103",
          "Requested range not satisfiable",
          `An offset of ${offset} was requested, but there are only ${total} rows.`,
        ),
        { headers },
      );
    }
    const status = total !== null && result.page_count < total ? 206 : 200;
    return rowsAnswer(req, result, status, headers);
  };

  /** PostgREST's columns for a write: the `columns` parameter, else the body's keys. */
  const payloadColumns = (
    name: string,
    params: URLSearchParams,
    rows: Record<string, unknown>[],
  ) => {
    const table = tableOf(name);
    const listed = params.get("columns");
    let columns: string[];
    if (listed !== null) {
      columns = splitTopLevel(listed).map((column) => column.trim().replace(/^"(.*)"$/, "$1"));
    } else {
      columns = Object.keys(rows[0] ?? {});
      const same = rows.every(
        (row) =>
          Object.keys(row).length === columns.length && columns.every((column) => column in row),
      );
      if (!same) throw new PostgrestError(400, "PGRST102", "All object keys must match");
    }
    const unknown = columns.find((column) => !table.columns.has(column));
    if (unknown) {
      throw new PostgrestError(
        400,
        "PGRST204",
        `Could not find the '${unknown}' column of '${name}' in the schema cache`,
      );
    }
    return columns;
  };

  const write = async (
    tx: Transaction,
    req: IncomingMessage,
    name: string,
    params: URLSearchParams,
    body: string,
  ): Promise<Answer> => {
    const qualifier = `"public".${quoteIdent(name)}`;
    const table = tableOf(name);
    const prefer = String(req.headers.prefer ?? "");
    const representation = /return=representation/.test(prefer);
    const bind = new Params();
    let statement: string;

    if (req.method === "POST" || req.method === "PATCH") {
      let input: unknown;
      try {
        input = JSON.parse(body);
      } catch (error) {
        throw new PostgrestError(400, "PGRST102", "Empty or invalid json", String(error));
      }
      const rows = (Array.isArray(input) ? input : [input]) as Record<string, unknown>[];
      const columns = payloadColumns(name, params, rows).map(quoteIdent);
      if (req.method === "POST") {
        const payload = bind.add(JSON.stringify(rows));
        const target = params.get("on_conflict")
          ? splitTopLevel(params.get("on_conflict")!).map((column) => quoteIdent(column.trim()))
          : table.primaryKey.map(quoteIdent);
        let conflict = "";
        if (/resolution=merge-duplicates/.test(prefer)) {
          conflict = `on conflict (${target.join(", ")}) do update set ${columns
            .map((column) => `${column} = excluded.${column}`)
            .join(", ")}`;
        } else if (/resolution=ignore-duplicates/.test(prefer)) {
          conflict = `on conflict (${target.join(", ")}) do nothing`;
        }
        statement = `insert into ${qualifier} (${columns.join(", ")})
          select ${columns.join(", ")} from json_populate_recordset(null::${qualifier}, ${payload}::json)
          ${conflict}`;
      } else {
        const payload = bind.add(JSON.stringify(rows[0] ?? {}));
        const where = parseFilters(params).map((condition) =>
          conditionSql(condition, qualifier, bind),
        );
        statement = `update ${qualifier} set (${columns.join(", ")}) = (
            select ${columns.join(", ")} from json_populate_record(null::${qualifier}, ${payload}::json))
          ${where.length ? `where ${where.join(" and ")}` : ""}`;
        if (!where.length) {
          throw new PostgrestError(400, "21000", "UPDATE requires a WHERE clause");
        }
      }
    } else if (req.method === "DELETE") {
      const where = parseFilters(params).map((condition) =>
        conditionSql(condition, qualifier, bind),
      );
      // Supabase runs PostgREST with the safeupdate extension.
      if (!where.length) throw new PostgrestError(400, "21000", "DELETE requires a WHERE clause");
      statement = `delete from ${qualifier} where ${where.join(" and ")}`;
    } else {
      throw new PostgrestError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`);
    }

    const created = req.method === "POST" ? 201 : representation ? 200 : 204;
    if (!representation) {
      // PostgREST's minimal return reads no column, so needs no select grant.
      const { rows } = await tx.query<{ count: number }>(
        `with pgrst_source as (${statement} returning 1) select count(*)::int as count from pgrst_source`,
        bind.values,
        { serializers: asText },
      );
      return {
        status: created,
        body: null,
        rows: rows[0]!.count,
        headers: { "Content-Range": "*/*" },
      };
    }
    const { columns, joins } = selection(
      name,
      "pgrst_source",
      parseSelect(params.get("select") ?? "*"),
      { next: 1 },
    );
    const { rows } = await tx.query<{ body: string; single: string | null; page_count: number }>(
      `with pgrst_source as (${statement} returning ${qualifier}.*)
       select ${AGGREGATE} from (select ${columns.join(", ")} from pgrst_source ${joins.join(" ")}) pgrst_t`,
      bind.values,
      { serializers: asText },
    );
    return rowsAnswer(req, rows[0]!, created, { "Content-Range": "*/*" });
  };

  /** One request in one transaction, as its role, with its claims, as PostgREST runs it. */
  const answer = async (req: IncomingMessage, body: string): Promise<Answer> => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const role = roleOf(req);
    const name = /^\/rest\/v1\/([^/]+)$/.exec(url.pathname)?.[1];
    if (!name) throw new PostgrestError(404, "PGRST125", `Invalid path specified in request URL`);
    await pending;
    try {
      return await db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ role }),
        ]);
        const method = req.method ?? "GET";
        if (method === "GET" || method === "HEAD") return read(tx, req, name, url.searchParams);
        return write(tx, req, name, url.searchParams, body);
      });
    } catch (error) {
      if (error instanceof PostgrestError) throw error;
      const failure = error as { code?: string; message: string; detail?: string; hint?: string };
      if (!failure.code) throw error;
      throw new PostgrestError(
        statusFor(failure.code, role),
        failure.code,
        failure.message,
        failure.detail ?? null,
        failure.hint ?? null,
      );
    }
  };

  const respond = async (
    req: IncomingMessage,
    res: ServerResponse,
    recorded: RecordedRequest,
    body: string,
  ) => {
    if (behaviour.kind === "reset") return req.socket.destroy();
    if (behaviour.kind === "redirect") {
      res.writeHead(302, { Location: behaviour.location });
      return res.end();
    }
    if (behaviour.kind === "status") {
      return sendError(
        res,
        new PostgrestError(
          behaviour.status,
          "PGRST000",
          behaviour.message ?? "Internal Server Error",
        ),
      );
    }
    if (behaviour.kind === "invalid-json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end("[{ this is not json");
    }
    try {
      const result = await answer(req, body);
      recorded.rows = result.rows;
      let text = req.method === "HEAD" ? null : result.body;
      let headers = result.headers;
      if (behaviour.kind === "huge" && text !== null) {
        text += " ".repeat(Math.max(0, behaviour.bytes - Buffer.byteLength(text)));
        if (behaviour.declared) {
          headers = { ...headers, "Content-Length": String(Buffer.byteLength(text)) };
        }
      }
      send(res, result.status, text, headers);
    } catch (error) {
      if (!(error instanceof PostgrestError)) {
        console.error("[postgrest-standin]", error);
        return sendError(res, new PostgrestError(500, "XX000", String(error)));
      }
      sendError(res, error, (error as { headers?: Record<string, string> }).headers);
    }
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
        const timer = setTimeout(() => void respond(req, res, recorded, body), behaviour.delayMs);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      void respond(req, res, recorded, body);
    });
  });

  /** Rows as the owner inserts them: numeric ids as uuids where the column is a uuid. */
  const storable = (name: string, row: object): Record<string, unknown> => {
    const table = tableOf(name);
    const out: Record<string, unknown> = { ...row };
    for (const [column, value] of Object.entries(out)) {
      if (typeof value === "number" && table.columns.get(column) === "uuid") {
        out[column] = standinUuid(value);
      }
    }
    return out;
  };

  const currentRows = async (tx: Pick<PGlite, "query">) => {
    const read = async (name: string) =>
      JSON.parse(
        (
          await tx.query<{ rows: string }>(
            `select coalesce(json_agg(t order by t.id), '[]')::text as rows from public.${quoteIdent(name)} t`,
          )
        ).rows[0]!.rows,
      ) as unknown[];
    return {
      categories: (await read("categories")) as CategoryRow[],
      posts: (await read("posts")) as PostRow[],
    };
  };

  const insertRows = async (tx: Transaction, name: string, rows: object[]) => {
    // One statement per set of keys: a key a row leaves out takes the column's default.
    const groups = new Map<string, Record<string, unknown>[]>();
    for (const row of rows.map((item) => storable(name, item))) {
      const key = Object.keys(row).sort().join(",");
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const qualifier = `"public".${quoteIdent(name)}`;
    for (const group of groups.values()) {
      const columns = Object.keys(group[0]!).map(quoteIdent).join(", ");
      await tx.query(
        `insert into ${qualifier} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${qualifier}, $1::json)`,
        [JSON.stringify(group)],
      );
    }
    for (const column of tableOf(name).identity) {
      await tx.query(
        `select setval(pg_get_serial_sequence('public.${name}', '${column}'),
                       coalesce(max(${quoteIdent(column)}), 0) + 1, false) from ${qualifier}`,
      );
    }
  };

  const setRows = (next: { categories?: CategoryRow[]; posts?: PostRow[] }) =>
    serially(() =>
      db.transaction(async (tx) => {
        const now = await currentRows(tx);
        const categories = next.categories ?? now.categories;
        const posts = next.posts ?? now.posts;
        await tx.exec("delete from public.posts; delete from public.categories;");
        await insertRows(tx, "categories", categories);
        await insertRows(tx, "posts", posts);
      }),
    );

  await setRows(initial);
  let closing: Promise<void> | undefined;
  const shutDown = async () => {
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    await pending;
    await db.close();
  };
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    ...keys,
    db,
    requests,
    behave: (next) => {
      behaviour = next;
      const want = next.kind === "drafts-visible";
      if (want === mistakenPolicy) return pending.then(() => {});
      mistakenPolicy = want;
      return serially(() =>
        db.exec(
          want
            ? `create policy ${MISTAKEN_POLICY} on public.posts for select using (true)`
            : `drop policy ${MISTAKEN_POLICY} on public.posts`,
        ),
      ).then(() => {});
    },
    setRows,
    rows: () => serially(() => currentRows(db)),
    close: () => (closing ??= shutDown()),
  };
}
