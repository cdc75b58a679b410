import type { LoaderFunctionArgs } from "@remix-run/node";
import { blog } from "~/lib/blog/blog.server";
import { discoveryResponse, unavailableResponse } from "~/lib/discovery-response.server";
import { FEED_ITEM_COUNT, rssXml } from "~/lib/discovery.server";
import { siteOrigin } from "~/lib/env.server";

/**
 * RSS 2.0, sent as application/xml rather than application/rss+xml: feed readers read either,
 * but Chromium shows an rss+xml answer as plain text and never runs its stylesheet, while as
 * application/xml every browser that still has XSLT shows the feed as a page that explains it
 * (docs/decisions/0032-a-feed-people-can-read.md). Pages still advertise it as rss+xml.
 */
const FEED_CONTENT_TYPE = "application/xml";

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const posts = await blog().latestPosts(FEED_ITEM_COUNT);
    return discoveryResponse(rssXml(siteOrigin(request), posts), FEED_CONTENT_TYPE);
  } catch {
    // Logged by the data layer. A feed reader retries later; an empty feed would look final.
    return unavailableResponse("feed");
  }
}
