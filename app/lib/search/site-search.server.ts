import type { PostRecord } from "~/lib/blog/backend.server";
import { blog } from "~/lib/blog/blog.server";
import { buildSiteSearch, type SiteSearch } from "./search-index.server";

/**
 * The process's search index (docs/decisions/0037-search.md). Its posts come from the blog's
 * data cache (`searchablePosts`, the newest 1,000, refreshed like every blog read): when a
 * refresh brings different posts, a new index is built in the background and the previous one
 * answers until it is ready. Only the first search after a start waits for a build.
 */
interface Built {
  search: SiteSearch;
  posts: readonly PostRecord[][];
}

const state = globalThis as typeof globalThis & {
  __siteSearch?: { current?: Built; building?: Promise<Built> };
};
const held = (state.__siteSearch ??= {});

function samePosts(a: readonly PostRecord[][], b: readonly PostRecord[][]): boolean {
  return a.length === b.length && a.every((range, index) => range === b[index]);
}

function rebuild(posts: readonly PostRecord[][]): Promise<Built> {
  held.building ??= buildSiteSearch(posts)
    .then((search) => (held.current = { search, posts }))
    .finally(() => (held.building = undefined));
  return held.building;
}

/**
 * The index to answer with, and whether it holds the posts. With the blog's backend failing and
 * no posts cached, the guides, recipes and pages are still searched.
 */
export async function siteSearch(): Promise<{ search: SiteSearch; postsSearched: boolean }> {
  let posts: PostRecord[][] | null = null;
  try {
    posts = await blog().searchablePosts();
  } catch {
    // Logged by the blog's read; search goes on with what it has.
  }
  const current = held.current;
  if (posts === null) {
    const search = current?.search ?? (await rebuild([])).search;
    return { search, postsSearched: Boolean(current && current.posts.length > 0) };
  }
  if (current && samePosts(current.posts, posts))
    return { search: current.search, postsSearched: true };
  const next = rebuild(posts);
  return { search: (current ?? (await next)).search, postsSearched: true };
}

/** Builds the index at start-up, so the first reader to search waits for nothing. */
export function warmSiteSearch(): Promise<void> {
  return siteSearch().then(() => undefined);
}
