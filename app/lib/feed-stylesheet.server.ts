import { documentTitle } from "~/lib/page-head";
import fonts from "~/styles/fonts.css?url";
import stylesheet from "~/styles/tailwind.css?url";
import { followPage } from "~content/follow";
import { site } from "~content/site";
import { escapeXml } from "./xml";

/**
 * The XSLT stylesheet `/feed.xml` names, so a browser that opens the feed shows a page in the
 * site's style (its own Tailwind stylesheet, fonts and dark theme) that says what a feed is,
 * gives the address to copy and lists the posts, instead of raw XML. Feed readers never load
 * it. XSLT 1.0, the only version browsers run; the page has no script. Only browsers that still
 * have XSLT see it (docs/decisions/0032-a-feed-people-can-read.md); everyone else reaches /follow.
 *
 * The class names are written out whole, so Tailwind finds them in this file as it does in JSX.
 */

/** RFC 822's month abbreviations ("Sat, 01 Nov 2026 …") to the site's en-US long form. */
const MONTHS =
  "Jan:January,Feb:February,Mar:March,Apr:April,May:May,Jun:June,Jul:July,Aug:August," +
  "Sep:September,Oct:October,Nov:November,Dec:December,";

function text(value: string): string {
  return escapeXml(value);
}

export function feedStylesheet(): string {
  const view = followPage.feedView;
  const { address, latest } = followPage;
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:atom="http://www.w3.org/2005/Atom"
  exclude-result-prefixes="atom">
  <xsl:output method="html" encoding="UTF-8" doctype-system="about:legacy-compat"/>

  <!-- "Sat, 01 Nov 2026 08:30:00 GMT" as "November 1, 2026", as the site writes dates. -->
  <xsl:template name="date">
    <xsl:param name="rfc822"/>
    <xsl:variable name="month" select="substring($rfc822, 9, 3)"/>
    <xsl:value-of select="concat(substring-before(substring-after('${MONTHS}', concat($month, ':')), ','), ' ', number(substring($rfc822, 6, 2)), ', ', substring($rfc822, 13, 4))"/>
  </xsl:template>

  <!-- As /follow writes it: a line may break after the scheme and before the path. -->
  <xsl:template name="breakable-url">
    <xsl:param name="url"/>
    <xsl:variable name="rest" select="substring-after($url, '//')"/>
    <xsl:value-of select="concat(substring-before($url, '//'), '//')"/><wbr/>
    <xsl:value-of select="substring-before($rest, '/')"/><wbr/>
    <xsl:value-of select="concat('/', substring-after($rest, '/'))"/>
  </xsl:template>

  <xsl:template match="/">
    <html lang="en-GB">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>${text(documentTitle(view.title))}</title>
        <link rel="stylesheet" href="${text(fonts)}"/>
        <link rel="stylesheet" href="${text(stylesheet)}"/>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
      </head>
      <body class="flex min-h-screen flex-col">
        <header class="border-b border-line bg-page/95">
          <div class="container-page flex min-h-[4.5rem] items-center py-3">
            <a href="/" class="flex items-center gap-3 whitespace-nowrap rounded-full font-serif text-lg font-semibold text-brand-strong sm:text-xl">
              <img src="/logo.svg" width="44" height="44" alt="" class="rounded-full"/>
              <span>${text(site.name)}</span>
            </a>
          </div>
        </header>
        <main class="flex-1 pb-16">
          <div class="bg-gradient-to-b from-brand-soft to-page">
            <div class="container-page max-w-3xl py-12 sm:py-16">
              <p class="eyebrow">${text(view.eyebrow)}</p>
              <h1 class="mt-3 text-4xl leading-tight sm:text-5xl">${text(view.title)}</h1>
${view.paragraphs.map((paragraph) => `              <p class="mt-5 text-xl leading-relaxed text-ink-soft">${text(paragraph)}</p>`).join("\n")}
              <div class="card mt-8 p-5 sm:p-6">
                <p class="font-semibold text-brand-strong">${text(address.label)}</p>
                <code translate="no" class="mt-3 block min-h-11 select-all break-words rounded-xl border border-line bg-page px-4 py-2.5 font-mono text-sm text-ink sm:text-base"><xsl:call-template name="breakable-url"><xsl:with-param name="url" select="/rss/channel/atom:link[@rel='self']/@href"/></xsl:call-template></code>
                <p class="mt-3 text-sm text-ink-soft">${text(address.hint)}</p>
              </div>
              <p class="mt-8">
                <a href="${text(site.links.feed.href)}" class="inline-flex min-h-11 items-center rounded-full bg-brand px-5 py-2 font-semibold text-on-brand transition-colors hover:bg-brand-strong">${text(view.moreLink)}</a>
              </p>
            </div>
          </div>
          <section aria-labelledby="latest-posts-heading" class="container-page max-w-3xl pt-6">
            <h2 id="latest-posts-heading" class="text-[1.9rem] leading-tight sm:text-4xl">${text(latest.heading)}</h2>
            <xsl:choose>
              <xsl:when test="/rss/channel/item">
                <ol class="mt-6 space-y-4">
                  <xsl:for-each select="/rss/channel/item">
                    <li class="card p-5">
                      <p class="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                        <xsl:if test="category">
                          <span class="font-semibold text-accent"><xsl:value-of select="category"/></span>
                        </xsl:if>
                        <span class="text-ink-soft">
                          <xsl:call-template name="date">
                            <xsl:with-param name="rfc822" select="pubDate"/>
                          </xsl:call-template>
                        </span>
                      </p>
                      <h3 class="mt-2 text-xl leading-snug">
                        <a class="hover:underline"><xsl:attribute name="href"><xsl:value-of select="link"/></xsl:attribute><xsl:value-of select="title"/></a>
                      </h3>
                      <p class="mt-2 text-ink-soft"><xsl:value-of select="description"/></p>
                    </li>
                  </xsl:for-each>
                </ol>
              </xsl:when>
              <xsl:otherwise>
                <p class="mt-6 rounded-3xl border border-line bg-muted px-6 py-12 text-center text-lg">${text(latest.none)}</p>
              </xsl:otherwise>
            </xsl:choose>
            <p class="mt-6">
              <a class="link"><xsl:attribute name="href"><xsl:value-of select="/rss/channel/link"/></xsl:attribute>${text(view.backLink)}</a>
            </p>
          </section>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}
