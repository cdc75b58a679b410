import type { LoaderFunctionArgs } from "@remix-run/node";
import { cachePolicies } from "~/lib/cache-control";
import { robotsTxt } from "~/lib/discovery.server";
import { siteOrigin } from "~/lib/env.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cachePolicies.discovery,
    },
  });
}
