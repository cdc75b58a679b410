import type { LoaderFunctionArgs } from "@remix-run/node";
import { blog } from "~/lib/blog/posts.server";
import { toSummary } from "~/lib/blog/types";
import { cachePolicies } from "~/lib/cache-control";
import { sitemapXml } from "~/lib/discovery.server";
import { siteOrigin } from "~/lib/env.server";

export async function loader({ request }: LoaderFunctionArgs) {
  // Without the backend the static pages are still worth listing; the failure is logged.
  const posts = await blog()
    .getPosts()
    .catch(() => null);
  return new Response(sitemapXml(siteOrigin(request), (posts ?? []).map(toSummary)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": posts ? cachePolicies.discovery : cachePolicies.noStore,
    },
  });
}
