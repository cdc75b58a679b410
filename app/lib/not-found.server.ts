import { data } from "@remix-run/node";

const NOT_FOUND = { status: 404, statusText: "Not Found" } as const;

/** One line per 404 with the address asked for, quoted, so a broken link can be traced. */
function logNotFound(request: Request): void {
  const { pathname, search } = new URL(request.url);
  console.warn(`[404] ${JSON.stringify(`${pathname}${search}`.slice(0, 300))}`);
}

/**
 * The one way a loader says "nothing here": logs the address and throws a 404 for the route's
 * error boundary to draw (docs/decisions/0009-error-screens-and-statuses.md).
 */
export function notFound(request: Request): never {
  logNotFound(request);
  throw data("Not Found", NOT_FOUND);
}

/** A 404 that still renders the route's own page (the blog with an unknown topic), logged alike. */
export function notFoundPage<T>(request: Request, value: T) {
  logNotFound(request);
  return data(value, NOT_FOUND);
}
