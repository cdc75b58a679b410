/**
 * The `fetch` supabase-js is given. It refuses redirects, so the API key in the request's
 * headers never travels to another host, and it refuses answers over a size limit before they
 * are parsed, so a misbehaving backend cannot fill the process's memory. Each refusal is logged
 * once here and reaches supabase-js as a failed fetch named `RefusedAnswer`, which the source
 * reads back from the error message supabase-js makes of it.
 */

/** A page of posts is a few kilobytes; this leaves room for 1,000-row sitemap ranges. */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

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
    const response = await fetch(input, { ...init, redirect: "manual" });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const message = `the backend answered ${response.status} with a redirect to ${
        response.headers.get("location") ?? "nowhere"
      }; refused`;
      console.error(`[blog] ${message}`);
      throw new RefusedAnswer(message);
    }
    try {
      const body = await readCapped(response, maxBytes);
      return new Response(response.status === 204 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (error instanceof RefusedAnswer) console.error(`[blog] ${error.message}; refused`);
      throw error;
    }
  };
}
