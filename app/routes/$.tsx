import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { NotFound } from "~/components/errors/NotFound";
import { notFound } from "~/lib/not-found.server";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  notFound(request);
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Page not found",
    description: "Sorry, that page doesn't exist. Find your way back to Menopause & Me.",
  });

/** Never drawn (the loader always throws), but a route without one would be a resource route. */
export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
