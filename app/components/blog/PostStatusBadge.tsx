import type { PostSummary } from "~/lib/blog/types";
import { formatDate } from "~/lib/dates";

/**
 * Development's preview only (`npm run dev` shows posts readers cannot see yet): says, in words
 * rather than colour alone, that a post is a draft or waits for its date. A post readers can
 * see carries no status, so production never draws this.
 */
export function PostStatusBadge({ post }: { post: Pick<PostSummary, "status" | "created_at"> }) {
  if (!post.status) return null;
  return (
    <span
      data-testid="post-status"
      className="rounded-full border border-dashed border-accent bg-accent-soft px-3 py-0.5 font-semibold text-ink"
    >
      {post.status === "draft" ? (
        "Draft"
      ) : (
        <>
          Scheduled for <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
        </>
      )}
    </span>
  );
}
