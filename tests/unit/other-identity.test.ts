import { describe, expect, it } from "vitest";
import { SiteConfigSchema } from "../../src/content/schema/site";
import { site } from "../../src/site.config";
import { site as other } from "../fixtures/other-chapter.config";

/** The second identity (`npm run test:other-identity`) stays a valid one, with the same settings as the real file. */
describe("the second chapter's identity", () => {
  it("passes the identity's own checks", () => {
    expect(SiteConfigSchema.safeParse(other).error).toBeUndefined();
  });

  it("sets what src/site.config.ts sets, differently", () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) => (inner && typeof inner === "object" ? keys(inner).map((k) => `${key}.${k}`) : [key]));
    // The event categories are the chapter's own names: both have some.
    const settings = (identity: object) => keys(identity).filter((key) => !key.startsWith("eventCategories."));
    expect(settings(other).sort()).toEqual(settings(site).sort());
    expect(Object.keys(other.eventCategories).length).toBeGreaterThan(0);
    for (const key of ["productName", "chapterName", "shortName", "university", "timeZone", "contactEmail", "url"] as const) {
      // Under SITE_IDENTITY=other both imports are the fixture; in the normal run they differ.
      if (process.env.SITE_IDENTITY !== "other") expect(other[key], key).not.toBe(site[key]);
    }
    if (process.env.SITE_IDENTITY !== "other") expect(other.society).not.toEqual(site.society);
  });
});
