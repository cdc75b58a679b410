interface LogoProps {
  size: number;
  className?: string;
  /** Empty when the logo sits beside the site name, which already says what it is. */
  alt?: string;
  priority?: boolean;
}

export function Logo({ size, className = "", alt = "", priority = false }: LogoProps) {
  return (
    <img
      src="/logo.svg"
      width={size}
      height={size}
      alt={alt}
      className={`rounded-full ${className}`}
      decoding="async"
      // React 18 only knows the lowercase attribute.
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}
