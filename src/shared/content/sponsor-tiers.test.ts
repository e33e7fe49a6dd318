import { describe, expect, it } from "vitest";
import { sponsorTiers } from "../../site.config";
import { sponsorsOnHomePage } from "./lists/home";
import { sponsorListHtml, sponsorsOf } from "./lists/sponsors";
import { isHomePageTier, SPONSOR_TIER_LABELS, SPONSOR_TIERS } from "./sponsor-tiers";

/** A published sponsor of `tier`, as D1 gives it. */
const sponsor = (organisation: string, tier: string) => ({
  id: organisation.toLowerCase().replace(/\W+/g, "-"),
  fields: { organisation, tier, link: "https://example.com", blurb: "Builds instruments for river research." },
});

describe("the sponsor tiers are the identity file's", () => {
  it("in its order, named as it labels them, on the home page as its homePageLogo says", () => {
    expect(SPONSOR_TIERS).toEqual(sponsorTiers.map((info) => info.tier));
    for (const info of sponsorTiers) {
      expect(SPONSOR_TIER_LABELS[info.tier]).toBe(info.label);
      expect(isHomePageTier(info.tier)).toBe(info.homePageLogo);
    }
    expect(isHomePageTier("no-such-tier")).toBe(false);
  });

  it("the sponsors page heads each tier with the identity's label, highest first, and leaves out a tier it does not have", () => {
    const items = [...SPONSOR_TIERS].reverse().map((tier, index) => sponsor(`Company ${index}`, tier));
    const markup = sponsorListHtml(sponsorsOf([...items, sponsor("Gone Tier Inc", "no-such-tier")])).markup;
    const headings = [...markup.matchAll(/<h2 id="tier-([^"]+)"[^>]*>([^<]+)<\/h2>/g)].map((match) => [match[1], match[2]]);
    expect(headings).toEqual(sponsorTiers.map((info) => [info.tier, `${info.label} sponsors`]));
    expect(markup).not.toContain("Gone Tier Inc");
  });

  it("the home page's strip is the one rule: the sponsors of the tiers with homePageLogo, whatever anything else says", () => {
    const sponsors = sponsorsOf(SPONSOR_TIERS.map((tier, index) => sponsor(`Company ${index}`, tier)));
    expect(sponsorsOnHomePage(sponsors).map((one) => one.tier)).toEqual(sponsorTiers.filter((info) => info.homePageLogo).map((info) => info.tier));
  });
});
