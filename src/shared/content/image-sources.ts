import { IMAGE_KINDS, imageHeight, type ImageFormat, type ImageKind } from "../image-kinds";
import { MEDIA_ID_SOURCE } from "../ids";

/*
 * Apart from src/lib/images.ts on purpose: the pages built from src/content/ load
 * that on their first view, and these lines are for the content in D1, which the
 * Worker writes into its pages too (src/shared/content/lists), and the officers' screens.
 */
/** What a <picture> needs for one content image: its sources (best format first) and the fallback <img>. */
export type ContentImageSources = {
  sources: { type: string; srcSet: string }[];
  fallback: { src: string; width: number; height: number };
};

/**
 * The addresses of the site's own images that content may name (ImageSchema.src, images in Markdown):
 * an upload (`/media/…`, served from the file store) or one of the site's own files (`/images/…`, `/assets/…`).
 * Never another site's: the pages' content security policy (`img-src 'self'`) would block it. Never
 * `..` or an empty segment: `/media/../api/…` made every reader's browser request another path of the
 * site with their cookie (a backslash, which browsers read as `/`, is outside the characters allowed).
 */
export const SITE_IMAGE_SRC = /^\/(media|images|assets)\/(?!\/|.*(?:\.\.|\/\/))[A-Za-z0-9._/-]+$/;

const BUILT = /^(\/images\/.+)-(\d+)\.webp$/;
const UPLOADED = new RegExp(`^(/media/${MEDIA_ID_SOURCE})-(\\d+)\\.webp$`);

/**
 * The sources of a content image (`ImageSchema.src`, the widest file's
 * address) from its address alone: the site's own `/images/…-<w>.webp` has
 * AVIF and WebP in the kind's widths up to `w`; an upload `/media/<id>-<w>.webp`
 * has WebP in those widths (the browser made no more than the picture had
 * pixels for). Any other path is one file, shown as it is.
 */
export function contentImageSources(src: string, kind: ImageKind): ContentImageSources {
  const built = BUILT.exec(src);
  const uploaded = built ? null : UPLOADED.exec(src);
  const match = built ?? uploaded;
  if (!match) {
    const width = IMAGE_KINDS[kind].widths[0]!;
    return { sources: [], fallback: { src, width, height: imageHeight(kind, width) } };
  }
  const [, base, widest] = match;
  const widths = IMAGE_KINDS[kind].widths.filter((w) => w <= Number(widest));
  const available = widths.length > 0 ? widths : [Number(widest)];
  const srcSet = (format: ImageFormat) => available.map((w) => `${base}-${w}.${format} ${w}w`).join(", ");
  const formats: ImageFormat[] = built ? ["avif", "webp"] : ["webp"];
  // The second width when there is one (as the build's pages do): sharp on most screens when sizes are not understood.
  const fallbackWidth = available[Math.min(1, available.length - 1)]!;
  return {
    sources: formats.map((format) => ({ type: `image/${format}`, srcSet: srcSet(format) })),
    fallback: { src: `${base}-${fallbackWidth}.webp`, width: fallbackWidth, height: imageHeight(kind, fallbackWidth) },
  };
}

/**
 * The width and height of the file an address names, where the address tells its width
 * (`/images/…-<w>.webp`, `/media/<id>-<w>.webp`: the kind's shape at that width); otherwise null.
 */
export function imageFileSize(src: string, kind: ImageKind): { width: number; height: number } | null {
  const match = BUILT.exec(src) ?? UPLOADED.exec(src);
  if (!match) return null;
  const width = Number(match[2]);
  return { width, height: imageHeight(kind, width) };
}
