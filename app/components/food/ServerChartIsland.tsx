import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import type { FoodCategory } from "~content/food";
import type { FoodDonutChart } from "./FoodDonutChart";
import type { HoveredIndex } from "./food-chart";

type DonutChart = typeof FoodDonutChart;

interface ServerChartIslandProps {
  /** The chart's code, once it has arrived; until then the server's SVG stays as it is. */
  Chart: DonutChart | undefined;
  categories: readonly FoodCategory[];
  hovered: HoveredIndex;
  onHover: (index: HoveredIndex) => void;
}

/** Lets the island's own root read the page's hover state. */
function createHoverStore(initial: HoveredIndex) {
  let hovered = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => hovered,
    set(next: HoveredIndex) {
      if (next === hovered) return;
      hovered = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type HoverStore = ReturnType<typeof createHoverStore>;

function IslandChart({
  Chart,
  categories,
  store,
  onHover,
}: Omit<ServerChartIslandProps, "hovered"> & { Chart: DonutChart; store: HoverStore }) {
  // While hydrating, what the server drew (nothing hovered); straight after, the page's state.
  const hovered = useSyncExternalStore(store.subscribe, store.get, () => undefined);
  return <Chart categories={categories} hovered={hovered} onHover={onHover} />;
}

const KEEP_SERVER_HTML = { __html: "" };

/** Which of the server-drawn slices (in category order) an event came from, if any. */
function sliceIndex(target: EventTarget): HoveredIndex {
  const slice = target instanceof Element ? target.closest(".recharts-pie-sector") : null;
  if (!slice?.parentElement) return undefined;
  const index = [...slice.parentElement.children].indexOf(slice);
  return index === -1 ? undefined : index;
}

/**
 * The server-drawn donut on a page hydrated without the chart's code. The page's own hydration
 * leaves it alone: an empty `dangerouslySetInnerHTML`, whose content React neither checks nor
 * replaces. When the code arrives, the chart hydrates that same SVG in place, in a React root of
 * its own, so nothing is redrawn and the node under the reader's pointer stays the same.
 *
 * Not React.lazy in a Suspense boundary: React 18 throws a server-rendered boundary's HTML away
 * (error #421) if anything above it updates before its code arrives, and Remix's providers
 * update on every navigation.
 */
export function ServerChartIsland({ Chart, categories, hovered, onHover }: ServerChartIslandProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [store] = useState(() => createHoverStore(hovered));
  const root = useRef<Root>();

  useEffect(() => store.set(hovered), [store, hovered]);

  useEffect(() => {
    if (!Chart || !slot.current || root.current) return;
    root.current = hydrateRoot(
      slot.current,
      <IslandChart Chart={Chart} categories={categories} store={store} onHover={onHover} />,
    );
  }, [Chart, categories, store, onHover]);

  useEffect(
    () => () => {
      const island = root.current;
      root.current = undefined;
      // Not during the page's own commit: React refuses to unmount a root synchronously then.
      if (island) queueMicrotask(() => island.unmount());
    },
    [],
  );

  return (
    <div
      ref={slot}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
      // The server's slices answer hover before the chart's code is here, and the same handler
      // keeps serving them after, as the island's events bubble out to the page. The slices are
      // decoration (aria-hidden); keyboard readers use the focusable cards.
      // eslint-disable-next-line jsx-a11y/mouse-events-have-key-events
      onMouseOver={(event) => onHover(sliceIndex(event.target))}
      onMouseLeave={() => onHover(undefined)}
    />
  );
}
