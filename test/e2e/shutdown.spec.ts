import { Agent, get as httpGet } from "node:http";
import { fixtureCategories, fixturePosts } from "../fixtures/blog-fixture";
import { startPostgrestStandin } from "../support/postgrest-standin";
import { rawRequest } from "../support/raw-http";
import { startServer } from "../support/server";
import { expect, test } from "./fixtures";

/** Resolves with the status of a GET over `agent` (a kept-alive connection). */
function getOver(agent: Agent, port: number, path: string) {
  return new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    httpGet({ host: "127.0.0.1", port, path, agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    }).on("error", reject);
  });
}

test("SIGTERM: /healthz says 503 at once, readers are still served, in-flight requests finish, clean exit", async () => {
  const backend = await startPostgrestStandin({
    categories: fixtureCategories,
    posts: fixturePosts,
  });
  const site = await startServer({
    env: {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      // Long enough for the checks below on a loaded machine: 2 s ran out before the last of
      // them, and the listener had closed (ECONNREFUSED). The test waits for the exit, not for the time.
      SHUTDOWN_DRAIN_MS: "8000",
      // The cap on the whole shutdown, raised with the drain: production has 3 s of drain in
      // 10 s, and 8 s in 10 s left closing 2 s, which a loaded machine overran (exit 1).
      SHUTDOWN_TIMEOUT_MS: "20000",
    },
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await getOver(agent, site.port, "/food")).status).toBe(200); // a kept-alive socket

    await backend.behave({ kind: "slow", delayMs: 1_500 });
    const inFlight = rawRequest(site.port, { target: "/blog/fixture-sleep" });
    await expect
      .poll(() => backend.requests.some((r) => r.params.get("slug") === "eq.fixture-sleep"))
      .toBe(true);

    const exited = new Promise<number | null>((resolve) => site.process.once("exit", resolve));
    site.process.kill("SIGTERM");
    await expect.poll(async () => (await fetch(`${site.url}/healthz`)).status).toBe(503);

    // A load balancer has not noticed yet: new connections are still answered.
    const during = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${site.url}/food`).then((r) => r.status)),
    );
    expect(during).toEqual(Array(20).fill(200));
    // The kept-alive connection is answered and told to close.
    expect(await getOver(agent, site.port, "/recipes")).toEqual({
      status: 200,
      connection: "close",
    });

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body).toContain("Fixture: Sleeping Again");
    expect(await exited).toBe(0);
    expect(site.output()).toContain("[server] shutting down");
  } finally {
    agent.destroy();
    await site.stop();
    await backend.close();
  }
});

test("SIGTERM with a backend that never answers: retries stop and the process exits in bounded time", async () => {
  const backend = await startPostgrestStandin({
    categories: fixtureCategories,
    posts: fixturePosts,
  });
  const site = await startServer({
    env: {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SHUTDOWN_DRAIN_MS: "0",
      SHUTDOWN_TIMEOUT_MS: "8000",
    },
  });
  try {
    await backend.behave({ kind: "slow", delayMs: 120_000 });
    // Uncached reads (the warm-up read only the list): each waits on the backend, and a failed
    // try would be retried.
    const before = backend.requests.length;
    const readers = ["/blog/fixture-sleep", "/blog?category=food-nutrition"].map((target) =>
      rawRequest(site.port, { target }),
    );
    // Both are waiting on the backend (the warm-up's reads came before).
    await expect.poll(() => backend.requests.length).toBeGreaterThanOrEqual(before + 2);
    const exited = new Promise<number | null>((resolve) => site.process.once("exit", resolve));
    site.process.kill("SIGTERM");
    // The readers get their designed answer rather than a dropped connection.
    for (const reader of readers) expect((await reader).status).toBe(503);
    // Exits on its own (code 0) well before the 8 s limit would force it (code 1).
    expect(await exited).toBe(0);
  } finally {
    await site.stop();
    await backend.close();
  }
});
