import {
  Suspense,
  lazy,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";
import type { FoodPage } from "~content/food";
import { ArticleSection } from "~/components/article/ArticleSection";
import {
  displayName,
  intakeLabel,
  sliceAt,
  sliceMidAngles,
  tooltipAnchor,
  type FoodChartProps,
  type HoveredIndex,
} from "./food-chart";
import { FoodCategoryCards } from "./FoodCategoryCards";

type LiveDonutProps = FoodChartProps & { serverSvg: string };

/** recharts' donut, fetched when wanted; if it cannot be fetched, the server's SVG stays. */
const LiveDonut = lazy<ComponentType<LiveDonutProps>>(() =>
  import("./FoodDonutChart").then(
    (module) => ({ default: module.FoodDonutChart }),
    (error: unknown) => {
      console.warn("Kept the server's chart: its code did not load.", error);
      return { default: KeptDonut };
    },
  ),
);

function KeptDonut({ serverSvg }: LiveDonutProps) {
  return <ServerDonut html={serverSvg} />;
}

/**
 * "What I Eat": the donut, its legend and the category cards, sharing one hover state. The
 * server draws the donut as SVG with recharts (`donut`, readable without JavaScript); the
 * browser shows that SVG and fetches recharts only when the reader reaches for the chart or a
 * card, then redraws it live, highlighted as the cards are
 * (docs/decisions/0008-food-chart-and-faq-loading.md).
 *
 * The section, not recharts, follows the pointer over the slices and draws the tooltip: the
 * pointer that reaches for the chart is often already on a slice, and the live chart replaces
 * the SVG under it without the browser telling recharts it is there, so that first hover would
 * otherwise show nothing.
 */
export function WhatIEat({
  id,
  content,
  donut,
}: {
  id: string;
  content: FoodPage["whatIEat"];
  donut: string;
}) {
  const [hovered, setHovered] = useState<HoveredIndex>(undefined);
  const [reached, setReached] = useState(false);
  const { categories } = content;
  // A transition keeps the server's SVG on screen until recharts has arrived, instead of the
  // Suspense fallback drawing it again.
  const reach = () => {
    if (!reached) startTransition(() => setReached(true));
  };
  const chartBox = useRef<HTMLDivElement>(null);
  // Whether the hover is the pointer's on a slice: only that is the chart's to clear, so a card
  // the pointer has just entered, or one with focus, keeps its highlight.
  const onSlice = useRef(false);
  const hoverCard = (index: HoveredIndex) => {
    onSlice.current = false;
    setHovered(index);
  };
  const overChart = (target: EventTarget) => {
    const index = sliceAt(target);
    if (index === undefined && !onSlice.current) return;
    onSlice.current = index !== undefined;
    setHovered(index);
  };
  // Native listeners, not onMouseLeave: React derives that from `mouseout`, which browsers do
  // not send when the element under the pointer has been removed (the live chart replacing the
  // server's SVG, recharts redrawing the hovered slice), so a pointer leaving then would leave
  // the tooltip behind. Recent Chrome still sends `mouseleave` to the box; older versions (141,
  // the tests' headless shell) send nothing, but every browser sends `mouseover` to whatever
  // the pointer moves onto next, so that outside the box clears the slice too.
  useEffect(() => {
    const box = chartBox.current;
    if (!box) return;
    const leave = (event: MouseEvent) => {
      if (!onSlice.current) return;
      if (event.type === "mouseover" && box.contains(event.target as Node)) return;
      onSlice.current = false;
      setHovered(undefined);
    };
    box.addEventListener("mouseleave", leave);
    document.addEventListener("mouseover", leave);
    return () => {
      box.removeEventListener("mouseleave", leave);
      document.removeEventListener("mouseover", leave);
    };
  }, []);
  return (
    <ArticleSection id={id} heading={content.heading} lead={content.intro}>
      <div
        className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start lg:gap-8"
        onPointerOver={reach}
        onFocus={reach}
      >
        <figure data-food-chart="" className="card overflow-hidden p-5 md:sticky md:top-6">
          <div
            // The chart box is wider than its column: the SVG's empty margin around the donut
            // bleeds out, so the donut itself fills the column.
            className="relative -mx-[15%] -my-[15%] w-[130%]"
            // Keyboard users get the same highlight from the cards, which take focus; the
            // slices are decoration, hidden from assistive technology.
            // eslint-disable-next-line jsx-a11y/mouse-events-have-key-events
            onMouseOver={(event) => overChart(event.target)}
            ref={chartBox}
          >
            <Suspense fallback={<ServerDonut html={donut} />}>
              {reached ? (
                <LiveDonut categories={categories} hovered={hovered} serverSvg={donut} />
              ) : (
                <ServerDonut html={donut} />
              )}
            </Suspense>
            <SliceTooltip categories={categories} hovered={hovered} />
          </div>
          <figcaption className="mt-2 border-t border-line pt-4">
            <p className="text-sm font-semibold text-ink-soft">A typical day on my plate</p>
            <ul className="mt-3 space-y-2" aria-label="Legend">
              {categories.map((category) => (
                <li key={category.name} className="flex items-center gap-3 text-[0.95rem]">
                  <span
                    aria-hidden="true"
                    className="h-3.5 w-3.5 shrink-0 rounded-full"
                    style={{ backgroundColor: category.color }}
                  />
                  <span className="flex-1 leading-snug">{displayName(category.name)}</span>
                  <span className="font-semibold text-brand-strong">{category.value}%</span>
                </li>
              ))}
            </ul>
          </figcaption>
        </figure>
        <FoodCategoryCards categories={categories} hovered={hovered} onHover={hoverCard} />
      </div>
    </ArticleSection>
  );
}

function ServerDonut({ html }: { html: string }) {
  // recharts' SVG, drawn on this site's server from its own content (donut.server.tsx).
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The hovered slice's name and share, pointing at the middle of the slice. */
function SliceTooltip({ categories, hovered }: FoodChartProps) {
  const active = hovered === undefined ? undefined : categories[hovered];
  if (!active || hovered === undefined) return null;
  const anchor = tooltipAnchor(sliceMidAngles(categories.map((c) => c.value))[hovered]!);
  return (
    <div
      role="tooltip"
      className="pointer-events-none absolute z-10 w-max max-w-[11rem] -translate-x-1/2 -translate-y-[calc(100%+0.75rem)] rounded-xl bg-brand-strong px-3.5 py-2.5 text-center text-sm leading-snug text-page shadow-lg after:absolute after:left-1/2 after:top-full after:-translate-x-1/2 after:border-[6px] after:border-transparent after:border-t-brand-strong"
      style={anchor}
    >
      <span className="block font-semibold">{displayName(active.name)}</span>
      <span className="block">{intakeLabel(active.value)}</span>
    </div>
  );
}
