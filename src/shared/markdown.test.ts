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

  it("escapes raw HTML inline and in blocks, comments too, keeping the paragraph", () => {
    expect(renderMarkdown("Text\n<div>box</div> and <span onclick=x>s</span>\n\n<!-- note -->")).toBe(
      "<p>Text\n&lt;div&gt;box&lt;/div&gt; and &lt;span onclick=x&gt;s&lt;/span&gt;</p>\n<p>&lt;!-- note --&gt;</p>\n",
    );
  });

  it("refuses javascript:, vbscript:, file: and data: links, however the scheme is written, and shows them as typed", () => {
    const html = renderMarkdown(
      "[a](javascript:alert(1)) [b](vbscript:x) [c](data:text/html;base64,PHNjcmlwdD4=) [d](JavaScript:x) [e](file:///etc/passwd) <javascript:alert(1)> [f][r]\n\n[r]: javascript:x",
    );
    expect(html).not.toMatch(/<a /);
    expect(html).toContain("[a](javascript:alert(1))");
    expect(html).toContain("&lt;javascript:alert(1)&gt;");
  });

  it("reads a link's address as the browser will: character references are decoded before the check, and what is left is escaped", () => {
    // A numeric reference hides nothing: it is decoded, so `java&#115;cript:` is refused as `javascript:` is.
    expect(renderMarkdown("[a](java&#115;cript:alert(1)) [b](&#106;avascript:x) [c](java&#x73;cript:x)")).not.toMatch(/<a /);
    // A named one it does not know stays text, escaped: the browser reads `&colon;` as those letters, a path.
    expect(renderMarkdown("[a](javascript&colon;alert(1))")).toContain('<a href="javascript&amp;colon;alert(1)">a</a>');
    // Spaces and control characters are percent-encoded, so no browser reads a scheme through them.
    expect(renderMarkdown("[a](<java\tscript:x>) [b](< javascript:x>)")).not.toMatch(/href="\s*javascript/i);
    expect(renderMarkdown('[q](/a?x=1&y="2" "A &amp; B")')).toContain('<a href="/a?x=1&amp;y=%222%22" title="A &amp; B">q</a>');
  });

  it("links `<address>` and keeps a bare address as text", () => {
    const html = renderMarkdown("<https://example.org/a> <mail@example.org> and https://bare.example.org or www.example.org");
    expect(html).toContain('<a href="https://example.org/a" rel="noopener noreferrer">https://example.org/a</a>');
    expect(html).toContain('<a href="mailto:mail@example.org">mail@example.org</a>');
    expect(html).toContain("and https://bare.example.org or www.example.org</p>");
  });

  it("typesets quotes, dashes and symbols in the text, not in code or an address", () => {
    expect(renderMarkdown("\"Hi,\" she said -- it's 5'10\"... (c) 2026 --- *'quoted'* 1990--2000 +-")).toBe(
      "<p>“Hi,” she said – it’s 5’10&quot;… © 2026 — <em>‘quoted’</em> 1990–2000 ±</p>\n",
    );
    expect(renderMarkdown('`"a" -- b` [x "y"](/a--b)')).toBe('<p><code>&quot;a&quot; -- b</code> <a href="/a--b">x “y”</a></p>\n');
  });

  it("leaves entities to the browser in the text and strikes only with two tildes", () => {
    expect(renderMarkdown("&copy; &amp; &#169; ~~gone~~ ~5 to ~10")).toBe("<p>&copy; &amp; © <s>gone</s> ~5 to ~10</p>\n");
  });

  it("keeps a task list's box as text: no form in a post", () => {
    expect(renderMarkdown("- [ ] to do\n- [x] done")).toBe("<ul>\n<li>[ ] to do</li>\n<li>[x] done</li>\n</ul>\n");
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
    // The backslash is percent-encoded: `/%5C…` is a path of this site, which no browser reads as another host.
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
