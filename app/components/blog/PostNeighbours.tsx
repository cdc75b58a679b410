import { Link } from "@remix-run/react";
import type { AdjacentPosts, PostNeighbour } from "~/lib/blog/types";

const SIDES = {
  previous: { label: "Previous post", arrow: "\u2190", rel: "prev" },
  next: { label: "Next post", arrow: "\u2192", rel: "next" },
} as const;

function NeighbourLink({ post, side }: { post: PostNeighbour; side: keyof typeof SIDES }) {
  const { label, arrow, rel } = SIDES[side];
  return (
    <Link
      to={`/blog/${post.slug}`}
      prefetch="intent"
      rel={rel}
      className={`card group flex h-full flex-col gap-1 p-5 transition-shadow hover:shadow-md ${side === "next" ? "sm:items-end sm:text-right" : ""}`}
    >
      <span className="text-sm font-semibold text-ink-soft">
        {side === "previous" ? <span aria-hidden="true">{arrow} </span> : null}
        {label}
        <span className="sr-only">:</span>
        {side === "next" ? <span aria-hidden="true"> {arrow}</span> : null}
      </span>
      <span className="font-serif text-lg font-semibold text-brand-strong group-hover:underline">
        {post.title}
      </span>
    </Link>
  );
}

/** The older and the newer post either side of this one; the first and last have one. */
export function PostNeighbours({ previous, next }: AdjacentPosts) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next posts" className="container-page mt-12 print:hidden">
      <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
        {previous ? (
          <li>
            <NeighbourLink post={previous} side="previous" />
          </li>
        ) : null}
        {next ? (
          <li className="sm:col-start-2">
            <NeighbourLink post={next} side="next" />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
