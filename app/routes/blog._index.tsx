import { data, redirect, type LoaderFunctionArgs, type HeadersFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BlogNotice } from "~/components/blog/BlogNotice";
import { CategoryFilter } from "~/components/blog/CategoryFilter";
import { Pager } from "~/components/blog/Pager";
import { PostGrid } from "~/components/blog/PostGrid";
import { PostGridSkeleton } from "~/components/blog/Skeletons";
import { blogListHref, isBlogListPath, isValidSlug, parseBlogListQuery } from "~/lib/addresses";
import { blog, POSTS_PER_PAGE } from "~/lib/blog/blog.server";
import type { Category, PostSummary } from "~/lib/blog/types";
import { cacheHeaders, cachePolicies } from "~/lib/response.server";
import { notFound, notFoundPage } from "~/lib/not-found.server";
import { loaderMeta } from "~/lib/page-head";
import {
  absoluteUrl,
  authorPerson,
  breadcrumbJsonLd,
  pageMeta,
  publisherOrganization,
} from "~/lib/seo.server";
import type { SocialImage } from "~/lib/social-card/social-image";
import { site } from "~content/site";
import { blogIndexCard, categoryCard, socialImage } from "~/lib/social-card/card-spec";

export const BLOG_ERROR_MESSAGE = "Failed to load blog posts. Please try again later.";

export const headers: HeadersFunction = (args) => cacheHeaders("blog", args);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A post address with no slug (`/blog/`) is the list's address: redirect, query kept.
  if (url.pathname.endsWith("/")) throw redirect(`/blog${url.search}`, 301);
  const parsed = parseBlogListQuery(url.searchParams);
  if (parsed.kind === "not-found") notFound(request);
  if (parsed.kind === "redirect") throw redirect(parsed.to, 301);
  const { category, page } = parsed.query;

  const [list, categories] = await Promise.allSettled([
    category === null || isValidSlug(category)
      ? blog().listPosts({ category, page, perPage: POSTS_PER_PAGE })
      : Promise.resolve(null),
    blog().getCategories(),
  ]);
  const categoryList: Category[] = categories.status === "fulfilled" ? categories.value : [];
  const known = categoryList.find((item) => item.slug === category);
  const view = {
    categories: categoryList,
    category,
    categoryName: known?.name ?? null,
    page,
  };
  const image = socialImage(known ? categoryCard(known) : blogIndexCard());
  const head = (pageCount: number, unknownCategory: boolean, posts: PostSummary[] = []) =>
    listMeta(request, { ...view, image, pageCount, unknownCategory, posts });

  if (list.status === "rejected") {
    // Logged by the data layer; the page still offers the chips.
    return data(
      { ...view, posts: null, pageCount: 1, unknownCategory: false, meta: head(1, false) },
      { status: 503, headers: { "Cache-Control": cachePolicies.noStore } },
    );
  }
  // An unknown topic is a 404 with the blog's own page, so the reader can pick another.
  const unknownCategory =
    category !== null && (list.value === null || (categories.status === "fulfilled" && !known));
  if (unknownCategory) {
    return notFoundPage(request, {
      ...view,
      posts: [] as PostSummary[],
      pageCount: 1,
      unknownCategory,
      meta: head(1, unknownCategory),
    });
  }
  const { posts, total } = list.value!;
  const pageCount = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  if (page > pageCount) notFound(request);
  return data({
    ...view,
    posts,
    pageCount,
    unknownCategory,
    meta: head(pageCount, false, posts),
  });
}

const BLOG_NAME = "My Blogs";
const BLOG_DESCRIPTION =
  "Honest, first-person blog posts about perimenopause and menopause: symptoms, sleep, food, mood and movement.";

/**
 * The list's head: its topic and page in the title, its neighbours as prev and next, and its
 * posts as structured data: the whole list is the Blog with this page's posts; a topic's view
 * is a CollectionPage of the blog listing its posts, below My Blogs in the trail.
 */
function listMeta(
  request: Request,
  {
    categoryName: name,
    category,
    page,
    pageCount,
    unknownCategory,
    image,
    posts,
  }: {
    categoryName: string | null;
    category: string | null;
    page: number;
    pageCount: number;
    unknownCategory: boolean;
    image: SocialImage;
    posts: readonly PostSummary[];
  },
) {
  const pageSuffix = page > 1 ? `, page ${page}` : "";
  const href = (number: number) => blogListHref({ category, page: number });
  return pageMeta(request, ({ origin }) => {
    const title = `${name ? `${BLOG_NAME}: ${name}` : BLOG_NAME}${pageSuffix}`;
    const description = name
      ? `My posts about ${name.toLowerCase()}: honest, first-person notes from my menopause.`
      : BLOG_DESCRIPTION;
    const url = absoluteUrl(origin, href(page));
    const blogUrl = absoluteUrl(origin, "/blog");
    const postUrl = (post: PostSummary) => absoluteUrl(origin, `/blog/${post.slug}`);
    const structuredData =
      posts.length === 0
        ? undefined
        : name
          ? [
              {
                "@context": "https://schema.org",
                "@type": "CollectionPage",
                name: title,
                description,
                url,
                isPartOf: { "@type": "Blog", name: BLOG_NAME, url: blogUrl },
                mainEntity: {
                  "@type": "ItemList",
                  itemListElement: posts.map((post, index) => ({
                    "@type": "ListItem",
                    position: (page - 1) * POSTS_PER_PAGE + index + 1,
                    url: postUrl(post),
                    name: post.title,
                  })),
                },
              },
              breadcrumbJsonLd(origin, [
                { name: BLOG_NAME, path: "/blog" },
                { name: `${name}${pageSuffix}` },
              ]),
            ]
          : {
              "@context": "https://schema.org",
              "@type": "Blog",
              name: BLOG_NAME,
              description: BLOG_DESCRIPTION,
              url: blogUrl,
              inLanguage: "en-GB",
              author: authorPerson(origin),
              publisher: publisherOrganization(origin),
              blogPost: posts.map((post) => ({
                "@type": "BlogPosting",
                headline: post.title,
                url: postUrl(post),
                datePublished: post.created_at,
                dateModified: post.updated_at,
                author: authorPerson(origin),
              })),
            };
    return {
      title,
      description,
      image,
      canonicalUrl: unknownCategory ? null : url,
      previousPage: page > 1 ? href(page - 1) : undefined,
      nextPage: page < pageCount ? href(page + 1) : undefined,
      structuredData,
    };
  });
}

export const meta = loaderMeta({
  title: "Page not found",
  description: "Sorry, that page doesn't exist.",
});

/** While another view of the list loads, its cards give way to skeletons. */
function usePendingList(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && isBlogListPath(navigation.location.pathname);
}

/** After the pager or a chip changes the page, bring the top of the list into view. */
function useScrollToListOnPageChange(page: number) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const list = ref.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: "start" });
  }, [page]);
  return ref;
}

export default function BlogIndex() {
  const { posts, categories, category, categoryName, page, pageCount, unknownCategory } =
    useLoaderData<typeof loader>();
  const pending = usePendingList();
  const listRef = useScrollToListOnPageChange(page);

  return (
    <div className="container-page py-14 sm:py-20">
      <header className="max-w-3xl">
        <p className="eyebrow">The blog</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">My Blogs</h1>
        <p className="mt-4 text-lg text-ink-soft">
          Personal notes from my own menopause: what I&apos;m trying, what&apos;s working and what
          isn&apos;t. More posts are coming soon, so do check back.
        </p>
        <p className="mt-4">
          {/* The page that explains the feed; the feed itself is a file for feed readers. */}
          <Link to={site.links.feed.href} prefetch="intent" className="link font-semibold">
            {site.links.feed.label}
          </Link>
          <span className="text-ink-soft"> to hear about new posts in your feed reader.</span>
        </p>
      </header>

      <div className="mt-10">
        <CategoryFilter categories={categories} active={category} />
      </div>

      <div ref={listRef} className="mt-10 scroll-mt-24" aria-busy={pending}>
        {pending ? (
          <PostGridSkeleton />
        ) : posts === null ? (
          <BlogNotice tone="error">
            <p>{BLOG_ERROR_MESSAGE}</p>
          </BlogNotice>
        ) : unknownCategory ? (
          <BlogNotice title="No Such Topic">
            <p>I don&apos;t write under that topic. Pick one of the topics above instead.</p>
          </BlogNotice>
        ) : posts.length === 0 ? (
          <BlogNotice title="No Posts Yet">
            <p>Check back soon for new content about navigating menopause.</p>
          </BlogNotice>
        ) : (
          <>
            {/* Cards are h3s: this keeps the outline h1 > h2 > h3 for screen readers. */}
            <h2 className="sr-only">
              {categoryName ? `Posts about ${categoryName}` : "All posts"}
              {page > 1 ? `, page ${page} of ${pageCount}` : ""}
            </h2>
            <PostGrid posts={posts} />
            <Pager category={category} page={page} pageCount={pageCount} />
          </>
        )}
      </div>
    </div>
  );
}
