import { Suspense, lazy, startTransition, useState, type ComponentType } from "react";
import type { FoodPage } from "~content/food";
import { ArticleSection } from "~/components/article/ArticleSection";
import { displayName, type FoodHoverProps, type HoveredIndex } from "./food-chart";
import { FoodCategoryCards } from "./FoodCategoryCards";

type LiveDonutProps = FoodHoverProps & { serverSvg: string };

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
  return (
    <ArticleSection id={id} heading={content.heading} lead={content.intro}>
      <div
        className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start lg:gap-8"
        onPointerOver={reach}
        onFocus={reach}
      >
        <figure data-food-chart="" className="card overflow-hidden p-5 md:sticky md:top-6">
          <Suspense fallback={<ServerDonut html={donut} />}>
            {reached ? (
              <div>
                <LiveDonut
                  categories={categories}
                  hovered={hovered}
                  onHover={setHovered}
                  serverSvg={donut}
                />
              </div>
            ) : (
              <ServerDonut html={donut} />
            )}
          </Suspense>
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
        <FoodCategoryCards categories={categories} hovered={hovered} onHover={setHovered} />
      </div>
    </ArticleSection>
  );
}

function ServerDonut({ html }: { html: string }) {
  // recharts' SVG, drawn on this site's server from its own content (donut.server.tsx).
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
