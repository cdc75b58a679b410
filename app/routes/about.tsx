import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { ArticleSection, Prose, ProseArticleSection } from "~/components/article/ArticleSection";
import { ExternalLink, Paragraphs } from "~/components/content/RichText";
import { Logo } from "~/components/layout/Logo";
import { connectLinks, type ConnectLink } from "~/lib/connect-links";
import { formatDate } from "~/lib/dates";
import { loaderMeta } from "~/lib/page-head";
import { authorPerson, pageMeta, publisherOrganization } from "~/lib/seo.server";
import { aboutCard, socialImage } from "~/lib/social-card/card-spec";
import { aboutPage as page } from "~content/about";
import { site } from "~content/site";
import type { loader as rootLoader } from "~/root";

/** The page's head and social card, built here so that code stays out of the browser. */
export const loader = ({ request }: LoaderFunctionArgs) => ({
  meta: pageMeta(request, ({ origin }) => ({
    ...page.seo,
    image: socialImage(aboutCard(page)),
    structuredData: {
      "@context": "https://schema.org",
      "@type": "AboutPage",
      name: page.seo.title,
      description: page.seo.description,
      mainEntity: authorPerson(origin),
      publisher: publisherOrganization(origin),
    },
  })),
});

export const meta = loaderMeta();

const contactLink =
  "inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold underline-offset-4 hover:underline";

const secondaryButton = `${contactLink} bg-surface text-brand-strong ring-1 ring-line`;

/** A configured chat or profile: its button, and what a reader should know before joining. */
function ConnectButton({ link }: { link: ConnectLink }) {
  return (
    <div className="mt-6">
      <ExternalLink href={link.href} className={secondaryButton}>
        {link.label}
      </ExternalLink>
      {link.note ? <p className="mt-3 font-semibold text-ink">{link.note}.</p> : null}
    </div>
  );
}

function EmailButton({ label }: { label: string }) {
  return (
    <a
      href={`mailto:${site.author.email}`}
      className={`${contactLink} bg-brand text-on-brand hover:bg-brand-strong`}
    >
      {label}: {site.author.email}
    </a>
  );
}

function CommunitySection({ link }: { link: ConnectLink }) {
  const { community } = page;
  return (
    <ArticleSection id={site.links.community.aboutSection} heading={community.heading}>
      <Prose
        paragraphs={[
          ...community.paragraphs,
          link.external ? community.open : community.notOpenYet,
        ]}
      />
      {link.external ? (
        <ConnectButton link={link} />
      ) : (
        <p className="mt-6">
          <EmailButton label={page.contact.emailLabel} />
        </p>
      )}
    </ArticleSection>
  );
}

function FollowingSection({ link }: { link: ConnectLink }) {
  const { following } = page;
  return (
    <ArticleSection id={site.links.social.aboutSection} heading={following.heading}>
      <Prose
        paragraphs={[...following.paragraphs, ...(link.external ? [] : [following.noSocialYet])]}
      />
      <p className="mt-6">
        {/* The page that explains the feed; the feed itself is a file for feed readers. */}
        <Link to={site.links.feed.href} prefetch="intent" className={secondaryButton}>
          {following.feedLabel}
        </Link>
      </p>
      {link.external ? <ConnectButton link={link} /> : null}
    </ArticleSection>
  );
}

export default function About() {
  const { hero, sections, contact } = page;
  const connect = useRouteLoaderData<typeof rootLoader>("root")?.connect ?? connectLinks({});
  return (
    <article aria-labelledby="about-title">
      <header className="bg-gradient-to-b from-brand-soft to-page">
        <div className="container-page max-w-3xl py-12 sm:py-16">
          <Logo size={96} alt="" className="shadow-md ring-4 ring-surface" />
          <p className="eyebrow mt-6">{hero.eyebrow}</p>
          <h1 id="about-title" className="mt-3 text-4xl leading-tight sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-ink-soft">{hero.standfirst}</p>
          <p className="mt-6 font-semibold text-ink">
            {site.author.name ? `${site.author.name}: ` : ""}
            {page.authorSummary}
          </p>
          <p className="mt-1 text-sm font-semibold text-ink-soft">
            Last reviewed <time dateTime={page.lastReviewed}>{formatDate(page.lastReviewed)}</time>
          </p>
        </div>
      </header>
      <div className="container-page max-w-3xl space-y-14 pb-8 pt-6 sm:space-y-16">
        {sections.map((section) => (
          <ProseArticleSection key={section.id} section={section} />
        ))}
        <CommunitySection link={connect.community} />
        <FollowingSection link={connect.social} />
        <section
          id="contact"
          aria-labelledby="contact-title"
          className="scroll-mt-6 rounded-3xl bg-sage p-6 sm:p-10"
        >
          <h2 id="contact-title" className="text-[1.9rem] leading-tight sm:text-4xl">
            {contact.heading}
          </h2>
          <div className="mt-5 space-y-4 text-lg">
            <Paragraphs items={contact.paragraphs} />
          </div>
          <p className="mt-8">
            <EmailButton label={contact.emailLabel} />
          </p>
        </section>
      </div>
    </article>
  );
}
