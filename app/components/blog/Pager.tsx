import { Link } from "@remix-run/react";
import { blogListHref, pagerItems } from "~/lib/addresses";

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold sm:px-4";
const idle = `${item} border border-line bg-surface text-ink hover:border-brand hover:text-brand`;
const current = `${item} bg-brand text-on-brand`;

/**
 * Previous, next and page numbers as plain links: they work without JavaScript, crawlers follow
 * them, and with JavaScript the list's own scroll handling takes over (`preventScrollReset`).
 */
export function Pager({
  category,
  page,
  pageCount,
}: {
  category: string | null;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (number: number) => blogListHref({ category, page: number });
  return (
    <nav aria-label="Blog pages" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" preventScrollReset className={idle}>
              <span aria-hidden="true">&larr;</span>
              {/* On a phone the arrow alone keeps the pager on one line. */}
              <span className="sr-only sm:not-sr-only sm:ml-1.5">Previous</span>
              <span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pagerItems(page, pageCount).map((number, index) =>
          number === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-soft">
              &hellip;
            </li>
          ) : (
            <li key={number}>
              <Link
                to={href(number)}
                preventScrollReset
                aria-current={number === page ? "page" : undefined}
                className={number === page ? current : idle}
              >
                <span className="sr-only">Page </span>
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next" preventScrollReset className={idle}>
              <span className="sr-only sm:not-sr-only sm:mr-1.5">Next</span>
              <span className="sr-only"> page</span>
              <span aria-hidden="true">&rarr;</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
