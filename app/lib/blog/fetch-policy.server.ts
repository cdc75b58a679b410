import { LRUCache } from "lru-cache";
import { BlogSourceError } from "./source.server";

/** SPEC.md section 9 and DESIGN.md decision 6, in one place. */
export const CACHE_TTL_MS = 5 * 60_000;
export const MAX_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;
/** The longest a reader waits for data that is not cached yet. */
export const READER_DEADLINE_MS = 5_000;
/** Each attempt gets this long before it counts as a (transient) timeout. */
export const ATTEMPT_TIMEOUT_MS = 5_000;

export function retryDelay(retry: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** retry, RETRY_MAX_DELAY_MS);
}

export class DeadlineError extends Error {
  constructor() {
    super("The request timed out");
    this.name = "DeadlineError";
  }
}

type Load<T> = (signal: AbortSignal) => Promise<T>;

interface Entry {
  value: unknown;
}

interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realClock: Clock = {
  // Date (not performance) so tests can drive it with fake timers.
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Runs `load` with up to MAX_RETRIES retries of transient failures, backing off exponentially. */
export async function withRetries<T>(load: Load<T>, clock: Clock = realClock): Promise<T> {
  for (let retry = 0; ; retry++) {
    const signal = AbortSignal.timeout(ATTEMPT_TIMEOUT_MS);
    try {
      return await load(signal);
    } catch (error) {
      const transient = !(error instanceof BlogSourceError) || error.transient;
      if (!transient || retry >= MAX_RETRIES) throw error;
      await clock.sleep(retryDelay(retry));
    }
  }
}

/**
 * A per-query cache: fresh for five minutes, then served stale while one background refresh
 * runs; when a refresh fails the stale value stays. A reader with nothing cached waits at most
 * READER_DEADLINE_MS, while the fetch carries on and fills the cache for the next reader.
 */
export function createFetchPolicy({ clock = realClock, max = 500 } = {}) {
  // With nothing stale to fall back on, lru-cache resolves a failed fetch to undefined; keep the
  // failure so the reader gets the real reason.
  const failures = new LRUCache<string, { error: unknown }>({ max });
  const cache = new LRUCache<string, Entry, Load<unknown>>({
    max,
    ttl: CACHE_TTL_MS,
    perf: { now: clock.now },
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: async (key, _stale, { context }) => {
      try {
        const value = await withRetries(context, clock);
        failures.delete(key);
        return { value };
      } catch (error) {
        failures.set(key, { error });
        throw error;
      }
    },
  });

  async function read<T>(key: string, load: Load<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DeadlineError()), READER_DEADLINE_MS);
    });
    try {
      const entry = await Promise.race([cache.fetch(key, { context: load }), deadline]);
      if (!entry) throw failures.get(key)?.error ?? new Error(`no value for ${key}`);
      return entry.value as T;
    } finally {
      clearTimeout(timer);
    }
  }

  return { read, cache };
}

export type FetchPolicy = ReturnType<typeof createFetchPolicy>;
