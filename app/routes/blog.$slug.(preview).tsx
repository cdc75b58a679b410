import {
  data,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type HeadersFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy } from "react";
import { PostBody } from "~/components/blog/PostBody";
import { PostImage } from "~/components/blog/PostImage";
import { PostGrid } from "~/components/blog/PostGrid";
import { PostNeighbours } from "~/components/blog/PostNeighbours";
import { PostStatusBadge } from "~/components/blog/PostStatusBadge";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { Byline } from "~/components/content/Byline";
import { blog } from "~/lib/blog/blog.server";
import { blogListHref, isValidSlug } from "~/lib/addresses";
import type { AdjacentPosts, PostPage, PostSummary } from "~/lib/blog/types";
import { cacheHeaders, cachePolicies, elementMarkup, pageText } from "~/lib/response.server";
import { formatDate, isLaterDay } from "~/lib/dates";
import { notFound } from "~/lib/not-found.server";
import { previewProblems } from "~/lib/blog/preview-problems.server";
import { authorPreview } from "~/lib/blog/author-preview.server";
import { fittedDescription, loaderMeta } from "~/lib/page-head";
import { StaticHtml } from "~/components/content/StaticHtml";
import { absoluteUrl, articleJsonLd, breadcrumbJsonLd, pageMeta } from "~/lib/seo.server";
import { genericSocialImage, type SocialImage } from "~/lib/social-card/social-image";
import { postCard, socialImage } from "~/lib/social-card/card-spec";

const MORE_POSTS = 3;

// Loaded only when drawn, like the site's own error screens (see GeneralErrorBoundary).
const PostNotFound = lazy(() =>
  import("~/components/blog/PostNotFound").then((module) => ({ default: module.PostNotFound })),
);

/** Other posts, the same category first, newest first within each group. */
export function morePosts(
  current: PostSummary,
  sameCategory: readonly PostSummary[],
  latest: readonly PostSummary[],
): PostSummary[] {
  const seen = new Set([current.id]);
  const picked: PostSummary[] = [];
  for (const post of [...sameCategory, ...latest]) {
    if (picked.length === MORE_POSTS) break;
    if (seen.has(post.id)) continue;
    seen.add(post.id);
    picked.push(post);
  }
  return picked;
}

/** Enough of the newest posts to fill "More from the blog" without the post being read. */
async function readMore(post: PostPage): Promise<PostSummary[]> {
  const [sameCategory, latest] = await Promise.all([
    post.category ? blog().latestPosts(MORE_POSTS + 1, post.category.slug) : [],
    blog().latestPosts(2 * MORE_POSTS + 1),
  ]);
  return morePosts(post, sameCategory, latest);
}

const NO_NEIGHBOURS: AdjacentPosts = { previous: null, next: null };

/**
 * The author's preview is hers alone: never kept by nginx or the browser, never indexed
 * (docs/decisions/0052-draft-preview-for-the-signed-in-author.md).
 */
const AUTHOR_ONLY = { "Cache-Control": cachePolicies.authorOnly, "X-Robots-Tag": "noindex" };

export const headers: HeadersFunction = (args) => {
  const robots = (args.errorHeaders ?? args.loaderHeaders).get("X-Robots-Tag");
  return { ...cacheHeaders("blog", args), ...(robots ? { "X-Robots-Tag": robots } : {}) };
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!isValidSlug(slug)) notFound(request);
  // `/blog/<slug>/preview`: what she saved, published or not; never the readers' page.
  if (/\/preview\/?$/i.test(new URL(request.url).pathname)) {
    return (await authorPreviewPage(request, context, slug, true)) ?? notFound(request);
  }

  let post;
  try {
    post = await blog().getPostBySlug(slug);
  } catch {
    // Logged by the data layer; the reader sees Post Not Found with an honest status.
    throw data("Service Unavailable", {
      status: 503,
      headers: { "Cache-Control": cachePolicies.noStore },
    });
  }
  if (!post) {
    // In the preview, a post the check refuses shows why, instead of "Post Not Found".
    const problems = await previewProblems(slug);
    if (problems) {
      throw data(
        { postProblems: problems },
        { status: 404, headers: { "Cache-Control": cachePolicies.noStore } },
      );
    }
    // On the live site, the signed-in author's draft (or a post not yet published).
    return (await authorPreviewPage(request, context, slug, false)) ?? notFound(request);
  }
  // The post is the page; without its neighbours it is still worth reading.
  const [more, adjacent] = await Promise.all([
    readMore(post).catch(() => []),
    blog()
      .adjacentPosts(post)
      .catch(() => NO_NEIGHBOURS),
  ]);
  // The body is sent once: as markup in a document, as data on a client-side navigation.
  const { bodyHtml, ...shown } = post;
  return {
    post: shown,
    body: pageText(context, "body", elementMarkup(<PostBody html={bodyHtml} />)),
    more,
    adjacent,
    note: null,
    photoNote: null,
    meta: postMeta(request, post, socialImage(postCard(post))),
  };
}

/**
 * The live site's signed-in author's preview of the post as saved on GitHub
 * (docs/decisions/0052-draft-preview-for-the-signed-in-author.md), or null for the route's 404.
 * `onPreviewAddress`: asked at `/blog/<slug>/preview` (the editor's Preview), where a published
 * post's saved changes show too.
 */
async function authorPreviewPage(
  request: Request,
  context: AppLoadContext,
  slug: string,
  onPreviewAddress: boolean,
) {
  const preview = await authorPreview(request, slug);
  if (!preview) return null;
  if ("problems" in preview) {
    throw data(
      { postProblems: preview.problems, inEditor: true },
      { status: 404, headers: AUTHOR_ONLY },
    );
  }
  const { bodyHtml, ...shown } = preview.post;
  return data(
    {
      post: shown,
      body: pageText(context, "body", elementMarkup(<PostBody html={bodyHtml} />)),
      more: [],
      adjacent: NO_NEIGHBOURS,
      // Drawn here, so the notes' words and code stay out of every reader's JavaScript.
      note: pageText(
        context,
        "preview-note",
        elementMarkup(<AuthorPreviewNote onPreviewAddress={onPreviewAddress} />),
      ),
      photoNote: preview.photoNote
        ? pageText(context, "photo-note", elementMarkup(<PhotoNote text={preview.photoNote} />))
        : null,
      // A draft's words stay off the social card's public address: the site's own card.
      meta: postMeta(request, preview.post, genericSocialImage, "noindex"),
    },
    { headers: AUTHOR_ONLY },
  );
}

/**
 * The post's head: the short title and description the author wrote for search results, else
 * the title and the excerpt, fitted to a result's length when they are longer (`pageMeta` fits
 * the title, `fittedDescription` the description; `npm run posts:check` notes both), BlogPosting
 * JSON-LD headlined with the full title, and the trail My Blogs, its topic, the post.
 */
function postMeta(request: Request, post: PostPage, image: SocialImage, robots?: "noindex") {
  return pageMeta(request, ({ origin }) => {
    const url = absoluteUrl(origin, `/blog/${post.slug}`);
    const description = fittedDescription(post.seo_description ?? post.excerpt);
    return {
      title: post.seo_title ?? post.title,
      description,
      type: "article",
      image,
      robots,
      canonicalUrl: url,
      keywords: post.category ? [post.category.name, "menopause"] : ["menopause"],
      structuredData: [
        {
          ...articleJsonLd({
            type: "BlogPosting",
            headline: post.title,
            description,
            url,
            image,
            datePublished: post.created_at,
            dateModified: post.updated_at,
            origin,
          }),
          ...(post.category ? { articleSection: post.category.name } : {}),
        },
        breadcrumbJsonLd(origin, [
          { name: "My Blogs", path: "/blog" },
          ...(post.category
            ? [
                {
                  name: post.category.name,
                  path: blogListHref({ category: post.category.slug, page: 1 }),
                },
              ]
            : []),
          { name: post.title },
        ]),
      ],
    };
  });
}

export const meta = loaderMeta({
  title: "Post Not Found",
  description: "The blog post you're looking for doesn't exist or has been removed.",
});

/**
 * The hero's width: max-w-4xl (896px) once the page is that wide plus its 32px padding each
 * side, else the page less its padding (32px from 640px, 20px below).
 */
const HERO_IMAGE_SIZES =
  "(min-width: 960px) 896px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)";

export default function BlogPost() {
  const { post, body, more, adjacent, note, photoNote } = useLoaderData<typeof loader>();
  return (
    <>
      <article className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          {note ? <StaticHtml text={note} /> : null}
          {/* On paper only the post itself: links to other pages cannot be followed there. */}
          <p className="print:hidden">
            <Link to="/blog" className="link text-sm" prefetch="intent">
              &larr; Back to Blog
            </Link>
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <PostStatusBadge post={post} />
            {post.category ? (
              <Link
                to={blogListHref({ category: post.category.slug, page: 1 })}
                className="rounded-full bg-brand-soft px-3 py-1 font-semibold text-brand-strong hover:underline"
              >
                {post.category.name}
              </Link>
            ) : null}
            <time dateTime={post.created_at} className="text-ink-soft">
              {formatDate(post.created_at)}
            </time>
            {isLaterDay(post.created_at, post.updated_at) ? (
              <span className="text-ink-soft">
                Updated <time dateTime={post.updated_at}>{formatDate(post.updated_at)}</time>
              </span>
            ) : null}
            <span className="text-ink-soft">{post.readingMinutes} min read</span>
          </div>
          <h1 className="mt-4 text-4xl leading-tight sm:text-5xl">{post.title}</h1>
          <p className="mt-5 text-xl text-ink-soft">{post.excerpt}</p>
          <p className="mt-4 text-sm font-semibold text-ink-soft">
            <Byline />
          </p>
        </div>
        {post.featured_image_url ? (
          <PostImage
            post={post}
            // Decoration unless the author wrote what the image shows.
            alt={post.featured_image_alt ?? ""}
            sizes={HERO_IMAGE_SIZES}
            loading="eager"
            priority
            // Paper goes straight to the words, as a guide's illustration does (ArticleHero).
            className="mx-auto mt-10 aspect-[16/9] h-auto w-full max-w-4xl rounded-3xl object-cover print:hidden"
          />
        ) : null}
        {photoNote ? <StaticHtml text={photoNote} className="mx-auto mt-10 max-w-4xl" /> : null}
        <StaticHtml text={body} className="mx-auto mt-10 max-w-3xl print:mt-6" />
      </article>

      <PostNeighbours {...adjacent} />

      {more.length > 0 ? (
        <section aria-labelledby="more-posts" className="container-page mt-8 print:hidden">
          <h2 id="more-posts" className="text-3xl">
            More from the blog
          </h2>
          <div className="mt-6">
            <PostGrid posts={more} />
          </div>
        </section>
      ) : null}
    </>
  );
}

/**
 * Above the author's preview on the live site: who sees this page, and what readers see. The
 * Draft badge below says why readers cannot see it yet.
 */
function AuthorPreviewNote({ onPreviewAddress }: { onPreviewAddress: boolean }) {
  return (
    <div
      role="note"
      className="mb-8 rounded-2xl border border-dashed border-accent bg-accent-soft p-5 print:hidden"
    >
      <p className="font-semibold">Preview: only you can see this page</p>
      <p className="mt-1 text-ink-soft">
        You are signed in to the editor, so the site shows you the post as it is saved on GitHub.
        {onPreviewAddress
          ? " Readers see what is published, and see this version once it is published."
          : " Readers see it once it is published."}
      </p>
    </div>
  );
}

/** In the hero's place, when the preview cannot show her photo: why, in her words. */
function PhotoNote({ text }: { text: string }) {
  return (
    <p
      role="note"
      className="flex aspect-[16/9] w-full items-center justify-center rounded-3xl border border-dashed border-accent bg-accent-soft p-8 text-center print:hidden"
    >
      {text}
    </p>
  );
}

/** Missing, hidden or unreadable, a post's address always says "Post Not Found". */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => <PostNotFound /> }}
      unexpectedErrorHandler={() => <PostNotFound />}
    />
  );
}
