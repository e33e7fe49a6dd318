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
