import { describe, expect, it } from "vitest";
import { sampleContent } from "../../scripts/seed/content-seed";
import { renderMarkdown } from "./markdown";
import { PROSE_IMAGE_SIZES } from "./prose";

describe("a post's Markdown to HTML", () => {
  it("escapes raw HTML instead of passing it through", () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<div onclick="x()">box</div>');
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses javascript:, vbscript: and data: links", () => {
    const html = renderMarkdown("[a](javascript:alert(1)) [b](vbscript:x) [c](data:text/html;base64,PHNjcmlwdD4=)");
    expect(html).not.toMatch(/href="(javascript|vbscript|data):/i);
  });

  it("renders the Markdown a post uses, demotes # headings and marks external links", () => {
    const html = renderMarkdown("# Title\n\n## Part\n\n- one\n- two\n\n[site](https://example.org) [page](/events)\n\n| a | b |\n| - | - |\n| 1 | 2 |");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).not.toContain("<h1>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/events">page</a>');
    expect(html).toContain("<table>");
  });

  it("draws an upload at a photo's width as the pages draw photos: every width up to it, sized, lazy", () => {
    const id = "0123456789abcdef";
    const html = renderMarkdown(`Before.\n\n![Members at the *fair* "booth"](/media/${id}-960.webp)`);
    expect(html).toContain(`<source type="image/webp" srcset="/media/${id}-480.webp 480w, /media/${id}-960.webp 960w" sizes="${PROSE_IMAGE_SIZES}"/>`);
    expect(html).toContain(`<img src="/media/${id}-960.webp" width="960" height="640" alt="Members at the fair &quot;booth&quot;" loading="lazy"`);
  });

  it("shows the site's other images as they are, links other sites' (the pages' policy blocks them) and keeps only the words of anything else", () => {
    const html = renderMarkdown(
      "![A logo](/media/0123456789abcdef-400.webp) ![Elsewhere](https://example.org/a.png) ![Plain](http://example.org/b.png) ![Inline](data:image/png;base64,iVBORw0KGgo=)",
    );
    expect(html).toContain('<img src="/media/0123456789abcdef-400.webp" alt="A logo" loading="lazy" decoding="async"');
    expect(html).toContain('<a href="https://example.org/a.png" rel="noopener noreferrer">Elsewhere</a>');
    expect(html).toContain("Plain");
    expect(html).toContain("Inline");
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).not.toMatch(/example\.org\/b\.png|data:/);
  });

  it("keeps images to the site's own folders (no `..`, no empty segment) and marks `//` links as other sites", () => {
    const html = renderMarkdown("![Up](/media/../api/users/me) ![Twice](/media//evil.example/a.webp) [a](//evil.example) [b](/\\evil.example)");
    expect(html).not.toMatch(/<img /);
    expect(html).toContain('<a href="//evil.example" rel="noopener noreferrer">a</a>');
    // markdown-it escapes the backslash: `/%5C…` is a path of this site, which no browser reads as another host.
    expect(html).toContain('<a href="/%5Cevil.example">b</a>');
  });

  it("leaves a mail's images as written (a mail program is not under the pages' policy)", () => {
    expect(renderMarkdown("![Elsewhere](https://example.org/a.png)", { mail: true })).toContain('<img src="https://example.org/a.png" alt="Elsewhere">');
  });

  it("renders every sample post (the seed's bodies, without their front matter)", () => {
    for (const post of sampleContent().posts) {
      const html = renderMarkdown(String(post.body));
      expect(html.length, String(post.slug)).toBeGreaterThan(500);
      expect(html, String(post.slug)).not.toContain("title:");
    }
  });
});
