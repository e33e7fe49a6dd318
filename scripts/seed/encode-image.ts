import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_KINDS, imageHeight, type ImageFormat, type ImageKind } from "../../src/lib/images";

const SOURCE_DIR = path.resolve(import.meta.dirname, "../../src/content/images");
// Encoded variants are kept between seeds: most change no image. Bump the
// version when the encoder settings change.
const CACHE_DIR = path.resolve(import.meta.dirname, "../../node_modules/.cache/site-images");
const ENCODER_VERSION = "1";

async function encode(source: Buffer, isSvg: boolean, kind: ImageKind, width: number, format: ImageFormat): Promise<Buffer> {
  const spec = IMAGE_KINDS[kind];
  const height = imageHeight(kind, width);
  let input = sharp(source);
  if (isSvg) {
    // Rasterise vector art at the size it is needed, not at 72 dpi and then scaled up.
    const intrinsic = (await input.metadata()).width ?? width;
    input = sharp(source, { density: Math.max(72, Math.ceil((72 * width * 1.05) / intrinsic)) });
  }
  const resized = input.resize({
    width,
    height,
    fit: spec.fit,
    position: "attention",
    background: { r: 0, g: 0, b: 0, alpha: 0 },
  });
  return format === "avif" ? resized.avif({ quality: 55, effort: 4 }).toBuffer() : resized.webp({ quality: 78, effort: 5 }).toBuffer();
}

/** One encoded file of a sample image: its source (under src/content/images/), kind, width and format. */
export type ImageVariant = { source: string; kind: ImageKind; width: number; format: ImageFormat };

/**
 * A variant's bytes, from the encoder's cache when the source and settings are unchanged. The sample
 * chapter's images are encoded for the local seed only (scripts/seed/sample-media.ts): no build
 * carries them (decision 101).
 */
export async function encodeVariant({ source: sourcePath, kind, width, format }: ImageVariant, source?: Buffer): Promise<Buffer> {
  const bytes = source ?? (await readFile(path.join(SOURCE_DIR, sourcePath)));
  const key = createHash("sha256")
    .update(`${ENCODER_VERSION}|${kind}|${JSON.stringify(IMAGE_KINDS[kind])}|${width}|${format}|`)
    .update(bytes)
    .digest("hex");
  const cached = path.join(CACHE_DIR, `${key}.${format}`);
  try {
    return await readFile(cached);
  } catch {
    const output = await encode(bytes, sourcePath.endsWith(".svg"), kind, width, format);
    await mkdir(CACHE_DIR, { recursive: true });
    await writeFile(cached, output);
    return output;
  }
}
