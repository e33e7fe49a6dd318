import MarkdownIt from "markdown-it";

/**
 * Markdown as the site renders it: a blog post's body, a program's page, and the editors' previews of
 * both (the same renderer, so a preview is what visitors will read). In the shared layer because the
 * Worker renders a post's page with it too (decision 079); the browser loads it only where a preview
 * or a post from the API (under `npm run dev`) needs it: about 35 KB gzipped. markdown-it with `html: false`
 * escapes any raw HTML instead of passing it through, and its link check refuses `javascript:`,
 * `vbscript:`, `file:` and `data:` URLs, so what reaches the page is Markdown's own safe subset.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

// The page's title is the only <h1>: a "#" heading in a post becomes an <h2>.
markdown.core.ruler.push("demote_h1", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
  }
  return true;
});

// Links to other sites open as usual but do not hand them our page (rel).
const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
markdown.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = String(tokens[i]!.attrGet("href") ?? "");
  if (/^https?:\/\//.test(href)) tokens[i]!.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, i, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
