import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { notFound } from "~/lib/not-found.server";
import { loaderMeta } from "~/lib/page-head";

export async function loader({ request }: LoaderFunctionArgs) {
  notFound(request);
}

export const meta = loaderMeta({
  title: "Page not found",
  description: "Sorry, that page doesn't exist. Find your way back to Menopause & Me.",
});

/**
 * Never drawn (the loader always throws and the error boundary draws the 404 screen), but a
 * route without a component would be a resource route.
 */
export default function CatchAll() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
