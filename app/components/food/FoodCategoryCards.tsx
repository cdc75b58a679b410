import type { CSSProperties } from "react";
import { RichText } from "~/components/content/RichText";
import { displayName, INTAKE_UNIT, type FoodHoverProps } from "./food-chart";

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * One card per slice. Pointer hover and keyboard focus both highlight the card and its slice,
 * so the link between the two never depends on a mouse.
 */
export function FoodCategoryCards({ categories, hovered, onHover }: FoodHoverProps) {
  return (
    <ul className="space-y-4">
      {categories.map((category, index) => {
        const headingId = `food-category-${slug(category.name)}`;
        const highlighted = hovered === index;
        return (
          <li key={category.name}>
            <article
              // Focusable so keyboard users get the same highlight as a pointer hover.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              aria-labelledby={headingId}
              data-highlighted={highlighted}
              // Not onMouseEnter: React derives that from `mouseout`, which Chrome skips when
              // the pointer comes straight from a slice recharts has just redrawn.
              onMouseOver={() => onHover(index)}
              onMouseLeave={() => onHover(undefined)}
              onFocus={() => onHover(index)}
              onBlur={() => onHover(undefined)}
              style={{ "--category-color": category.color } as CSSProperties}
              className={`rounded-2xl border border-l-[6px] border-line border-l-[color:var(--category-color)] bg-surface p-5 shadow-sm transition duration-200 focus:outline-none focus-visible:outline-none sm:p-6 ${
                highlighted
                  ? "-translate-y-0.5 shadow-lg ring-2 ring-[color:var(--category-color)]"
                  : ""
              }`}
            >
              <div className="flex items-start justify-between gap-4">
                <h3 id={headingId} className="text-xl leading-snug">
                  {displayName(category.name)}
                </h3>
                <p className="shrink-0 text-right leading-none">
                  <span className="font-serif text-3xl font-semibold text-brand-strong">
                    {category.value}%
                  </span>
                  <span className="mt-1 block text-xs font-semibold uppercase tracking-wider text-ink-soft">
                    {INTAKE_UNIT}
                  </span>
                </p>
              </div>
              <p className="mt-3 text-ink">
                <RichText text={category.description} />
              </p>
              <h4 className="eyebrow mt-5 font-sans text-xs">{category.subtitle}</h4>
              <ul className="mt-3 flex flex-wrap gap-2">
                {category.items.map((item) => (
                  <li
                    key={item}
                    className="rounded-full bg-muted px-3 py-1 text-sm font-semibold text-ink"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
