import { cachePolicies } from "~/lib/response.server";
import { feedStylesheet } from "~/lib/feed-stylesheet.server";

/** Built once: it changes only with a new build (its words and the stylesheet's hashed name). */
let body: string | undefined;

/**
 * The feed's stylesheet (app/lib/feed-stylesheet.server.ts). Served by the app rather than from
 * public/ so it goes out as text/xsl, the type the feed's processing instruction names: nginx's
 * MIME table has no .xsl and would send application/octet-stream.
 */
export function loader() {
  body ??= feedStylesheet();
  return new Response(body, {
    headers: {
      "Content-Type": "text/xsl; charset=utf-8",
      "Cache-Control": cachePolicies.page,
    },
  });
}
