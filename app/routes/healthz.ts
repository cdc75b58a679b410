import { cachePolicies } from "~/lib/cache-control";
import { currentPhase } from "~/lib/server/lifecycle.server";

/**
 * For load balancers: 200 while this process serves readers, 503 while it warms up and from
 * the moment it is asked to stop, so traffic moves elsewhere first. It never touches the
 * backend: a Supabase outage is served from cache, not a reason to take the process out.
 */
export function loader() {
  const phase = currentPhase();
  return new Response(phase === "ready" ? "ok\n" : `${phase}\n`, {
    status: phase === "ready" ? 200 : 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cachePolicies.noStore,
    },
  });
}
