import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import { lazy, Suspense, type ReactElement } from "react";

// The error screens are code every page would otherwise load for the rare reader who meets
// one. The server renders them in full (it waits for everything before sending a page), so
// a reader without JavaScript sees the same screen; with JavaScript, the page keeps the
// server's screen until this small chunk arrives, and a client-side navigation that fails
// shows it as soon as it has loaded.
const NotFound = lazy(() => import("./NotFound").then((module) => ({ default: module.NotFound })));
const UnexpectedError = lazy(() =>
  import("./UnexpectedError").then((module) => ({ default: module.UnexpectedError })),
);

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
  const handler =
    isRouteErrorResponse(error) &&
    (statusHandlers?.[error.status] ?? defaultStatusHandlers[error.status]);
  return <Suspense>{handler ? handler(error) : unexpectedErrorHandler(error)}</Suspense>;
}
