/**
 * The `fetch` supabase-js is given. It refuses redirects, so the API key in the request's
 * headers never travels to another host, and it refuses answers over a size limit before they
 * are parsed (as they arrive, or at once when their length is declared), so a misbehaving
 * backend cannot fill the process's memory. Each refusal is logged
 * once here and reaches supabase-js as a failed fetch. supabase-js turns that into an error
 * answer that says nothing dependable about why, so the refusal is also remembered against the
 * request's abort signal, where the source asks `wasRefused(signal)`.
 */

/**
 * A page of posts is a few kilobytes, a 1,000-row sitemap range about 150 KB, and one post's
 * whole text at most about 200 KB (post-markup.server.ts's BODY_LIMITS); search reads its pages
 * of texts in halves when one is over. An answer
 * is parsed in one go, which holds the event loop, and so `/healthz`, for as long as it takes:
 * a megabyte keeps that to a few milliseconds (docs/decisions/0050-a-one-second-page-cache.md).
 */
export const MAX_RESPONSE_BYTES = 1024 * 1024;

/** Signals of requests this fetch refused; a refused answer is not worth retrying. */
const refusedSignals = new WeakSet<AbortSignal>();

/** Signals of requests whose answer was refused for its size alone. */
const oversizedSignals = new WeakSet<AbortSignal>();

/** Whether a request made with this signal had its answer refused here. */
export function wasRefused(signal: AbortSignal): boolean {
  return refusedSignals.has(signal);
}

/** Whether that refusal was for the answer's size (not, say, a redirect). */
export function wasOversized(signal: AbortSignal): boolean {
  return oversizedSignals.has(signal);
}

class RefusedAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RefusedAnswer";
  }
}

/**
 * The answer as it arrives, counted on its way to supabase-js, which reads it once: an answer
 * over the limit is refused as soon as it passes it, and a large one under the limit is never
 * copied whole before supabase-js parses it (each whole copy of a few megabytes held the event
 * loop, and so `/healthz`, for milliseconds: docs/decisions/0050-a-one-second-page-cache.md).
 */
function capped(
  response: Response,
  maxBytes: number,
  refuse: (error: RefusedAnswer, oversized?: boolean) => Error,
) {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) throw new RefusedAnswer(`answer of ${declared} bytes is over the limit`);
  if (!response.body || response.status === 204) return response;
  let size = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= maxBytes) return controller.enqueue(chunk);
        const error = new RefusedAnswer(`answer over ${maxBytes} bytes`);
        console.error(`[blog] ${error.message}; refused`);
        controller.error(refuse(error, true));
      },
    }),
  );
  return new Response(counted, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

export function guardedFetch(maxBytes = MAX_RESPONSE_BYTES): typeof fetch {
  return async (input, init) => {
    const refuse = (error: RefusedAnswer, oversized = false) => {
      if (init?.signal) refusedSignals.add(init.signal);
      if (init?.signal && oversized) oversizedSignals.add(init.signal);
      return error;
    };
    const response = await fetch(input, { ...init, redirect: "manual" });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const message = `the backend answered ${response.status} with a redirect to ${
        response.headers.get("location") ?? "nowhere"
      }; refused`;
      console.error(`[blog] ${message}`);
      throw refuse(new RefusedAnswer(message));
    }
    try {
      return capped(response, maxBytes, refuse);
    } catch (error) {
      if (error instanceof RefusedAnswer) {
        await response.body?.cancel();
        console.error(`[blog] ${error.message}; refused`);
        throw refuse(error, true);
      }
      throw error;
    }
  };
}
