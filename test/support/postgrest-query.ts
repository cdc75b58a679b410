/**
 * PostgREST's query string, as far as the site and `posts:push` use it, turned into SQL whose
 * values are bind parameters: the database compares each value by its column's type, so a
 * filter PostgreSQL cannot read fails as PostgREST's does. Identifiers are quoted, never
 * interpolated raw. Anything outside this subset is refused with PGRST100 rather than guessed.
 */

/** An answer PostgREST gives before reaching the database. */
export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

const parseError = (message: string, details: string | null = null) =>
  new PostgrestError(400, "PGRST100", message, details);

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Collects bind parameters: each value is sent as text and read by PostgreSQL as its column's type. */
export class Params {
  readonly values: string[] = [];
  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

// ---------------------------------------------------------------------------------------------
// select=...

export type SelectItem =
  | { kind: "all" }
  | { kind: "column"; name: string; alias: string; cast?: string }
  | {
      kind: "embed";
      table: string;
      alias: string;
      inner: boolean;
      items: SelectItem[];
    };

/** Splits at commas outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted && char === "\\") {
      current += char + (text[at + 1] ?? "");
      at++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (!quoted && char === "(") depth++;
    if (!quoted && char === ")") depth--;
    if (!quoted && char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  if (depth !== 0 || quoted) throw parseError(`"failed to parse" (${text})`, "unbalanced");
  parts.push(current);
  return parts;
}

export function parseSelect(select: string): SelectItem[] {
  return splitTopLevel(select.replace(/\s+/g, "")).map((part): SelectItem => {
    if (part === "*") return { kind: "all" };
    const embed = /^(?:([\w$]+):)?([\w$]+)(?:!(inner|left|[\w$]+))?\((.*)\)$/s.exec(part);
    if (embed) {
      const [, alias, table, hint, inside] = embed;
      return {
        kind: "embed",
        table: table!,
        alias: alias ?? table!,
        inner: hint === "inner",
        items: parseSelect(inside || "*"),
      };
    }
    const column = /^(?:([\w$]+):)?([\w$]+)(?:::([\w$ ]+))?$/.exec(part);
    if (!column) throw parseError(`failed to parse select parameter (${select})`);
    const [, alias, name, cast] = column;
    return { kind: "column", name: name!, alias: alias ?? name!, cast };
  });
}

// ---------------------------------------------------------------------------------------------
// Filters: col=op.value, or=(...), and=(...), not.

type Condition =
  | { kind: "filter"; column: string; negated: boolean; op: string; value: string | string[] }
  | { kind: "group"; op: "and" | "or"; negated: boolean; items: Condition[] };

const OPERATORS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
};

/** A value inside a logic tree or an `in` list: double quotes allow , ( ) with backslash escapes. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return value;
}

function parseList(text: string): string[] {
  const inner = /^\((.*)\)$/s.exec(text);
  if (!inner) throw parseError(`failed to parse filter (in.${text})`);
  if (inner[1] === "") return [];
  return splitTopLevel(inner[1]!).map(unquote);
}

/** `[not.]op.value` for `column`; `inTree` values may be quoted. */
function parseOperation(column: string, text: string, inTree: boolean): Condition {
  let rest = text;
  let negated = false;
  if (rest.startsWith("not.")) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  if (dot < 0) throw parseError(`failed to parse filter (${text})`);
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (op === "in") return { kind: "filter", column, negated, op, value: parseList(raw) };
  if (op === "is") {
    if (!/^(null|true|false|unknown|not_null)$/i.test(raw)) {
      throw parseError(`failed to parse filter (${text})`);
    }
    return { kind: "filter", column, negated, op, value: raw.toLowerCase() };
  }
  if (!(op in OPERATORS)) {
    throw parseError(`failed to parse filter (${text})`, `unknown operator "${op}"`);
  }
  return { kind: "filter", column, negated, op, value: inTree ? unquote(raw) : raw };
}

function parseTreeItem(item: string): Condition {
  const group = /^(not\.)?(and|or)\((.*)\)$/s.exec(item);
  if (group) {
    return {
      kind: "group",
      op: group[2] as "and" | "or",
      negated: Boolean(group[1]),
      items: splitTopLevel(group[3]!).map(parseTreeItem),
    };
  }
  const dot = item.indexOf(".");
  if (dot < 0) throw parseError(`failed to parse logic tree (${item})`);
  return parseOperation(item.slice(0, dot), item.slice(dot + 1), true);
}

/** Parameters that are not filters. */
const RESERVED = new Set(["select", "order", "limit", "offset", "on_conflict", "columns"]);

export function parseFilters(params: URLSearchParams): Condition[] {
  const conditions: Condition[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      const tree = /^\((.*)\)$/s.exec(value);
      if (!tree) throw parseError(`failed to parse logic tree (${value})`);
      conditions.push({
        kind: "group",
        op: logic[2] as "and" | "or",
        negated: Boolean(logic[1]),
        items: splitTopLevel(tree[1]!).map(parseTreeItem),
      });
    } else {
      if (key.includes(".")) {
        throw parseError(`filters on embedded resources (${key}) are not supported here`);
      }
      conditions.push(parseOperation(key, value, false));
    }
  }
  return conditions;
}

export function conditionSql(condition: Condition, qualifier: string, params: Params): string {
  if (condition.kind === "group") {
    const parts = condition.items.map((item) => conditionSql(item, qualifier, params));
    const joined = parts.length ? `(${parts.join(` ${condition.op} `)})` : "true";
    return condition.negated ? `not ${joined}` : joined;
  }
  const column = `${qualifier}.${quoteIdent(condition.column)}`;
  let sql: string;
  if (condition.op === "in") {
    const list = condition.value as string[];
    sql = list.length
      ? `${column} in (${list.map((item) => params.add(item)).join(", ")})`
      : "false";
  } else if (condition.op === "is") {
    const value = condition.value as string;
    sql = `${column} is ${value === "not_null" ? "not null" : value}`;
  } else {
    let value = condition.value as string;
    if (condition.op === "like" || condition.op === "ilike") value = value.replaceAll("*", "%");
    sql = `${column} ${OPERATORS[condition.op]} ${params.add(value)}`;
  }
  return condition.negated ? `not (${sql})` : sql;
}

// ---------------------------------------------------------------------------------------------
// order=col.desc.nullslast,...

export function orderSql(order: string | null, qualifier: string): string {
  if (!order) return "";
  const terms = splitTopLevel(order).map((term) => {
    const match = /^([\w$]+)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/.exec(term);
    if (!match) throw parseError(`failed to parse order (${order})`);
    const [, column, direction, nulls] = match;
    return [
      `${qualifier}.${quoteIdent(column!)}`,
      direction ?? "asc",
      nulls ? (nulls === "nullsfirst" ? "nulls first" : "nulls last") : "",
    ]
      .filter(Boolean)
      .join(" ");
  });
  return `order by ${terms.join(", ")}`;
}

export function nonNegative(name: string, value: string | null): number | null {
  if (value === null) return null;
  if (!/^\d+$/.test(value)) throw parseError(`failed to parse ${name} parameter (${value})`);
  return Number(value);
}
