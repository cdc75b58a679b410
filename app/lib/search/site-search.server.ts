import { LRUCache } from "lru-cache";
import type { PostRecord } from "~/lib/blog/backend.server";
import { blog } from "~/lib/blog/blog.server";
import { buildSiteSearch, type SiteSearch } from "./search-index.server";

/**
 * The process's search index (docs/decisions/0037-search.md, 0040-search-reads-every-post.md).
 * Its posts come from the blog's data cache (`searchablePosts`, every post, a page at a time,
 * refreshed like every blog read): when a refresh brings different posts, a new index is built
 * in the background and the previous one answers until it is ready. Only the first search after
 * a start waits for a build.
 *
 * Answers are kept: the same query (as the page spells it) against the same index is answered
 * from a small bounded cache, so a reader paging back, the A–Z's fixed searches and a refreshing
 * client cost nothing after the first.
 */
interface Built {
  search: SiteSearch;
  posts: readonly PostRecord[][];
  /** Which index this is, so a kept answer is never taken from an older one. */
  generation: number;
}

type SearchOptions = Parameters<SiteSearch["answer"]>[1];
type SearchAnswer = ReturnType<SiteSearch["answer"]>;

/** What pages search with: the index's own `answer` and `search`, its answers kept. */
export interface KeptSearch {
  answer(query: string, options?: SearchOptions): SearchAnswer;
  search(query: string, options?: SearchOptions): SearchAnswer["hits"];
}

/** How many answers are kept: a few hundred pages of at most twenty results. */
const KEPT_ANSWERS = 300;
/**
 * How often the blog's cache is asked whether the posts changed. Asking walks every page's
 * entry (200 at 10,000 posts); the cache itself changes only every few minutes.
 */
const POSTS_CHECK_MS = 1_000;

const state = globalThis as typeof globalThis & {
  __siteSearch?: {
    current?: Built;
    building?: Promise<Built>;
    checkedAt?: number;
    /** Whether the last look at the blog found its posts (false: its backend failed). */
    postsRead?: boolean;
    generations: number;
    answers: LRUCache<string, SearchAnswer>;
  };
};
const held = (state.__siteSearch ??= {
  generations: 0,
  answers: new LRUCache<string, SearchAnswer>({ max: KEPT_ANSWERS }),
});

/**
 * Whether a refresh brought the posts the index holds: a page read again is a new array even
 * when nothing changed, and a rebuild at 10,000 posts is seconds of CPU, so pages are compared
 * by what search reads of them.
 */
export function samePosts(a: readonly PostRecord[][], b: readonly PostRecord[][]): boolean {
  return a.length === b.length && a.every((page, index) => samePage(page, b[index]!));
}

function samePage(a: readonly PostRecord[], b: readonly PostRecord[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((post, index) => {
        const other = b[index]!;
        return (
          post.slug === other.slug &&
          post.title === other.title &&
          post.excerpt === other.excerpt &&
          post.content === other.content &&
          post.format === other.format &&
          post.created_at === other.created_at
        );
      }))
  );
}

function rebuild(posts: readonly PostRecord[][]): Promise<Built> {
  held.building ??= buildSiteSearch(posts)
    .then((search) => {
      held.answers.clear();
      return (held.current = { search, posts, generation: ++held.generations });
    })
    .finally(() => (held.building = undefined));
  return held.building;
}

function kept({ search, generation }: Built): KeptSearch {
  const answer = (query: string, options?: SearchOptions): SearchAnswer => {
    const key = `${generation}\n${options?.fields?.join(",") ?? ""}\n${query}`;
    let found = held.answers.get(key);
    if (!found) {
      found = search.answer(query, options);
      held.answers.set(key, found);
    }
    return found;
  };
  return { answer, search: (query, options) => answer(query, options).hits };
}

/**
 * The index to answer with, and whether it holds the posts. With the blog's backend failing and
 * no posts cached, the guides, recipes and pages are still searched.
 */
export async function siteSearch(): Promise<{ search: KeptSearch; postsSearched: boolean }> {
  const current = held.current;
  const now = Date.now();
  if (current && held.checkedAt !== undefined && now - held.checkedAt < POSTS_CHECK_MS) {
    return { search: kept(current), postsSearched: held.postsRead ?? true };
  }
  held.checkedAt = now;
  let posts: PostRecord[][] | null = null;
  try {
    posts = await blog().searchablePosts();
  } catch {
    // Logged by the blog's read; search goes on with what it has.
  }
  held.postsRead = posts !== null || Boolean(current && current.posts.length > 0);
  if (posts === null) {
    const built = current ?? (await rebuild([]));
    return { search: kept(built), postsSearched: held.postsRead };
  }
  if (current && samePosts(current.posts, posts)) {
    return { search: kept(current), postsSearched: true };
  }
  const next = rebuild(posts);
  return { search: kept(current ?? (await next)), postsSearched: true };
}

/** Builds the index at start-up, so the first reader to search waits for nothing. */
export function warmSiteSearch(): Promise<void> {
  return siteSearch().then(() => undefined);
}
