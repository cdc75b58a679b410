import { Link } from "@remix-run/react";
import type { PostSummary } from "~/lib/blog/types";
import { formatDate } from "~/lib/dates";

/** Featured images are 16:9 illustrations; the box keeps that ratio so nothing shifts. */
export const POST_IMAGE = { width: 1200, height: 675 } as const;

export function PostCard({
  post,
  eager = false,
  priority = false,
}: {
  post: PostSummary;
  eager?: boolean;
  /** The first card's image is the largest paint on a phone: fetch it before the rest. */
  priority?: boolean;
}) {
  return (
    <Link
      to={`/blog/${post.slug}`}
      prefetch="intent"
      className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md"
    >
      <div className="aspect-[16/9] w-full overflow-hidden bg-muted">
        {post.featured_image_url ? (
          <img
            src={post.featured_image_url}
            alt=""
            width={POST_IMAGE.width}
            height={POST_IMAGE.height}
            loading={eager || priority ? "eager" : "lazy"}
            // React 18 only knows the lowercase attribute.
            {...(priority ? { fetchpriority: "high" } : {})}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-soft to-accent-soft">
            <span className="text-sm font-semibold uppercase tracking-widest text-ink-soft">
              No Image
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {post.category ? (
            <span className="rounded-full bg-brand-soft px-3 py-0.5 font-semibold text-brand-strong">
              {post.category.name}
            </span>
          ) : null}
          <time dateTime={post.created_at} className="text-ink-soft">
            {formatDate(post.created_at)}
          </time>
        </div>
        <h3 className="mt-3 line-clamp-2 text-xl leading-snug group-hover:underline">
          {post.title}
        </h3>
        <p className="mt-2 line-clamp-3 text-ink-soft">{post.excerpt}</p>
      </div>
    </Link>
  );
}

export function PostCardSkeleton() {
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
