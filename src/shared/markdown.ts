import MarkdownIt from "markdown-it";
import { IMAGE_KINDS } from "./image-kinds";
import { contentImageHtml } from "./content/lists/content-image";
import { imageFileSize, SITE_IMAGE_SRC } from "./content/image-sources";
import { type Html, html } from "./html";
import { PROSE_IMAGE_SIZES } from "./prose";

/**
 * Markdown as the site renders it: a blog post's body, a program's page, and the editors' previews of
 * both (the same renderer, so a preview is what visitors will read). In the shared layer because the
 * Worker renders with it too (decision 079): a post's or a program's body once, when it is saved, and
 * stores the HTML for its page (decision 147), loading this module only then (worker/lib/markdown.ts,
 * a dynamic import, so no cold start evaluates it); the browser loads it only where a preview
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
  // `//host` and `/\host` are other sites too: browsers read both as an address without its scheme.
  if (/^(https?:)?[/\\]{2}/.test(href)) tokens[i]!.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, i, options, env, self);
};

/**
 * An image in the text, `![what it shows](address)`. The site's own images only (SITE_IMAGE_SRC): the
 * pages' content security policy blocks any other site's, so one is a link to it instead, and
 * anything else is its words. An upload at one of a photo's widths (what the media library gives
 * for a photo, `/media/<id>-<w>.webp`) is drawn as the pages draw photos, with every width up to
 * `w` and its width and height, so the text does not move while it loads; another of the site's
 * images as it is. Lazy: the text is below the page's title.
 */
function markdownImage(src: string, alt: string): Html {
  if (SITE_IMAGE_SRC.test(src)) {
    const size = imageFileSize(src, "photo");
    return size && IMAGE_KINDS.photo.widths.includes(size.width)
      ? contentImageHtml({ src, alt }, "photo", { sizes: PROSE_IMAGE_SIZES, imgClassName: "rounded-xl" })
      : html`<img src="${src}" alt="${alt}" loading="lazy" decoding="async" class="h-auto max-w-full rounded-xl"/>`;
  }
  if (/^https:\/\//.test(src)) return html`<a href="${src}" rel="noopener noreferrer">${alt || src}</a>`;
  return html`${alt}`;
}

const defaultImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, i, options, env, self) => {
  // A mail is read in a mail program, not under the pages' policy: its images stay as markdown-it writes them.
  if ((env as RenderTarget | undefined)?.mail) return defaultImage(tokens, i, options, env, self);
  const token = tokens[i]!;
  return markdownImage(String(token.attrGet("src") ?? ""), self.renderInlineAsText(token.children ?? [], options, env)).markup;
};

type RenderTarget = { mail?: boolean };

/** The HTML of a Markdown text: for the site's pages, or (`mail`) for an officer's message to members. */
export function renderMarkdown(source: string, target: RenderTarget = {}): string {
  return markdown.render(source, { ...target });
}
