import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** Fast navigations show nothing; only one that takes longer than this gets the bar. */
export const PROGRESS_DELAY_MS = 300;

/**
 * A slim bar along the top of the window while a client-side navigation is slow, announced
 * politely to screen readers. With reduced motion it is a still bar rather than a moving one.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  const busy = state !== "idle";
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
    >
      {shown ? (
        <>
          <span className="sr-only">Loading the page…</span>
          <div
            data-testid="navigation-progress"
            aria-hidden="true"
            className="h-1 w-full origin-left animate-progress bg-accent motion-reduce:animate-none"
          />
        </>
      ) : null}
    </div>
  );
}
