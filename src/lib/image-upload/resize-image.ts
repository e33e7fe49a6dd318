import type { ImageKind } from "~/shared/image-kinds";
import { mediaFileMaxBytes } from "~/shared/media";
import { IMAGE_KINDS } from "~/shared/image-kinds";
import { planFiles, type FilePlan, widestFor } from "./fit-image";

/**
 * A picked picture made into its kind's WebP files in the browser (decision
 * 078): decoded once, cut or padded to the kind's shape (fit-image.ts), and
 * encoded at each width it has pixels for. The phone or laptop does the work
 * the Worker must not (decoding and encoding images costs far more than a
 * request's CPU), and only the small files travel.
 */

export type ResizedFile = { width: number; height: number; blob: Blob };
export type ResizedImage = { fileName: string; sourceWidth: number; sourceHeight: number; files: ResizedFile[] };

/** A refusal to show at the field, in the officer's words. */
export class ResizeError extends Error {
  override name = "ResizeError";
}

/** Quality 0.8 first; a file over its cap (a noisy picture) is encoded again a little smaller. */
const QUALITIES = [0.8, 0.7, 0.6, 0.5] as const;

const isSvg = (file: File) => file.type === "image/svg+xml" || /\.svg$/i.test(file.name);

async function decode(file: File, kind: ImageKind): Promise<ImageBitmap> {
  if (file.size === 0) throw new ResizeError("This file is empty. Choose a photo saved as JPEG, PNG or WebP.");
  if (isSvg(file)) return drawSvg(file, kind);
  if (file.type && !file.type.startsWith("image/")) {
    throw new ResizeError(`“${file.name}” is not a picture. Choose a photo saved as JPEG, PNG or WebP.`);
  }
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ResizeError(`This browser cannot read “${file.name}”. Choose a photo saved as JPEG, PNG or WebP (an iPhone's HEIC photo: share it as JPEG).`);
  }
}

/** A length of an SVG's root in pixels ("120", "120px"), or null (a percentage, "auto", em). */
function svgLength(value: string | null): number | null {
  const match = value ? /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value) : null;
  const length = match ? Number(match[1]) : 0;
  return length > 0 ? length : null;
}

/**
 * An SVG (a sponsor's logo, issue 35) drawn into pixels here, so the site stores WebP like any other
 * upload and never an SVG (a drawing can carry scripts and links, and the pages' policy shows only
 * the site's WebP). Vector art has no size of its own to lose: it is drawn just large enough for the
 * kind's widest file, then made into the kind's files as a photo would be. Its proportions come from
 * its `viewBox`, or its width and height.
 */
async function drawSvg(file: File, kind: ImageKind): Promise<ImageBitmap> {
  const unreadable = new ResizeError(`“${file.name}” is not an SVG drawing this browser can read. Save the logo as SVG, PNG or WebP again and choose that.`);
  // Read as HTML, which never fails: an XML parser's error page carries inline styles the pages'
  // policy refuses (and says so in the console). A drawing that is not well formed fails to decode below.
  const root = new DOMParser().parseFromString(await file.text(), "text/html").querySelector("svg");
  if (!root) throw unreadable;
  const box = (root.getAttribute("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const viewBox = box.length === 4 && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : null;
  const width = svgLength(root.getAttribute("width")) ?? viewBox?.width;
  const height = svgLength(root.getAttribute("height")) ?? viewBox?.height;
  if (!width || !height)
    throw new ResizeError(`“${file.name}” does not say its proportions (no viewBox, width or height). Save it again with them and choose it.`);
  // Large enough for the kind's widest file, from the proportions alone.
  const widest = IMAGE_KINDS[kind].widths.at(-1)!;
  const scale = widest / widestFor(kind, width, height);
  const drawn = { width: Math.ceil(width * scale), height: Math.ceil(height * scale) };
  if (!viewBox) root.setAttribute("viewBox", `0 0 ${width} ${height}`);
  root.setAttribute("width", String(drawn.width));
  root.setAttribute("height", String(drawn.height));
  root.setAttribute("preserveAspectRatio", "xMidYMid meet");
  // A data: address: the pages' policy allows it for images (img-src 'self' data:), unlike blob:.
  const image = new Image(drawn.width, drawn.height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(root))}`;
  try {
    await image.decode();
  } catch {
    throw unreadable;
  }
  const { canvas, context } = surface(drawn.width, drawn.height);
  context.drawImage(image, 0, 0, drawn.width, drawn.height);
  return createImageBitmap(canvas);
}

type Surface = { canvas: OffscreenCanvas | HTMLCanvasElement; context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D };

function surface(width: number, height: number): Surface {
  const canvas =
    typeof OffscreenCanvas === "function" ? new OffscreenCanvas(width, height) : Object.assign(document.createElement("canvas"), { width, height });
  const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new ResizeError("This browser cannot resize pictures. Try again in a current Chrome, Edge, Firefox or Safari.");
  return { canvas, context };
}

function encode(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/webp", quality });
  return new Promise((resolve) => canvas.toBlob(resolve, "image/webp", quality));
}

async function drawFile(bitmap: ImageBitmap, kind: ImageKind, plan: FilePlan): Promise<ResizedFile> {
  const { canvas, context } = surface(plan.width, plan.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  // A logo keeps its transparency: the canvas starts clear, and only the logo is drawn on it.
  const { source, target } = plan;
  context.drawImage(bitmap, source.x, source.y, source.width, source.height, target.x, target.y, target.width, target.height);
  const cap = mediaFileMaxBytes(kind, plan.width);
  for (const quality of QUALITIES) {
    const blob = await encode(canvas, quality);
    // A browser that cannot write WebP writes PNG instead, without a word.
    if (blob?.type !== "image/webp") {
      throw new ResizeError("This browser cannot save pictures as WebP. Upload from a current Chrome, Edge or Firefox.");
    }
    if (blob.size <= cap) return { width: plan.width, height: plan.height, blob };
  }
  throw new ResizeError("This picture stays too large even at a lower quality (it is very detailed or noisy). Try a calmer picture or crop it first.");
}

/** The kind's files for `file`, narrowest first; a ResizeError says why not. */
export async function resizeImage(file: File, kind: ImageKind): Promise<ResizedImage> {
  const bitmap = await decode(file, kind);
  try {
    const plan = planFiles(kind, bitmap.width, bitmap.height);
    if (!plan.ok) {
      // A logo is shrunk whole into its box, so either side long enough will do.
      const needs =
        kind === "logo" ? `at least ${plan.minWidth} pixels wide or ${plan.minHeight} high` : `at least ${plan.minWidth} × ${plan.minHeight} pixels`;
      throw new ResizeError(`This picture is ${bitmap.width} × ${bitmap.height} pixels: a ${kind} needs ${needs}. Choose a larger one.`);
    }
    const files: ResizedFile[] = [];
    for (const filePlan of plan.files) files.push(await drawFile(bitmap, kind, filePlan));
    return { fileName: file.name, sourceWidth: bitmap.width, sourceHeight: bitmap.height, files };
  } finally {
    bitmap.close();
  }
}
