import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeRedirect("/events?term=fall#today")).toBe("/events?term=fall#today");
    expect(safeRedirect("/profile/info")).toBe("/profile/info");
  });

  it("falls back for anything that could leave the site", () => {
    for (const target of [
      null,
      "",
      "events",
      "profile",
      "//evil.example",
      "//evil.example/profile",
      "https://evil.example/",
      "http:/evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
    ]) {
      expect(safeRedirect(target), String(target)).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });

  it("never returns a result that starts with //, even when normalising makes one", () => {
    for (const target of ["/.//evil.example", "/..//evil.example", "/a/..//evil.example", "/./%2e//evil.example"]) {
      const result = safeRedirect(target);
      expect(result.startsWith("//"), `${target} → ${result}`).toBe(false);
    }
    expect(safeRedirect("/.//evil.example")).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});
