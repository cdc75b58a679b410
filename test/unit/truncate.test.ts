import { describe, expect, it } from "vitest";
import { truncateAtWord } from "~/lib/truncate";

describe("truncateAtWord", () => {
  it("leaves text that fits as it is", () => {
    expect(truncateAtWord("Hot flushes at work", 19)).toBe("Hot flushes at work");
    expect(truncateAtWord("", 10)).toBe("");
  });

  it("cuts between words, with an ellipsis, within the limit", () => {
    expect(truncateAtWord("Hot flushes at work, and what helped", 20)).toBe("Hot flushes at work…");
    // A word that ends exactly at the limit is kept whole.
    expect(truncateAtWord("Sleep well and wake up", 11)).toBe("Sleep well…");
    const cut = truncateAtWord("word ".repeat(1_000), 120);
    expect(Array.from(cut).length).toBeLessThanOrEqual(120);
    expect(cut).toMatch(/ word…$/);
  });

  it("drops spaces and punctuation before the ellipsis", () => {
    expect(truncateAtWord("Sleep, food; and work — all of it", 14)).toBe("Sleep, food…");
  });

  it("cuts one endless word mid-word, using the whole limit", () => {
    const cut = truncateAtWord("Perimenopause".repeat(400), 120);
    expect(Array.from(cut)).toHaveLength(120);
    expect(cut.endsWith("…")).toBe(true);
    // A short first word and then an endless one: no cut back to a few characters.
    expect(Array.from(truncateAtWord(`My ${"x".repeat(500)}`, 120))).toHaveLength(120);
  });

  it("counts characters, never splitting an emoji", () => {
    const cut = truncateAtWord("🔥".repeat(200), 120);
    expect(Array.from(cut)).toHaveLength(120);
    expect(cut.startsWith("🔥".repeat(119))).toBe(true);
  });
});
