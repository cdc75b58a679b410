import { useState } from "react";
import type { FoodPage } from "~content/food";
import { ArticleSection } from "~/components/article/ArticleSection";
import { displayName, type HoveredIndex } from "./food-chart";
import { FoodCategoryCards } from "./FoodCategoryCards";
import { FoodDonutChart } from "./FoodDonutChart";

/**
 * "What I Eat": the donut, its legend and the category cards, sharing one hover state. The
 * donut is recharts, part of this route's JavaScript: the server draws it as SVG (readable
 * without JavaScript) and the page hydrates it like any other component.
 */
export function WhatIEat({ id, content }: { id: string; content: FoodPage["whatIEat"] }) {
  const [hovered, setHovered] = useState<HoveredIndex>(undefined);
  const { categories } = content;
  return (
    <ArticleSection id={id} heading={content.heading} lead={content.intro}>
      <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start lg:gap-8">
        <figure data-food-chart="" className="card overflow-hidden p-5 md:sticky md:top-6">
          <FoodDonutChart categories={categories} hovered={hovered} onHover={setHovered} />
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
