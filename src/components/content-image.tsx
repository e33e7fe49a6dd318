import { contentImageSources } from "~/lib/content-images";
import type { ImageKind } from "~/lib/images";

type Props = {
  /** The image's path as stored with the content (`/media/…-<width>.webp`, `/images/…-<width>.webp`). */
  src: string;
  kind: ImageKind;
  /** What the image shows. */
  alt: string;
  /** How wide the image is shown, so the browser picks the right width. */
  sizes: string;
  /** Classes of the <picture>, the box that takes part in the layout. */
  className?: string;
  /** Classes of the <img> itself, which fills the box's width. */
  imgClassName?: string;
  /** Above the fold: load at once and with high priority (the LCP image). Otherwise lazy. */
  priority?: boolean;
};

/**
 * An image of the content officers edit, in every width its name promises, with the kind's width and
 * height so the page does not shift while it loads (as ResponsiveImage does for the build's images).
 */
export function ContentImage({ src, kind, alt, sizes, className = "", imgClassName = "", priority = false }: Props) {
  const image = contentImageSources(src, kind);
  return (
    <picture className={`block ${className}`}>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={`block h-auto w-full ${imgClassName}`}
      />
    </picture>
  );
}
