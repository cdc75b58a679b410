import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render, true after hydration.
 * Lets a component render a no-JavaScript version first and upgrade itself afterwards
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
