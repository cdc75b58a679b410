import { fixtureCategories, fixturePosts } from "../fixtures/blog-fixture";
import { startFakePostgrest } from "../support/fake-postgrest";
import { rawRequest } from "../support/raw-http";
import { startServer } from "../support/server";
import { expect, test } from "./fixtures";

test("SIGTERM lets in-flight requests finish, then the process exits cleanly", async () => {
  const backend = await startFakePostgrest({ categories: fixtureCategories, posts: fixturePosts });
  const site = await startServer({
    env: { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey },
  });
  try {
    backend.behave({ kind: "slow", delayMs: 1_500 });
    const inFlight = rawRequest(site.port, { target: "/blog/fixture-sleep" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => site.process.once("exit", resolve));
    site.process.kill("SIGTERM");

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(response.body).toContain("Fixture: Sleeping Again");
    expect(await exited).toBe(0);
  } finally {
    await site.stop();
    await backend.close();
  }
});
