import type * as z from "zod";
import type { PublishedItem } from "~/shared/content/pages";
import type { sponsorFieldsSchema } from "~/shared/content/sponsors";
import { SPONSOR_TIERS } from "~/shared/content/vocabulary";

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
      ? [{ id, benefits: [], ...fields } as unknown as SponsorView]
      : [],
  );
}
