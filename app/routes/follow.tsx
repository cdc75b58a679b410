import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  ArticleSection,
  Prose,
  ProseArticleSection,
  StepList,
} from "~/components/article/ArticleSection";
import { BlogNotice } from "~/components/blog/BlogNotice";
import { cardTitleLinkClass } from "~/components/blog/PostCard";
import { FeedAddress } from "~/components/follow/FeedAddress";
import { blog } from "~/lib/blog/blog.server";
import type { PostSummary } from "~/lib/blog/types";
import { cacheHeaders, cachePolicies } from "~/lib/response.server";
import { formatDate } from "~/lib/dates";
import { FEED_PATH } from "~/lib/discovery.server";
import { siteOrigin } from "~/lib/env.server";
import { loaderMeta } from "~/lib/page-head";
import { pageMeta, webPageJsonLd } from "~/lib/seo.server";
import { followCard, socialImage } from "~/lib/social-card/card-spec";
import { followPage as page } from "~content/follow";
import { site } from "~content/site";

/** As many as a phone shows in a few swipes; the feed itself carries more. */
const LATEST_POST_COUNT = 5;

/** It lists the newest posts, so it keeps the blog's cache lifetimes. */
export const headers: HeadersFunction = (args) => cacheHeaders("blog", args);

export async function loader({ request }: LoaderFunctionArgs) {
  const view = {
    meta: pageMeta(request, ({ origin }) => ({
      ...page.seo,
      image: socialImage(followCard(page)),
      structuredData: webPageJsonLd(origin, { ...page.seo, name: page.seo.title, path: "/follow" }),
    })),
    // What a reader pastes into a feed reader: absolute, on the configured origin (decision 0010).
    feedUrl: `${siteOrigin(request)}${FEED_PATH}`,
  };
  try {
    return data({ ...view, posts: await blog().latestPosts(LATEST_POST_COUNT) });
  } catch {
    // Logged by the data layer. The explanation still helps; the page is just not kept.
    return data({ ...view, posts: null }, { headers: { "Cache-Control": cachePolicies.noStore } });
  }
}

export const meta = loaderMeta();

function LatestPosts({ posts }: { posts: readonly PostSummary[] | null }) {
  const { latest } = page;
  return (
    <section id="latest-posts" aria-labelledby="latest-posts-heading" className="scroll-mt-6">
      <h2 id="latest-posts-heading" className="text-[1.9rem] leading-tight sm:text-4xl">
        {latest.heading}
      </h2>
      <div className="mt-6">
        {posts === null ? (
          <BlogNotice tone="error">
            <p>{latest.unavailable}</p>
          </BlogNotice>
        ) : posts.length === 0 ? (
          <BlogNotice>
            <p>{latest.none}</p>
          </BlogNotice>
        ) : (
          <ol className="space-y-4">
            {posts.map((post) => (
              <li
                key={post.id}
                className="card group relative p-5 transition-shadow hover:shadow-md"
              >
                <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  {post.category ? (
                    <span className="font-semibold text-accent">{post.category.name}</span>
                  ) : null}
                  <time dateTime={post.created_at} className="text-ink-soft">
                    {formatDate(post.created_at)}
                  </time>
                </p>
                <h3 className="mt-2 text-xl leading-snug">
                  {/* The title is the card's one link, stretched over it by ::after. */}
                  <Link to={`/blog/${post.slug}`} prefetch="intent" className={cardTitleLinkClass}>
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-2 text-ink-soft">{post.excerpt}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p className="mt-6">
        <Link to="/blog" prefetch="intent" className="link">
          {latest.allPosts}
        </Link>
      </p>
    </section>
  );
}

/**
 * Where every "Follow by RSS" link leads: what a feed reader is and how to add the blog to one,
 * with the feed's address to copy. The feed itself stays a file for feed readers
 * (docs/decisions/0032-a-feed-people-can-read.md).
 */
export default function Follow() {
  const { feedUrl, posts } = useLoaderData<typeof loader>();
  const { hero, whatItIs, howTo, address, readers, otherwise } = page;
  return (
    <article aria-labelledby="follow-title">
      <header className="bg-gradient-to-b from-brand-soft to-page">
        <div className="container-page max-w-3xl py-12 sm:py-16">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="follow-title" className="mt-3 text-4xl leading-tight sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-ink-soft">{hero.standfirst}</p>
          <div className="mt-8">
            <FeedAddress url={feedUrl} text={address} />
          </div>
        </div>
      </header>

      <div className="container-page max-w-3xl space-y-14 pb-8 pt-6 sm:space-y-16">
        <ProseArticleSection section={whatItIs} />

        <ArticleSection id={howTo.id} heading={howTo.heading}>
          <StepList items={howTo.steps} />
        </ArticleSection>

        <ArticleSection id={readers.id} heading={readers.heading}>
          <Prose paragraphs={[readers.intro]} list={readers.list} />
        </ArticleSection>

        <ArticleSection id={otherwise.id} heading={otherwise.heading}>
          <Prose paragraphs={otherwise.paragraphs} />
          <p className="mt-6">
            <a
              href={`mailto:${site.author.email}`}
              className="inline-flex min-h-11 items-center rounded-full bg-surface px-5 py-2 font-semibold text-brand-strong underline-offset-4 ring-1 ring-line hover:underline"
            >
              {otherwise.emailLabel}: {site.author.email}
            </a>
          </p>
        </ArticleSection>

        <LatestPosts posts={posts} />
      </div>
    </article>
  );
}
