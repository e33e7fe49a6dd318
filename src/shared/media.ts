import * as z from "zod/mini";
import "./zod-messages";
import { IMAGE_KIND_NAMES, IMAGE_KINDS, imageHeight, type ImageKind } from "./image-kinds";
import { lazySchema } from "./lazy-schema";
import { MEDIA_ID_SOURCE } from "./ids";
import { instantSchema } from "./time/instant-schema";

/**
 * Images officers upload (decision 078): the browser resizes each picture to
 * its kind's shape and widths as WebP, and the Worker checks and stores them
 * in R2, served at `/media/<id>-<width>.webp`.
 */

/**
 * The most bytes one WebP file of an upload may have: about 0.45 bytes per
 * pixel, never under 64 KB. A browser's WebP at quality 0.8 of a detailed
 * photo takes 0.1–0.3 bytes per pixel (decision 078 has the figures), so
 * 0.45 leaves room for noisy pictures, and the browser encodes again at a
 * lower quality before it sends more. 1440 × 960 → 607.5 KB.
 */
const BYTES_PER_PIXEL = 0.45;
const SMALLEST_CAP = 64 * 1024;

export function mediaFileMaxBytes(kind: ImageKind, width: number): number {
  return Math.max(SMALLEST_CAP, Math.ceil(width * imageHeight(kind, width) * BYTES_PER_PIXEL));
}

/** The widths an upload of `kind` may carry: the kind's widths up to one, from the narrowest (the browser never enlarges). */
export function allowedWidthSets(kind: ImageKind): number[][] {
  const widths = IMAGE_KINDS[kind].widths;
  return widths.map((_, i) => widths.slice(0, i + 1));
}

/** Upper bound of an upload's body: the widest kind's files at their caps, and room for the form's own text. */
export const MEDIA_UPLOAD_MAX_BYTES =
  Math.max(...IMAGE_KIND_NAMES.map((kind) => IMAGE_KINDS[kind].widths.reduce((sum, width) => sum + mediaFileMaxBytes(kind, width), 0))) + 32 * 1024;

/** Uploads an officer may make in an hour: an album's worth at once, not a script's flood (each is 2–3 R2 writes). */
export const MEDIA_UPLOADS_PER_HOUR = 120;

/** The multipart form's fields (POST /api/media). */
export const MEDIA_FORM = { kind: "kind", fileName: "fileName", files: "files" } as const;

const MEDIA_ID = new RegExp(`^${MEDIA_ID_SOURCE}$`);
export const MEDIA_SRC = new RegExp(`^/media/(${MEDIA_ID_SOURCE})-(\\d{1,5})\\.webp$`);

export const mediaFileKey = (id: string, width: number) => `media/${id}-${width}.webp`;
export const mediaSrc = (id: string, width: number) => `/media/${id}-${width}.webp`;
/** The edge cache's tag for an image's files (`Cache-Tag`): deleting the image purges it (decision 078). */
export const mediaCacheTag = (id: string) => `media:${id}`;

/** The id and width a `/media/…` address names, or null when it names none. */
export function parseMediaSrc(src: string): { id: string; width: number } | null {
  const match = MEDIA_SRC.exec(src);
  return match ? { id: match[1]!, width: Number(match[2]) } : null;
}

export const mediaKindSchema = lazySchema(() => z.enum(IMAGE_KIND_NAMES, { error: "Choose the kind of image: portrait, photo or logo." }));

export const mediaVariantSchema = lazySchema(() => z.object({ width: z.int(), height: z.int(), bytes: z.int(), src: z.string() }));

export const mediaItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: mediaKindSchema,
    /** What to store in content (`ImageSchema.src`): the widest file. */
    src: z.string(),
    /** Width and height of the widest file. */
    width: z.int(),
    height: z.int(),
    /** Every file, narrowest first. */
    variants: z.array(mediaVariantSchema),
    /** All files together. */
    bytes: z.int(),
    /** What the picked file was called, cleaned. */
    fileName: z.string(),
    /** Username of who uploaded it (null once that account is deleted). */
    uploadedBy: z.nullable(z.string()),
    uploadedAt: instantSchema,
  }),
);
export type MediaItem = z.infer<typeof mediaItemSchema>;
export const mediaListSchema = lazySchema(() => z.array(mediaItemSchema));

export const listMediaQuerySchema = lazySchema(() =>
  z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 24),
  }),
);

export const mediaIdParamSchema = lazySchema(() => z.object({ id: z.string().check(z.regex(MEDIA_ID, { error: "No such image." })) }));
