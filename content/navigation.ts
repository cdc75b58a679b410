import { navLabels, type NavPath, type SitePath } from "./pages";

export interface NavLink {
  label: string;
  href: string;
}

/** A link to a page in the registry, by the label the registry gives it. */
function navLink(href: NavPath): NavLink {
  return { label: navLabels[href], href };
}

/** Header navigation, in the order the header shows it: the registry's order of `navLabels`. */
export const mainNavigation: readonly NavLink[] = (Object.keys(navLabels) as NavPath[]).map(
  navLink,
);

/** Footer "Explore Topics", in the order the footer shows it. */
export const exploreTopics: readonly NavLink[] = (
  [
    "/symptoms",
    "/weekly-routine",
    "/food",
    "/sleep",
    "/stress",
    "/beauty",
    "/recipes",
    "/blog",
  ] as const
).map(navLink);

/**
 * The footer's first column, under the site's description: the pages no menu names (the
 * product fixes the header and the topic list), so every page leads to them.
 */
export const footerPages: readonly { label: string; href: SitePath }[] = [
  { label: "About me and how this site is made", href: "/about" },
  { label: "Menopause treatments, and what I chose", href: "/treatments" },
  { label: "My printable symptom diary and GP checklist", href: "/symptom-diary" },
  { label: "Menopause symptoms A–Z", href: "/symptoms-a-z" },
  { label: "My symptom tracker, kept on your phone", href: "/tracker" },
];
