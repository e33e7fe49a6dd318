/**
 * The three shapes of image on the site, shared by the build (which crops the
 * site's own images to them), the browser (which resizes uploads to them) and
 * the Worker (which checks that an upload has them). A fixed shape per kind
 * lets every page know an image's width and height before it loads.
 */
export const IMAGE_KIND_NAMES = ["portrait", "photo", "logo"] as const;
export type ImageKind = (typeof IMAGE_KIND_NAMES)[number];

type KindSpec = {
  /** Width : height. */
  aspect: readonly [number, number];
  /** The widths made of each image, narrowest first. */
  widths: readonly number[];
  /** "cover" crops to the shape; "contain" pads with transparency (logos must not be cut). */
  fit: "cover" | "contain";
};

export const IMAGE_KINDS: Record<ImageKind, KindSpec> = {
  portrait: { aspect: [4, 5], widths: [240, 480], fit: "cover" },
  photo: { aspect: [3, 2], widths: [480, 960, 1440], fit: "cover" },
  logo: { aspect: [5, 2], widths: [200, 400], fit: "contain" },
};

export function imageHeight(kind: ImageKind, width: number): number {
  const [w, h] = IMAGE_KINDS[kind].aspect;
  return Math.round((width * h) / w);
}

/** The formats the build encodes the site's own images in, best first (uploads are WebP only). */
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
