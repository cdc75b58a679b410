import type { LoaderFunctionArgs } from "@remix-run/node";
import { blog } from "~/lib/blog/blog.server";
import { discoveryResponse, unavailableResponse } from "~/lib/discovery-response.server";
import { FEED_ITEM_COUNT, rssXml } from "~/lib/discovery.server";
import { siteOrigin } from "~/lib/env.server";

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const posts = await blog().latestPosts(FEED_ITEM_COUNT);
    return discoveryResponse(rssXml(siteOrigin(request), posts), "application/rss+xml");
  } catch {
    // Logged by the data layer. A feed reader retries later; an empty feed would look final.
    return unavailableResponse("feed");
  }
}
