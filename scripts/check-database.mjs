#!/usr/bin/env node
/**
 * `npm run db:check [-- --env-file <file>]`: makes every read this checkout's code makes against the database its
 * configuration names (SUPABASE_URL and the publishable key, as the site reads), and exits 1
 * naming the migration to apply when one fails. deploy/release.sh runs it on the new build
 * before it switches anything (docs/decisions/0035-the-project-an-owner-really-has.md). The
 * embedded database needs no check: the server applies the migrations at every start.
 */
import path from "node:path";
import { importTs } from "./import-ts.mjs";

// `--env-file <file>`: the processes' settings (release.sh passes the systemd unit's file); what
// the shell already set wins.
const envFile = process.argv.indexOf("--env-file");
if (envFile !== -1) process.loadEnvFile(process.argv[envFile + 1]);

const { parseEnv, ConfigError } = await importTs("app/lib/env.server.ts");
let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  for (const line of error.message.split("\n")) console.error(`[db:check] ${line}`);
  process.exit(1);
}
if (env.blog.source !== "supabase") {
  console.info(
    "[db:check] the embedded database: its migrations run at every start, nothing to check",
  );
  process.exit(0);
}
const { createSupabaseBackend, createSupabaseClient } = await importTs(
  "app/lib/blog/supabase-backend.server.ts",
);
const { checkSchema } = await importTs("tools/database/schema-check.ts");
const backend = createSupabaseBackend(
  createSupabaseClient(env.blog.url, env.blog.anonKey),
  new URL(env.blog.url).origin,
);
const result = await checkSchema(backend, { migrationsDir: path.resolve("supabase/migrations") });
if (!result.ok) {
  console.error(`[db:check] ${env.blog.url}: ${result.problem}`);
  process.exit(1);
}
console.info(
  `[db:check] ${env.blog.url} answers every read this build makes (${result.reads.join(", ")})`,
);
