import type { LoaderFunctionArgs } from "@remix-run/node";
import { blog } from "~/lib/blog/blog.server";
import { discoveryResponse, unavailableResponse } from "~/lib/discovery-response.server";
import { sitemapXml } from "~/lib/discovery.server";
import { siteOrigin } from "~/lib/env.server";

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const posts = await blog().allPostLinks();
    return discoveryResponse(sitemapXml(siteOrigin(request), posts), "application/xml");
  } catch {
    // Logged by the data layer. A crawler retries later; a sitemap without posts would not do.
    return unavailableResponse("sitemap");
  }
}
