import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactElement } from "react";
import { NotFound } from "./NotFound";
import { UnexpectedError } from "./UnexpectedError";

type StatusHandler = (error: ErrorResponse) => ReactElement;

/** What every route draws for a status unless it says otherwise. */
const defaultStatusHandlers: Record<number, StatusHandler> = {
  404: () => <NotFound />,
};

/**
 * Every route's error boundary: a thrown status is drawn by its handler (a route's own first,
 * then the site's), anything else by `unexpectedErrorHandler`, by default the "Unexpected
 * Application Error!" screen. Remix v2 has no CatchBoundary; this is its stand-in.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  unexpectedErrorHandler = (error) => <UnexpectedError error={error} />,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  unexpectedErrorHandler?: (error: unknown) => ReactElement;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultStatusHandlers[error.status];
    if (handler) return handler(error);
  }
  return unexpectedErrorHandler(error);
}
