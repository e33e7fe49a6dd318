import * as z from "zod/mini";
import "../zod-messages";
import { ImageSchema, LinkSchema, line, text } from "./fields";
import { SPONSOR_TIERS } from "./sponsor-tiers";
import { lazySchema } from "../lazy-schema";

/**
 * A sponsor organisation on /sponsors. Its name is what an admin chooses when giving a recruiter
 * access to the résumé book, so a new company can be given access as soon as it is added here. What
 * its tier buys, and whether its logo is on the home page, is the tier's (./sponsor-tiers.ts), not
 * the sponsor's.
 */
export const sponsorFieldsSchema = lazySchema(() =>
  z.object({
    organisation: line("The organisation's name", 2, 120),
    tier: z.enum(SPONSOR_TIERS, { error: "Choose the sponsor's tier." }),
    link: LinkSchema,
    logo: z.optional(ImageSchema),
    blurb: text("The description", 20, 300),
  }),
);
