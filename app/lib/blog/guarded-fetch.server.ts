/**
 * The `fetch` supabase-js is given. It refuses redirects, so the API key in the request's
 * headers never travels to another host, and it refuses answers over a size limit before they
 * are parsed, so a misbehaving backend cannot fill the process's memory. Each refusal is logged
 * once here and reaches supabase-js as a failed fetch. supabase-js turns that into an error
 * answer that says nothing dependable about why, so the refusal is also remembered against the
 * request's abort signal, where the source asks `wasRefused(signal)`.
 */

/** A page of posts is a few kilobytes; this leaves room for 1,000-row sitemap ranges. */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/** Signals of requests this fetch refused; a refused answer is not worth retrying. */
const refusedSignals = new WeakSet<AbortSignal>();

/** Whether a request made with this signal had its answer refused here. */
export function wasRefused(signal: AbortSignal): boolean {
  return refusedSignals.has(signal);
}

class RefusedAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RefusedAnswer";
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new RefusedAnswer(`answer of ${declared} bytes is over the limit`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new RefusedAnswer(`answer over ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

export function guardedFetch(maxBytes = MAX_RESPONSE_BYTES): typeof fetch {
  return async (input, init) => {
    const refuse = (error: RefusedAnswer) => {
      if (init?.signal) refusedSignals.add(init.signal);
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
      const body = await readCapped(response, maxBytes);
      return new Response(response.status === 204 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (error instanceof RefusedAnswer) {
        console.error(`[blog] ${error.message}; refused`);
        throw refuse(error);
      }
      throw error;
    }
  };
}
