import type * as z from "zod/mini";
import { type Html, html } from "../../html";
import type { PublishedItem } from "../pages";
import type { sponsorFieldsSchema } from "../sponsors";
import { SPONSOR_TIER_LABELS, SPONSOR_TIERS, type SponsorTier } from "../sponsor-tiers";
import { contentImageHtml } from "./content-image";

/** A sponsor on /sponsors: the item's id and its fields (src/shared/content/sponsors.ts). */
export type SponsorView = { id: string } & z.output<typeof sponsorFieldsSchema>;

/**
 * The sponsors as the page shows them. The Worker checked every item against its contract when it
 * was written; an item that is not a sponsor after all is left out rather than breaking the page.
 */
export function sponsorsOf(items: readonly PublishedItem[]): SponsorView[] {
  return items.flatMap(({ id, fields }) =>
    typeof fields.organisation === "string" &&
    typeof fields.link === "string" &&
    typeof fields.blurb === "string" &&
    SPONSOR_TIERS.includes(fields.tier as never)
      ? [{ id, ...fields } as unknown as SponsorView]
      : [],
  );
}

/** The grids from the highest tier's (one large logo a row) to the lowest's (small logos, four a row). */
const GRIDS = ["sm:grid-cols-1 max-w-xl", "sm:grid-cols-2", "sm:grid-cols-2 lg:grid-cols-3", "sm:grid-cols-3 lg:grid-cols-4"] as const;

/**
 * A tier's grid by its place among the chapter's tiers: the highest takes the first grid, the lowest
 * (of two or more) the last, the ones between the grids between, so any number of tiers reads from
 * large to small.
 */
function tierGrid(tier: SponsorTier): string {
  const place = SPONSOR_TIERS.indexOf(tier);
  const last = SPONSOR_TIERS.length - 1;
  if (place <= 0) return GRIDS[0];
  if (place === last) return GRIDS[GRIDS.length - 1]!;
  return GRIDS[Math.min(place, GRIDS.length - 2)]!;
}

/** The lowest of two or more tiers shows small logos; the others large ones. */
const largeLogos = (tier: SponsorTier) => SPONSOR_TIERS.length === 1 || tier !== SPONSOR_TIERS[SPONSOR_TIERS.length - 1];

/**
 * A sponsor linking to the sponsor, on a white plate in both themes (logos are drawn for a light
 * background): its logo, or its name where it has none yet. The link says the name. The home
 * page's strip (src/shared/content/lists/home.ts) draws the small one.
 */
export function sponsorPlate(sponsor: SponsorView, large: boolean, priority: boolean): Html {
  const name = `${sponsor.organisation} (opens in a new tab)`;
  const face = sponsor.logo
    ? contentImageHtml({ src: sponsor.logo.src, alt: name }, "logo", { sizes: large ? "(min-width: 768px) 320px, 80vw" : "160px", priority })
    : html`<span class="flex aspect-[5/2] items-center justify-center text-center text-lg font-semibold text-neutral-900">${sponsor.organisation}<span class="sr-only"> (opens in a new tab)</span></span>`;
  return html`<a href="${sponsor.link}" target="_blank" rel="noopener noreferrer" class="block rounded-xl border border-line bg-white shadow-sm transition hover:border-brand hover:shadow ${large ? "p-4" : "p-2"}">${face}</a>`;
}

const tierHeading = (tier: SponsorTier) => html`<h2 id="tier-${tier}" class="text-2xl font-semibold text-ink">${SPONSOR_TIER_LABELS[tier]} sponsors</h2>`;

/**
 * /sponsors' list: the sponsors by tier, largest first, each with its logo and a line about what it
 * does with us. The first tier's first two logos are above the fold on every screen: they load at
 * once and first (the page's largest paint), the rest lazily.
 */
export function sponsorListHtml(sponsors: readonly SponsorView[]): Html {
  const tiers = SPONSOR_TIERS.filter((tier) => sponsors.some((sponsor) => sponsor.tier === tier));
  return html`${tiers.map((tier, tierIndex) => {
    const inTier = sponsors.filter((sponsor) => sponsor.tier === tier);
    return html`<section aria-labelledby="tier-${tier}" class="pt-2">${tierHeading(tier)}<ul class="mt-4 grid gap-5 ${tierGrid(tier)}">${inTier.map(
      (sponsor, index) =>
        html`<li class="flex flex-col gap-3">${sponsorPlate(sponsor, largeLogos(tier), tierIndex === 0 && index < 2)}<p class="text-sm text-ink-muted">${sponsor.blurb}</p></li>`,
    )}</ul></section>`;
  })}`;
}

/**
 * The largest tier's heading and a plate where its logo will be, as the page looks before its
 * sponsors arrive. It fills the screen, so what follows (the tiers' offer, the footer) starts below
 * the fold and nothing in view moves when the sponsors arrive.
 */
export const SPONSOR_LIST_PLACEHOLDER: Html = html`<section aria-labelledby="tier-${SPONSOR_TIERS[0]}" aria-busy="true" class="min-h-svh pt-2">${tierHeading(
  SPONSOR_TIERS[0],
)}<div aria-hidden="true" class="mt-4 grid gap-5 ${tierGrid(SPONSOR_TIERS[0])}"><div class="flex flex-col gap-3"><div class="aspect-[5/2] rounded-xl border border-line bg-surface-muted"></div><div class="h-10 rounded bg-surface-muted"></div></div></div></section>`;
