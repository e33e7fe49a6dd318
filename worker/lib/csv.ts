/**
 * CSV (RFC 4180) for spreadsheet downloads: CRLF line ends, fields quoted
 * when they hold a quote, comma or line break. Cells that a spreadsheet would
 * run as a formula (starting with =, +, -, @, or a tab or carriage return)
 * get a leading apostrophe, so a member named "=HYPERLINK(…)" stays text
 * (OWASP, "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
