import { useEffect, useState } from "react";

/**
 * Which of the given sections the reader is in: the last one (in the order given, so a nested
 * section wins over its parent) that crosses a line a fifth of the way down the viewport.
 * Undefined before hydration, without IntersectionObserver, and above the first section, so
 * the server's HTML and a browser without JavaScript simply show no current section.
 */
/** Where the line sits, as a fraction of the viewport's height from the top. */
const LINE = 0.2;

export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  const key = ids.join(" ");

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const order = key.split(" ");
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const deepest = order.filter((id) => crossing.has(id)).pop();
        const first = document.getElementById(order[0] ?? "");
        if (deepest) setCurrent(deepest);
        // In the gap between two sections keep the last answer rather than flicker; above
        // the first section there is none.
        else if (first && first.getBoundingClientRect().top > window.innerHeight * LINE) {
          setCurrent(undefined);
        }
      },
      { rootMargin: `-${LINE * 100}% 0px -${99 - LINE * 100}% 0px` },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return current;
}
