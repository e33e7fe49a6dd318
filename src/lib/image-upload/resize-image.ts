import type { ImageKind } from "~/shared/image-kinds";
import { mediaFileMaxBytes } from "~/shared/media";
import { planFiles, type FilePlan } from "./fit-image";

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

async function decode(file: File): Promise<ImageBitmap> {
  if (file.size === 0) throw new ResizeError("This file is empty. Choose a photo saved as JPEG, PNG or WebP.");
  if (file.type && !file.type.startsWith("image/")) {
    throw new ResizeError(`“${file.name}” is not a picture. Choose a photo saved as JPEG, PNG or WebP.`);
  }
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ResizeError(`This browser cannot read “${file.name}”. Choose a photo saved as JPEG, PNG or WebP (an iPhone's HEIC photo: share it as JPEG).`);
  }
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
  const bitmap = await decode(file);
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
