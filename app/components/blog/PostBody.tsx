import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { proseClass } from "~/components/article/prose-class";
import { isInternalHref } from "~/lib/links";

/**
 * A post's subheadings take the guides' section headings' type (ArticleSection): the same size,
 * weight and leading, with room above so each one opens a new part of the post.
 */
const subheadingClass =
  "prose-headings:font-normal prose-h2:mb-4 prose-h2:mt-12 prose-h2:text-[1.9rem] prose-h2:leading-tight sm:prose-h2:text-4xl prose-h3:mb-3 prose-h3:mt-8 prose-h3:text-2xl";

/**
 * The sanitised body. Clicks on in-site links (the server already turned our own absolute
 * URLs into paths) navigate without a reload; external links carry target=_blank from the
 * server. Without JavaScript every link still works as a plain link.
 */
export function PostBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      const href = anchor?.getAttribute("href");
      if (!anchor || !href || anchor.target === "_blank") return;
      if (!isInternalHref(href)) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={`${proseClass} ${subheadingClass}`}
      // Sanitised on the server by DOMPurify (app/lib/blog/body.server.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
