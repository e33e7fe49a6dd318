import { SPONSOR_TIER_INFO } from "~/content/sponsors";
import type { SponsorView } from "../lib/sponsors";
import { SponsorPlateLink } from "./sponsor-plate-link";

const TIER_GRID = {
  diamond: "sm:grid-cols-1 max-w-xl",
  gold: "sm:grid-cols-2",
  silver: "sm:grid-cols-2 lg:grid-cols-3",
  bronze: "sm:grid-cols-3 lg:grid-cols-4",
} as const;

/** The sponsors by tier, largest first, each with its logo and a line about what it does with us. */
export function SponsorTiers({ sponsors }: { sponsors: readonly SponsorView[] }) {
  return SPONSOR_TIER_INFO.map(({ tier, label }) => {
    const inTier = sponsors.filter((s) => s.tier === tier);
    if (inTier.length === 0) return null;
    return (
      <section key={tier} aria-labelledby={`tier-${tier}`} className="pt-2">
        <h2 id={`tier-${tier}`} className="text-2xl font-semibold text-ink">
          {label} sponsors
        </h2>
        <ul className={`mt-4 grid gap-5 ${TIER_GRID[tier]}`}>
          {inTier.map((sponsor) => (
            <li key={sponsor.id} className="flex flex-col gap-3">
              <SponsorPlateLink sponsor={sponsor} large={tier !== "bronze"} />
              <p className="text-sm text-ink-muted">{sponsor.blurb}</p>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}

/**
 * The largest tier's heading and a plate where its logo will be, as the page looks before its
 * sponsors arrive. It fills the screen, so what follows (the tiers' offer, the footer) starts below
 * the fold and nothing in view moves when the sponsors arrive.
 */
export function SponsorTiersPlaceholder() {
  const first = SPONSOR_TIER_INFO[0]!;
  return (
    <section aria-labelledby={`tier-${first.tier}`} aria-busy="true" className="min-h-svh pt-2">
      <h2 id={`tier-${first.tier}`} className="text-2xl font-semibold text-ink">
        {first.label} sponsors
      </h2>
      <div aria-hidden="true" className={`mt-4 grid gap-5 ${TIER_GRID[first.tier]}`}>
        <div className="flex flex-col gap-3">
          <div className="aspect-[5/2] rounded-xl border border-line bg-surface-muted" />
          <div className="h-10 rounded bg-surface-muted" />
        </div>
      </div>
    </section>
  );
}
