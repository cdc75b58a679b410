import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { readingMinutes } from "~/lib/reading-time";
import { formatDate, isLaterDay } from "~/lib/dates";
import { loader as beautyLoader, meta as beautyMeta } from "~/routes/beauty";
import { loader as foodLoader, meta as foodMeta } from "~/routes/food";
import { loader as sleepLoader, meta as sleepMeta } from "~/routes/sleep";
import { loader as stressLoader, meta as stressMeta } from "~/routes/stress";
import { loader as symptomsLoader, meta as symptomsMeta } from "~/routes/symptoms";
import { beautyPage } from "~content/beauty";
import { foodPage } from "~content/food";
import { site } from "~content/site";
import { sleepPage } from "~content/sleep";
import { stressPage } from "~content/stress";
import { symptomsPage } from "~content/symptoms";

const ORIGIN = "https://menopauseandme.co.uk";

/** The route's meta as Remix runs it: with what the route's loader returned. */
type GuideLoader = typeof symptomsLoader;

function metaFor(
  meta: MetaFunction<GuideLoader>,
  loader: GuideLoader,
  pathname: string,
): MetaDescriptor[] {
  const request = new Request(`${ORIGIN}${pathname}`);
  const args = {
    data: loader({ request, params: {}, context: {} }),
    params: {},
    error: undefined,
    location: { pathname, search: "", hash: "", state: null, key: "default" },
    matches: [{ id: "root", pathname: "/", data: { origin: ORIGIN }, params: {}, meta: [] }],
  } as unknown as Parameters<typeof meta>[0];
  return meta(args) ?? [];
}

const cases = [
  { path: "/symptoms", meta: symptomsMeta, loader: symptomsLoader, page: symptomsPage },
  { path: "/sleep", meta: sleepMeta, loader: sleepLoader, page: sleepPage },
  { path: "/food", meta: foodMeta, loader: foodLoader, page: foodPage },
  { path: "/stress", meta: stressMeta, loader: stressLoader, page: stressPage },
  { path: "/beauty", meta: beautyMeta, loader: beautyLoader, page: beautyPage },
];

describe.each(cases)("meta for $path", ({ path, meta, loader, page }) => {
  const tags = metaFor(meta, loader, path);
  const cardUrl = new RegExp(`^${ORIGIN}/social/page${path}\\.png\\?v=\\w+$`);

  it("shares the guide's own raster card, labelled 'Guide'", () => {
    expect(tags).toContainEqual({ property: "og:image", content: expect.stringMatching(cardUrl) });
    expect(tags).toContainEqual({ property: "og:image:type", content: "image/png" });
    expect(tags).toContainEqual({
      property: "og:image:alt",
      content: `Guide: ${page.hero.title} (${site.name})`,
    });
  });

  it("titles the page '{title} | Menopause & Me' with a description and canonical URL", () => {
    expect(tags.filter((tag) => "title" in tag)).toEqual([
      { title: `${page.seo.title} | ${site.name}` },
    ]);
    expect(tags).toContainEqual({ name: "description", content: page.seo.description });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}${path}` });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
  });

  it("emits Article JSON-LD with the site as publisher", () => {
    const jsonLd = (tags.find((tag) => "script:ld+json" in tag) as Record<string, unknown>)[
      "script:ld+json"
    ] as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: page.hero.title,
      description: page.seo.description,
      author: { "@type": "Person", url: `${ORIGIN}/about` },
      datePublished: "2024-01-01",
      dateModified: "2024-01-01",
      mainEntityOfPage: { "@type": "WebPage", "@id": `${ORIGIN}${path}` },
      image: { "@type": "ImageObject", url: expect.stringMatching(cardUrl), width: 1200 },
    });
    expect(jsonLd.publisher).toEqual({
      "@type": "Organization",
      name: site.name,
      url: `${ORIGIN}/`,
      logo: { "@type": "ImageObject", url: `${ORIGIN}/social/logo.png`, width: 512, height: 512 },
    });
  });

  it("emits the FAQ's FAQPage JSON-LD, one question for each the page answers, then the trail", () => {
    const scripts = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
    expect(scripts).toHaveLength(3);
    expect(scripts[2]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: `${ORIGIN}/` },
        { position: 2, name: page.hero.title },
      ],
    });
    const faq = scripts[1] as { "@type": string; mainEntity: { name: string }[] };
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(
      page.faq.items.map((item) => item.question),
    );
  });
});

describe("article helpers", () => {
  it("formats dates and timestamps in US long form, in UTC", () => {
    expect(formatDate("2024-01-01")).toBe("January 1, 2024");
    // Late evening UTC is still that day, whatever the machine's time zone.
    expect(formatDate("2025-03-14T23:30:00+00:00")).toBe("March 14, 2025");
  });

  it("writes every date as Intl's en-US long form in UTC does, without loading Intl's data", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    // Three years with a leap day, each day as content writes it and as a database timestamp
    // a minute either side of midnight UTC, written in another zone's offset.
    // On machines far either side of UTC, so a local-time getter where a UTC one belongs fails.
    const start = Date.UTC(2023, 0, 1);
    const machineZone = process.env.TZ;
    try {
      for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles"]) {
        process.env.TZ = zone;
        for (let day = 0; day < 3 * 366; day++) {
          const midnight = start + day * 86_400_000;
          const date = new Date(midnight).toISOString().slice(0, 10);
          expect(formatDate(date)).toBe(intl.format(midnight));
          for (const moment of [midnight - 60_000, midnight + 60_000]) {
            const local = new Date(moment + 2 * 3_600_000).toISOString().replace("Z", "+02:00");
            expect(formatDate(local)).toBe(intl.format(moment));
          }
        }
      }
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
    expect(formatDate("2024-02-29")).toBe("February 29, 2024");
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(isLaterDay("2025-03-14T08:00:00Z", "2025-03-14T23:59:00Z")).toBe(false);
    expect(isLaterDay("2025-03-14T23:59:00Z", "2025-03-15T00:01:00Z")).toBe(true);
  });

  it("estimates reading time from the prose, ignoring ids, links and SEO", () => {
    expect(
      readingMinutes({ seo: { description: "word ".repeat(5000) }, body: "word ".repeat(460) }),
    ).toBe(2);
    expect(readingMinutes({ id: "x", body: "" })).toBe(1);
    expect(readingMinutes(symptomsPage)).toBeGreaterThan(readingMinutes(sleepPage));
  });
});
