import { describe, expect, it } from "vitest";
import { sampleContent } from "../../scripts/seed/content-seed";
import { renderMarkdown } from "./markdown";

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

  it("renders every sample post (the seed's bodies, without their front matter)", () => {
    for (const post of sampleContent().posts) {
      const html = renderMarkdown(String(post.body));
      expect(html.length, String(post.slug)).toBeGreaterThan(500);
      expect(html, String(post.slug)).not.toContain("title:");
    }
  });
});
