import { contentDisposition } from "../../../lib/file-names";

/**
 * A résumé file as the Worker serves it: streamed from the file store as it is (the
 * Worker never reads the bytes), typed as a PDF, never sniffed or cached,
 * and with a policy under which the file cannot run scripts or load
 * anything, even if a browser were tricked into reading it as a page:
 * `sandbox` gives it an opaque origin, `default-src 'none'` allows no
 * fetch. Chromium's PDF viewer shows it all the same (checked with Chromium
 * 156, top-level and in a same-origin frame). `frame-ancestors 'self'` lets
 * the site's own pages frame it and no other site.
 */
export const PDF_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox; frame-ancestors 'self'";

export function pdfResponse(body: ReadableStream, size: number, fileName: string, disposition: "inline" | "attachment"): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(size),
      "Content-Disposition": contentDisposition(disposition, fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": PDF_CONTENT_SECURITY_POLICY,
      "Cross-Origin-Resource-Policy": "same-origin",
      "Referrer-Policy": "no-referrer",
    },
  });
}
