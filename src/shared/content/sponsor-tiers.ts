import { sponsorTiers } from "../../site.config";

/**
 * The chapter's sponsorship tiers (src/site.config.ts `sponsorTiers`, highest first): which tiers a
 * sponsor can have, what visitors read for each, and the one rule for the home page's strip (the
 * tiers whose `homePageLogo` is true). Like the event categories (../event-categories.ts), the
 * chapter's choice, so this contract reads the identity; plain constants, no zod. It reads only each
 * tier's `tier`, `label` and `homePageLogo`: the browser build gives it no more
 * (scripts/vite/sponsor-tier-names-only.ts), so the amounts and benefits stay out of the shell.
 */
export type SponsorTier = (typeof sponsorTiers)[number]["tier"];

export const SPONSOR_TIERS = sponsorTiers.map((info) => info.tier) as [SponsorTier, ...SponsorTier[]];

export const SPONSOR_TIER_LABELS: Readonly<Record<SponsorTier, string>> = Object.fromEntries(sponsorTiers.map((info) => [info.tier, info.label])) as Record<
  SponsorTier,
  string
>;

const HOME_PAGE_TIERS: ReadonlySet<string> = new Set(sponsorTiers.filter((info) => info.homePageLogo).map((info) => info.tier));

/** Whether a sponsor of this tier has its logo on the home page: the identity file's `homePageLogo`, nothing else. */
export const isHomePageTier = (tier: string): boolean => HOME_PAGE_TIERS.has(tier);
