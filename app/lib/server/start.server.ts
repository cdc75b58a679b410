import { writeSync } from "node:fs";
import { startBlog, stopBlog } from "~/lib/blog/blog.server";
import { ConfigError, serverEnv, type ServerEnv } from "~/lib/env.server";
import { httpGuardInPlace, installHttpGuard } from "./http-guard.server";
import { currentPhase, enterPhase } from "./lifecycle.server";
import { warmSiteSearch } from "~/lib/search/site-search.server";

// On globalThis: the development server re-imports the build after every edit.
/**
 * The server's one start-up step, run by entry.server when remix-serve imports the build:
 * read and check the configuration, guard the HTTP server remix-serve is about to create, and
 * warm the data layer; `/healthz` answers 503 until it is warm. On SIGTERM it drains
 * (docs/decisions/0012-start-and-shutdown.md). Nothing else in the app runs code at import.
 */
export function startServer(): void {
  if (started.__serverStarted) return;
  started.__serverStarted = true;

  let env: ServerEnv;
  try {
    env = serverEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const lines = error.message.split("\n").map((problem) => `[config] ${problem}\n`);
    // Written synchronously, since the process exits next: on some systems a pipe or terminal
    // takes console output asynchronously and would lose it.
    writeSync(process.stderr.fd, lines.join(""));
    // Exit rather than throw: remix-serve would print the error again with its stack trace,
    // which says nothing the message has not and buries it among lines about the build.
    process.exit(1);
  }
  if (env.mode === "production") warnOfUnsetSettings(env);

  process.once("SIGINT", () => {
    interrupted = true;
  });
  installHttpGuard({
    siteUrl: env.siteUrl,
    isDevelopment: env.mode === "development",
    onClose: (close) => drain(env, close),
  });

  const blog = startBlog(env.blog, env.siteUrl);
  blog.warm
    // The search index is built before the process says it is ready, so no reader waits for it.
    .then(() => warmSiteSearch())
    .catch(() => {
      // Logged by the data layer; readers get the designed error screens until it recovers.
    })
    .finally(() => {
      if (currentPhase() !== "starting") return;
      // By now remix-serve has long created its server, if it did so after importing the build.
      // Vite's development server is not remix-serve and owns its HTTP server before the app
      // loads: no guard there, and nothing to warn about, since no reader meets it.
      if (httpGuardInPlace() || env.mode === "development") {
        enterPhase("ready");
        return;
      }
      enterPhase("unguarded");
      console.error(
        "[server] the HTTP guard is not in front of the server: remix-serve created it before importing the build (docs/decisions/0011-http-guard.md). /healthz stays 503 until that is fixed.",
      );
    });
}

/** Production still starts without these, so say plainly what is missing and what it costs. */
function warnOfUnsetSettings(env: ServerEnv): void {
  if (!env.siteUrl) {
    console.warn(
      "[config] SITE_URL is not set: links in pages come from each request's Host header, so pages are sent Cache-Control: private (no shared cache keeps them). Set SITE_URL=https://your-domain in production.",
    );
  }
  if (!env.connect.communityChatUrl) {
    console.warn(
      "[config] COMMUNITY_CHAT_URL is not set: the footer's community chat link leads to /about#community, which explains why there is no chat. Set it to the chat's https invite link if one opens.",
    );
  }
  if (!env.connect.socialUrl) {
    console.warn(
      "[config] SOCIAL_URL is not set: the footer's social link leads to /about#follow (RSS and email). Set it to your profile's https address once there is one.",
    );
  }
}

const started = globalThis as typeof globalThis & { __serverStarted?: true };

let draining = false;
let interrupted = false;

/**
 * SIGTERM: say 503 on `/healthz` at once while still answering readers, so a load balancer
 * moves traffic away; then stop accepting connections and let requests in flight finish; stop
 * background refreshes and retries; and exit within the time limit whatever happens.
 */
function drain(env: ServerEnv, close: () => void): void {
  if (draining) return;
  draining = true;
  enterPhase("draining");
  // SIGINT (Ctrl-C in a terminal) and development stop at once; only SIGTERM waits.
  const wait = env.mode === "development" || interrupted ? 0 : env.shutdownDrainMs;
  console.info(`[server] shutting down: draining for ${wait} ms`);
  setTimeout(() => {
    close();
    stopBlog();
  }, wait).unref();
  setTimeout(() => {
    console.error("[server] shutdown took too long; exiting");
    process.exit(1);
  }, env.shutdownTimeoutMs).unref();
}
