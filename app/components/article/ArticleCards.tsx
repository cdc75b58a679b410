import type { ReactNode } from "react";
import { RichText } from "~/components/content/RichText";
import { Icon } from "~/components/Icon";

/** A responsive grid of article cards: one column on phones, two from `sm` up. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5">{children}</ul>;
}

/**
 * One card in a CardGrid: an icon or a number as its badge, a title (an <h3>) and either a
 * description or any body.
 */
export function ArticleCard({
  id,
  title,
  badge,
  description,
  children,
  tone = "surface",
}: {
  /** The card's anchor, where search or the A–Z links to it (`/beauty#hair`). */
  id?: string;
  title: string;
  badge: { icon: string } | { number: number };
  description?: string;
  children?: ReactNode;
  tone?: "surface" | "sage";
}) {
  return (
    <li
      id={id}
      className={`flex h-full scroll-mt-6 flex-col rounded-2xl border p-6 ${
        tone === "sage" ? "border-transparent bg-sage" : "border-line bg-surface shadow-sm"
      }`}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-soft font-serif text-lg font-semibold text-brand"
        >
          {"icon" in badge ? <Icon path={badge.icon} className="h-6 w-6" /> : badge.number}
        </span>
        <h3 className="text-xl leading-snug">{title}</h3>
      </div>
      {description ? (
        <p className="[&_a]:link mt-4 text-ink">
          <RichText text={description} />
        </p>
      ) : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </li>
  );
}
