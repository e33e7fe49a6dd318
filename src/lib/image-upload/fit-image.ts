import { IMAGE_KINDS, imageHeight, type ImageKind } from "~/shared/image-kinds";

/**
 * Where a picture goes in each file of its kind (decision 078), as pure
 * maths the browser then draws: a portrait or photo is cut to its kind's
 * shape around its middle ("cover"); a logo is shrunk whole into the shape
 * and the rest left transparent ("contain"). A file is never wider than the
 * picture gives pixels for: a picture narrower than a kind's smallest width
 * is refused.
 */

export type Rect = { x: number; y: number; width: number; height: number };
/** One file to make: its size, the part of the picture to take, and where to put it. */
export type FilePlan = { width: number; height: number; source: Rect; target: Rect };
export type FitPlan = { ok: true; files: FilePlan[] } | { ok: false; minWidth: number; minHeight: number };

/** The largest part of a `width` × `height` picture in the kind's shape, centred. */
export function coverCrop(kind: ImageKind, width: number, height: number): Rect {
  const [aw, ah] = IMAGE_KINDS[kind].aspect;
  if (width * ah > height * aw) {
    const cropWidth = (height * aw) / ah;
    return { x: (width - cropWidth) / 2, y: 0, width: cropWidth, height };
  }
  const cropHeight = (width * ah) / aw;
  return { x: 0, y: (height - cropHeight) / 2, width, height: cropHeight };
}

/**
 * The widest file a picture gives full pixels for: the crop's width for
 * cover; for contain, the box in which the logo is shown at its own size
 * along the side that touches the box's edges.
 */
export function widestFor(kind: ImageKind, width: number, height: number): number {
  if (IMAGE_KINDS[kind].fit === "cover") return coverCrop(kind, width, height).width;
  const [aw, ah] = IMAGE_KINDS[kind].aspect;
  return Math.max(width, (height * aw) / ah);
}

/** The smallest picture a kind takes, as people measure it: its narrowest file's size. */
export function minimumSize(kind: ImageKind) {
  const width = IMAGE_KINDS[kind].widths[0]!;
  return { width, height: imageHeight(kind, width) };
}

export function planFiles(kind: ImageKind, width: number, height: number): FitPlan {
  const widest = widestFor(kind, width, height);
  // Half a pixel of slack: a 479.6-pixel crop of a 3:2 picture is the 480 it was meant to be.
  const widths = IMAGE_KINDS[kind].widths.filter((w) => w <= widest + 0.5);
  if (widths.length === 0) {
    const min = minimumSize(kind);
    return { ok: false, minWidth: min.width, minHeight: min.height };
  }
  const crop = coverCrop(kind, width, height);
  return {
    ok: true,
    files: widths.map((w) => {
      const h = imageHeight(kind, w);
      if (IMAGE_KINDS[kind].fit === "cover") return { width: w, height: h, source: crop, target: { x: 0, y: 0, width: w, height: h } };
      const scale = Math.min(w / width, h / height);
      const drawn = { width: width * scale, height: height * scale };
      return {
        width: w,
        height: h,
        source: { x: 0, y: 0, width, height },
        target: { x: (w - drawn.width) / 2, y: (h - drawn.height) / 2, ...drawn },
      };
    }),
  };
}
