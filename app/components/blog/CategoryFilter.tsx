import { Link } from "@remix-run/react";
import { blogListHref } from "~/lib/addresses";
import type { Category } from "~/lib/blog/types";

const chip =
  "inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors";
const activeChip = `${chip} border-brand bg-brand text-on-brand`;
const idleChip = `${chip} border-line bg-surface text-ink hover:border-brand hover:text-brand`;

/**
 * Plain links, so filtered views work without JavaScript and can be bookmarked; with
 * JavaScript the reader keeps her scroll position while the list changes.
 */
export function CategoryFilter({
  categories,
  active,
}: {
  categories: readonly Category[];
  /** The selected category slug, or null for All Topics. */
  active: string | null;
}) {
  const chips = [
    {
      key: "all",
      label: "All Topics",
      to: blogListHref({ category: null, page: 1 }),
      isActive: active === null,
    },
    ...categories.map((category) => ({
      key: category.slug,
      label: category.name,
      to: blogListHref({ category: category.slug, page: 1 }),
      isActive: active === category.slug,
    })),
  ];
  return (
    <nav aria-label="Filter posts by topic">
      <ul className="flex flex-wrap gap-2">
        {chips.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              preventScrollReset
              aria-current={item.isActive ? "page" : undefined}
              className={item.isActive ? activeChip : idleChip}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
