import { cachePolicies } from "~/lib/cache-control";

/** For load balancers: the process is up and rendering. Deliberately independent of Supabase. */
export function loader() {
  return new Response("ok\n", {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cachePolicies.noStore,
    },
  });
}
