import type { ReactElement } from "react";
import { isBlogListPath, isPostPath } from "~/lib/addresses";
import { PostGridSkeleton, PostSkeleton } from "~/components/blog/Skeletons";

/**
 * Pages whose data comes from the backend show a skeleton while a client-side navigation to
 * them loads, whichever page the reader comes from. Static pages load too fast to need one.
 */
export function pendingScreenFor(pathname: string): ReactElement | null {
  if (isPostPath(pathname)) return <PostSkeleton />;
  if (isBlogListPath(pathname)) return <BlogListSkeleton />;
  return null;
}

function BlogListSkeleton() {
  return (
    <div className="container-page py-14 sm:py-20">
      <div className="max-w-3xl space-y-4" aria-hidden="true">
        <div className="h-4 w-24 animate-pulse rounded bg-muted" />
        <div className="h-12 w-64 animate-pulse rounded bg-muted" />
        <div className="h-6 w-full animate-pulse rounded bg-muted" />
      </div>
      <div className="mt-20">
        <PostGridSkeleton />
      </div>
    </div>
  );
}
