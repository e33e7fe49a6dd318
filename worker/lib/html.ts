/** Text for HTML: in element content and in quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/**
 * JSON to place inside a <script> element (JSON-LD, page data). `<`, `>` and
 * `&` become \u escapes, so no value can close the element (`</script>`) or
 * open a comment (`<!--`); U+2028/2029 are escaped for old parsers. The
 * result parses to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
