import { cachified, type Cache, type CacheEntry } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";
import {
  createCircuitBreaker,
  CircuitOpenError,
  type CircuitBreaker,
} from "./circuit-breaker.server";
import { BlogBackendError } from "./backend.server";

/**
 * How the blog's reads meet the backend (docs/decisions/0002-fetch-policy.md): each query's
 * answer is fresh for 15 seconds, then served stale for STALE_MS more while one background
 * refresh runs. Past that a reader waits for a fresh answer, as if nothing were cached, so the
 * first reader after a quiet spell never gets an old edit; the old answer is kept only for when
 * the backend fails. A reader with nothing cached waits at most READER_DEADLINE_MS;
 * transient failures are retried with exponential back-off while someone is still waiting (or,
 * for a background refresh, up to MAX_RETRIES); a failed read is remembered briefly, and a
 * circuit breaker backs off from a backend that keeps failing. Answers that say "nothing here"
 * (null) are kept apart, briefly, so unknown keys never push real answers out of the cache.
 * The answers an outage most needs (lists, the feed, the sitemap: `isCore`) are kept apart too,
 * so reading many posts or deep list pages, which any visitor can do, only pushes out other
 * posts and pages (docs/decisions/0015-bounded-caches.md).
 *
 * Retries, deadlines and the breaker are written here rather than taken from cockatiel, because
 * cockatiel's back-off sleeps cannot be cancelled: a reader past its deadline, or a shutdown,
 * would wait out a back-off of up to 30 s instead of stopping at once (tests below check both).
 */
/**
 * Short, so an edit in the database reaches readers within a minute through nginx's cache
 * as well (docs/decisions/0043-a-server-the-project-owns.md): a refresh is a few small reads.
 */
export const CACHE_TTL_MS = 15_000;
/**
 * How long past its freshness an answer is still served while it refreshes in the background.
 * With nginx's own window (app/lib/response.server.ts) an edit reaches every reader within
 * 50 s, however long nobody asked.
 */
export const STALE_MS = 10_000;
export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
/** The longest a reader waits for data that is not cached yet. */
export const READER_DEADLINE_MS = 5_000;
/** Each attempt gets this long before it counts as a (transient) timeout. */
export const ATTEMPT_TIMEOUT_MS = 5_000;
/** How long a failed read is answered from memory instead of asking the backend again. */
export const FAILURE_MEMORY_MS = 5_000;
/** How long "not found" is remembered, and for how many keys. */
export const ABSENT_TTL_MS = 15_000;
export const ABSENT_MAX = 1_000;

export function retryDelay(retry: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** retry, RETRY_MAX_DELAY_MS);
}

/** Nobody may wait any longer; carries the last real failure, when there was one. */
export class DeadlineError extends Error {
  constructor(cause?: unknown) {
    super(cause instanceof Error ? cause.message : "The request timed out", { cause });
    this.name = "DeadlineError";
  }
}

type Load<T> = (signal: AbortSignal) => Promise<T>;

export interface Clock {
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

const realClock: Clock = {
  // Date and setTimeout (not performance or AbortSignal.timeout) so tests can fake them.
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener("abort", done);
        resolve();
      }
      signal?.addEventListener("abort", done, { once: true });
    }),
};

function isTransient(error: unknown): boolean {
  return !(error instanceof BlogBackendError) || error.transient;
}

/** Runs `work` with a signal that aborts after `ms` or with any of `others`; no timer outlives it. */
async function withDeadline<T>(
  ms: number,
  others: AbortSignal[],
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlineError()), ms);
  try {
    return await work(AbortSignal.any([controller.signal, ...others]));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `load`, retrying transient failures up to MAX_RETRIES times with exponential back-off,
 * until `signal` says nobody is waiting any more. Throws the last real failure.
 */
export async function withRetries<T>(
  load: Load<T>,
  {
    clock = realClock,
    signal,
    breaker,
  }: { clock?: Clock; signal?: AbortSignal; breaker?: CircuitBreaker } = {},
): Promise<T> {
  let lastError: unknown;
  for (let retry = 0; ; retry++) {
    if (signal?.aborted) throw new DeadlineError(lastError);
    const attempt = (attemptSignal: AbortSignal) =>
      breaker ? breaker.run(() => load(attemptSignal)) : load(attemptSignal);
    try {
      return await withDeadline(ATTEMPT_TIMEOUT_MS, signal ? [signal] : [], attempt);
    } catch (error) {
      if (error instanceof CircuitOpenError) throw lastError ?? error.lastError ?? error;
      if (signal?.aborted) throw new DeadlineError(lastError ?? error);
      lastError = error;
      if (!isTransient(error) || retry >= MAX_RETRIES) throw error;
      await clock.sleep(retryDelay(retry), signal);
    }
  }
}

class Absent extends Error {}

/** Entries outlive their stale window (only the count bounds them): the fallback in an outage. */
function lruCache(lru: LRUCache<string, CacheEntry>): Cache {
  return {
    get: (key) => lru.get(key),
    set: (key, entry) => lru.set(key, entry),
    delete: (key) => lru.delete(key),
  };
}

/** A bound for the core entries that only a bug could reach: their keys come from real data. */
export const CORE_MAX = 1_000;

export function createFetchPolicy({
  clock = realClock,
  max = 500,
  breaker = createCircuitBreaker(),
  isCore = () => false,
}: {
  clock?: Clock;
  /** How many answers outside the core are kept, least recently used first out. */
  max?: number;
  breaker?: CircuitBreaker;
  /** Keys whose answers are kept apart from the rest, out of reach of a flood of other keys. */
  isCore?: (key: string) => boolean;
} = {}) {
  const entries = new LRUCache<string, CacheEntry>({ max });
  const core = new LRUCache<string, CacheEntry>({ max: CORE_MAX });
  const tail = lruCache(entries);
  const kept = lruCache(core);
  const cache: Cache = {
    get: (key) => (isCore(key) ? kept : tail).get(key),
    set: (key, entry) => (isCore(key) ? kept : tail).set(key, entry),
    delete: (key) => (isCore(key) ? kept : tail).delete(key),
  };
  const perf = { now: clock.now };
  const absent = new LRUCache<string, true>({ max: ABSENT_MAX, ttl: ABSENT_TTL_MS, perf });
  const failures = new LRUCache<string, { error: unknown }>({
    max,
    ttl: FAILURE_MEMORY_MS,
    perf,
  });
  // Aborted at shutdown: background refreshes and their retry timers stop at once.
  const lifetime = new AbortController();

  /**
   * The cached or fresh answer for `key`; null (never cached with the rest) when absent.
   * `freshMs` lets a reader that can wait longer for an edit (search's pages) refresh less often.
   */
  async function read<T>(
    key: string,
    load: Load<T | null>,
    { freshMs = CACHE_TTL_MS }: { freshMs?: number } = {},
  ): Promise<T | null> {
    if (absent.has(key)) return null;
    const remembered = failures.get(key);
    if (remembered) return olderAnswer<T>(key, remembered.error);
    try {
      return await cachified<T>({
        key,
        cache,
        ttl: freshMs,
        staleWhileRevalidate: STALE_MS,
        async getFreshValue({ background }) {
          const retried = (signal: AbortSignal) => withRetries(load, { clock, signal, breaker });
          const value = background
            ? await retried(lifetime.signal)
            : await withDeadline(READER_DEADLINE_MS, [lifetime.signal], retried);
          if (value === null) {
            await cache.delete(key);
            throw new Absent();
          }
          return value;
        },
      });
    } catch (error) {
      if (error instanceof Absent) {
        absent.set(key, true);
        return null;
      }
      failures.set(key, { error });
      const older = await olderAnswer<T>(key, error);
      // Once per failure remembered: the reads that follow for FAILURE_MEMORY_MS are quiet.
      console.error(`Serving the last answer for ${key}: ${(error as Error).message ?? error}`);
      return older;
    }
  }

  /** When the backend fails: the last answer it gave, however old, or the failure itself. */
  async function olderAnswer<T>(key: string, error: unknown): Promise<T> {
    const entry = await cache.get(key);
    if (!entry) throw error;
    return entry.value as T;
  }

  return {
    read,
    /** Stops background refreshes and retries, for a clean shutdown. */
    stop: () => lifetime.abort(),
    /** How many answers are cached, core and the rest. */
    size: () => entries.size + core.size,
  };
}

export type FetchPolicy = ReturnType<typeof createFetchPolicy>;
