/**
 * JSON to place inside a <script> element (JSON-LD, page data). `<`, `>` and
 * `&` become \u escapes, so no value can close the element (`</script>`) or
 * open a comment (`<!--`); U+2028/2029 are escaped for old parsers. The
 * result parses to the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const remove = { element: (element: Element) => void element.remove() };

/**
 * The SPA shell as one page of its own: the shell's page-level tags (title,
 * description, robots, canonical, Open Graph, Twitter, and whatever
 * `alsoRemove` names) give way to `headHtml`, so none is duplicated. The
 * shell's validators and length go, since they describe the file, not this
 * page.
 */
export function withPageHead(shell: Response, headHtml: string, alsoRemove: readonly string[] = []): Response {
  const headers = new Headers(shell.headers);
  for (const name of ["ETag", "Last-Modified", "Content-Length", "CF-Cache-Status"]) headers.delete(name);
  const selectors = [
    "head > title",
    'head > meta[name="description"]',
    'head > meta[name="robots"]',
    'head > meta[property^="og:"]',
    'head > meta[name^="twitter:"]',
    'head > link[rel="canonical"]',
    ...alsoRemove,
  ];
  let rewriter = new HTMLRewriter();
  for (const selector of selectors) rewriter = rewriter.on(selector, remove);
  return rewriter
    .on("head", { element: (head) => void head.append(headHtml, { html: true }) })
    .transform(new Response(shell.body, { status: shell.status, headers }));
}
