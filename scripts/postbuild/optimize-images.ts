import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { CONTENT_IMAGES } from "../../src/content/images";
import { IMAGE_FORMATS, IMAGE_KINDS, imageHeight, imageUrl, type ImageFormat, type ImageKind } from "../../src/lib/images";

const SOURCE_DIR = path.resolve(import.meta.dirname, "../../src/content/images");
// Encoded variants are kept between builds: AVIF is slow to encode, and most
// builds change no image. Bump the version when the encoder settings change.
const CACHE_DIR = path.resolve(import.meta.dirname, "../../node_modules/.cache/site-images");
const ENCODER_VERSION = "1";
const CONCURRENCY = 2;

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

/** One encoded file of a content image: its source (under src/content/images/), kind, width and format. */
export type ImageVariant = { source: string; kind: ImageKind; width: number; format: ImageFormat };

/** Every variant the pages ask for, by its URL (`/images/…`). */
export function imageVariants(): Map<string, ImageVariant> {
  return new Map(
    CONTENT_IMAGES.flatMap(({ source, kind }) =>
      IMAGE_KINDS[kind].widths.flatMap((width) => IMAGE_FORMATS.map((format) => [imageUrl(source, width, format), { source, kind, width, format }] as const)),
    ),
  );
}

/** A variant's bytes, from the encoder's cache when the source and settings are unchanged. */
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

/** Writes every variant of every content image into build/client/images/. */
export async function optimizeImages(clientDir: string) {
  const jobs = [...imageVariants()];
  const sources = new Map<string, Promise<Buffer>>();
  const read = (file: string) => {
    if (!sources.has(file)) sources.set(file, readFile(path.join(SOURCE_DIR, file)));
    return sources.get(file)!;
  };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const [url, job] = jobs[next++]!;
      const target = path.join(clientDir, url);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await encodeVariant(job, await read(job.source)));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}
