import MarkdownIt from "markdown-it";
import { splitFrontMatter } from "~/content/front-matter";

/**
 * Renders a post's Markdown to HTML when the page is prerendered. markdown-it
 * with `html: false` escapes any raw HTML in a post instead of passing it
 * through, and its link check refuses `javascript:`, `vbscript:`, `file:` and
 * `data:` URLs, so what reaches the page is Markdown's own safe subset.
 * Server-only (`.server`): the browser never loads markdown-it or the posts'
 * text; it gets the HTML with the page.
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

const files = import.meta.glob<string>("/src/content/blog/*.md", { query: "?raw", import: "default", eager: true });

/** The HTML of a post's body, by slug. */
export function renderPostBody(slug: string): string {
  const source = Object.entries(files).find(([file]) => file.endsWith(`/${slug}.md`))?.[1];
  if (source === undefined) throw new Error(`No post file for "${slug}" in src/content/blog/`);
  return renderMarkdown(splitFrontMatter(source).body);
}
