import { cachePolicies, privateUnlessOriginFixed } from "./response.server";
import { originIsConfigured } from "./env.server";

/** A sitemap, feed or robots answer, cached as the blog's pages are. */
export function discoveryResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${contentType}; charset=utf-8`,
      "Cache-Control": privateUnlessOriginFixed(cachePolicies.blog, originIsConfigured()),
    },
  });
}

/** The one answer to a backend failure where there is nothing useful to show instead. */
export function unavailableResponse(what: string): Response {
  return new Response(`The ${what} is unavailable just now. Please try again later.\n`, {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cachePolicies.noStore,
      "Retry-After": "300",
    },
  });
}
