import { Link } from "@remix-run/react";
import { mainNavigation } from "~content/navigation";
import { site } from "~content/site";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavLinks } from "./NavLinks";

const desktopLinkClassName = (isActive: boolean) =>
  `rounded-full px-3 py-2 text-[0.95rem] font-semibold transition-colors ${
    isActive ? "bg-brand-soft text-brand-strong" : "text-ink-soft hover:bg-muted hover:text-ink"
  }`;

/**
 * `searchHtml` is the search box, drawn on the server (`headerSearchHtml`): a plain form with
 * nothing to hydrate, so none of its code is in the page's JavaScript.
 */
export function SiteHeader({ searchHtml }: { searchHtml?: string }) {
  return (
    <header className="relative z-30 border-b border-line bg-page/95">
      <div className="container-page flex min-h-[4.5rem] flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <Link
          to="/"
          className="flex items-center gap-3 whitespace-nowrap rounded-full font-serif text-lg font-semibold text-brand-strong sm:text-xl"
        >
          <Logo size={44} />
          <span>{site.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks
            links={mainNavigation}
            className="flex flex-wrap items-center justify-end gap-1"
            linkClassName={desktopLinkClassName}
          />
        </nav>
        <MobileMenu />
        {searchHtml ? (
          <div
            className="w-full lg:ml-auto lg:max-w-md"
            // Drawn on this site's server from its own component, never from a reader's input.
            dangerouslySetInnerHTML={{ __html: searchHtml }}
          />
        ) : null}
      </div>
    </header>
  );
}
