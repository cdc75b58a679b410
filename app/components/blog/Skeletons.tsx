/*
 * What stands in for blog content while a client-side navigation to it loads. The root's pending
 * screens use these on every page, so this module imports no card or post code of its own: that
 * would put the blog's components in every page's JavaScript.
 */

/** The post grid's columns, shared with the real grid so nothing jumps when the cards arrive. */
export const POST_GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** Six skeleton cards while posts load: two full rows of the widest grid. */
export const SKELETON_CARD_COUNT = 6;

/** Stands in for a post while a client-side navigation to it is loading. */
export function PostSkeleton() {
  return (
    <div className="container-page py-12 sm:py-16" role="status" aria-live="polite">
      <span className="sr-only">Loading post…</span>
      <div className="mx-auto max-w-3xl space-y-4" aria-hidden="true" data-testid="post-skeleton">
        <div className="h-4 w-24 animate-pulse rounded bg-muted" />
        <div className="mt-8 h-6 w-48 animate-pulse rounded-full bg-muted" />
        <div className="h-12 w-5/6 animate-pulse rounded bg-muted" />
        <div className="h-12 w-2/3 animate-pulse rounded bg-muted" />
        <div className="mt-8 aspect-[16/9] w-full animate-pulse rounded-3xl bg-muted" />
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-4 w-full animate-pulse rounded bg-muted" />
        ))}
      </div>
    </div>
  );
}

/** Stands in for a list of posts while it loads. */
export function PostGridSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading posts…</span>
      <div className={POST_GRID} data-testid="post-skeletons">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <PostCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

function PostCardSkeleton() {
  return (
    <div className="card flex h-full flex-col overflow-hidden" aria-hidden="true">
      <div className="aspect-[16/9] w-full animate-pulse bg-muted" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-6 w-5/6 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
