/**
 * Whether bytes are a still WebP image, and its width and height, read from
 * the header alone (the Worker never decodes pixels). A WebP file is a RIFF
 * container: "RIFF", the size of what follows, "WEBP", then its first chunk,
 * one of
 * - "VP8 " (lossy): a 3-byte frame tag, the start code 9d 01 2a, then width
 *   and height as 14-bit little-endian numbers;
 * - "VP8L" (lossless): the signature byte 2f, then width − 1 and height − 1
 *   in 14 bits each;
 * - "VP8X" (extended, what a browser writes for a picture with transparency):
 *   flags, 3 reserved bytes, then the canvas's width − 1 and height − 1 in 24
 *   bits each.
 * The RIFF size must account for every byte: nothing may ride along after
 * the image (how polyglot files hide a second meaning).
 */
export type WebpHeader =
  | { ok: true; width: number; height: number; encoding: "lossy" | "lossless" | "extended" }
  | { ok: false; reason: "not-webp" | "size-mismatch" | "animated" };

const ANIMATION_FLAG = 0x02;

const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const u32 = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;

/** The first chunk's header and the 10 bytes of its data that hold the size. */
const HEADER_BYTES = 30;

export function readWebpHeader(bytes: Uint8Array): WebpHeader {
  if (bytes.length < 12 || fourCc(bytes, 0) !== "RIFF" || fourCc(bytes, 8) !== "WEBP") return { ok: false, reason: "not-webp" };
  if (bytes.length < HEADER_BYTES || u32(bytes, 4) + 8 !== bytes.length) return { ok: false, reason: "size-mismatch" };
  const chunk = fourCc(bytes, 12);
  if (u32(bytes, 16) + 20 > bytes.length) return { ok: false, reason: "size-mismatch" };
  if (chunk === "VP8 ") {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return { ok: false, reason: "not-webp" };
    return checked(u16(bytes, 26) & 0x3fff, u16(bytes, 28) & 0x3fff, "lossy");
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return { ok: false, reason: "not-webp" };
    const bits = u32(bytes, 21);
    return checked((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1, "lossless");
  }
  if (chunk === "VP8X") {
    if ((bytes[20]! & ANIMATION_FLAG) !== 0) return { ok: false, reason: "animated" };
    return checked(u24(bytes, 24) + 1, u24(bytes, 27) + 1, "extended");
  }
  return { ok: false, reason: "not-webp" };
}

function checked(width: number, height: number, encoding: "lossy" | "lossless" | "extended"): WebpHeader {
  if (width === 0 || height === 0) return { ok: false, reason: "not-webp" };
  return { ok: true, width, height, encoding };
}
