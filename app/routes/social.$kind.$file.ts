import type { LoaderFunctionArgs } from "@remix-run/node";
import { CARD_VERSION_PARAMETER } from "~/lib/addresses";

/**
 * Social cards: `/social/<kind>/<id>.png?v=<version>`. The renderer (satori, resvg, fonts) is
 * imported here on the first card, so no page route loads it.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { socialCardResponse } = await import("~/lib/social-card/respond.server");
  return socialCardResponse(
    params.kind,
    params.file,
    new URL(request.url).searchParams.get(CARD_VERSION_PARAMETER),
  );
}
