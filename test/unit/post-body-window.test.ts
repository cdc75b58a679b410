// @vitest-environment node
import { clearWindow } from "isomorphic-dompurify";
import { describe, expect, it, vi } from "vitest";
import { BODIES_PER_WINDOW, renderPostBody } from "~/lib/blog/body.server";

vi.mock("isomorphic-dompurify", async (importOriginal) => {
  const original = await importOriginal<typeof import("isomorphic-dompurify")>();
  return { ...original, clearWindow: vi.fn(original.clearWindow) };
});

describe("the sanitiser's jsdom window", () => {
  it("is replaced every so many bodies, so a long crawl cannot grow it without end", async () => {
    const bodies = 2 * BODIES_PER_WINDOW + 1;
    for (let index = 0; index < bodies; index++) {
      const html = await renderPostBody(`Post ${index}<script>alert(1)</script>\nline two`);
      expect(html).toBe(`Post ${index}<br>\nline two`);
    }
    expect(vi.mocked(clearWindow)).toHaveBeenCalledTimes(2);
    // Still sanitising after a fresh window.
    expect(await renderPostBody('<img src=x onerror="alert(1)">ok')).toBe("ok");
  }, 60_000);
});
