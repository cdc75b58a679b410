import { Link } from "@remix-run/react";
import { useId } from "react";
import type { RelatedLink } from "~content/types";

export const DEFAULT_RELATED_TITLE = "Related Articles";

export function RelatedArticles({
  links,
  title = DEFAULT_RELATED_TITLE,
}: {
  links: readonly RelatedLink[];
  title?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              prefetch="intent"
              className="card group flex h-full flex-col p-5 transition-shadow hover:shadow-md"
            >
              <span className="eyebrow text-xs">{link.category}</span>
              <span className="mt-2 font-serif text-xl font-semibold text-brand-strong group-hover:underline">
                {link.title}
              </span>
              <span className="mt-2 text-ink-soft">{link.description}</span>
              <span className="mt-auto pt-4 text-sm font-semibold text-brand" aria-hidden="true">
                Read more &rarr;
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
