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

const SponsorTierInfoSchema = z.object({
  tier: z.enum(SPONSOR_TIERS),
  label: z.string(),
  amount: z.string(),
  benefits: z.array(z.string().min(5)).min(1),
});
export type SponsorTierInfo = z.infer<typeof SponsorTierInfoSchema>;

export const SponsorsContentSchema = z.object({
  sponsors: z.array(SponsorSchema).min(1),
  tiers: z.array(SponsorTierInfoSchema).length(SPONSOR_TIERS.length),
});
