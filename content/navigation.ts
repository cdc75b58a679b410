import { sitePages, type NavPath } from "./pages";

export interface NavLink {
  label: string;
  href: string;
}

/** A link to a page in the registry, by the label the registry gives it. */
function navLink(href: NavPath): NavLink {
  return { label: sitePages[href].navLabel, href };
}

/** Header navigation, in the order the header shows it. */
export const mainNavigation: readonly NavLink[] = (
  [
    "/",
    "/weekly-routine",
    "/blog",
    "/symptoms",
    "/sleep",
    "/food",
    "/stress",
    "/beauty",
    "/recipes",
  ] as const
).map(navLink);

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
