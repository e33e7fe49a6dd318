import type { Context } from "hono";

/**
 * Whether a list endpoint answers as CSV: `format=csv`, or, without
 * `format`, an Accept header that asks for text/csv.
 */
export function wantsCsv(c: Context, format: string | undefined): boolean {
  return format === "csv" || (format === undefined && /\btext\/csv\b/i.test(c.req.header("Accept") ?? ""));
}

/** A CSV file to download under `fileName` (made of slugs and fixed words: nothing to escape). */
export function csvDownload(c: Context, body: string, fileName: string): Response {
  return c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"`,
  });
}
