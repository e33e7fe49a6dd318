import { Marked } from "marked";
import { IMAGE_KINDS } from "./image-kinds";
import { contentImageHtml } from "./content/lists/content-image";
import { imageFileSize, SITE_IMAGE_SRC } from "./content/image-sources";
import { escapeHtml, type Html, html } from "./html";
import { typeset } from "./markdown-typography";
import { PROSE_IMAGE_SIZES } from "./prose";

/**
 * Markdown as the site renders it: a blog post's body, a program's page, and the editors' previews of
 * both (the same renderer, so a preview is what visitors will read). In the shared layer because the
 * Worker renders with it too (decision 079): a post's or a program's body once, when it is saved, and
 * stores the HTML for its page (decision 147), loading this module only then (worker/lib/markdown.ts,
 * a dynamic import, so no cold start evaluates it); the browser loads it only where a preview
 * or a post from the API (under `npm run dev`) needs it: about 17 KB gzipped. marked (decision 159:
 * the Worker is 25 KiB gzipped smaller than with markdown-it) with GFM's tables and `~~strikethrough~~`,
 * and the site's own rules below: raw HTML is text (escaped), never passed through; a link's address is
 * read as the browser will read it, and `javascript:`, `vbscript:`, `file:` and `data:` (but a
 * picture's) are refused; a bare address stays text; quotes and dashes are typeset
 * (markdown-typography.ts). What reaches the page is Markdown's own safe subset.
 */
function markdownFor(target: RenderTarget): Marked {
  return new Marked({
    gfm: true,
    tokenizer: {
      // Raw HTML, block or inline, is no token of its own: it stays in the text, escaped.
      html: () => undefined,
      tag: () => undefined,
      // A bare address stays text, as it always has (markdown-it's `linkify` was off); `<https://…>` links.
      url: () => undefined,
      // `~~struck~~` only: `~5 to ~10` is not struck (marked's GFM also strikes with one tilde).
      del: (source) => (source.startsWith("~~") ? false : undefined),
    },
    hooks: { processAllTokens: typeset },
    walkTokens(token) {
      // The page's title is the only <h1>: a "#" heading in a post becomes an <h2>.
      if (token.type === "heading" && token.depth === 1) token.depth = 2;
    },
    renderer: {
      link({ href, title, tokens, raw }) {
        const address = linkAddress(href);
        // A refused link is its Markdown, as text, so the officer sees it did not become a link.
        if (address === null) return escapeHtml(raw);
        // Links to other sites open as usual but do not hand them our page (rel). `//host` and `/\host`
        // are other sites too: browsers read both as an address without its scheme.
        const rel = /^(https?:)?[/\\]{2}/.test(address) ? ' rel="noopener noreferrer"' : "";
        return `<a href="${escapeHtml(address)}"${titleAttribute(title)}${rel}>${this.parser.parseInline(tokens)}</a>`;
      },
      image({ href, title, tokens, text }) {
        const alt = decodeCharacterReferences(tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text);
        const src = linkAddress(href);
        if (src === null) return escapeHtml(alt);
        // A mail is read in a mail program, not under the pages' policy: its images stay as written.
        if (target.mail) return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"${titleAttribute(title)}>`;
        return markdownImage(src, alt).markup;
      },
      // <s>, as markdown-it wrote it, so a body saved again is the HTML it was.
      del({ tokens }) {
        return `<s>${this.parser.parseInline(tokens)}</s>`;
      },
      // GFM's task list item, `- [ ] to do`, is no form: its box stays text.
      checkbox: ({ raw }) => escapeHtml(raw),
    },
  });
}

/**
 * A link's or an image's address as the page will hold it, or null when it is refused. Character
 * references are decoded first (`java&#115;cript:` is `javascript:` to a browser), the result is
 * percent-encoded (spaces, control characters, `\`) and then escaped where it is written, so the
 * browser reads exactly the address checked here. markdown-it's rule: no `javascript:`,
 * `vbscript:`, `file:` or `data:` address, but a GIF, PNG, JPEG or WebP picture's.
 */
function linkAddress(href: string): string | null {
  let address: string;
  try {
    address = encodeURI(decodeCharacterReferences(href.trim())).replace(/%25([0-9a-f]{2})/gi, "%$1");
  } catch {
    return null; // a lone surrogate: no address
  }
  const lower = address.toLowerCase();
  return /^(vbscript|javascript|file|data):/.test(lower) && !/^data:image\/(gif|png|jpeg|webp);/.test(lower) ? null : address;
}

const titleAttribute = (title: string | null | undefined) => (title ? ` title="${escapeHtml(decodeCharacterReferences(title))}"` : "");

const NAMED_REFERENCES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * Numeric character references and the few named ones a text uses, for what marked leaves as written
 * where it is no text of the page (an address, a title, an image's words), since those are escaped
 * again where they are written. Another named reference (`&eacute;`) stays as typed: markdown-it's
 * table of them was a quarter of its bytes; in the text itself the browser reads them all.
 */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_REFERENCES[name] ?? reference;
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\ufffd" : String.fromCodePoint(code);
  });
}

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

type RenderTarget = { mail?: boolean };

const forPages = markdownFor({});
const forMail = markdownFor({ mail: true });

/** The HTML of a Markdown text: for the site's pages, or (`mail`) for an officer's message to members. */
export function renderMarkdown(source: string, target: RenderTarget = {}): string {
  return (target.mail ? forMail : forPages).parse(source, { async: false });
}
