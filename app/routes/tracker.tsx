import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { lazy, Suspense } from "react";
import { Paragraphs } from "~/components/content/RichText";
import { loaderMeta } from "~/lib/page-head";
import { breadcrumbJsonLd, pageMeta, webPageJsonLd } from "~/lib/seo.server";
import { socialImage, trackerCard } from "~/lib/social-card/card-spec";
import { useHydrated } from "~/hooks/use-hydrated";
import { trackerPage as page } from "~content/tracker";

/**
 * The tracker itself (its form, storage, charts and service worker) is fetched only once this
 * page has hydrated, so its code and recharts' reach no other page and this page's first
 * paint (docs/decisions/0044-the-symptom-tracker.md).
 */
const loadTrackerApp = () => import("~/components/tracker/TrackerApp");
const TrackerApp = lazy(loadTrackerApp);
// In the browser its fetch starts as soon as this module runs, rather than after hydration.
if (typeof document !== "undefined") void loadTrackerApp();

export const loader = ({ request }: LoaderFunctionArgs) => ({
  meta: pageMeta(request, ({ origin }) => ({
    ...page.seo,
    image: socialImage(trackerCard(page)),
    structuredData: [
      webPageJsonLd(origin, { ...page.seo, name: page.seo.title, path: "/tracker" }),
      breadcrumbJsonLd(origin, [
        { name: "Symptom diary", path: "/symptom-diary" },
        { name: page.hero.title },
      ]),
    ],
  })),
});

export const meta = loaderMeta();

/** Only this page offers itself for the home screen (tracker.webmanifest). */
export const links: LinksFunction = () => [
  { rel: "manifest", href: "/tracker.webmanifest" },
  { rel: "apple-touch-icon", href: "/images/tracker/icon-180.png" },
];

/** What the page says until the tracker has arrived, and all it says with JavaScript off. */
function WithoutScript() {
  return (
    <section
      aria-labelledby="without-script"
      className="card [&_a]:link space-y-3 p-6 print:hidden"
    >
      <h2 id="without-script" className="text-2xl">
        {page.withoutScript.heading}
      </h2>
      <Paragraphs items={page.withoutScript.paragraphs} />
    </section>
  );
}

export default function Tracker() {
  const hydrated = useHydrated();
  return (
    <article aria-labelledby="tracker-title">
      <header className="bg-gradient-to-b from-brand-soft to-page print:hidden">
        <div className="container-page max-w-3xl py-10 sm:py-14">
          <p className="eyebrow">{page.hero.eyebrow}</p>
          <h1 id="tracker-title" className="mt-3 text-4xl leading-tight sm:text-5xl">
            {page.hero.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-ink-soft">{page.hero.standfirst}</p>
        </div>
      </header>
      <div className="container-page max-w-3xl space-y-10 pb-10 pt-4 print:max-w-none print:p-0">
        <div className="space-y-4 text-lg print:hidden">
          <Paragraphs items={page.intro} />
        </div>
        {hydrated ? (
          <Suspense fallback={<WithoutScript />}>
            <TrackerApp />
          </Suspense>
        ) : (
          <WithoutScript />
        )}
      </div>
    </article>
  );
}
