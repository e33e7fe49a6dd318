import { describe, expect, it } from "vitest";
import { site } from "../site.config";
import { publicOrigin } from "./site-address";

describe("the site's one address", () => {
  it("is the origin of site.url", () => {
    expect(publicOrigin(site.url)).toBe(new URL(site.url).origin);
    expect(publicOrigin("https://members.chapter.test/")).toBe("https://members.chapter.test");
  });

  it("allows http only on localhost", () => {
    expect(publicOrigin("http://localhost:8787")).toBe("http://localhost:8787");
    expect(publicOrigin("http://chapter.test")).toBeNull();
  });

  it("is null for anything that is not an address, so mail links and passkeys fail closed", () => {
    for (const url of ["", "   ", "not a url", "ftp://chapter.test"]) expect(publicOrigin(url)).toBeNull();
  });
});

describe("the build's check of src/site.config.ts", () => {
  const valid = {
    url: "https://chapter.example.edu",
    timeZone: "Asia/Singapore",
    brand: { primary: "#1F5FA8" },
    eventCategories: { "General meeting": 10 },
  };

  it("refuses an address with a path, a trailing slash or plain http, and an unknown time zone", async () => {
    const { SiteConfigSchema } = await import("../content/schema/site");
    expect(SiteConfigSchema.safeParse(valid).success).toBe(true);
    for (const url of ["https://chapter.example.edu/", "https://chapter.example.edu/home", "http://chapter.example.edu", "chapter.example.edu"]) {
      expect(SiteConfigSchema.safeParse({ ...valid, url }).success, url).toBe(false);
    }
    expect(SiteConfigSchema.safeParse({ ...valid, timeZone: "Mars/Olympus" }).success).toBe(false);
  });

  it("refuses a colour that is not six-digit hex, and event categories that are none, or not one line", async () => {
    const { SiteConfigSchema } = await import("../content/schema/site");
    expect(SiteConfigSchema.safeParse({ ...valid, brand: { primary: "blue" } }).success).toBe(false);
    expect(SiteConfigSchema.safeParse({ ...valid, eventCategories: {} }).success).toBe(false);
    expect(SiteConfigSchema.safeParse({ ...valid, eventCategories: { "Talks, and more": 10 } }).success).toBe(false);
    expect(SiteConfigSchema.safeParse({ ...valid, eventCategories: { Talks: -1 } }).success).toBe(false);
  });
});
