import {
  FALLBACK_EXTENSION,
  focusPosition,
  PHOTO_FORMATS,
  photoSrc,
  photoSrcset,
  type PostPhoto,
} from "~/lib/blog/photo-sources";

/**
 * A picture the build made at several widths (docs/decisions/0029-photos.md): AVIF, then WebP,
 * then a JPEG `<img>`, each with a `srcset` of the widths and the layout's `sizes`, so the
 * browser fetches the smallest file that fills the box at the screen's density. `width` and
 * `height` are the widest variant's, so the box has its ratio before anything loads. Where a box
 * crops the photo, its focus (the author's `imageFocus`, else the subject the build found) is the
 * `object-position`, so the subject stays in view. Posts' photos and recipes' pictures of their
 * dishes both draw through here.
 */
export function ResponsivePicture({
  photo,
  alt,
  sizes,
  loading,
  priority = false,
  className,
}: {
  photo: PostPhoto;
  alt: string;
  /** How wide the image is drawn at each viewport width, from the layout's own rules. */
  sizes: string;
  loading: "eager" | "lazy";
  /** The largest paint on the screen: fetched before anything else. */
  priority?: boolean;
  className: string;
}) {
  const position = focusPosition(photo);
  return (
    <picture>
      {PHOTO_FORMATS.map((format) => (
        <source
          key={format.extension}
          type={format.type}
          srcSet={photoSrcset(photo, format.extension)}
          sizes={sizes}
        />
      ))}
      <img
        src={photoSrc(photo)}
        alt={alt}
        srcSet={photoSrcset(photo, FALLBACK_EXTENSION)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        loading={loading}
        decoding="async"
        // React 18 only knows the lowercase attribute.
        {...(priority ? { fetchpriority: "high" } : {})}
        className={className}
        style={position ? { objectPosition: position } : undefined}
      />
    </picture>
  );
}
