import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/errors/NotFound";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`[404] No route matches ${JSON.stringify(pathname.slice(0, 300))}`);
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Page not found",
    description: "Sorry, that page doesn't exist. Find your way back to Menopause & Me.",
  });

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
