import { proseClass } from "~/components/article/prose-class";

/**
 * A post's subheadings take the guides' section headings' type (ArticleSection): the same size,
 * weight and leading, with room above so each one opens a new part of the post.
 */
const subheadingClass =
  "prose-headings:font-normal prose-h2:mb-4 prose-h2:mt-12 prose-h2:text-[1.9rem] prose-h2:leading-tight sm:prose-h2:text-4xl prose-h3:mb-3 prose-h3:mt-8 prose-h3:text-2xl";

/**
 * The sanitised body in the post's type. Drawn on the server (`elementMarkup` in the post's
 * loader) and sent once (`pageText`), so neither it nor this code is in the page's JavaScript.
 * Clicks on in-site links (the server already turned our own absolute URLs into paths) navigate
 * without a reload (`StaticHtml`); external links carry target=_blank from the server. Without
 * JavaScript every link still works as a plain link.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className={`${proseClass} ${subheadingClass}`}
      // Sanitised on the server by DOMPurify (app/lib/blog/body.server.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
