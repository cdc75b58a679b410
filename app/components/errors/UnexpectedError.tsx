import { isRouteErrorResponse } from "@remix-run/react";

/** What the spec's "router default error screen" shows for a given thrown value. */
function describeError(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    return { message: `${error.status} ${error.statusText}`.trim() };
  }
  if (error instanceof Error) {
    return { message: error.message, stack: error.stack };
  }
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

export function UnexpectedError({ error }: { error: unknown }) {
  const { message, stack } = describeError(error);
  return (
    <section className="container-page py-20 sm:py-28" aria-labelledby="unexpected-error">
      <h1 id="unexpected-error" className="text-3xl sm:text-4xl">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-xl italic text-ink">{message}</p>
      {stack ? (
        <pre className="mt-6 overflow-x-auto rounded-xl bg-muted p-4 text-sm text-ink">{stack}</pre>
      ) : null}
      <p className="mt-8 text-ink-soft">
        Something went wrong on our side. Please try again in a moment, or{" "}
        <a href="/" className="link">
          go back to the home page
        </a>
        .
      </p>
    </section>
  );
}
