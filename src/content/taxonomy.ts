/**
 * The fixed vocabularies of the content: board groups, and the sample chapter's
 * sponsor tiers and event categories as a fork's (programs are content in D1, each at its own address: decision
 * 084). Plain constants (no zod), so the pages can import them without
 * loading the schemas, which only the tests and the build use.
 */
// Officers edit the board and the sponsors on the site (D1), so these lists are shared contracts too.
export { BOARD_GROUPS, type BoardGroup } from "../shared/content/vocabulary";
import { SPONSOR_TIERS, type SponsorTier } from "../shared/content/sponsor-tiers";
import { EVENT_CATEGORIES, type EventCategory } from "../shared/event-categories";

/** The sample chapter's kinds of events, as its sample events and slides name them. */
export const SAMPLE_EVENT_CATEGORIES = ["General meeting", "Professional", "Social", "Service", "Sports", "Mentorship"] as const;
export type SampleEventCategory = (typeof SAMPLE_EVENT_CATEGORIES)[number];

/**
 * A sample category as this chapter's (src/site.config.ts `eventCategories`): itself where the chapter
 * has it, else the chapter's category at the same place in its list, so the sample chapter's events and
 * slides seed a fork with other categories too.
 */
export function chapterCategory(sample: SampleEventCategory): EventCategory {
  if ((EVENT_CATEGORIES as readonly string[]).includes(sample)) return sample as EventCategory;
  return EVENT_CATEGORIES[SAMPLE_EVENT_CATEGORIES.indexOf(sample) % EVENT_CATEGORIES.length]!;
}

/** The sample chapter's sponsorship tiers, highest first, as its sample sponsors name them. */
export const SAMPLE_SPONSOR_TIERS = ["diamond", "gold", "silver", "bronze"] as const;
export type SampleSponsorTier = (typeof SAMPLE_SPONSOR_TIERS)[number];

/**
 * A sample tier as this chapter's (src/site.config.ts `sponsorTiers`): itself where the chapter has it,
 * else the chapter's tier at the same height (the sample's highest is the chapter's highest, its lowest
 * the chapter's lowest), so the sample sponsors seed a fork with other tiers too.
 */
export function chapterTier(sample: SampleSponsorTier): SponsorTier {
  if ((SPONSOR_TIERS as readonly string[]).includes(sample)) return sample as SponsorTier;
  const place = SAMPLE_SPONSOR_TIERS.indexOf(sample);
  return SPONSOR_TIERS[Math.round((place * (SPONSOR_TIERS.length - 1)) / (SAMPLE_SPONSOR_TIERS.length - 1))]!;
}
