import { RESUME_MAX_BYTES, RESUME_MAX_LABEL } from "~/shared/resume-book";

/**
 * What the browser can tell about a picked file before sending it: its size
 * and whether its first bytes are a PDF's (`%PDF-`). The server checks the
 * same and more (the PDF's end), and decides: this only saves a member an
 * upload that would be refused.
 */

const PDF_START = "%PDF-";

/** The file's first bytes, as text (enough to tell a PDF by). */
export async function firstBytesOf(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.slice(0, PDF_START.length).arrayBuffer());
  return String.fromCharCode(...bytes);
}

/** Why this file cannot be the résumé, or null when it may be sent. */
export function resumeFileProblem(file: { size: number } | null, firstBytes: string): string | null {
  if (!file) return "Choose your résumé, a PDF file.";
  if (file.size === 0) return "This file is empty. Choose your résumé, a PDF file.";
  if (file.size > RESUME_MAX_BYTES) return `Your résumé must be at most ${RESUME_MAX_LABEL}. Export it again with smaller images.`;
  if (firstBytes !== PDF_START) return "This file is not a PDF. Save or export your résumé as a PDF, then choose that file.";
  return null;
}
