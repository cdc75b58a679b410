import type { ReactNode } from "react";

/** Small line icons drawn in currentColor; always decorative, the text beside them carries meaning. */
interface IconProps {
  className?: string;
}

function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export function ClockIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

export function PlateIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
    </LineIcon>
  );
}

export function ArrowLeftIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </LineIcon>
  );
}

export function PrinterIcon({ className = "h-4 w-4" }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />
      <path d="M7 14h10v7H7z" />
    </LineIcon>
  );
}

export function LightbulbIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.8V16h5v-.3c0-.7.4-1.4 1-1.8A6 6 0 0 0 12 3z" />
    </LineIcon>
  );
}
