import { Icon } from "~/components/Icon";
import { cross } from "~/components/icon-shapes";

/** "What I Never Eat or Drink": a grid of crossed-out tiles. */
export function NeverEatGrid({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {items.map((item) => (
        <li
          key={item}
          className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-3 text-[0.95rem] font-semibold leading-snug text-ink shadow-sm sm:px-4"
        >
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Icon path={cross} className="h-4 w-4" />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
