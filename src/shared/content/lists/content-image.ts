import { type Html, html } from "../../html";
import type { ImageKind } from "../../image-kinds";
import { contentImageSources } from "../image-sources";

export type ContentImageOptions = {
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
 * What goes inside the <picture> of an image from the content in D1 (`/images/…` built with the
 * site, or `/media/…` uploaded by an officer): a source per format with every width there is
 * (contentImageSources), and the <img> with the kind's width and height, so the page does not move
 * while it loads. The React ContentImage writes it into its <picture> too: one markup for both.
 */
export function contentPictureContent(
  image: { src: string; alt: string },
  kind: ImageKind,
  { sizes, imgClassName = "", priority = false }: ContentImageOptions,
): Html {
  const { sources, fallback } = contentImageSources(image.src, kind);
  return html`${sources.map(
    (source) => html`<source type="${source.type}" srcset="${source.srcSet}" sizes="${sizes}"/>`,
  )}<img src="${fallback.src}" width="${fallback.width}" height="${fallback.height}" alt="${image.alt}" loading="${priority ? "eager" : "lazy"}" decoding="${priority ? "sync" : "async"}" fetchpriority="${priority ? "high" : "auto"}" class="block h-auto w-full ${imgClassName}"/>`;
}

/** The classes of the <picture> itself. */
export const pictureClass = (className = "") => `block ${className}`;

/** The whole <picture> (see contentPictureContent). */
export const contentImageHtml = (image: { src: string; alt: string }, kind: ImageKind, options: ContentImageOptions): Html =>
  html`<picture class="${pictureClass(options.className)}">${contentPictureContent(image, kind, options)}</picture>`;
