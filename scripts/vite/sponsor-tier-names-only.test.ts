import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sponsorTiers } from "../../src/site.config";
import { tierNames } from "./sponsor-tier-names-only";

describe("the browser's sponsor tiers", () => {
  it("are the identity's names, labels and homePageLogo, without amounts or benefits", () => {
    const names = tierNames(sponsorTiers);
    expect(names.map((one) => Object.keys(one).sort())).toEqual(sponsorTiers.map(() => ["homePageLogo", "label", "tier"]));
    expect(names.map((one) => one.tier)).toEqual(sponsorTiers.map((one) => one.tier));
    expect(JSON.stringify(names)).not.toContain(sponsorTiers[0].benefits[0]);
  });

  it("are all that src/shared/content/sponsor-tiers.ts reads of a tier", () => {
    const source = readFileSync(path.resolve(import.meta.dirname, "../../src/shared/content/sponsor-tiers.ts"), "utf8");
    const read = new Set([...source.matchAll(/\binfo\.(\w+)/g)].map((match) => match[1]));
    expect([...read].sort()).toEqual(["homePageLogo", "label", "tier"]);
  });
});
