/**
 * Whether an upload really is a PDF, judged by its bytes — never by the file
 * name or the declared type, which the sender chooses. A PDF starts with
 * `%PDF-1.x` or `%PDF-2.x` at the very first byte (no tolerance for leading
 * bytes, which is how HTML/PDF polyglots hide), and ends with an `%%EOF`
 * marker in its last kilobyte (ISO 32000 §7.5.5; readers look there too).
 * When the bytes are something else, a few common kinds are named so the
 * member learns what they picked.
 */
export type PdfCheck = { ok: true } | { ok: false; reason: "not-pdf" | "truncated"; looksLike: string | null };

const TAIL_BYTES = 1024;
const encoder = new TextEncoder();
const EOF_MARK = encoder.encode("%%EOF");

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  let text = "";
  for (let i = start; i < Math.min(end, bytes.length); i += 1) text += String.fromCharCode(bytes[i]!);
  return text;
}

function includesFrom(bytes: Uint8Array, needle: Uint8Array, from: number): boolean {
  outer: for (let i = Math.max(0, from); i <= bytes.length - needle.length; i += 1) {
    for (let k = 0; k < needle.length; k += 1) if (bytes[i + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

/** A name for what the bytes look like, for the refusal message; null when unknown. */
export function describeBytes(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return "a PNG image";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "a JPEG image";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "a GIF image";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && ascii(bytes, 8, 12) === "WEBP") return "a WebP image";
  if (ascii(bytes, 4, 8) === "ftyp") return "a HEIC photo or a video";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "a Word document or another ZIP-based file";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return "an old Word document";
  if (ascii(bytes, 0, 5) === "{\\rtf") return "an RTF document";
  const head = ascii(bytes, 0, 512)
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart()
    .toLowerCase();
  if (/^<(!doctype html|html|head|body|script|svg|\?xml)/.test(head))
    return head.startsWith("<svg") || head.startsWith("<?xml") ? "an SVG or XML file" : "a web page (HTML)";
  return null;
}

export function checkPdf(bytes: Uint8Array): PdfCheck {
  if (!/^%PDF-[12]\.\d/.test(ascii(bytes, 0, 8))) return { ok: false, reason: "not-pdf", looksLike: describeBytes(bytes) };
  if (!includesFrom(bytes, EOF_MARK, bytes.length - TAIL_BYTES)) return { ok: false, reason: "truncated", looksLike: null };
  return { ok: true };
}
