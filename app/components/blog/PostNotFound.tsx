import { Link, useRouteError } from "@remix-run/react";
import { isPostProblemsData } from "~/lib/blog/post-problems";
import { PostProblems } from "./PostProblems";

/**
 * "Post Not Found", or in the development preview the check's problems with the post's file
 * (the 404's data, from preview-problems.server.ts): both drawn from this lazily loaded chunk,
 * so a reader's post page carries neither.
 */
export function PostNotFound() {
  const error = useRouteError() as { data?: unknown } | undefined;
  if (isPostProblemsData(error?.data)) {
    return <PostProblems problems={error.data.postProblems} inEditor={error.data.inEditor} />;
  }
  return (
    <section className="container-page py-20 text-center sm:py-28" aria-labelledby="post-not-found">
      <p className="eyebrow">From the blog</p>
      <h1 id="post-not-found" className="mt-3 text-4xl sm:text-5xl">
        Post Not Found
      </h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-soft">
        The blog post you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <p className="mt-8">
        <Link
          to="/blog"
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-3 font-semibold text-on-brand hover:bg-brand-strong"
        >
          Back to Blog
        </Link>
      </p>
    </section>
  );
}
