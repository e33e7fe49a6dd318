import { IMAGE_KINDS, imageHeight, imageSrcSet, imageUrl, type ImageKind } from "~/lib/images";

type Props = {
  /** Path under src/content/images/. */
  src: string;
  kind: ImageKind;
  /** What the image shows; "" for a decorative image. */
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right width. */
  sizes: string;
  /** Classes of the <picture>, the box that takes part in the layout (width, flex, grid). */
  className?: string;
  /** Classes of the <img> itself, which fills the box's width (rounding, effects, object-fit). */
  imgClassName?: string;
  /** Above the fold: load at once and with high priority (the LCP image). Otherwise lazy. */
  priority?: boolean;
};

/**
 * A content image as <picture>: AVIF, then WebP, in every width the build
 * made, with the kind's width and height so the page does not shift while
 * images load.
 */
export function ResponsiveImage({ src, kind, alt, sizes, className = "", imgClassName = "", priority = false }: Props) {
  const widths = IMAGE_KINDS[kind].widths;
  const fallbackWidth = widths[Math.min(1, widths.length - 1)]!;
  return (
    <picture className={`block ${className}`}>
      <source type="image/avif" srcSet={imageSrcSet(kind, src, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(kind, src, "webp")} sizes={sizes} />
      <img
        src={imageUrl(src, fallbackWidth, "webp")}
        width={fallbackWidth}
        height={imageHeight(kind, fallbackWidth)}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={`block h-auto w-full ${imgClassName}`}
      />
    </picture>
  );
}
