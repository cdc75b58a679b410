import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CACHE_TTL_MS,
  DeadlineError,
  READER_DEADLINE_MS,
  createFetchPolicy,
  retryDelay,
  withRetries,
} from "~/lib/blog/fetch-policy.server";
import { BlogSourceError } from "~/lib/blog/source.server";

const transient = () => new BlogSourceError("fetch failed", { transient: true, status: 0 });
const permanent = () => new BlogSourceError("bad request", { transient: false, status: 400 });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("retries", () => {
  it("back off exponentially from 1 s, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it("retry a transient failure up to three times, waiting 1, 2 and 4 s", async () => {
    const attempts: number[] = [];
    const load = vi.fn(async () => {
      attempts.push(Date.now());
      if (attempts.length < 4) throw transient();
      return "fourth time lucky";
    });
    const result = withRetries(load);
    await vi.advanceTimersByTimeAsync(7_000);
    await expect(result).resolves.toBe("fourth time lucky");
    const gaps = attempts.slice(1).map((time, index) => time - attempts[index]!);
    expect(gaps).toEqual([1_000, 2_000, 4_000]);
  });

  it("give up after the third retry", async () => {
    const load = vi.fn(async () => {
      throw transient();
    });
    const result = withRetries(load);
    const settled = expect(result).rejects.toThrow("fetch failed");
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("never retry a permanent failure", async () => {
    const load = vi.fn(async () => {
      throw permanent();
    });
    await expect(withRetries(load)).rejects.toThrow("bad request");
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("the cache", () => {
  it("serves a hit for five minutes without asking again", async () => {
    const policy = createFetchPolicy();
    const load = vi.fn(async () => ["post"]);
    expect(await policy.read("posts", load)).toEqual(["post"]);
    await vi.advanceTimersByTimeAsync(CACHE_TTL_MS - 1_000);
    expect(await policy.read("posts", load)).toEqual(["post"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps separate entries per query", async () => {
    const policy = createFetchPolicy();
    expect(await policy.read("a", async () => "A")).toBe("A");
    expect(await policy.read("b", async () => "B")).toBe("B");
  });

  it("shares one in-flight fetch between concurrent readers", async () => {
    const policy = createFetchPolicy();
    const load = vi.fn(async () => "once");
    const results = await Promise.all([policy.read("k", load), policy.read("k", load)]);
    expect(results).toEqual(["once", "once"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("after five minutes serves the stale value at once and refreshes in the background", async () => {
    const policy = createFetchPolicy();
    let version = 1;
    const load = vi.fn(async () => `v${version}`);
    await policy.read("posts", load);
    await vi.advanceTimersByTimeAsync(CACHE_TTL_MS + 1);
    version = 2;
    expect(await policy.read("posts", load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(await policy.read("posts", load)).toBe("v2");
  });

  it("keeps serving the stale value while the backend fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const policy = createFetchPolicy();
    let failing = false;
    const load = vi.fn(async () => {
      if (failing) throw transient();
      return "good data";
    });
    await policy.read("posts", load);
    failing = true;
    await vi.advanceTimersByTimeAsync(CACHE_TTL_MS + 1);
    expect(await policy.read("posts", load)).toBe("good data");
    await vi.advanceTimersByTimeAsync(60_000); // every retry of the refresh fails
    expect(await policy.read("posts", load)).toBe("good data");
  });

  it("makes a reader with nothing cached wait at most the deadline, then fills the cache", async () => {
    const policy = createFetchPolicy();
    let attempts = 0;
    const load = vi.fn(async () => {
      attempts++;
      if (attempts < 4) throw transient(); // 1 + 2 + 4 s of back-off: past the deadline
      return "late but good";
    });
    const first = policy.read("posts", load);
    const timedOut = expect(first).rejects.toBeInstanceOf(DeadlineError);
    await vi.advanceTimersByTimeAsync(READER_DEADLINE_MS);
    await timedOut;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await policy.read("posts", load)).toBe("late but good");
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("reports the real failure when nothing is cached", async () => {
    const policy = createFetchPolicy();
    await expect(
      policy.read("posts", async () => {
        throw permanent();
      }),
    ).rejects.toThrow("bad request");
  });
});
