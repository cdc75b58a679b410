import type { LoaderFunctionArgs } from "@remix-run/node";
import { blog } from "~/lib/blog/posts.server";
import { toSummary } from "~/lib/blog/types";
import { cachePolicies } from "~/lib/cache-control";
import { rssXml } from "~/lib/discovery.server";
import { siteOrigin } from "~/lib/env.server";

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const posts = await blog().getPosts();
    return new Response(rssXml(siteOrigin(request), posts.map(toSummary)), {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": cachePolicies.discovery,
      },
    });
  } catch {
    // Logged by the data layer. A feed reader retries later; an empty feed would look final.
    return new Response("The feed is unavailable just now. Please try again later.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "300" },
    });
  }
}
