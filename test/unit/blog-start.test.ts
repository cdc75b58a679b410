import { afterAll, describe, expect, it, vi } from "vitest";
import { blog, stopBlog } from "~/lib/blog/blog.server";

afterAll(() => stopBlog());

describe("the blog's data layer", () => {
  it("answers a read even when the server's start-up step never ran", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const [latest] = await blog().latestPosts(1);
    expect(latest?.slug).toMatch(/^[a-z0-9-]+$/);
    // The same running blog every time, not a new database per read.
    expect(blog()).toBe(blog());
  });
});
