import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { isInternalHref } from "~/lib/links";

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
      className="prose prose-lg max-w-none prose-a:decoration-2 prose-a:underline-offset-4"
      // Sanitised on the server by DOMPurify (app/lib/blog/body.server.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
