import path from "node:path";
import { z } from "zod";
import { postsSnapshotPath } from "./blog/posts-snapshot.server";
import { KEYS_PAGE, supabaseKeyKind } from "./blog/supabase-keys.server";

/**
 * The server's configuration: every environment variable the site reads, parsed and checked in
 * one place, once, at start-up (`readEnv` from `startServer`). A bad value stops the server with
 * a message that says what to set, rather than being ignored. See docs/decisions/0001-data-source.md,
 * docs/decisions/0010-site-origin.md and docs/decisions/0018-connect-links.md.
 */

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const milliseconds = (name: string, fallback: number) =>
  optionalText.transform((value, context) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (Number.isInteger(number) && number >= 0 && number <= 600_000) return number;
    context.addIssue({
      code: "custom",
      message: `${name} must be a whole number of milliseconds up to 600000, got "${value}"`,
    });
    return z.NEVER;
  });

/**
 * An address setting: an absolute URL with one of `schemes`, never with a user name or password
 * (which would be repeated in logs and links; such a value is not echoed back either), passed
 * through `shape` for any further rule and the value to keep.
 */
const webAddress = (
  name: string,
  {
    schemes,
    example,
    shape = (url) => url.href,
  }: {
    schemes: readonly ("https:" | "http:")[];
    example: string;
    shape?: (url: URL) => string | { problem: string };
  },
) =>
  optionalText.transform((value, context) => {
    if (value === undefined) return undefined;
    const fail = (message: string) => {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return fail(`${name} must be an absolute URL such as ${example}, got "${value}"`);
    }
    if (url.username || url.password) {
      return fail(`${name} must not contain a user name or password`);
    }
    if (!(schemes as readonly string[]).includes(url.protocol)) {
      const allowed = schemes.map((scheme) => scheme.slice(0, -1)).join(" or ");
      return fail(`${name} must be ${allowed}, such as ${example}, got "${value}"`);
    }
    const shaped = shape(url);
    return typeof shaped === "string" ? shaped : fail(shaped.problem);
  });

/** The public origin: an origin and nothing more, so links can be built from it. */
const siteUrl = webAddress("SITE_URL", {
  schemes: ["https:", "http:"],
  example: "https://example.com",
  shape: (url) =>
    url.pathname !== "/" || url.search || url.hash
      ? { problem: `SITE_URL must be an origin such as https://example.com, got "${url.href}"` }
      : url.origin,
});

/**
 * A host that can only be this machine: 127.0.0.0/8, ::1 or localhost. The URL parser has
 * already written any IPv4 form (`127.1`, `2130706433`) as four decimal parts and IPv6 in its
 * shortest form.
 */
function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The Supabase project's address: https, or http only on this machine (a local Supabase runs on
 * http), since the anonymous key and every query would otherwise cross the network in clear.
 * Checked here so a mistake stops the server with this message rather than a stack trace from
 * inside the client.
 */
const supabaseUrl = webAddress("SUPABASE_URL", {
  schemes: ["https:", "http:"],
  example: "https://<project>.supabase.co",
  shape: (url) =>
    url.protocol === "http:" && !isLoopbackHost(url.hostname)
      ? {
          problem: `SUPABASE_URL must be https; http is accepted only for this machine (127.0.0.1, ::1 or localhost, such as http://127.0.0.1:54321), got "${url.href}"`,
        }
      : // As written: supabase-js builds its REST address from it.
        url.href.replace(/\/$/, ""),
});

/** A link readers are sent to from every page: only an absolute https URL will do. */
const httpsLink = (name: string) =>
  webAddress(name, { schemes: ["https:"], example: "https://example.com/..." });

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).catch("production"),
    SITE_URL: siteUrl,
    SUPABASE_URL: supabaseUrl,
    /** The project's publishable key (sb_publishable_…), or its legacy anon key. */
    SUPABASE_PUBLISHABLE_KEY: optionalText,
    SUPABASE_ANON_KEY: optionalText,
    BLOG_SUPABASE_DIR: optionalText,
    BLOG_POSTS_DIR: optionalText,
    REMIX_BUILD_DIR: optionalText,
    /** The readers' community chat (an invite link); unset until the author opens one. */
    COMMUNITY_CHAT_URL: httpsLink("COMMUNITY_CHAT_URL"),
    /** The author's social profile; unset until there is one. */
    SOCIAL_URL: httpsLink("SOCIAL_URL"),
    /** How long `/healthz` says 503 before the server stops accepting connections. */
    SHUTDOWN_DRAIN_MS: milliseconds("SHUTDOWN_DRAIN_MS", 3_000),
    /** The longest a shutdown may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: milliseconds("SHUTDOWN_TIMEOUT_MS", 10_000),
  })
  .superRefine((env, context) => {
    const key = publicKey(env);
    // supabase-js's own messages, so the operator recognises them.
    if (key && !env.SUPABASE_URL) {
      context.addIssue({ code: "custom", message: "supabaseUrl is required." });
    }
    if (env.SUPABASE_URL && !key) {
      context.addIssue({ code: "custom", message: "supabaseKey is required." });
    }
    if (
      env.SUPABASE_PUBLISHABLE_KEY &&
      env.SUPABASE_ANON_KEY &&
      env.SUPABASE_PUBLISHABLE_KEY !== env.SUPABASE_ANON_KEY
    ) {
      context.addIssue({
        code: "custom",
        message:
          "SUPABASE_PUBLISHABLE_KEY and SUPABASE_ANON_KEY are both set, to different keys: set only one (the publishable key, sb_publishable_…)",
      });
    }
    // A secret key would read past Row Level Security: every draft and scheduled post to every
    // reader. Its value is not echoed back.
    if (key && supabaseKeyKind(key) === "secret") {
      const name = env.SUPABASE_PUBLISHABLE_KEY ? "SUPABASE_PUBLISHABLE_KEY" : "SUPABASE_ANON_KEY";
      context.addIssue({
        code: "custom",
        message: `${name} holds a secret key (sb_secret_… or service_role), which reads past Row Level Security and must never be the site's: set the project's publishable key (sb_publishable_…, or the legacy anon key) from ${KEYS_PAGE}. The secret key belongs only to npm run posts:push, in the author's shell.`,
      });
    }
  });

/** The key the site reads with: the publishable key, or the legacy anon key. */
function publicKey(env: { SUPABASE_PUBLISHABLE_KEY?: string; SUPABASE_ANON_KEY?: string }) {
  return env.SUPABASE_PUBLISHABLE_KEY ?? env.SUPABASE_ANON_KEY;
}

type ParsedEnv = z.infer<typeof schema>;

export type BlogConfig =
  | { source: "supabase"; url: string; anonKey: string }
  | {
      source: "pglite";
      supabaseDir: string;
      /** The post files the embedded database is filled from (content/posts by default). */
      postsDir: string;
      /**
       * Production: the posts as the build checked them (`build/posts.json`), read instead of
       * the files; undefined in development, or when BLOG_POSTS_DIR names a folder to read.
       */
      snapshot?: string;
      /**
       * Development only: drafts and scheduled posts are shown, with a badge, so the author
       * sees a post before readers can (docs/decisions/0027-posts-are-markdown-files.md).
       */
      preview: boolean;
    };

export interface ConnectConfig {
  communityChatUrl?: string;
  socialUrl?: string;
}

export interface ServerEnv {
  mode: ParsedEnv["NODE_ENV"];
  /** The public origin, without a trailing slash; undefined when SITE_URL is not set. */
  siteUrl: string | undefined;
  blog: BlogConfig;
  /** The footer's community and social addresses; unset ones lead to /about instead. */
  connect: ConnectConfig;
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  /**
   * Production: the rules each route's pages use, as the build found them
   * (`build/critical-css.json`, app/entry.server.tsx, documentStyles); undefined in development.
   */
  criticalStylesFile: string | undefined;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

/** Parses an environment; throws a `ConfigError` listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => issue.message).join("\n"));
  }
  const env = result.data;
  return {
    mode: env.NODE_ENV,
    siteUrl: env.SITE_URL,
    blog:
      env.SUPABASE_URL && publicKey(env)
        ? { source: "supabase", url: env.SUPABASE_URL, anonKey: publicKey(env)! }
        : {
            source: "pglite",
            supabaseDir: env.BLOG_SUPABASE_DIR ?? path.resolve(process.cwd(), "supabase"),
            postsDir: env.BLOG_POSTS_DIR ?? path.resolve(process.cwd(), "content/posts"),
            snapshot:
              env.NODE_ENV === "production" && !env.BLOG_POSTS_DIR
                ? postsSnapshotPath(path.resolve(process.cwd(), env.REMIX_BUILD_DIR ?? "build"))
                : undefined,
            preview: env.NODE_ENV === "development",
          },
    connect: { communityChatUrl: env.COMMUNITY_CHAT_URL, socialUrl: env.SOCIAL_URL },
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    criticalStylesFile:
      env.NODE_ENV === "production"
        ? path.resolve(process.cwd(), env.REMIX_BUILD_DIR ?? "build", "critical-css.json")
        : undefined,
  };
}

let current: ServerEnv | undefined;

/** The process's configuration, read from `process.env` on first use and kept. */
export function serverEnv(): ServerEnv {
  current ??= parseEnv(process.env);
  return current;
}

/**
 * The site's public origin: SITE_URL when set (production), else the request's own origin,
 * which is only to be trusted in development (see docs/decisions/0010-site-origin.md).
 */
export function siteOrigin(request: Request): string {
  return serverEnv().siteUrl ?? new URL(request.url).origin;
}

/** Without SITE_URL a page's links come from the request, so no shared cache may keep it. */
export function originIsConfigured(): boolean {
  return serverEnv().siteUrl !== undefined;
}
