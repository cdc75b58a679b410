import type { MetaFunction } from "@remix-run/node";
import { ProseArticleSection } from "~/components/article/ArticleSection";
import { ExternalLink, Paragraphs } from "~/components/content/RichText";
import { Logo } from "~/components/layout/Logo";
import { formatDate } from "~/lib/dates";
import { authorPerson, pageMeta } from "~/lib/seo";
import { aboutCard, socialImage } from "~/lib/social-card/card-spec";
import { aboutPage as page } from "~content/about";
import { site } from "~content/site";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    ...page.seo,
    image: socialImage(aboutCard(page)),
    structuredData: {
      "@context": "https://schema.org",
      "@type": "AboutPage",
      name: page.seo.title,
      description: page.seo.description,
      mainEntity: authorPerson(),
    },
  });

const contactLink =
  "inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold underline-offset-4 hover:underline";

export default function About() {
  const { hero, sections, contact } = page;
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
            {site.author.summary}
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
          <ul className="mt-8 flex flex-wrap gap-3">
            <li>
              <a
                href={`mailto:${site.author.email}`}
                className={`${contactLink} bg-brand text-on-brand hover:bg-brand-strong`}
              >
                {contact.emailLabel}: {site.author.email}
              </a>
            </li>
            {[site.links.community, site.links.social].map((link) => (
              <li key={link.href}>
                <ExternalLink
                  href={link.href}
                  className={`${contactLink} bg-surface text-brand-strong ring-1 ring-line`}
                >
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
