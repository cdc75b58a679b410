/**
 * The light theme's colour tokens (`:root` in app/styles/tailwind.css) as hex, for the card
 * renderer, which cannot read CSS variables. A unit test keeps the two in step.
 */
export const cardTheme = {
  page: "#FBF7F2",
  surface: "#FFFFFF",
  muted: "#F3EAE0",
  ink: "#2B2227",
  inkSoft: "#5C4F56",
  brand: "#6B3A5B",
  brandStrong: "#4A2640",
  brandSoft: "#F0E4EC",
  accent: "#A3462F",
  accentSoft: "#F6D9CF",
  sage: "#DCE6DA",
  line: "#E6DAD0",
} as const;

/** Token names in tailwind.css for each key above. */
export const cardThemeTokens: Record<keyof typeof cardTheme, string> = {
  page: "page",
  surface: "surface",
  muted: "muted",
  ink: "ink",
  inkSoft: "ink-soft",
  brand: "brand",
  brandStrong: "brand-strong",
  brandSoft: "brand-soft",
  accent: "accent",
  accentSoft: "accent-soft",
  sage: "sage",
  line: "line",
};
