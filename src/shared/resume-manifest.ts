import { graduationTermLabel } from "./profile";
import { MANIFEST_COLUMNS, type ResumeBookEntry } from "./resume-book";

/**
 * The résumé book's manifest (`manifest.csv`): one line per résumé, in
 * MANIFEST_COLUMNS order, its `file` the name the résumé has in the ZIP.
 * One definition for the Worker's GET /api/resume-book/manifest.csv and for
 * the manifest the sponsor page writes into the ZIP it builds from the
 * résumés it actually got (docs/decisions/031-resume-book-pages.md).
 *
 * CSV as RFC 4180 (CRLF, fields quoted when they hold a quote, comma or
 * line break); a text cell that a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or CR) gets a leading apostrophe, so a
 * member named "=HYPERLINK(…)" stays text (OWASP, "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One entry's cells, in MANIFEST_COLUMNS order. */
export function manifestRow(entry: ResumeBookEntry): (string | number | null)[] {
  return [
    entry.resume.downloadName,
    entry.firstName,
    entry.lastName,
    entry.email,
    entry.major,
    entry.graduationTerm ? graduationTermLabel(entry.graduationTerm) : null,
    entry.degree,
    entry.links.linkedin,
    entry.links.github,
    entry.links.portfolio,
    entry.resume.updatedAt,
    entry.resume.size,
  ];
}

export function manifestCsv(entries: readonly ResumeBookEntry[]): string {
  const lines = [[...MANIFEST_COLUMNS], ...entries.map(manifestRow)];
  return `${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
