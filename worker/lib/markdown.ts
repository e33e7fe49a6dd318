/**
 * The site's one Markdown renderer (src/shared/markdown.ts), loaded when first used (decision 147):
 * the dynamic import keeps marked and its set-up out of the Worker's cold start (esbuild
 * evaluates a module imported this way at its first import, not with the bundle's top level). It is
 * needed where an officer's Markdown is rendered: an item's save, a preview, a message's mail, and
 * the page of an item saved before its body was stored rendered (migrations/0070).
 */
export async function renderMarkdownLazily(source: string, target: { mail?: boolean } = {}): Promise<string> {
  const { renderMarkdown } = await import("../../src/shared/markdown");
  return renderMarkdown(source, target);
}
