import type { LoaderFunctionArgs } from "@remix-run/node";
import { discoveryResponse } from "~/lib/discovery-response.server";
import { robotsTxt } from "~/lib/discovery.server";
import { siteOrigin } from "~/lib/env.server";

export function loader({ request }: LoaderFunctionArgs) {
  return discoveryResponse(robotsTxt(siteOrigin(request)), "text/plain");
}
