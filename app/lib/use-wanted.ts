import { useEffect, useRef, type RefObject } from "react";

interface WantedOptions {
  /** How close (px) `near` may come to the viewport before it counts as wanted. */
  margin: number;
  /** Pointing at or focusing anything in here also counts (default: `near` itself). */
  area?: RefObject<Element | null>;
}

/**
 * Calls `onWanted` once, as soon as the reader is about to need a part of the page: when
 * `near` comes within `margin` px of the viewport, or when they point at or focus anything in
 * `area`. For parts whose code is only fetched when needed. Without IntersectionObserver it
 * calls at once, after the first render.
 */
export function useWanted(
  near: RefObject<Element | null>,
  onWanted: () => void,
  { margin, area = near }: WantedOptions,
): void {
  const callback = useRef(onWanted);
  useEffect(() => {
    callback.current = onWanted;
  });

  useEffect(() => {
    const target = near.current;
    const zone = area.current ?? target;
    if (!target) return;
    if (typeof IntersectionObserver === "undefined") {
      callback.current();
      return;
    }
    const events = ["pointerover", "focusin"] as const;
    let done = false;
    const stop = () => {
      observer.disconnect();
      for (const type of events) zone?.removeEventListener(type, want);
    };
    const want = () => {
      if (done) return;
      done = true;
      stop();
      callback.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(target);
    for (const type of events) zone?.addEventListener(type, want);
    return stop;
  }, [near, area, margin]);
}
