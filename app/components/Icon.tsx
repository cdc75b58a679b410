/**
 * The site's one icon set: small line icons on a 24 x 24 grid, stroked in the current text
 * colour, drawn by `Icon`. Always decorative (aria-hidden): the text beside an icon carries its
 * meaning. A shape is a path's `d`; the few the layout draws on every page are here, the rest
 * in icon-shapes.ts, so a page's JavaScript carries only the shapes its routes can draw.
 */

export const chevronDown = "M6 9l6 6 6-6";
export const close = "M6 6l12 12M18 6L6 18";
export const menu = "M4 7h16M4 12h16M4 17h16";

export function Icon({
  path,
  className = "h-5 w-5",
  strokeWidth = 1.75,
}: {
  /** One of the shapes above. */
  path: string;
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
      <path d={path} />
    </svg>
  );
}
