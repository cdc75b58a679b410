import { Agent, get as httpGet } from "node:http";
import { connect, type Socket } from "node:net";
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
      SHUTDOWN_DRAIN_MS: "2000",
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
    // Uncached reads (/healthz has read the newest post, fixture-food): each waits on the
    // backend, and a failed try would be retried.
    const readers = ["/blog/fixture-sleep", "/blog?category=food-nutrition"].map((target) =>
      rawRequest(site.port, { target }),
    );
    await expect.poll(() => backend.requests.length).toBeGreaterThanOrEqual(3);
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

/** A connection opened now whose request is sent later, as a reader's may arrive just after. */
async function openConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve).once("error", reject);
  });
  return {
    get: (target: string) =>
      new Promise<string>((resolve) => {
        const chunks: Buffer[] = [];
        socket.on("data", (chunk: Buffer) => chunks.push(chunk));
        // A reset or an early close shows as a missing status line, not a thrown error.
        socket.on("error", (error) => resolve(`error: ${error.message}`));
        socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8").split("\r\n")[0]!));
        socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      }),
  };
}

function refusesConnections(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

test("SIGTERM: connections open when the server stops listening are answered, not reset", async () => {
  const site = await startServer({ env: { SHUTDOWN_DRAIN_MS: "500" } });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // Eight readers just connected, not asking yet, and one whose kept-alive connection is idle
    // (asked last, well inside the server's five-second keep-alive timeout).
    const readers = await Promise.all(Array.from({ length: 8 }, () => openConnection(site.port)));
    // Answered on a later connection, so the server has accepted the eight before it.
    expect((await getOver(agent, site.port, "/food")).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => site.process.once("exit", resolve));
    site.process.kill("SIGTERM");
    await expect
      .poll(() => refusesConnections(site.port), { timeout: 10_000, intervals: [20] })
      .toBe(true);

    const [keptAlive, ...answers] = await Promise.all([
      getOver(agent, site.port, "/recipes"),
      ...readers.map((reader) => reader.get("/recipes")),
    ]);
    expect(keptAlive).toEqual({ status: 200, connection: "close" });
    expect(answers).toEqual(Array(8).fill("HTTP/1.1 200 OK"));
    expect(await exited).toBe(0);
  } finally {
    agent.destroy();
    await site.stop();
  }
});
