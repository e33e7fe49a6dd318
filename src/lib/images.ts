/**
 * How the site's images are served. Every image in src/content/images/ is
 * cropped by the build to its kind's shape and encoded as AVIF and WebP in
 * the kind's widths (scripts/postbuild/optimize-images.ts), at
 * `/images/<path without extension>-<width>.<format>`. Because each kind has
 * a fixed shape, pages know every image's width and height while they are
 * prerendered — no layout shift, and no image metadata to keep in sync.
 */
export { IMAGE_FORMATS, IMAGE_KINDS, imageHeight, type ImageFormat, type ImageKind } from "../shared/image-kinds";
import { type ImageFormat, IMAGE_KINDS, type ImageKind } from "../shared/image-kinds";

/** URL of one variant of a content image, e.g. ("board/a.svg", 480, "webp") → "/images/board/a-480.webp". */
export function imageUrl(source: string, width: number, format: ImageFormat): string {
  return `/images/${source.replace(/\.[a-z]+$/, "")}-${width}.${format}`;
}

export function imageSrcSet(kind: ImageKind, source: string, format: ImageFormat): string {
  return IMAGE_KINDS[kind].widths.map((w) => `${imageUrl(source, w, format)} ${w}w`).join(", ");
}
