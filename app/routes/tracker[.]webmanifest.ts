import { site } from "~content/site";
import { trackerPage } from "~content/tracker";

/**
 * The web app manifest that lets her add the tracker to her home screen: it opens /tracker,
 * and only /tracker, on its own (docs/decisions/0044-the-symptom-tracker.md). The icons are
 * drawn from the site's logo at build (scripts/tracker-offline.mjs).
 */
export const loader = () =>
  new Response(
    JSON.stringify({
      name: `${trackerPage.hero.title} · ${site.name}`,
      short_name: "Symptom tracker",
      description: trackerPage.seo.description,
      id: "/tracker",
      start_url: "/tracker",
      scope: "/tracker",
      display: "standalone",
      background_color: "#FBF7F2",
      theme_color: "#6B3A5B",
      lang: "en-GB",
      icons: [192, 512].map((size) => ({
        src: `/images/tracker/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any",
      })),
    }),
    {
      headers: {
        "Content-Type": "application/manifest+json; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    },
  );
