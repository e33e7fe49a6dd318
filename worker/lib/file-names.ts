/**
 * File names that are safe to store and to send back in a
 * Content-Disposition header: what a member's file was called is kept for
 * them to recognise, never trusted.
 */

const NAME_MAX = 100;

/** The last path segment with only letters, digits, spaces and `. _ - ( )` (others become `_`, runs collapse), without `extension`. */
function cleanBase(name: string | undefined, extension: RegExp): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .trim()
    .replace(extension, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} ._()-]+/gu, "_")
    .replace(/\s+/g, " ")
    .replace(/_+/g, "_")
    .replace(/^[\s._-]+|[\s._-]+$/g, "");
  return /[\p{L}\p{N}]/u.test(clean) ? clean : "";
}

/**
 * A résumé's name: cleaned as above, at most 100 characters, always ending
 * in `.pdf`. Empty or all-junk names become `resume.pdf`.
 */
export function cleanPdfFileName(name: string | undefined): string {
  const clean = cleanBase(name, /\.pdf$/i) || "resume";
  return `${clean.slice(0, NAME_MAX - 4).trimEnd()}.pdf`;
}

/** What a picked picture was called (its extension kept: "IMG_2041.HEIC"), cleaned, at most 100 characters; "image" when nothing is left. */
export function cleanOriginalFileName(name: string | undefined): string {
  return (cleanBase(name, /$^/) || "image").slice(0, NAME_MAX).trimEnd();
}

/** ASCII letters and digits only (for the header's plain `filename=` and the book's download names). */
export function asciiSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * `inline` or `attachment` with the name twice (RFC 6266): an ASCII
 * `filename` for old clients and the exact UTF-8 `filename*`. Quotes,
 * backslashes and control characters never reach the header.
 */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const stripped = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\%;]/g, "_")
    .trim();
  // A name written only in other scripts has nothing left in ASCII: give the fallback a word.
  const ascii = /[A-Za-z0-9]/.test(stripped.replace(/\.pdf$/i, "")) ? stripped : "resume.pdf";
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
