import { describe, expect, it } from "vitest";
import { identityProblems } from "../../src/content/schema/identity";
import { startOfDay } from "../../src/shared/time/days";
import { SAMPLE_EVENT_CATEGORIES, SAMPLE_SPONSOR_TIERS } from "../../src/content/taxonomy";
// The identity file itself, by a path the SITE_IDENTITY alias (vitest.config.ts) does not take, so
// the fixture is compared with it under both runs.
import * as identity from "../../src/./site.config";
import * as otherIdentity from "../fixtures/other-chapter.config";
import { about as otherAbout, site as other, sponsorTiers as otherTiers } from "../fixtures/other-chapter.config";

/**
 * CI's second identity (`npm run test:other-identity`, `SITE_IDENTITY=other npm run build`) differs from
 * the sample chapter in every dimension a fork changes, so a fork's change of any of them has been
 * tried: against src/site.config.ts, and against the sample's vocabulary (src/content/taxonomy.ts).
 */
const { about, site, sponsorTiers } = identity;

/** The zone's offset from UTC on a day, in minutes (positive east of Greenwich): when the day starts there. */
const offsetOn = (zone: string, day: string) => (Date.parse(`${day}T00:00:00Z`) - startOfDay(day, zone)) / 60_000;

describe("the second chapter's identity", () => {
  it("passes the identity's one schema, as the real file does", () => {
    expect(identityProblems(otherIdentity)).toEqual([]);
    expect(identityProblems(identity)).toEqual([]);
  });

  it("sets what src/site.config.ts sets", () => {
    const keys = (value: object): string[] =>
      Object.entries(value).flatMap(([key, inner]) => (inner && typeof inner === "object" ? keys(inner).map((k) => `${key}.${k}`) : [key]));
    // The event categories are the chapter's own names: both have some.
    const settings = (identity: object) => keys(identity).filter((key) => !key.startsWith("eventCategories."));
    expect(settings(other).sort()).toEqual(settings(site).sort());
    expect(Object.keys(otherAbout).sort()).toEqual(Object.keys(about).sort());
  });

  it("keeps daylight saving in the other half of the year: a southern-hemisphere zone", () => {
    // Summer time in January, standard time in July: the reverse of every northern zone.
    expect(offsetOn(other.timeZone, "2027-01-15")).toBeGreaterThan(offsetOn(other.timeZone, "2027-07-15"));
  });

  it("has a long workers.dev address, as a first deploy does", () => {
    const host = new URL(other.url).host;
    expect(host).toMatch(/\.workers\.dev$/);
    expect(host.length).toBeGreaterThan(60);
  });

  it("has a milestone from the 1970s", () => {
    expect(otherAbout.timeline.some((milestone) => milestone.year >= 1970 && milestone.year < 1980)).toBe(true);
  });

  it("has event categories and sponsor tiers of its own: other names, other counts", () => {
    const categories = Object.keys(other.eventCategories);
    expect(categories.filter((name) => (SAMPLE_EVENT_CATEGORIES as readonly string[]).includes(name))).toEqual([]);
    expect(categories.length).not.toBe(SAMPLE_EVENT_CATEGORIES.length);
    const tiers = otherTiers.map((tier) => tier.tier);
    expect(tiers.filter((name) => (SAMPLE_SPONSOR_TIERS as readonly string[]).includes(name))).toEqual([]);
    expect(tiers.length).not.toBe(SAMPLE_SPONSOR_TIERS.length);
    // Its tier on the home page is named neither like the sample's nor with the words "home page".
    expect(otherTiers.filter((tier) => tier.homePageLogo).flatMap((tier) => tier.benefits.filter((benefit) => /home page/i.test(benefit)))).toEqual([]);
  });

  it("differs from the sample chapter in its names, school, society, address, zone and words", () => {
    for (const key of ["productName", "chapterName", "shortName", "university", "description", "timeZone", "contactEmail", "url"] as const) {
      expect(other[key], key).not.toBe(site[key]);
    }
    expect(other.society.name).not.toBe(site.society.name);
    expect(other.society.shortName).not.toBe(site.society.shortName);
    expect(otherAbout.founded).not.toBe(about.founded);
    expect(otherAbout.mission).not.toBe(about.mission);
    expect(otherAbout.pillars.map((pillar) => pillar.name)).not.toEqual(about.pillars.map((pillar) => pillar.name));
    expect(otherTiers.map((tier) => tier.label)).not.toEqual(sponsorTiers.map((tier) => tier.label));
  });
});
