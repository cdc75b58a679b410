import { writeSync } from "node:fs";
import { startBlog, stopBlog } from "~/lib/blog/blog.server";
import { ConfigError, serverEnv, type ServerEnv } from "~/lib/env.server";
import { warmSiteSearch } from "~/lib/search/site-search.server";

/**
 * The app's side of starting and stopping, called by the server (server/index.js) through the
 * build's entry module (docs/decisions/0043-a-server-the-project-owns.md).
 *
 * Contract: `startApp()` reads and checks the configuration (a mistake is printed in plain
 * words and the process exits 1), starts the data layer and the search index warming, and gives
 * what the server needs to know: whether it is development, the site's origin, how long a
 * shutdown drains and may take, and `warm`, which settles (never rejects) once the first reads
 * have been tried, whatever the backend answered. Called again, it gives the same answer.
 * `stopApp()` stops background refreshes and retries. Nothing else in the app runs at import.
 */
export interface AppStart {
  isDevelopment: boolean;
  siteUrl: string | undefined;
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  warm: Promise<void>;
}

// On globalThis: the development server loads the app's modules afresh after an edit.
const started = globalThis as typeof globalThis & { __appStart?: AppStart };

export function startApp(): AppStart {
  if (started.__appStart) return started.__appStart;
  let env: ServerEnv;
  try {
    env = serverEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const lines = error.message.split("\n").map((problem) => `[config] ${problem}\n`);
    // Written synchronously, since the process exits next: on some systems a pipe or terminal
    // takes console output asynchronously and would lose it.
    writeSync(process.stderr.fd, lines.join(""));
    process.exit(1);
  }
  if (env.mode === "production") warnOfUnsetSettings(env);

  const warm = startBlog(env.blog, env.siteUrl)
    // The search index is built before the process says it is ready, so no reader waits for it.
    .warm.then(() => warmSiteSearch())
    .catch(() => {
      // Logged by the data layer; readers get the designed error screens until it recovers.
    });
  started.__appStart = {
    isDevelopment: env.mode === "development",
    siteUrl: env.siteUrl,
    shutdownDrainMs: env.shutdownDrainMs,
    shutdownTimeoutMs: env.shutdownTimeoutMs,
    warm,
  };
  return started.__appStart;
}

export function stopApp(): void {
  stopBlog();
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
