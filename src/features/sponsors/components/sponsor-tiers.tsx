import { SPONSOR_TIER_INFO, SPONSORS } from "~/content/sponsors";
import { SponsorLogoLink } from "./sponsor-logo-link";

const TIER_GRID = {
  diamond: "sm:grid-cols-1 max-w-xl",
  gold: "sm:grid-cols-2",
  silver: "sm:grid-cols-2 lg:grid-cols-3",
  bronze: "sm:grid-cols-3 lg:grid-cols-4",
} as const;

/** The sponsors by tier, largest first, each with its logo and a line about what it does with us. */
export function SponsorTiers() {
  return SPONSOR_TIER_INFO.map(({ tier, label }) => {
    const sponsors = SPONSORS.filter((s) => s.tier === tier);
    if (sponsors.length === 0) return null;
    return (
      <section key={tier} aria-labelledby={`tier-${tier}`} className="pt-2">
        <h2 id={`tier-${tier}`} className="text-2xl font-semibold text-ink">
          {label} sponsors
        </h2>
        <ul className={`mt-4 grid gap-5 ${TIER_GRID[tier]}`}>
          {sponsors.map((sponsor) => (
            <li key={sponsor.id} className="flex flex-col gap-3">
              <SponsorLogoLink name={sponsor.name} url={sponsor.url} logo={sponsor.logo} size={tier === "bronze" ? "small" : "large"} />
              <p className="text-sm text-ink-muted">{sponsor.blurb}</p>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
