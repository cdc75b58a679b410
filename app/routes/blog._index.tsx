import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { BlogNotice } from "~/components/blog/BlogNotice";
import { CategoryFilter } from "~/components/blog/CategoryFilter";
import { PostGrid, PostGridSkeleton } from "~/components/blog/PostGrid";
import { blog } from "~/lib/blog/posts.server";
import { cacheHeaders } from "~/lib/cache-control";
import { isValidSlug } from "~/lib/blog/slugs";
import { toSummary, type Category, type PostSummary } from "~/lib/blog/types";
import { absoluteUrl, seo, seoContext } from "~/lib/seo";
import { blogIndexCard, categoryCard, socialImage } from "~/lib/social-card/card-spec";

export const BLOG_ERROR_MESSAGE = "Failed to load blog posts. Please try again later.";

export const headers = cacheHeaders("blog");

export async function loader({ request }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get("category")?.trim() || null;
  const source = blog();
  const [posts, categories] = await Promise.allSettled([
    requested === null
      ? source.getPosts()
      : isValidSlug(requested)
        ? source.getPostsByCategory(requested)
        : Promise.resolve([]),
    source.getCategories(),
  ]);

  const categoryList: Category[] = categories.status === "fulfilled" ? categories.value : [];
  const postList: PostSummary[] | null =
    posts.status === "fulfilled" ? posts.value.map(toSummary) : null;
  return data(
    {
      posts: postList,
      categories: categoryList,
      category: requested,
      categoryName: categoryList.find((category) => category.slug === requested)?.name ?? null,
    },
    // A failed backend is a 503, so nothing in front of us caches it as the page.
    { status: postList ? 200 : 503 },
  );
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const context = seoContext(args);
  const name = args.data?.categoryName;
  const category = args.data?.category;
  return seo(
    {
      title: name ? `My Blogs: ${name}` : "My Blogs",
      description: name
        ? `My posts about ${name.toLowerCase()}: honest, first-person notes from my menopause.`
        : "Honest, first-person blog posts about perimenopause and menopause: symptoms, sleep, food, mood and movement.",
      image: socialImage(
        name && category ? categoryCard({ name, slug: category }) : blogIndexCard(),
      ),
      canonicalUrl: absoluteUrl(
        context.origin,
        category ? `/blog?category=${encodeURIComponent(category)}` : "/blog",
      ),
    },
    context,
  );
};

function usePendingBlogNavigation(): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "loading" && navigation.location.pathname.replace(/\/+$/, "") === "/blog"
  );
}

export default function BlogIndex() {
  const { posts, categories, category, categoryName } = useLoaderData<typeof loader>();
  const pending = usePendingBlogNavigation();

  return (
    <div className="container-page py-14 sm:py-20">
      <header className="max-w-3xl">
        <p className="eyebrow">The blog</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">My Blogs</h1>
        <p className="mt-4 text-lg text-ink-soft">
          Personal notes from my own menopause: what I&apos;m trying, what&apos;s working and what
          isn&apos;t. More posts are coming soon, so do check back.
        </p>
      </header>

      <div className="mt-10">
        <CategoryFilter categories={categories} active={category} />
      </div>

      <div className="mt-10" aria-busy={pending}>
        {pending ? (
          <PostGridSkeleton />
        ) : posts === null ? (
          <BlogNotice tone="error">
            <p>{BLOG_ERROR_MESSAGE}</p>
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
            </h2>
            <PostGrid posts={posts} />
          </>
        )}
      </div>
    </div>
  );
}
