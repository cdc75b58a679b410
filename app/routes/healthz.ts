import { blogIsServable } from "~/lib/blog/blog.server";
import { cachePolicies } from "~/lib/cache-control";
import { currentPhase } from "~/lib/server/lifecycle.server";

/**
 * For load balancers and rolling restarts: 200 while this process serves readers; 503 while it
 * warms up, from the moment it is asked to stop, and while it cannot show the blog at all (the
 * embedded database did not load, or the backend is down and nothing is cached). A backend
 * outage with the list cached is not a reason to take the process out: readers get the cached
 * copy. The check reads through the data cache, so a warm process never asks the backend for it.
 */
export async function loader() {
  const phase = currentPhase();
  if (phase !== "ready") return answer(503, phase);
  if (!(await blogIsServable())) return answer(503, "blog unavailable");
  return answer(200, "ok");
}

function answer(status: number, text: string) {
  return new Response(`${text}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cachePolicies.noStore,
    },
  });
}
