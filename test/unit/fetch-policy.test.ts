import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCircuitBreaker } from "~/lib/blog/circuit-breaker.server";
import {
  ABSENT_TTL_MS,
  CACHE_TTL_MS,
  DeadlineError,
  FAILURE_MEMORY_MS,
  READER_DEADLINE_MS,
  STALE_MS,
  createFetchPolicy,
  retryDelay,
  withRetries,
} from "~/lib/blog/fetch-policy.server";
import { BlogBackendError } from "~/lib/blog/backend.server";

const transient = () => new BlogBackendError("fetch failed", { transient: true, status: 0 });
const permanent = () => new BlogBackendError("bad request", { transient: false, status: 400 });

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

/** A policy holding "good data" past its freshness, whose backend now fails every time. */
async function staleWithFailingBackend() {
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
  return { policy, load };
}

describe("the cache", () => {
  it("serves a hit while it is fresh without asking again", async () => {
    const policy = createFetchPolicy();
    const load = vi.fn(async () => ["post"]);
    expect(await policy.read("posts", load)).toEqual(["post"]);
    await vi.advanceTimersByTimeAsync(CACHE_TTL_MS - 1_000);
    expect(await policy.read("posts", load)).toEqual(["post"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps a reader's longer freshness (search's pages) past the others' refresh", async () => {
    const policy = createFetchPolicy();
    const load = vi.fn(async () => ["texts"]);
    const freshMs = 5 * 60_000;
    await policy.read("texts:0", load, { freshMs });
    await vi.advanceTimersByTimeAsync(CACHE_TTL_MS * 4);
    await policy.read("texts:0", load, { freshMs });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(freshMs);
    await policy.read("texts:0", load, { freshMs });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
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

  it("once stale serves the value at once and refreshes in the background", async () => {
    const policy = createFetchPolicy();
    let version = 1;
    const load = vi.fn(async () => `v${version}`);
    await policy.read("posts", load);
    await vi.advanceTimersByTimeAsync(CACHE_TTL_MS + 1);
    version = 2;
    expect(await policy.read("posts", load)).toBe("v1");
    await vi.advanceTimersByTimeAsync(0); // the refresh starts on the next tick
    expect(load).toHaveBeenCalledTimes(2);
    expect(await policy.read("posts", load)).toBe("v2");
  });

  it("past its stale window, gives the first reader after a quiet spell the new answer", async () => {
    const policy = createFetchPolicy();
    let version = 1;
    const load = vi.fn(async () => `v${version}`);
    await policy.read("posts", load);
    // Nobody asks for longer than the answer is fresh and may be served stale; then it changes.
    await vi.advanceTimersByTimeAsync(CACHE_TTL_MS + STALE_MS + 1);
    version = 2;
    expect(await policy.read("posts", load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps serving the last answer while the backend fails, however long, and says so once", async () => {
    const { policy, load } = await staleWithFailingBackend();
    expect(await policy.read("posts", load)).toBe("good data");
    await vi.advanceTimersByTimeAsync(60_000); // every retry of the refresh fails
    // Past the stale window the reader waits for a fresh answer, then gets the last one.
    const error = vi.mocked(console.error);
    error.mockClear();
    const reader = policy.read("posts", load);
    await vi.advanceTimersByTimeAsync(READER_DEADLINE_MS);
    expect(await reader).toBe("good data");
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith("Serving the last answer for posts: fetch failed");
    // The failure is remembered: the next readers get the last answer at once, quietly.
    expect(await policy.read("posts", load)).toBe("good data");
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("makes a reader with nothing cached wait at most the deadline, then stops retrying", async () => {
    const policy = createFetchPolicy();
    let attempts = 0;
    const load = vi.fn(async () => {
      attempts++;
      if (attempts < 4) throw transient(); // 1 + 2 + 4 s of back-off: past the deadline
      return "late but good";
    });
    const first = policy.read("posts", load);
    // The reader hears the last real failure, not just "timed out".
    const timedOut = expect(first).rejects.toThrow(
      expect.objectContaining({ name: "DeadlineError", message: "fetch failed" }),
    );
    await vi.advanceTimersByTimeAsync(READER_DEADLINE_MS);
    await timedOut;
    await expect(first).rejects.toBeInstanceOf(DeadlineError);
    // Nobody is waiting any more: no retry after the deadline (tries at 0, 1 and 3 s).
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(3);
    // The next reader starts afresh.
    expect(await policy.read("posts", load)).toBe("late but good");
  });

  it("remembers a failure briefly, so a burst of readers costs one attempt", async () => {
    const policy = createFetchPolicy();
    const load = vi.fn(async () => {
      throw permanent();
    });
    await expect(policy.read("k", load)).rejects.toThrow("bad request");
    await expect(policy.read("k", load)).rejects.toThrow("bad request");
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FAILURE_MEMORY_MS + 1);
    await expect(policy.read("k", load)).rejects.toThrow("bad request");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps absent answers apart: a flood of unknown keys evicts nothing", async () => {
    const policy = createFetchPolicy({ max: 5 });
    await policy.read("post:real", async () => "a real post");
    for (let index = 0; index < 600; index++) {
      expect(await policy.read(`post:made-up-${index}`, async () => null)).toBeNull();
    }
    const failing = vi.fn(async () => {
      throw transient();
    });
    await vi.advanceTimersByTimeAsync(CACHE_TTL_MS + 1);
    expect(await policy.read("post:real", failing)).toBe("a real post");
    expect(policy.size()).toBe(1);
  });

  it("remembers 'not found' for a minute, then asks again", async () => {
    const policy = createFetchPolicy();
    let exists = false;
    const load = vi.fn(async () => (exists ? "now it exists" : null));
    expect(await policy.read("post:new", load)).toBeNull();
    exists = true;
    expect(await policy.read("post:new", load)).toBeNull();
    await vi.advanceTimersByTimeAsync(ABSENT_TTL_MS + 1);
    expect(await policy.read("post:new", load)).toBe("now it exists");
  });

  it("stops background refreshes and their retries when asked to stop", async () => {
    const { policy, load } = await staleWithFailingBackend();
    expect(await policy.read("posts", load)).toBe("good data");
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    policy.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
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

describe("the circuit breaker", () => {
  it("after five failures in a row, fails at once with the last real error, then probes", async () => {
    const breaker = createCircuitBreaker({ threshold: 5, coolOffMs: 15_000 });
    const policy = createFetchPolicy({ breaker });
    const load = vi.fn(async () => {
      throw new BlogBackendError("database is on fire", { transient: true, status: 500 });
    });
    // 100 readers of uncached keys while the backend answers 500.
    const reads = Array.from({ length: 100 }, (_, index) =>
      policy.read(`post:${index}`, load).catch((error: unknown) => error),
    );
    await vi.advanceTimersByTimeAsync(READER_DEADLINE_MS);
    const errors = await Promise.all(reads);
    // Each was already on its way; what the breaker saves is the retries (four tries each
    // before it).
    expect(load.mock.calls.length).toBeLessThan(110);
    for (const error of errors) expect((error as Error).message).toBe("database is on fire");
    expect(breaker.isOpen).toBe(true);
    // Readers who come while it is open cost the backend nothing.
    load.mockClear();
    await vi.advanceTimersByTimeAsync(FAILURE_MEMORY_MS + 1);
    const later = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        policy.read(`post:${index}`, load).catch((error: unknown) => error),
      ),
    );
    expect(load).not.toHaveBeenCalled();
    for (const error of later) expect((error as Error).message).toBe("database is on fire");

    load.mockImplementation(async () => {
      throw new Error("unreachable");
    });
    const healthy = vi.fn(async () => "back again");
    await vi.advanceTimersByTimeAsync(15_001);
    expect(await policy.read("post:fresh", healthy)).toBe("back again");
    expect(breaker.isOpen).toBe(false);
  });
});
