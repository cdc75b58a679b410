import { afterAll, describe, expect, it, vi } from "vitest";
import { blog, startBlog, stopBlog } from "~/lib/blog/blog.server";
import { serverEnv } from "~/lib/env.server";

afterAll(() => stopBlog());

describe("the blog's data layer", () => {
  // Starting the embedded database (initdb and the migration) takes seconds on a busy machine,
  // longer than one read's deadline; the test's limit only guards a hang.
  it(
    "answers a read even when the server's start-up step never ran",
    { timeout: 60_000 },
    async () => {
      vi.spyOn(console, "info").mockImplementation(() => {});
      const data = blog();
      // blog() started it: the start-up step's own call finds that running blog.
      const running = startBlog(serverEnv().blog);
      expect(running.data).toBe(data);
      await running.warm;
      const [latest] = await data.latestPosts(1);
      expect(latest?.slug).toMatch(/^[a-z0-9-]+$/);
      // The same running blog every time, not a new database per read.
      expect(blog()).toBe(data);
    },
  );
});
