import { Link } from "@remix-run/react";
import { exploreTopics, footerPages } from "~content/navigation";
import { site } from "~content/site";
import { ExternalLink } from "~/components/content/RichText";
import type { ConnectLink, ConnectLinks } from "~/lib/connect-links";
import { Logo } from "./Logo";

const footerLink = "rounded text-ink-soft underline-offset-4 hover:text-brand hover:underline";

function ConnectItem({ link }: { link: ConnectLink }) {
  return (
    <li>
      {link.external ? (
        <ExternalLink href={link.href} className={footerLink}>
          {link.label}
        </ExternalLink>
      ) : (
        <Link to={link.href} prefetch="intent" className={footerLink}>
          {link.label}
        </Link>
      )}
      {link.note ? <span className="block text-sm text-ink-soft">{link.note}</span> : null}
    </li>
  );
}

/** A column's list of the site's own pages. */
function FooterLinks({
  links,
  className,
}: {
  links: readonly { href: string; label: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} prefetch="intent" className={footerLink}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ year, connect }: { year: number; connect: ConnectLinks }) {
  return (
    <footer className="mt-24 border-t border-line bg-muted">
      <div className="container-page grid gap-12 py-14 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-3 text-xl">
            <Logo size={36} />
            {site.name}
          </h2>
          <p className="mt-4 text-ink-soft">{site.description}</p>
          <FooterLinks links={footerPages} className="mt-4 space-y-2" />
        </section>

        <nav aria-labelledby="footer-topics">
          <h2 id="footer-topics" className="text-xl">
            Explore Topics
          </h2>
          <FooterLinks
            links={exploreTopics}
            className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 md:grid-cols-1"
          />
        </nav>

        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="text-xl">
            Connect
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={`mailto:${site.author.email}`} className={footerLink}>
                {site.author.email}
              </a>
            </li>
            <ConnectItem link={connect.community} />
            <ConnectItem link={connect.social} />
            <li>
              {/* The page that explains the feed; the feed itself is a file for feed readers. */}
              <Link to={site.links.feed.href} prefetch="intent" className={footerLink}>
                {site.links.feed.label}
              </Link>
            </li>
          </ul>
          <p className="mt-6 text-sm text-ink-soft">
            <strong className="text-ink">Please note:</strong> everything here is educational only
            and is not medical advice. All views are my own. For advice about your health, talk to
            your GP or another qualified professional.
          </p>
        </section>
      </div>
      <div className="border-t border-line">
        <p className="container-page py-6 text-sm text-ink-soft">
          &copy; {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
