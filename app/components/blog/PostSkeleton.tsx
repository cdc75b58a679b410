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
