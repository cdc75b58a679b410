import { isRouteErrorResponse } from "@remix-run/react";
import { NotFound } from "./NotFound";
import { UnexpectedError } from "./UnexpectedError";

/** Remix v2's stand-in for CatchBoundary: a thrown 404 is "not found", anything else unexpected. */
export function RootErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <UnexpectedError error={error} />;
}
