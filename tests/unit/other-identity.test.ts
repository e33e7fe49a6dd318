import { describe, expect, it } from "vitest";
import { AboutSchema } from "../../src/content/schema/about";
import { SiteConfigSchema } from "../../src/content/schema/site";
import { SponsorTiersSchema } from "../../src/content/schema/sponsors";
import { about, site, sponsorTiers } from "../../src/site.config";
import { about as otherAbout, site as other, sponsorTiers as otherTiers } from "../fixtures/other-chapter.config";

/** The second identity (`npm run test:other-identity`) stays a valid one, with the same settings as the real file. */
describe("the second chapter's identity", () => {
  it("passes the identity's own checks", () => {
    expect(SiteConfigSchema.safeParse(other).error).toBeUndefined();
    expect(AboutSchema.safeParse(otherAbout).error).toBeUndefined();
    expect(SponsorTiersSchema.safeParse(otherTiers).error).toBeUndefined();
  });

  it("has its own about page and sponsorship offer", () => {
    if (process.env.SITE_IDENTITY === "other") return; // both imports are the fixture then
    expect(Object.keys(otherAbout).sort()).toEqual(Object.keys(about).sort());
    expect(otherAbout.founded).not.toBe(about.founded);
    expect(otherAbout.mission).not.toBe(about.mission);
    expect(otherAbout.pillars.map((pillar) => pillar.name)).not.toEqual(about.pillars.map((pillar) => pillar.name));
    expect(otherTiers.map((tier) => tier.benefits)).not.toEqual(sponsorTiers.map((tier) => tier.benefits));
  });

  it("sets what src/site.config.ts sets, differently", () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) => (inner && typeof inner === "object" ? keys(inner).map((k) => `${key}.${k}`) : [key]));
    // The event categories are the chapter's own names: both have some.
    const settings = (identity: object) => keys(identity).filter((key) => !key.startsWith("eventCategories."));
    expect(settings(other).sort()).toEqual(settings(site).sort());
    expect(Object.keys(other.eventCategories).length).toBeGreaterThan(0);
    for (const key of ["productName", "chapterName", "shortName", "university", "description", "timeZone", "contactEmail", "url"] as const) {
      // Under SITE_IDENTITY=other both imports are the fixture; in the normal run they differ.
      if (process.env.SITE_IDENTITY !== "other") expect(other[key], key).not.toBe(site[key]);
    }
    if (process.env.SITE_IDENTITY !== "other") expect(other.society).not.toEqual(site.society);
  });
});
