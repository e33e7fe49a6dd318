import { describe, expect, it } from "vitest";
import { jsonForScript } from "./html";

describe("HTML escaping", () => {
  it("JSON for a script element cannot close it or open a comment, and parses back", () => {
    const value = { name: "</script><script>alert(1)</script>", note: "<!-- & \u2028 \u2029 -->" };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
