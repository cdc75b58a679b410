import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { isInternalHref } from "~/lib/addresses";

/**
 * For markup React did not draw as elements (a post's body, a guide's text): a plain left click
 * on a link to another page of this site goes through the router, as a `<Link>` would. Links
 * within the page (`#…`), new tabs, downloads and other sites are left to the browser, and
 * without JavaScript every link is a plain link anyway.
 */
export function useInternalLinks<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      const href = anchor?.getAttribute("href");
      if (!anchor || !href || anchor.target || anchor.hasAttribute("download")) return;
      if (!isInternalHref(href)) return;
      const samePage =
        anchor.pathname === window.location.pathname && anchor.search === window.location.search;
      if (samePage && anchor.hash) return; // The browser scrolls to it.
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);

  return ref;
}
