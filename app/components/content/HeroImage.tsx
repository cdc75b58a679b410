import type { Illustration } from "~content/types";

/**
 * A page's lead illustration: intrinsic size (no layout shift), fetched first because it is
 * usually the largest thing on screen.
 */
export function HeroImage({ image, className }: { image: Illustration; className: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="eager"
      decoding="async"
      // React 18 only knows the lowercase attribute.
      {...{ fetchpriority: "high" }}
      className={className}
    />
  );
}
