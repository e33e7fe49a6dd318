import * as z from "zod/mini";
import "./zod-messages";
import { lazySchema } from "./lazy-schema";

/**
 * CSV (RFC 4180) for spreadsheet downloads, safe in every spreadsheet:
 * - every cell is quoted, so a `;` or `,` inside a value never starts a new
 *   cell, whichever of the two the reader's locale takes as the separator
 *   (Excel in much of Europe splits on `;`);
 * - a text cell that a spreadsheet would run as a formula (its first
 *   character, after any spaces, is =, +, -, @ or their full-width forms, or
 *   it starts with a tab, a line break or a NUL) gets a leading apostrophe, so a
 *   member named "=HYPERLINK(…)" stays text (OWASP, "CSV injection").
 * Numbers are written as they are: -2 is a number, not a formula.
 * Lines end in CRLF.
 */
const FORMULA_START = /^(?:[\0\t\r\n]|[ \u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * `format` of a list that is also a CSV download (GET /api/events/{id}/rsvps
 * and …/attendance): `json` or `csv`; without it, `Accept: text/csv` asks
 * for the file (the Worker's wantsCsv).
 */
export const ListFormatSchema = lazySchema(() => z.optional(z.enum(["json", "csv"], { error: "format must be json or csv." })));
