import { Link } from "@remix-run/react";
import type { PostSummary } from "~/lib/blog/types";
import { formatDate } from "~/lib/dates";
import { PostImage } from "./PostImage";
import { PostStatusBadge } from "./PostStatusBadge";

/**
 * The card's image width at each viewport, from POST_GRID and .container-page: three columns
 * with two 24px gaps from 1024px (a 1152px page at most, 32px padding), two with one gap from
 * 640px, one column inside 20px padding below.
 */
/** A card's title link, stretched over the whole card by ::after, with the focus ring on it. */
export const cardTitleLinkClass =
  "after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-[3px] focus-visible:after:outline-offset-2 focus-visible:after:outline-accent group-hover:underline";

export const CARD_IMAGE_SIZES =
  "(min-width: 1152px) 347px, (min-width: 1024px) calc((100vw - 112px) / 3), " +
  "(min-width: 640px) calc((100vw - 88px) / 2), calc(100vw - 40px)";

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
    // The title is the one link, stretched over the whole card by its ::after, so the card is
    // one click target while the link's name is the title alone (the visible label, too).
    <div className="card group relative flex h-full flex-col transition-shadow hover:shadow-md">
      <div className="aspect-[16/9] w-full overflow-hidden rounded-t-[calc(1rem-1px)] bg-muted">
        {post.featured_image_url ? (
          <PostImage
            post={post}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            loading={eager || priority ? "eager" : "lazy"}
            priority={priority}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <NoImage />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <PostStatusBadge post={post} />
          {post.category ? (
            <span className="rounded-full bg-brand-soft px-3 py-0.5 font-semibold text-brand-strong">
              {post.category.name}
            </span>
          ) : null}
          <time dateTime={post.created_at} className="text-ink-soft">
            {formatDate(post.created_at)}
          </time>
        </div>
        <h3 className="mt-3 line-clamp-2 text-xl leading-snug">
          <Link to={`/blog/${post.slug}`} prefetch="intent" className={cardTitleLinkClass}>
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-ink-soft">{post.excerpt}</p>
      </div>
    </div>
  );
}

/**
 * The "No Image" placeholder a post card shows when the post has no picture: the site's sunrise
 * mark on a softly dotted panel, in theme colours so it follows the dark theme. It is
 * decoration, hidden from assistive technology.
 */
function NoImage() {
  return (
    <div
      aria-hidden="true"
      data-testid="no-image"
      className="flex h-full w-full flex-col items-center justify-center gap-3 bg-brand-soft bg-[radial-gradient(rgb(var(--color-brand)/0.14)_1.5px,transparent_1.5px)] [background-size:18px_18px]"
    >
      <svg viewBox="0 0 64 64" className="h-14 w-14 overflow-hidden rounded-full" focusable="false">
        <circle cx="32" cy="32" r="31" className="fill-surface" />
        <circle cx="32" cy="36" r="12" className="fill-accent" />
        <g className="stroke-accent" strokeWidth="3" strokeLinecap="round">
          <path d="M32 12v5M18 18l3 4M46 18l-3 4" />
        </g>
        <path d="M2 42c10-6 20-6 30-1s20 5 30-1v22H2z" className="fill-brand" />
        <circle cx="32" cy="32" r="31" fill="none" className="stroke-line" strokeWidth="2" />
      </svg>
      <span className="rounded-full bg-surface/80 px-3 py-1 text-xs font-semibold uppercase tracking-[0.18em] text-brand-strong">
        No Image
      </span>
    </div>
  );
}
