import { ResponsivePicture } from "~/components/ResponsivePicture";
import type { PostSummary } from "~/lib/blog/types";

/**
 * A post's featured image, wherever it is drawn (docs/decisions/0029-photos.md). An author's
 * photo is a `<picture>`: AVIF, then WebP, then JPEG, each at the widths the build made, so the
 * browser fetches the smallest that fills `sizes` at the screen's density. An illustration (SVG)
 * or another host's image is one `<img>`, as before. Either way `width`/`height` give the box its
 * ratio before anything loads, and the caller's classes decide how it is cropped.
 */

/** Featured illustrations are 16:9; the boxes that show them keep that ratio. */
export const POST_IMAGE = { width: 1200, height: 675 } as const;

export function PostImage({
  post,
  alt,
  sizes,
  loading,
  priority = false,
  className,
}: {
  post: Pick<PostSummary, "featured_image_url" | "featured_photo">;
  alt: string;
  /** How wide the image is drawn at each viewport width, from the layout's own rules. */
  sizes: string;
  loading: "eager" | "lazy";
  /** The largest paint on the screen: fetched before anything else. */
  priority?: boolean;
  className: string;
}) {
  const photo = post.featured_photo;
  if (!photo) {
    return (
      <img
        src={post.featured_image_url ?? undefined}
        alt={alt}
        {...POST_IMAGE}
        loading={loading}
        decoding="async"
        // React 18 only knows the lowercase attribute.
        {...(priority ? { fetchpriority: "high" } : {})}
        className={className}
      />
    );
  }
  return (
    <ResponsivePicture
      photo={photo}
      alt={alt}
      sizes={sizes}
      loading={loading}
      priority={priority}
      className={className}
    />
  );
}
