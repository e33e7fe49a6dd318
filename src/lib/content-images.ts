import { IMAGE_KINDS, imageHeight, type ImageKind } from "./images";

/**
 * The sources of a content image stored in D1 (decision 077): a path that ends in its widest WebP
 * variant, `…-<width>.webp` (the uploads in R2, `/media/<id>-<width>.webp`, and the sample chapter's
 * images, `/images/…-480.webp`). Its narrower variants are the kind's widths below that one, under the
 * same name. Until the uploads' own helper (`contentImageSources` in src/lib/images.ts) lands, this
 * is the one place that knows the naming (decision 079).
 */
export type ContentImageSources = { src: string; srcSet: string | undefined; width: number; height: number };

const SUFFIX = /-(\d+)\.webp$/;

export function contentImageSources(src: string, kind: ImageKind): ContentImageSources {
  const widths = IMAGE_KINDS[kind].widths;
  const match = SUFFIX.exec(src);
  const widest = match ? Number(match[1]) : widths[widths.length - 1]!;
  if (!match) return { src, srcSet: undefined, width: widest, height: imageHeight(kind, widest) };
  const base = src.slice(0, match.index);
  const available = [...new Set([...widths.filter((w) => w < widest), widest])];
  return {
    src,
    srcSet: available.map((w) => `${base}-${w}.webp ${w}w`).join(", "),
    width: widest,
    height: imageHeight(kind, widest),
  };
}
