import { afterAll, describe, expect, it, vi } from "vitest";
import { blog, stopBlog } from "~/lib/blog/blog.server";

afterAll(() => stopBlog());

describe("the blog's data layer", () => {
  // Starting the embedded database (initdb and the migration) takes seconds on a busy machine;
  // the limit only guards a hang.
  it(
    "answers a read even when the server's start-up step never ran",
    { timeout: 60_000 },
    async () => {
      vi.spyOn(console, "info").mockImplementation(() => {});
      const [latest] = await blog().latestPosts(1);
      expect(latest?.slug).toMatch(/^[a-z0-9-]+$/);
      // The same running blog every time, not a new database per read.
      expect(blog()).toBe(blog());
    },
  );
});
