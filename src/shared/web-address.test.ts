import { describe, expect, it } from "vitest";
import { LinkSchema } from "./content/fields";
import { completeWebAddress } from "./web-address";

describe("a web address typed without its scheme", () => {
  it("gets https:// and keeps what has a scheme or is a path here", () => {
    expect(completeWebAddress(" acme.com/careers ")).toBe("https://acme.com/careers");
    expect(completeWebAddress("zoom.us/j/1:2")).toBe("https://zoom.us/j/1:2");
    expect(completeWebAddress("http://acme.com")).toBe("http://acme.com");
    expect(completeWebAddress("mailto:a@b.org")).toBe("mailto:a@b.org");
    expect(completeWebAddress("/events")).toBe("/events");
    expect(completeWebAddress("")).toBe("");
  });

  it("is what content links store: the sponsor's website typed as acme.com is saved as https://acme.com", () => {
    expect(LinkSchema.parse("acme.com")).toBe("https://acme.com");
    expect(LinkSchema.safeParse("javascript:alert(1)").success).toBe(false);
    expect(LinkSchema.safeParse("//evil.example").success).toBe(false);
  });
});
