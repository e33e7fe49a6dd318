import * as z from "zod";
import { SPONSOR_TIERS } from "../taxonomy";
import { ImagePathSchema, LinkSchema, SlugSchema } from "./common";

const SponsorSchema = z.object({
  id: SlugSchema,
  name: z.string().min(2),
  tier: z.enum(SPONSOR_TIERS),
  url: LinkSchema,
  /** The logo; its alt text is the sponsor's name. */
  logo: ImagePathSchema,
  blurb: z.string().min(20).max(240),
});
export type Sponsor = z.infer<typeof SponsorSchema>;

/** A benefit that promises the logo on the home page (what `homePageLogo` must agree with). */
const HOME_PAGE_BENEFIT = /home page/i;

const SponsorTierInfoSchema = z
  .object({
    tier: z.enum(SPONSOR_TIERS),
    label: z.string(),
    amount: z.string(),
    benefits: z.array(z.string().min(5)).min(1),
    /** The tier's logos show on the home page; the benefits must say so, and only then. */
    homePageLogo: z.boolean({ error: "Write homePageLogo: true or false (whether the tier's logos show on the home page)." }),
  })
  .refine((tier) => tier.homePageLogo === tier.benefits.some((benefit) => HOME_PAGE_BENEFIT.test(benefit)), {
    error: 'homePageLogo must be true exactly when one of the benefits promises the logo on the "home page".',
    path: ["homePageLogo"],
  });
export type SponsorTierInfo = z.infer<typeof SponsorTierInfoSchema>;

/** The sample chapter's sponsors (src/content/sponsors.ts, the seed). */
export const SponsorsSchema = z.array(SponsorSchema).min(1);

/** The identity file's `sponsorTiers`: each of the fixed tiers once, highest first. */
export const SponsorTiersSchema = z
  .array(SponsorTierInfoSchema)
  .refine((tiers) => tiers.length === SPONSOR_TIERS.length && tiers.every((info, index) => info.tier === SPONSOR_TIERS[index]), {
    error: `List the tiers ${SPONSOR_TIERS.join(", ")}, in that order, each once.`,
  });

/** The identity file's `sponsorPitch`: the sponsors page's "Become a sponsor" words. */
export const SponsorPitchSchema = z
  .object({
    intro: z.string().trim().min(40, { error: "Write a sentence or two (at least 40 characters) on what the chapter offers a company." }).max(400),
    writeTo: z.string().trim().min(3, { error: "Say who answers sponsors, e.g. our External Vice President." }).max(80),
  })
  .strict();
