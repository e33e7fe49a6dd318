import * as z from "zod";
import { ImageSchema, LinkSchema, line, text } from "./fields";
import { SPONSOR_TIERS } from "./vocabulary";

/**
 * A sponsor organisation on /sponsors. Its name is what an admin chooses when giving a recruiter
 * access to the résumé book, so a new company can be given access as soon as it is added here.
 */
export const sponsorFieldsSchema = z.object({
  organisation: line("The organisation's name", 2, 120),
  tier: z.enum(SPONSOR_TIERS, { error: "Choose the sponsor's tier." }),
  link: LinkSchema,
  logo: ImageSchema.optional(),
  blurb: text("The description", 20, 300),
  /** What the tier buys, as the sponsors page lists it. */
  benefits: z
    .array(line("A benefit", 5, 160))
    .max(12, { error: "List at most 12 benefits." })
    .default([]),
});
