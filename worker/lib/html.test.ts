import { describe, expect, it } from "vitest";
import { escapeHtml, jsonForScript } from "./html";

describe("HTML escaping", () => {
  it("escapes markup and both quotes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });

  it("JSON for a script element cannot close it or open a comment, and parses back", () => {
    const value = { name: "</script><script>alert(1)</script>", note: "<!-- & \u2028 \u2029 -->" };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
