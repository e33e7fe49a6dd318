import { contentImageSources } from "~/lib/content-images";
import type { ImageKind } from "~/shared/image-kinds";

type Props = {
  /** The image as content stores it (`ImageSchema`): the widest file's address and its alt text. */
  image: { src: string; alt: string };
  kind: ImageKind;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right width. */
  sizes: string;
  /** Classes of the <picture>, the box that takes part in the layout. */
  className?: string;
  /** Classes of the <img> itself, which fills the box's width. */
  imgClassName?: string;
  /** Above the fold: load at once and with high priority (the LCP image). Otherwise lazy. */
  priority?: boolean;
};

/**
 * An image from the content in D1 (`/images/…` built with the site, or
 * `/media/…` uploaded by an officer) as <picture>, from its address alone
 * (contentImageSources): every width there is, and the kind's width and
 * height so the page does not shift while it loads. ResponsiveImage is the
 * same for images named by their source file in src/content/.
 */
export function ContentImage({ image, kind, sizes, className = "", imgClassName = "", priority = false }: Props) {
  const { sources, fallback } = contentImageSources(image.src, kind);
  return (
    <picture className={`block ${className}`}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={fallback.src}
        width={fallback.width}
        height={fallback.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={`block h-auto w-full ${imgClassName}`}
      />
    </picture>
  );
}
