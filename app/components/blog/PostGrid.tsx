import type { PostSummary } from "~/lib/blog/types";
import { PostCard, PostCardSkeleton } from "./PostCard";

/** Six skeleton cards while posts load: two full rows of the widest grid, so nothing jumps. */
export const SKELETON_CARD_COUNT = 6;

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul className={grid}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} eager={index < 3} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function PostGridSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading posts…</span>
      <div className={grid} data-testid="post-skeletons">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <PostCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
