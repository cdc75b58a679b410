/**
 * The blog list's URL: `/blog`, `?category=<slug>`, `?page=<n>`, in either order. One canonical
 * form per view (category before page; page 1 has no `page`), so each view has one address to
 * bookmark, share and cache (docs/decisions/0013-blog-paging.md).
 */
export interface BlogListQuery {
  category: string | null;
  page: number;
}

export type ParsedBlogListQuery =
  | { kind: "view"; query: BlogListQuery }
  /** A view asked for in a non-canonical way (`page=1`): send the reader to its address. */
  | { kind: "redirect"; to: string }
  /** `page=abc`, `page=0`, `page=-1` and the like name no view. */
  | { kind: "not-found" };

/** The query parameters a blog list view is made of (every page's: `~/lib/query-parameters`). */
export const BLOG_LIST_PARAMETERS = ["category", "page"] as const;

/** The largest page number worth parsing: 12 posts a page for a million posts. */
const MAX_PAGE = 100_000;

export function blogListHref({ category, page }: BlogListQuery): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : "/blog";
}

export function parseBlogListQuery(params: URLSearchParams): ParsedBlogListQuery {
  const category = params.get("category")?.trim() || null;
  const rawPage = params.get("page");
  if (rawPage === null) return { kind: "view", query: { category, page: 1 } };
  if (!/^[1-9][0-9]{0,5}$/.test(rawPage) || Number(rawPage) > MAX_PAGE) {
    return { kind: "not-found" };
  }
  const page = Number(rawPage);
  if (page === 1) return { kind: "redirect", to: blogListHref({ category, page }) };
  return { kind: "view", query: { category, page } };
}

/**
 * The page numbers a pager shows: the first, the last, and two either side of the current; a
 * gap stands for two or more pages (a single hidden page is shown instead).
 */
export function pagerItems(current: number, pageCount: number): (number | "gap")[] {
  const shown = new Set([1, pageCount]);
  for (let page = current - 2; page <= current + 2; page++) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const gap = index > 0 ? page - pages[index - 1]! : 1;
    if (gap === 2) return [page - 1, page];
    return gap > 2 ? (["gap", page] as const) : [page];
  });
}
