import type { PostSummary } from "~/lib/blog/types";
import { PostCard } from "./PostCard";
import { POST_GRID } from "./Skeletons";

export function PostGrid({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <ul className={POST_GRID}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} eager={index < 3} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
