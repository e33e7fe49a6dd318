import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "~/content/blog-posts";
import { renderMarkdown } from "~/lib/markdown";
import { renderPostBody } from "./post-body.server";

describe("Markdown to HTML at build", () => {
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

  it("renders every post, without its front matter", () => {
    for (const post of BLOG_POSTS) {
      const html = renderPostBody(post.slug);
      expect(html.length, post.slug).toBeGreaterThan(500);
      expect(html, post.slug).not.toContain("title:");
    }
    expect(() => renderPostBody("no-such-post")).toThrow();
  });
});
