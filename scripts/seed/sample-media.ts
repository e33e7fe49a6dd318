import { createHash } from "node:crypto";
import path from "node:path";
import { CONTENT_IMAGES } from "../../src/content/images";
import { IMAGE_KINDS, imageHeight, type ImageKind } from "../../src/shared/image-kinds";
import { mediaFileKey, mediaSrc } from "../../src/shared/media";
import type * as Encoder from "./encode-image";
import type { SampleObject } from "./resume-seed";
import { sqlText } from "./sql-literal";

/**
 * The sample chapter's portraits, logos and photos (src/content/images/) as the local seed's
 * uploads (decision 101): each image a row in `media` and its WebP files in the local file store,
 * as if an officer had uploaded it, so `npm run dev` and the preview show the sample chapter while
 * no build carries a byte of it. The content seed names them by their `/media/…` address.
 */

/**
 * An image's id: a UUID like a new upload's (decision 158), but made from its source path, so the
 * content seed (which tests read without encoding) knows it — RFC 9562's name-based UUIDv8 from
 * SHA-256 (its version and variant bits set on the hash's first 128 bits).
 */
export function sampleMediaId(source: string): string {
  const hex = createHash("sha256").update(`sample-media:${source}`).digest("hex");
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The address content stores for a sample image: its widest file, as an upload's answer gives it. */
export function sampleMediaSrc(source: string, kind: ImageKind): string {
  return mediaSrc(sampleMediaId(source), Math.max(...IMAGE_KINDS[kind].widths));
}

/**
 * The rows and the files of every sample image, encoded as WebP in each of its kind's widths by
 * `encodeVariant` (./encode-image.ts, passed in: the content seed's readers never load sharp).
 */
export async function sampleMediaSeed(at: number, encodeVariant: typeof Encoder.encodeVariant): Promise<{ sql: string[]; objects: SampleObject[] }> {
  const unique = new Map(CONTENT_IMAGES.map((image) => [image.source, image.kind]));
  const sql: string[] = [];
  const objects: SampleObject[] = [];
  for (const [source, kind] of unique) {
    const id = sampleMediaId(source);
    const variants = [];
    for (const width of IMAGE_KINDS[kind].widths) {
      const body = new Uint8Array(await encodeVariant({ source, kind, width, format: "webp" }));
      objects.push({ key: mediaFileKey(id, width), body, contentType: "image/webp" });
      variants.push({ width, height: imageHeight(kind, width), bytes: body.byteLength });
    }
    const widest = variants[variants.length - 1]!;
    const bytes = variants.reduce((sum, variant) => sum + variant.bytes, 0);
    sql.push(
      `INSERT OR IGNORE INTO media (id, kind, variants, width, height, bytes, file_name, uploaded_by, uploaded_at) VALUES (${sqlText(id)}, ${sqlText(kind)}, ${sqlText(JSON.stringify(variants))}, ${widest.width}, ${widest.height}, ${bytes}, ${sqlText(path.basename(source))}, NULL, ${at});`,
    );
  }
  return { sql, objects };
}
