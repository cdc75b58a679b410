export interface NavLink {
  label: string;
  href: string;
}

/** Header navigation, in the order the spec gives. */
export const mainNavigation: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "My Weekly Routine", href: "/weekly-routine" },
  { label: "Blogs", href: "/blog" },
  { label: "Symptoms", href: "/symptoms" },
  { label: "Sleep", href: "/sleep" },
  { label: "Food", href: "/food" },
  { label: "Stress", href: "/stress" },
  { label: "Beauty", href: "/beauty" },
  { label: "Recipes", href: "/recipes" },
];

/** Footer "Explore Topics", in the order the spec gives. */
export const exploreTopics: readonly NavLink[] = [
  { label: "Symptoms", href: "/symptoms" },
  { label: "My Weekly Routine", href: "/weekly-routine" },
  { label: "Food", href: "/food" },
  { label: "Sleep", href: "/sleep" },
  { label: "Stress", href: "/stress" },
  { label: "Beauty", href: "/beauty" },
  { label: "Recipes", href: "/recipes" },
  { label: "Blogs", href: "/blog" },
];
