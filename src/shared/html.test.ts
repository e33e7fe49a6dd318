import { describe, expect, it } from "vitest";
import { escapeHtml, Html, html, trustedHtml } from "./html";

describe("HTML as text", () => {
  it("escapes markup and both quotes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it("escapes every value in a template, in text and in attributes, but not markup it made", () => {
    const hostile = `"><script>alert(1)</script>`;
    const inner = html`<b>${hostile}</b>`;
    const made = html`<p title="${hostile}">${inner} ${hostile}</p>`;
    expect(made).toBeInstanceOf(Html);
    expect(made.markup).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><b>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</b> &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it("writes lists one after another, numbers as text, and nothing for false, null and undefined", () => {
    expect(html`<ul>${["a<", "b"].map((x) => html`<li>${x}</li>`)}</ul>${2}${false}${null}${undefined}`.markup).toBe("<ul><li>a&lt;</li><li>b</li></ul>2");
  });

  it("writes a renderer's safe markup as it is only when told to", () => {
    expect(html`${trustedHtml("<em>ok</em>")}`.markup).toBe("<em>ok</em>");
    expect(html`${"<em>ok</em>"}`.markup).toBe("&lt;em&gt;ok&lt;/em&gt;");
  });
});
