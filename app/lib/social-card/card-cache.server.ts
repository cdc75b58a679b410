import { LRUCache } from "lru-cache";
import { cardVersion, type CardSpec } from "./card-spec";

/** About 200 cards of 60 to 150 KB: every page's card several times over. */
export const MAX_CACHE_BYTES = 24 * 1024 * 1024;
/**
 * Renders at a time. Satori's layout runs on the main thread, so one at a time keeps page
 * responses flowing between cards; resvg's rasterising runs on the thread pool.
 */
export const MAX_CONCURRENT_RENDERS = 1;
/** Renders that may wait their turn; past that a card request gets the generic card at once. */
export const MAX_WAITING_RENDERS = 32;

export class CardQueueFullError extends Error {
  constructor() {
    super(`more than ${MAX_WAITING_RENDERS} social cards waiting to render`);
  }
}

/** A counting semaphore with a bounded queue. */
export function createLimiter(limit: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) {
      if (waiting.length >= maxWaiting) throw new CardQueueFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export interface CardCache {
  /** The card's PNG, rendered at most once per version while it stays in the cache. */
  get(spec: CardSpec): Promise<{ png: Buffer; cached: boolean }>;
}

export function createCardCache(
  render: (spec: CardSpec) => Promise<Buffer>,
  { maxBytes = MAX_CACHE_BYTES, concurrency = MAX_CONCURRENT_RENDERS } = {},
): CardCache {
  const cards = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (png) => png.byteLength,
  });
  const inFlight = new Map<string, Promise<Buffer>>();
  const limit = createLimiter(concurrency, MAX_WAITING_RENDERS);

  return {
    async get(spec) {
      const key = cardVersion(spec);
      const hit = cards.get(key);
      if (hit) return { png: hit, cached: true };
      let pending = inFlight.get(key);
      if (!pending) {
        pending = limit(() => render(spec)).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
        pending.then((png) => cards.set(key, png)).catch(() => {});
      }
      return { png: await pending, cached: false };
    },
  };
}
