import { spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

/**
 * A throwaway PostgreSQL cluster for tests: Debian's server binaries, a data directory in a temp
 * folder, a unix socket in the same folder and no TCP port at all, so parallel runs never meet.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user the Debian
 * package creates. `findPostgres()` says why there is none when there is none.
 */
export interface TestPostgres {
  /**
   * Runs SQL through psql as the cluster's owner (or `role` via SET ROLE), in the `postgres`
   * database or `database`; returns its output.
   */
  sql: (text: string, options?: { role?: string; database?: string }) => Promise<string>;
  version: string;
  stop: () => Promise<void>;
}

export type PostgresBinaries = { bin: string; version: string } | { missing: string };

/** Debian's PostgreSQL, 15 by preference (what CI installs), else the newest present. */
export function findPostgres(): PostgresBinaries {
  const fromEnv = process.env.PG_BIN;
  const candidates = fromEnv
    ? [fromEnv]
    : existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql")
          .sort((a, b) => (a === "15" ? -1 : b === "15" ? 1 : Number(b) - Number(a)))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : [];
  const bin = candidates.find((dir) =>
    ["initdb", "pg_ctl", "postgres", "psql"].every((name) => existsSync(path.join(dir, name))),
  );
  if (!bin) {
    return {
      missing: `no PostgreSQL server under ${fromEnv ?? "/usr/lib/postgresql/*/bin"} (apt-get install postgresql, or set PG_BIN)`,
    };
  }
  if (userInfo().uid === 0 && !postgresUser()) {
    return { missing: "running as root and there is no `postgres` user to run the server as" };
  }
  return { bin, version: path.basename(path.dirname(bin)) };
}

function postgresUser(): { uid: number; gid: number } | null {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line) return null;
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

function run(
  command: string,
  args: string[],
  { input, asPostgres }: { input?: string; asPostgres: boolean },
): Promise<string> {
  const [file, argv] = asPostgres
    ? ["runuser", ["-u", "postgres", "--", command, ...args]]
    : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      stdio: ["pipe", "pipe", "pipe"],
      env: { ...process.env, LC_ALL: "C" },
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}: ${err || out}`)),
    );
    child.stdin.end(input ?? "");
  });
}

export async function startTestPostgres(bin: string): Promise<TestPostgres> {
  const asPostgres = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "menopause-pg-"));
  const owner = asPostgres ? postgresUser() : null;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, "data");
  const tool = (name: string) => path.join(bin, name);
  await run(
    tool("initdb"),
    ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
    { asPostgres },
  );
  // Durability off: the cluster lives for one test file.
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await run(
    tool("pg_ctl"),
    ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", options, "start"],
    {
      asPostgres,
    },
  );
  const sql: TestPostgres["sql"] = (text, { role, database = "postgres" } = {}) =>
    run(
      tool("psql"),
      [
        "-h",
        dir,
        "-U",
        "postgres",
        "-d",
        database,
        "-X",
        "-q",
        "-A",
        "-t",
        "-v",
        "ON_ERROR_STOP=1",
      ],
      { input: role ? `set role ${role};\n${text}` : text, asPostgres: false },
    );
  const version = (await sql("show server_version")).trim();
  return {
    sql,
    version,
    stop: async () => {
      await run(tool("pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"], {
        asPostgres,
      }).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
