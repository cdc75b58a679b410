/**
 * The site's one icon set: small line icons on a 24 x 24 grid, stroked in the current text
 * colour. Always decorative (aria-hidden): the text beside an icon carries its meaning.
 */
const PATHS = {
  arrowLeft: "M19 12H5M11 18l-6-6 6-6",
  brush: "M14.5 4.5l5 5-8 8a3.5 3.5 0 01-5-5zM6.5 17.5L4 20",
  chat: "M4.5 6.5a2 2 0 012-2h11a2 2 0 012 2v8a2 2 0 01-2 2H10l-4.5 3.5v-3.5h1-2a2 2 0 01-.5-.1z",
  check: "M5 12.5l4.5 4.5L19 7.5",
  chevronDown: "M6 9l6 6 6-6",
  clock: "M12 20.5a8.5 8.5 0 100-17 8.5 8.5 0 000 17zM12 7.5V12l3 2",
  close: "M6 6l12 12M18 6L6 18",
  comb: "M4 9.5h16v3H4zM6 12.5v6M9 12.5v6M12 12.5v6M15 12.5v6M18 12.5v6",
  cross: "M7 7l10 10M17 7L7 17",
  droplet: "M12 3.5s-6 6.6-6 11a6 6 0 0012 0c0-4.4-6-11-6-11z",
  dumbbell: "M6.5 7v10M3.5 9.5v5M17.5 7v10M20.5 9.5v5M6.5 12h11",
  face: "M12 20.5a8.5 8.5 0 100-17 8.5 8.5 0 000 17zM9 10v.5M15 10v.5M9 15c1.6 1.4 4.4 1.4 6 0",
  hand: "M7 11V6.5a1.5 1.5 0 013 0V11m0-5.5v-1a1.5 1.5 0 013 0V11m0-5a1.5 1.5 0 013 0v7c0 4-2.5 7-6 7-2.5 0-4-1.5-5.5-4L5 12.5a1.5 1.5 0 012.5-1.5",
  info: "M12 20.5a8.5 8.5 0 100-17 8.5 8.5 0 000 17zM12 11v5.5M12 7.75v.01",
  leaf: "M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l7-7",
  lightbulb:
    "M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0012 3z",
  menu: "M4 7h16M4 12h16M4 17h16",
  moon: "M19.5 14.5A8 8 0 019.5 4.5a8 8 0 1010 10z",
  pen: "M4 20l1-4L16 5l3 3L8 19zM14 7l3 3",
  plate: "M12 20a8 8 0 100-16 8 8 0 000 16zM12 16a4 4 0 100-8 4 4 0 000 8z",
  printer:
    "M7 9V3h10v6M7 17H5a2 2 0 01-2-2v-4a2 2 0 012-2h14a2 2 0 012 2v4a2 2 0 01-2 2h-2M7 14h10v7H7z",
  shield: "M12 3.5l7 3v5c0 4.5-3 8-7 9.5-4-1.5-7-5-7-9.5v-5z",
  tooth:
    "M7.5 4C5 4 4 6 4 8.5c0 3 1.5 4 2 7 .4 2.5 1 4.5 2.2 4.5 1.5 0 1.3-5 3.8-5s2.3 5 3.8 5c1.2 0 1.8-2 2.2-4.5.5-3 2-4 2-7C20 6 19 4 16.5 4c-1.8 0-2.7 1-4.5 1S9.3 4 7.5 4z",
  walk: "M13 4.5a1.5 1.5 0 100 .01M10 21l2-6 3 3v3M8.5 12l2-4.5 4 1.5 2 3.5M12 15l-1.5-4.5",
  wind: "M3.5 9h11a3 3 0 10-3-3M3.5 15h15a3 3 0 11-3 3M3.5 12h7",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  className = "h-5 w-5",
  strokeWidth = 1.75,
}: {
  name: IconName;
  className?: string;
  /** Heavier for icons drawn at 16 px, so they do not look fainter than the text beside them. */
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
